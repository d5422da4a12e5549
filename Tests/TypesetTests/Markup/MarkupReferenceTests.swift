import Testing

@testable import Typeset

@Suite("Markup character references") struct MarkupReferenceTests {
  @Test(arguments: [
    ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"), ("&quot;", "\""), ("&apos;", "'"),
    ("&nbsp;", "\u{A0}"), ("&mdash;", "\u{2014}"), ("&hellip;", "\u{2026}"), ("&copy;", "\u{A9}"),
    ("&rsquo;", "\u{2019}"), ("&frac12;", "\u{BD}"), ("&AMP;", "&"),
    ("&NotEqualTilde;", "\u{2242}\u{338}"),
    ("&#8212;", "\u{2014}"), ("&#x2014;", "\u{2014}"), ("&#X2014;", "\u{2014}"),
    ("&#xabCD;", "\u{ABCD}"), ("&#65;", "A"), ("&#0000065;", "A"), ("&#x010FFFF;", "\u{10FFFF}"),
    ("&#128512;", "\u{1F600}"), ("&#xE9;", "\u{E9}"),
  ])
  func validReferenceDecodes(input: String, expected: String) throws {
    #expect(try scan("a\(input)b").text == "a\(expected)b")
    #expect(try scan("a\(input)b", mode: .strict).text == "a\(expected)b")
  }

  @Test(arguments: ["&#0;", "&#xD800;", "&#xDFFF;", "&#x110000;", "&#1114112;", "&#9999999;"])
  func invalidCodePointBecomesReplacementCharacter(input: String) throws {
    #expect(try scan("<\(input)>").text == "<\u{FFFD}>")
  }

  @Test(arguments: [
    "&#12345678;", "&#x00000041;", "&unknown;", "&Amp;", "&amp", "&mdash", "&#;", "&#x;",
    "&#65", "&#65x;", "&", "&&", "& amp;", "&;", "&1;", "&#-1;", "&a-b;",
  ])
  func nonReferenceStaysLiteral(input: String) throws {
    #expect(try scan(input).text == input)
    #expect(try scan("x\(input)y").text == "x\(input)y")
  }

  @Test(arguments: ["a & b", "AT&T", "&", "x &", "& x", "fish&chips", "&amp", "&1;", "&;"])
  func ampersandThatIsNoReferenceIsAllowedInStrictMode(input: String) throws {
    #expect(try scan(input, mode: .strict).text == input)
  }

  @Test func longRunAfterAmpersandStaysLiteral() throws {
    let input = "&" + String(repeating: "a", count: 1000) + ";"
    #expect(try scan(input).text == input)
    let digits = "&#" + String(repeating: "1", count: 100_000) + ";"
    #expect(try scan(digits).text == digits)
  }

  @Test func referencesNextToEachOtherAllDecode() throws {
    #expect(try scan("&lt;&lt;&amp;&#65;&#x42;&copy;").text == "<<&AB\u{A9}")
  }
}
