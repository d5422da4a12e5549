import Testing
import Typeset

@testable import TypesetHTML

/// CSS values are written only from numbers, fixed words and escaped strings.
@Suite("CSSBytes")
struct CSSBytesTests {
  static func written(_ body: (inout [UInt8]) -> Void) -> String {
    var bytes: [UInt8] = []
    body(&bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test(arguments: [
    (1.0, "1"), (1.647058, "1.6471"), (0.05, "0.05"), (-0.25, "-0.25"), (0.00001, "0"),
    (-0.00001, "0"), (Double.nan, "0"), (Double.infinity, "0"), (1e300, "1000000"),
  ])
  func numbersHaveNoExponentAndAtMostFourDecimals(value: Double, expected: String) {
    #expect(Self.written { CSSBytes.appendNumber(value, to: &$0) } == expected)
  }

  @Test func coloursAreHexOrRGBA() {
    #expect(
      Self.written { CSSBytes.appendColor(TextColor.RGBA(red: 1, green: 0.5, blue: 0), to: &$0) }
        == "#ff8000")
    #expect(
      Self.written {
        CSSBytes.appendColor(TextColor.RGBA(red: 0, green: 0, blue: 1, alpha: 0.5), to: &$0)
      } == "rgba(0,0,255,0.5)")
  }

  @Test func stringsEscapeEverythingThatCouldEndThem() {
    #expect(
      Self.written { CSSBytes.appendString("Avenir Next", to: &$0) } == "'Avenir Next'")
    #expect(
      Self.written { CSSBytes.appendString("a';}</style>\"\\\n", to: &$0) }
        == "'a\\27 \\3b \\7d \\3c \\2f style\\3e \\22 \\5c \\a '")
    #expect(Self.written { CSSBytes.appendString("\u{0}•", to: &$0) } == "'\\fffd \\2022 '")
  }

  @Test func identifiersArePlainOrRefused() {
    #expect(CSSBytes.identifier("systemBlue") == "systemBlue")
    #expect(CSSBytes.identifier("brand-accent_2") == "brand-accent_2")
    #expect(CSSBytes.identifier("2x") == nil)
    #expect(CSSBytes.identifier("a;}") == nil)
    #expect(CSSBytes.identifier("") == nil)
    #expect(CSSBytes.identifier("é") == nil)
  }
}

extension CSSBytesTests {
  @Test func stableNamesDependOnlyOnTheBytes() {
    #expect(CSSBytes.stableName(Array("color:red;".utf8)) == "dd906d97")
    #expect(CSSBytes.stableName([]) != CSSBytes.stableName([0]))
  }
}
