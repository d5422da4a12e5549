import Testing
import TypesetMarkdown

/// Behaviours of the reference renderer (cmark-gfm 0.29.0.gfm.6) found by differential
/// testing and reproduced on purpose; each expectation is cmark-gfm's output.
@Suite struct ReferenceBehaviourTests {
  func html(_ markdown: String, _ extensions: MarkdownExtensions = .gfm) -> String {
    let document = MarkdownParser.parse(markdown, options: .init(extensions: extensions))
    return MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true, extensions: extensions))
      .render(document)
  }

  @Test func taskListNeedsSpaceAfterBox() {
    #expect(html("- [x]\n") == "<ul>\n<li>[x]</li>\n</ul>\n")
    #expect(
      html("- [x] \n")
        == "<ul>\n<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> </li>\n</ul>\n")
  }

  @Test func taskListQuirks() {
    // Not inside block quotes or as a nested list's first line; "[x]" anywhere checks the box.
    #expect(html("> - [ ] a\n") == "<blockquote>\n<ul>\n<li>[ ] a</li>\n</ul>\n</blockquote>\n")
    #expect(html("- [ ] z [x]\n").contains("checked=\"\""))
  }

  @Test func footnoteDefinitionEndsAtWhitespaceOnlyLine() {
    let out = html("x[^n]\n\n[^n]: a\n  \n    b\n")
    #expect(out.contains("<pre><code>b\n</code></pre>"))
    let continued = html("x[^n]\n\n[^n]: a\n\n    b\n")
    #expect(continued.contains("<p>b <a href=\"#fnref-n\""))
  }

  @Test func footnotesNumberedInDocumentOrderIncludingDefinitions() {
    let out = html("[^a]: x [^b]\n\n[^b]: y\n\ntext [^a]\n")
    #expect(out.contains("<li id=\"fn-b\">\n<p>y"))
    #expect(out.contains("data-footnote-ref>2</a></sup></p>"))
  }

  @Test func imageBangBeforeFootnoteStaysText() {
    #expect(html("![^a](b)\n") == "<p>!<a href=\"b\">^a</a></p>\n")
    #expect(html("![^a](b)\n", .commonMark) == "<p><img src=\"b\" alt=\"^a\" /></p>\n")
  }

  @Test func tildeIsSkippedForFlanking() {
    #expect(html("a~_b_\n") == "<p>a~_b_</p>\n")
    #expect(html("a~_b_\n", .commonMark) == "<p>a~<em>b</em></p>\n")
  }

  @Test func referenceDefinitionsAboveATableStayText() {
    #expect(html("[x]: /u\na|b\n-|-\n\n[x]\n").hasPrefix("<p>[x]: /u</p>\n<table>"))
    #expect(html("[x]: /u\n\na|b\n-|-\n\n[x]\n").hasSuffix("<p><a href=\"/u\">x</a></p>\n"))
  }

  @Test func backslashHardBreakKeepsLazyIndentation() {
    #expect(html("> a\\\n    b\n") == "<blockquote>\n<p>a<br />\n    b</p>\n</blockquote>\n")
  }

  @Test func htmlBlockKind7CannotStartALazyLine() {
    #expect(html("- a\n<x-y>\n") == "<ul>\n<li>a\n<x-y></li>\n</ul>\n")
  }

  @Test func emailAutolinksStopAfterAThousandAtSignsPerText() {
    let count = { (s: String) in s.components(separatedBy: "mailto:").count - 1 }
    #expect(count(html(String(repeating: "a@b.com ", count: 1_500))) == 1_001)
    #expect(
      count(html(String(repeating: "@ ", count: 500) + String(repeating: "a@b.com ", count: 600)))
        == 501)
    #expect(
      count(
        html(
          String(repeating: "a@b.com ", count: 600) + "*x* "
            + String(repeating: "a@b.com ", count: 600))) == 1_200)
  }

  @Test func autolinkDomainStopsAtBackslash() {
    #expect(html("www.a_b.c\\d.e\n") == "<p>www.a_b.c\\d.e</p>\n")
  }
}
