import Testing
import TypesetMarkdown

/// Defects found by a differential run against cmark-gfm 0.29, cmark 0.30 and 0.31.2,
/// markdown-it and pulldown-cmark (issue 7); each expectation is the CommonMark 0.31.2 / GFM
/// reading, where the references agree unless a comment says otherwise.
@Suite struct SpecDefectTests {
  func html(_ markdown: String, _ extensions: MarkdownExtensions = .gfm) -> String {
    let document = MarkdownParser.parse(markdown, options: .init(extensions: extensions))
    return MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true, extensions: extensions))
      .render(document)
  }

  /// Defect 1 (§4.3): definitions are no setext content, so `---` is a thematic break
  /// (cmark fixed this after 0.31.2; cmark 0.30 and cmark-gfm print `<p>---</p>`).
  @Test func definitionThenDashesIsAThematicBreak() {
    #expect(html("[foo]: /url\n---\n[foo]\n") == "<hr />\n<p><a href=\"/url\">foo</a></p>\n")
    #expect(html("[foo]: /url\n===\n") == "<p>===</p>\n")
    #expect(html("a\n[foo]: /url\n---\n") == "<h2>a\n[foo]: /url</h2>\n")
  }

  /// Defect 2 (§5.3): a blank line inside a nested item that goes on with a sub-list or a
  /// quote makes that item's list loose, not the outer one.
  @Test func blankLineInsideNestedItemLeavesOuterListTight() {
    #expect(
      html("- a\n  - b\n\n    - c\n- d\n")
        == "<ul>\n<li>a\n<ul>\n<li>\n<p>b</p>\n<ul>\n<li>c</li>\n</ul>\n</li>\n</ul>\n</li>\n"
        + "<li>d</li>\n</ul>\n")
    #expect(
      html("- a\n  - b\n\n    > c\n- d\n")
        == "<ul>\n<li>a\n<ul>\n<li>\n<p>b</p>\n<blockquote>\n<p>c</p>\n</blockquote>\n</li>\n"
        + "</ul>\n</li>\n<li>d</li>\n</ul>\n")
  }

  /// Defect 3: two blank lines no longer end a list (0.30); an item whose first block is a
  /// definition goes on, and is loose (a definition is a block, §4.7; cmark and commonmark.js
  /// close the item, markdown-it agrees with this reading).
  @Test func itemStartingWithDefinitionSurvivesTwoBlankLines() {
    #expect(html("- [d]: /u\n\n\n  b\n") == "<ul>\n<li>\n<p>b</p>\n</li>\n</ul>\n")
  }

  /// Defect 4 (GFM): no task checkbox for an item that did not start on this line, and no
  /// text is lost.
  @Test func taskMarkerOnlyOnTheItemsOwnFirstLine() {
    #expect(
      html("- ***\n  1234567890) [x] a\n")
        == "<ul>\n<li>\n<hr />\n1234567890) [x] a</li>\n</ul>\n")
    #expect(
      html("- a\n  - [x] b\n")
        == "<ul>\n<li>a\n<ul>\n<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> b</li>\n"
        + "</ul>\n</li>\n</ul>\n")
    #expect(html("1234567890. [x] a\n") == "<p>1234567890. [x] a</p>\n")
  }

  /// Defect 5 (GFM): a failed `mailto:`/`xmpp:` candidate does not leak into the next one.
  @Test func emailAfterFailedProtocolCandidateGetsMailto() {
    #expect(html("mailto:@a@b.c\n") == "<p>mailto:@<a href=\"mailto:a@b.c\">a@b.c</a></p>\n")
    #expect(
      html("xmpp:foo@bar.baz/txt@bin.com\n")
        == "<p>xmpp:foo@bar.baz/<a href=\"mailto:txt@bin.com\">txt@bin.com</a></p>\n")
    #expect(html("mailto:a@b.c\n") == "<p><a href=\"mailto:a@b.c\">mailto:a@b.c</a></p>\n")
  }

  /// Defect 6: U+000B and U+000C are not blank (a blank line holds only spaces and tabs).
  @Test func verticalTabAndFormFeedLinesAreNotBlank() {
    #expect(html("a\n\u{0B}\nb\n") == "<p>a\n\u{0B}\nb</p>\n")
    #expect(html("\u{0C}\n") == "<p>\u{0C}</p>\n")
    #expect(html("\u{0B}\n\nx\n") == "<p>\u{0B}</p>\n<p>x</p>\n")
  }

  /// Defect 6: `~~~` + U+000B has the info string U+000B (only spaces and tabs are trimmed).
  @Test func fenceInfoKeepsVerticalTab() {
    let block = MarkdownParser.parse("~~~\u{0B}\nx\n~~~\n").root.firstChild
    #expect(block?.kind == .codeBlock)
    #expect(block?.info == "\u{0B}")
    #expect(block?.literal == "x\n")
  }

  /// Defect 7 (§5.3, example 317's reasoning): a definition after a blank line inside an
  /// item is a second block, so the list is loose.
  @Test func definitionAfterBlankLineInItemMakesListLoose() {
    #expect(html("1. a\n\n   [x]: /u\n# h\n") == "<ol>\n<li>\n<p>a</p>\n</li>\n</ol>\n<h1>h</h1>\n")
    #expect(html("- a\n- b\n\n  [ref]: /url\n- d\n").hasPrefix("<ul>\n<li>\n<p>a</p>"))
  }

  /// Definitions kept for looseness are still removed from the tree.
  @Test func definitionOnlyParagraphsLeaveNoNode() {
    let document = MarkdownParser.parse("- [d]: /u\n\n\n  b\n")
    let item = document.root.firstChild?.firstChild
    #expect(item?.children.map(\.kind) == [.paragraph])
    #expect(document.allNodes.filter { $0.kind == .paragraph }.count == 1)
  }

  /// Decision (DESIGN.md): in a table cell `\\|` is an escaped backslash and a cell
  /// boundary, as CommonMark's escapes read (cmark-gfm's row scanner keeps the pipe).
  @Test func escapedBackslashBeforePipeEndsTheCell() {
    let out = html("| a | b |\n|---|---|\n| x \\\\| y |\n")
    #expect(out.contains("<td>x \\</td>\n<td>y</td>"))
    #expect(html("| a |\n|---|\n| x \\| y |\n").contains("<td>x | y</td>"))
  }

  /// Decision (DESIGN.md): a self-closing `<script/>` (or `pre`, `style`, `textarea`) alone
  /// on a line opens an HTML block ending at a blank line, as in every reference.
  @Test func selfClosingRawTextTagAloneOnALineOpensAnHTMLBlock() {
    #expect(html("<script/>\nfoo\n\nbar\n", .commonMark) == "<script/>\nfoo\n<p>bar</p>\n")
    #expect(html("<pre/>\n", .commonMark) == "<pre/>\n")
    #expect(html("a\n<script/>\n", .commonMark) == "<p>a\n<script/></p>\n")
    #expect(html("<script>\nx\n</script>\n", .commonMark) == "<script>\nx\n</script>\n")
  }

  /// Issue 41 (§4.7, example 192; §6.3): with footnotes on, a label no footnote could have —
  /// empty after the caret, or holding whitespace — is an ordinary link label, as in
  /// cmark-gfm and cmark 0.31.2; a label a footnote could have stays the footnote's.
  @Test func caretLabelsNoFootnoteCouldHaveAreLinks() {
    #expect(html("[^]: /url\n\n[^]\n") == "<p><a href=\"/url\">^</a></p>\n")
    #expect(html("[^ ]: /url\n\n[^ ]\n") == "<p><a href=\"/url\">^ </a></p>\n")
    #expect(html("[^a b]: /url\n\n[^a b]\n") == "<p><a href=\"/url\">^a b</a></p>\n")
    #expect(html("[^]: /url\n\n[x][^]\n") == "<p><a href=\"/url\">x</a></p>\n")
    #expect(html("[^a\nb]: /url\n\n[^a b]\n") == "<p><a href=\"/url\">^a b</a></p>\n")
    // A label a footnote could have never becomes a link, even where no footnote
    // definition can take it (a line break inside the brackets).
    #expect(html("[^n\n]: /url\n\n[^n]\n") == "<p>[^n\n]: /url</p>\n<p>[^n]</p>\n")
    // Without footnotes every caret label is a link label.
    #expect(html("[^1]: /url\n\n[^1]\n", .commonMark) == "<p><a href=\"/url\">^1</a></p>\n")
  }
}
