import Testing

@testable import TypesetMarkdown

/// The stack of open blocks and the jump a line with nothing left in it makes over the lists
/// and items that continue it without reading a byte.
@Suite struct OpenBlocksTests {
  /// A document holding `kinds`, each block inside the one before (node ids 1, 2, …).
  func stack(_ kinds: [MarkdownNode.Kind]) -> OpenBlocks {
    var open = OpenBlocks(document: 0)
    for (index, kind) in kinds.enumerated() { open.push(Int32(index + 1), kind: kind) }
    return open
  }

  @Test func listsAndItemsAreJumpedToTheTip() {
    let open = stack([.list, .listItem, .list, .listItem, .list, .listItem, .paragraph])
    #expect(open.count == 8 && open.last == 7 && open[3] == 3)
    #expect(open.firstStop(from: 1, lineIsEmpty: true) == 7)
    #expect(open.firstStop(from: 1, lineIsEmpty: false) == 7)
    #expect(open.firstStop(from: 7, lineIsEmpty: true) == 7)
  }

  @Test func blockQuotesStopTheJump() {
    let open = stack([.list, .listItem, .blockQuote, .list, .listItem])
    #expect(open.firstStop(from: 1, lineIsEmpty: true) == 3)
    #expect(open.firstStop(from: 3, lineIsEmpty: true) == 3)
    #expect(open.firstStop(from: 4, lineIsEmpty: true) == 5)
  }

  /// An entirely empty line continues a footnote definition; a line that only looks empty
  /// from here on (after a `>` or spaces) does not.
  @Test func footnoteDefinitionsStopOnlyLinesThatAreNotEmpty() {
    let open = stack([.footnoteDefinition, .footnoteDefinition, .list, .listItem, .paragraph])
    #expect(open.firstStop(from: 1, lineIsEmpty: true) == 5)
    #expect(open.firstStop(from: 1, lineIsEmpty: false) == 1)
    #expect(open.firstStop(from: 2, lineIsEmpty: false) == 2)
    #expect(open.firstStop(from: 3, lineIsEmpty: false) == 5)
  }

  /// Closing blocks forgets their stops; blocks opened at the same depth bring their own.
  @Test func closingAndReopeningKeepsTheStopsInStep() {
    var open = stack([.list, .listItem, .blockQuote, .paragraph])
    open.removeLast()
    open.removeLast()
    #expect(open.count == 3 && open.last == 2)
    #expect(open.firstStop(from: 1, lineIsEmpty: true) == 2)
    open.push(9, kind: .list)
    open.push(10, kind: .listItem)
    #expect(open.firstStop(from: 1, lineIsEmpty: false) == 4)
    open.push(11, kind: .footnoteDefinition)
    open.push(12, kind: .codeBlock)
    #expect(open.firstStop(from: 1, lineIsEmpty: false) == 5)
    #expect(open.firstStop(from: 1, lineIsEmpty: true) == 6)
    while open.count > 1 { open.removeLast() }
    open.push(13, kind: .list)
    open.push(14, kind: .listItem)
    #expect(open.firstStop(from: 1, lineIsEmpty: false) == 2)
  }

  /// The walk's result is what matching each block in turn gives: deep nesting with blank,
  /// empty and space-only lines, quotes and footnotes, against the spec's expected HTML.
  @Test(arguments: [
    (
      "- - - a\n\n\n  b\n",
      "<ul>\n<li>\n<ul>\n<li>\n<ul>\n<li>a</li>\n</ul>\n</li>\n</ul>\n<p>b</p>\n</li>\n</ul>\n"
    ),
    (
      "- - a\n\n    b\n", "<ul>\n<li>\n<ul>\n<li>\n<p>a</p>\n<p>b</p>\n</li>\n</ul>\n</li>\n</ul>\n"
    ),
    (
      "> - - a\n>\n>\n>     b\n",
      "<blockquote>\n<ul>\n<li>\n<ul>\n<li>\n<p>a</p>\n<p>b</p>\n</li>\n</ul>\n</li>\n</ul>\n</blockquote>\n"
    ),
    ("- a\n\n\n- b\n", "<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>\n"),
    (
      "- ```\n  a\n\n\n  b\n  ```\n",
      "<ul>\n<li>\n<pre><code>a\n\n\nb\n</code></pre>\n</li>\n</ul>\n"
    ),
    ("- -\n\n  a\n", "<ul>\n<li>\n<ul>\n<li></li>\n</ul>\n<p>a</p>\n</li>\n</ul>\n"),
    (
      "x[^n]\n\n[^n]: - a\n\n\n      b\n",
      "<p>x<sup class=\"footnote-ref\"><a href=\"#fn-n\" id=\"fnref-n\" data-footnote-ref>1</a></sup></p>\n<section class=\"footnotes\" data-footnotes>\n<ol>\n<li id=\"fn-n\">\n<ul>\n<li>\n<p>a</p>\n<p>b</p>\n</li>\n</ul>\n<a href=\"#fnref-n\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩</a>\n</li>\n</ol>\n</section>\n"
    ),
  ])
  func blankLinesInNestingParseAsTheSpecSays(_ markdown: String, _ expected: String) {
    let document = MarkdownParser.parse(markdown, options: .init(extensions: .gfm))
    #expect(MarkdownHTMLRenderer().render(document) == expected)
  }
}
