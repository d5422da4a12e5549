import Testing
import TypesetMarkdown
import TypesetSupport

@Suite struct InputTests {
  func html(_ bytes: [UInt8]) -> String {
    MarkdownHTMLRenderer().render(MarkdownParser.parse(bytes))
  }

  @Test func nulBecomesReplacementCharacter() {
    #expect(html([0x61, 0x00, 0x62]) == "<p>a\u{FFFD}b</p>\n")
    #expect(MarkdownHTMLRenderer().render(MarkdownParser.parse("&#0;")) == "<p>\u{FFFD}</p>\n")
  }

  @Test func invalidUTF8BecomesReplacementCharacter() {
    #expect(html([0x61, 0xFF, 0x62]) == "<p>a\u{FFFD}b</p>\n")
    #expect(html([0x61, 0xE2, 0x82]) == "<p>a\u{FFFD}</p>\n")
    #expect(html([0xED, 0xA0, 0x80]).hasPrefix("<p>\u{FFFD}"))
  }

  /// Two- and three-byte sequences at the edges of what is well-formed: kept when valid, one
  /// U+FFFD for a lead byte with the continuation bytes after it when not (an overlong form,
  /// a surrogate, a sequence cut short by the end or by a byte that does not continue it).
  @Test(
    arguments: [
      ([0xC2, 0x80], "\u{80}"), ([0xDF, 0xBF], "\u{7FF}"), ([0xC1, 0xBF], "\u{FFFD}\u{FFFD}"),
      ([0xE0, 0xA0, 0x80], "\u{800}"), ([0xE0, 0x9F, 0xBF], "\u{FFFD}"),
      ([0xED, 0x9F, 0xBF], "\u{D7FF}"), ([0xED, 0xA0, 0x80], "\u{FFFD}"),
      ([0xEE, 0x80, 0x80], "\u{E000}"), ([0xEF, 0xBF, 0xBD], "\u{FFFD}"),
      ([0xE4, 0xB8, 0x41], "\u{FFFD}A"), ([0xE4, 0x41, 0x80], "\u{FFFD}A\u{FFFD}"),
      ([0xC3, 0x41], "\u{FFFD}A"), ([0xE4, 0xB8, 0xAD, 0xC3], "\u{4E2D}\u{FFFD}"),
      ([0xE4, 0xB8], "\u{FFFD}"),
    ] as [([UInt8], String)])
  func sequencesAtTheEdgesOfWellFormed(bytes: [UInt8], text: String) {
    // `x` before and `y` after, so each sequence is inside a paragraph and before its end.
    #expect(html([0x78] + bytes + [0x79]) == "<p>x\(text)y</p>\n")
    // And at the very end of the input, where fewer bytes follow than a sequence needs.
    #expect(html([0x78] + bytes) == "<p>x\(text)</p>\n")
    // The parse tells where the first ill-formed sequence starts, as the shared scan does
    // (after a byte-order mark and a NUL, which are no such sequence).
    let input = [0xEF, 0xBB, 0xBF, 0x00, 0x78] + bytes + [0x79]
    let expected = input.withUnsafeBufferPointer { UTF8Decoding.firstIllFormed(in: $0) }
    let reported = MarkdownParser.parseReportingIllFormed(input).firstIllFormed
    #expect(reported == (expected < input.count ? expected : nil))
    #expect((reported == nil) == (String(validating: bytes, as: UTF8.self) != nil))
  }

  @Test func lineEndings() {
    let lf = html(Array("a\nb\n\n- c\n- d\n".utf8))
    #expect(html(Array("a\r\nb\r\n\r\n- c\r\n- d\r\n".utf8)) == lf)
    #expect(html(Array("a\rb\r\r- c\r- d\r".utf8)) == lf)
  }

  @Test func stringAndBytesAgree() {
    let text = "# Tïtle\n\nSome *émphasis* and `code` — ok.\n"
    #expect(
      MarkdownHTMLRenderer().render(MarkdownParser.parse(text))
        == html(Array(text.utf8)))
  }

  /// A clean array ending in a line ending is parsed in place, without the clean-up's copy;
  /// every other form of the same text (a string, a slice, no final newline, a BOM, a NUL, an
  /// ill-formed byte) goes through the copy, and all give the same document.
  @Test func cleanArraysParseAsEveryOtherForm() {
    let text = "# Tïtle\n\n- 東京 *a*\n- [x] b\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"
    let expected = MarkdownHTMLRenderer().render(MarkdownParser.parse(text))
    let bytes = Array(text.utf8)
    #expect(html(bytes) == expected)
    #expect(MarkdownHTMLRenderer().render(MarkdownParser.parse(bytes[...])) == expected)
    #expect(html(Array(bytes.dropLast())) == expected)
    #expect(html([0xEF, 0xBB, 0xBF] + bytes) == expected)
    #expect(html([0x00] + bytes).hasSuffix(expected.drop { $0 != "\n" }))
    #expect(MarkdownParser.parseReportingIllFormed(bytes).firstIllFormed == nil)
    #expect(
      MarkdownParser.parseReportingIllFormed(bytes + [0xFF, 0x0A]).firstIllFormed == bytes.count)
  }

  @Test func emptyInput() {
    #expect(html([]) == "")
    #expect(MarkdownParser.parse("").nodeCount == 1)
  }

  @Test func commonMarkOptionDisablesExtensions() {
    let document = MarkdownParser.parse("~~a~~ www.x.com\n", options: .commonMark)
    #expect(
      MarkdownHTMLRenderer(options: .init(extensions: .commonMark)).render(document)
        == "<p>~~a~~ www.x.com</p>\n")
  }
}
