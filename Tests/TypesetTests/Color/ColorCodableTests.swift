import Foundation
import Testing

@testable import Typeset

@Suite("TextColor Codable")
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
    #expect(try encode(TextColor.label) == ##""label""##)
    #expect(try decode(TextColor.self, ##""label""##) == .label)
    for color in TextColor.semanticColors.values {
      #expect(try decode(TextColor.self, try encode(color)) == color)
    }
  }

  @Test func staticColourRoundTripsAsHex() throws {
    let color = try TextColor(hex: "#3C3C4399")
    #expect(try encode(color) == ##""#3C3C4399""##)
    #expect(try decode(TextColor.self, try encode(color)) == color)
    #expect(try decode(TextColor.self, ##"" #fff ""##) == .white)
  }

  @Test func dynamicColourRoundTripsAsObject() throws {
    let color = TextColor.dynamic(
      light: try TextColor(hex: "#000"), dark: try TextColor(hex: "#FFF"),
      highContrastLight: try TextColor(hex: "#111"))
    let json = try encode(color)
    #expect(json == ##"{"dark":"#FFFFFFFF","highContrastLight":"#111111FF","light":"#000000FF"}"##)
    #expect(try decode(TextColor.self, json) == color)

    let full = TextColor.dynamic(
      light: .black, dark: .white, highContrastLight: try TextColor(hex: "#111"),
      highContrastDark: try TextColor(hex: "#EEE"))
    #expect(try decode(TextColor.self, try encode(full)) == full)
  }

  @Test func objectVariantsMayBeNames() throws {
    let color = try decode(TextColor.self, ##"{"light": "systemBlue", "dark": "#FFFFFF"}"##)
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
      try decode(TextColor.self, json)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription == message
    }
  }

  @Test func objectWithoutDarkIsAnError() {
    #expect(throws: DecodingError.self) { try decode(TextColor.self, ##"{"light": "#000"}"##) }
    #expect(throws: DecodingError.self) { try decode(TextColor.self, "17") }
  }

  @Test func rgbaCodesAsHex() throws {
    let rgba = TextColor.RGBA(red: 1, green: 0, blue: 0, alpha: 0.6)
    #expect(try encode(rgba) == ##""#FF000099""##)
    #expect(
      try decode(TextColor.RGBA.self, try encode(rgba)) == (try TextColor.RGBA(hex: "#FF000099")))
  }

  @Test func appearanceAndContrastCodeAsNames() throws {
    #expect(try encode([Appearance.dark]) == ##"["dark"]"##)
    #expect(try decode([Contrast].self, ##"["increased"]"##) == [.increased])
  }
}
