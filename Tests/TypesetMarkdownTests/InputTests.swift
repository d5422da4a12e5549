import Testing
import TypesetMarkdown

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
