import Foundation
import Testing

@testable import Typeset

@Suite("TextColor hex")
struct ColorHexTests {
  struct Case: Sendable, CustomStringConvertible {
    let text: String
    let bytes: (Int, Int, Int, Int)
    var description: String { text }
  }

  static let forms: [Case] = [
    Case(text: "#F80", bytes: (0xFF, 0x88, 0x00, 0xFF)),
    Case(text: "#F808", bytes: (0xFF, 0x88, 0x00, 0x88)),
    Case(text: "#3C3C43", bytes: (0x3C, 0x3C, 0x43, 0xFF)),
    Case(text: "#3C3C4399", bytes: (0x3C, 0x3C, 0x43, 0x99)),
    Case(text: "0A84FF", bytes: (0x0A, 0x84, 0xFF, 0xFF)),
    Case(text: "abc", bytes: (0xAA, 0xBB, 0xCC, 0xFF)),
    Case(text: "#12345678", bytes: (0x12, 0x34, 0x56, 0x78)),
    Case(text: "#0000", bytes: (0, 0, 0, 0)),
  ]

  @Test(arguments: forms)
  func everyFormGivesExactComponents(_ form: Case) throws {
    let rgba = try TextColor.RGBA(hex: form.text)
    #expect(rgba.red == Double(form.bytes.0) / 255)
    #expect(rgba.green == Double(form.bytes.1) / 255)
    #expect(rgba.blue == Double(form.bytes.2) / 255)
    #expect(rgba.alpha == Double(form.bytes.3) / 255)
    let color = try TextColor(hex: form.text)
    #expect(color.light == rgba)
    #expect(!color.isDynamic)
  }

  @Test func hexOutputIsUppercaseRRGGBBAA() throws {
    #expect(try TextColor(hex: "#f80").description == "#FF8800FF")
    #expect(try TextColor.RGBA(hex: "#3c3c4399").hex == "#3C3C4399")
    #expect(TextColor.RGBA(red: 0.5, green: 0, blue: 1, alpha: 0.3).hex == "#8000FF4D")
  }

  @Test func digitsAreCaseInsensitive() throws {
    #expect(try TextColor(hex: "#aBcDeF") == TextColor(hex: "#ABCDEF"))
    #expect(try TextColor(hex: "#abcdef") == TextColor(hex: "#ABCDEF"))
  }

  @Test(arguments: ["  #0A84FF", "#0A84FF  ", "\t#0A84FF\n", " 0A84FF ", "\u{00A0}#0A84FF"])
  func surroundingWhitespaceIsIgnored(_ text: String) throws {
    #expect(try TextColor(hex: text).description == "#0A84FFFF")
  }

  @Test(arguments: [
    ("#12", ##"invalid colour "#12": expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"##),
    ("#", ##"invalid colour "#": expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"##),
    ("", ##"invalid colour "": expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"##),
    ("#12345", ##"invalid colour "#12345": expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"##),
    ("#123456789", ##"invalid colour "#123456789": expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"##),
    (" #12 ", ##"invalid colour "#12": expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"##),
    ("#GGHHII", ##"invalid colour "#GGHHII": 'G' is not a hex digit"##),
    ("#12345Z", ##"invalid colour "#12345Z": 'Z' is not a hex digit"##),
    ("#12 34 56", ##"invalid colour "#12 34 56": ' ' is not a hex digit"##),
    ("#ABé", ##"invalid colour "#ABé": 'é' is not a hex digit"##),
    ("##123", ###"invalid colour "##123": '#' is not a hex digit"###),
  ])
  func errorsQuoteTheInput(_ text: String, _ message: String) {
    #expect {
      try TextColor(hex: text)
    } throws: { error in
      (error as? ColorError)?.description == message
    }
  }

  @Test func errorFactoriesMatchThrownErrors() {
    #expect(throws: ColorError.invalidLength("#12")) { try TextColor(hex: "#12") }
    #expect(throws: ColorError.invalidDigit("#GGHHII", character: "G")) {
      try TextColor(hex: "#GGHHII")
    }
    #expect(throws: ColorError.unknownName("lable")) { try TextColor(parsing: "lable") }
  }

  @Test func componentsAreClamped() {
    let rgba = TextColor.RGBA(red: 1.5, green: -0.5, blue: .nan, alpha: 2)
    #expect(rgba.red == 1)
    #expect(rgba.green == 0)
    #expect(rgba.blue == 0)
    #expect(rgba.alpha == 1)
    var changed = rgba
    changed.green = 7
    changed.alpha = -1
    #expect(changed.green == 1)
    #expect(changed.alpha == 0)
  }

  @Test func whiteInitializerMakesGrey() {
    #expect(TextColor(white: 0.5, alpha: 0.5).description == "#80808080")
    #expect(TextColor(red: 1, green: 0.5, blue: 0).description == "#FF8000FF")
  }

  @Test func longHostileInputFailsQuickly() {
    let text = "#" + String(repeating: "A", count: 1_000_000) + "Z"
    #expect(throws: ColorError.self) { try TextColor(hex: text) }
  }
}
