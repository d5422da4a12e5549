import Testing
import TypesetMarkdown

/// Input edges (issue 7): the byte-order mark, CommonMark's exact whitespace classes, and
/// source columns counted in UTF-8 bytes.
@Suite struct InputEdgeTests {
  func html(_ markdown: String) -> String {
    MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true))
      .render(MarkdownParser.parse(markdown))
  }

  func range(_ node: MarkdownNode?) -> String {
    guard let r = node?.sourceRange else { return "nil" }
    return "\(r.start.line):\(r.start.column)-\(r.end.line):\(r.end.column)"
  }

  @Test func leadingByteOrderMarkIsSkipped() {
    #expect(html("\u{FEFF}# Title\n") == "<h1>Title</h1>\n")
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("- a\n".utf8)
    let document = MarkdownParser.parse(bytes)
    #expect(document.root.firstChild?.kind == .list)
    #expect(range(document.root.firstChild) == "1:1-1:3")
  }

  @Test func onlyTheFirstByteOrderMarkIsSkipped() {
    #expect(html("a\n\u{FEFF}# b\n") == "<p>a\n\u{FEFF}# b</p>\n")
    #expect(html("\u{FEFF}\u{FEFF}# b\n") == "<p>\u{FEFF}# b</p>\n")
  }

  @Test(arguments: ["\u{0B}", "\u{0C}"])
  func verticalTabAndFormFeedAreNotSpaceAfterAListMarker(_ character: String) {
    #expect(html("-\(character)a\n") == "<p>-\(character)a</p>\n")
    #expect(html("1.\(character)a\n") == "<p>1.\(character)a</p>\n")
    #expect(html("- \(character)a\n") == "<ul>\n<li>\(character)a</li>\n</ul>\n")
  }

  @Test(arguments: ["\u{0B}", "\u{0C}"])
  func verticalTabAndFormFeedAreNotIndentation(_ character: String) {
    #expect(html("\(character)    a\n") == "<p>\(character)    a</p>\n")
    #expect(html("\(character)# a\n") == "<p>\(character)# a</p>\n")
  }

  @Test func verticalTabIsNotLinkWhitespace() {
    // Inline links allow spaces, tabs and one line ending around the destination and title.
    #expect(html("[a](\u{0B}/u)\n") == "<p>[a](\u{0B}/u)</p>\n")
    #expect(html("[a]( /u )\n") == "<p><a href=\"/u\">a</a></p>\n")
  }

  @Test func onlySpaceAndTabAreTrimmedFromParagraphEnds() {
    #expect(html("a\u{0B}\n") == "<p>a\u{0B}</p>\n")
    #expect(html("a \t\n") == "<p>a</p>\n")
  }

  @Test func lineEndingsAreLFCRAndCRLFOnly() {
    #expect(html("a\u{0B}b\n") == "<p>a\u{0B}b</p>\n")
    #expect(html("a\u{0C}b\n") == "<p>a\u{0C}b</p>\n")
    #expect(html("# a\r# b\r\n# c\n") == "<h1>a</h1>\n<h1>b</h1>\n<h1>c</h1>\n")
  }

  @Test func unicodeWhitespaceIsZsTabLineFeedFormFeedCarriageReturn() {
    // U+00A0 and U+3000 (Zs) are whitespace for flanking, U+000B is not.
    #expect(html("*\u{00A0}a*\n") == "<p>*\u{00A0}a*</p>\n")
    #expect(html("*\u{3000}a*\n") == "<p>*\u{3000}a*</p>\n")
    #expect(html("*\u{0B}a*\n") == "<p><em>\u{0B}a</em></p>\n")
    #expect(html("*\u{0C}a*\n") == "<p>*\u{0C}a*</p>\n")
  }

  @Test func columnsCountUTF8Bytes() {
    // "é" is 2 bytes, "→" 3, "😀" 4.
    let document = MarkdownParser.parse("é *→x* 😀 `c`\n")
    let paragraph = document.root.firstChild
    let children = paragraph.map { Array($0.children) } ?? []
    #expect(range(paragraph) == "1:1-1:18")
    #expect(children.map(\.kind) == [.text, .emphasis, .text, .code])
    #expect(range(children[0]) == "1:1-1:3")
    #expect(range(children[1]) == "1:4-1:9")
    #expect(range(children[1].firstChild) == "1:5-1:8")
    #expect(range(children[3]) == "1:16-1:18")
  }

  @Test func columnsCountATabAsOneByte() {
    let document = MarkdownParser.parse("-\tfoo\n\n\t\tbar\n")
    let item = document.root.firstChild?.firstChild
    #expect(range(item) == "1:1-3:5")
    #expect(range(item?.firstChild) == "1:3-1:5")
    let code = item?.lastChild
    #expect(code?.kind == .codeBlock)
    #expect(code?.literal == "bar\n")
    #expect(range(code) == "3:3-3:5")
    let heading = MarkdownParser.parse("\t# x\n").root.firstChild
    #expect(heading?.kind == .codeBlock)
    #expect(range(MarkdownParser.parse(">\té\n").root.firstChild?.firstChild) == "1:3-1:4")
  }

  @Test func blockColumnsCountUTF8Bytes() {
    let document = MarkdownParser.parse("> ñ\n> # ü\n\n| ä | b |\n|---|---|\n| 😀 | c |\n")
    let quote = document.root.firstChild
    #expect(range(quote) == "1:1-2:6")
    #expect(range(quote?.lastChild) == "2:3-2:6")
    let table = document.root.lastChild
    #expect(table?.kind == .table)
    let body = table?.lastChild
    #expect(range(body?.firstChild) == "6:3-6:6")
    #expect(range(body?.lastChild) == "6:10-6:10")
  }
}
