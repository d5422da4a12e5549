import Foundation
import Testing

@testable import Typeset

@Suite("Color Codable")
struct ColorCodableTests {
  private func encode<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(json.utf8))
  }

  @Test func namedColourRoundTripsAsItsName() throws {
    #expect(try encode(Color.label) == ##""label""##)
    #expect(try decode(Color.self, ##""label""##) == .label)
    for color in Color.semanticColors.values {
      #expect(try decode(Color.self, try encode(color)) == color)
    }
  }

  @Test func staticColourRoundTripsAsHex() throws {
    let color = try Color(hex: "#3C3C4399")
    #expect(try encode(color) == ##""#3C3C4399""##)
    #expect(try decode(Color.self, try encode(color)) == color)
    #expect(try decode(Color.self, ##"" #fff ""##) == .white)
  }

  @Test func dynamicColourRoundTripsAsObject() throws {
    let color = Color.dynamic(
      light: try Color(hex: "#000"), dark: try Color(hex: "#FFF"),
      highContrastLight: try Color(hex: "#111"))
    let json = try encode(color)
    #expect(json == ##"{"dark":"#FFFFFFFF","highContrastLight":"#111111FF","light":"#000000FF"}"##)
    #expect(try decode(Color.self, json) == color)

    let full = Color.dynamic(
      light: .black, dark: .white, highContrastLight: try Color(hex: "#111"),
      highContrastDark: try Color(hex: "#EEE"))
    #expect(try decode(Color.self, try encode(full)) == full)
  }

  @Test func objectVariantsMayBeNames() throws {
    let color = try decode(Color.self, ##"{"light": "systemBlue", "dark": "#FFFFFF"}"##)
    #expect(color.resolved(for: .light).hex == "#007AFFFF")
    #expect(color.resolved(for: .light, contrast: .increased).hex == "#0040DDFF")
    #expect(color.resolved(for: .dark, contrast: .increased).hex == "#FFFFFFFF")
  }

  @Test(arguments: [
    (##""lable""##, ##"unknown colour name "lable""##),
    (##""#12""##, ##"invalid colour "#12": expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"##),
    (
      ##"{"light": "#GG0000", "dark": "#000"}"##,
      ##"invalid colour "#GG0000": 'G' is not a hex digit"##
    ),
  ])
  func decodingErrorsCarryTheColourMessage(_ json: String, _ message: String) {
    #expect {
      try decode(Color.self, json)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription == message
    }
  }

  @Test func objectWithoutDarkIsAnError() {
    #expect(throws: DecodingError.self) { try decode(Color.self, ##"{"light": "#000"}"##) }
    #expect(throws: DecodingError.self) { try decode(Color.self, "17") }
  }

  @Test func rgbaCodesAsHex() throws {
    let rgba = Color.RGBA(red: 1, green: 0, blue: 0, alpha: 0.6)
    #expect(try encode(rgba) == ##""#FF000099""##)
    #expect(try decode(Color.RGBA.self, try encode(rgba)) == (try Color.RGBA(hex: "#FF000099")))
  }

  @Test func appearanceAndContrastCodeAsNames() throws {
    #expect(try encode([Appearance.dark]) == ##"["dark"]"##)
    #expect(try decode([Contrast].self, ##"["increased"]"##) == [.increased])
  }
}
