import Foundation
import Testing
import TypesetMarkdown
import TypesetTestSupport

/// The HTML renderer, a walker over the tree, writes exactly what cmark-gfm writes.
@Suite struct MarkdownHTMLRendererTests {
  static func fixture(_ name: String) throws -> String {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: "md", subdirectory: "__Fixtures__"))
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// Every node kind, safe and unsafe, byte for byte. The golden files are cmark-gfm 0.29's
  /// output (`cmark-gfm [--unsafe] -e table -e strikethrough -e autolink -e tagfilter
  /// -e tasklist -e footnotes Everything.md`), which the renderer before the walker also wrote;
  /// check that a re-recorded file still equals cmark-gfm's output.
  @Test(arguments: [(false, "everythingSafe"), (true, "everythingUnsafe")])
  func everythingMatchesTheGoldenFile(unsafe: Bool, snapshot: String) throws {
    let document = MarkdownParser.parse(try Self.fixture("Everything"))
    let html = MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: unsafe)).render(document)
    try expectSnapshot(html, suite: "MarkdownHTMLRendererTests", named: snapshot, extension: "html")
  }

  /// An image's description is plain text however deep its inlines go, nested images
  /// included, and the markup after the image is rendered as markup again.
  @Test(arguments: [
    ("![a *b* ![c `d`](/i) e](/u) *f*", #"<p><img src="/u" alt="a b c d e" /> <em>f</em></p>"#),
    ("![![](/i)*x*](/u)", #"<p><img src="/u" alt="x" /></p>"#),
    ("![a\\\nb\nc](/u \"t\")", #"<p><img src="/u" alt="a b c" title="t" /></p>"#),
    ("![<b>&amp;</b>](/u)", #"<p><img src="/u" alt="&lt;b&gt;&amp;&lt;/b&gt;" /></p>"#),
  ])
  func imageDescriptionIsPlainText(markdown: String, html: String) {
    let document = MarkdownParser.parse(markdown)
    #expect(MarkdownHTMLRenderer().render(document) == html + "\n")
  }

  /// The renderer walks in one loop, so the deepest trees render without exhausting the stack.
  @Test(.hangLimit)
  func rendersVeryDeepTrees() {
    let depth = 100_000
    let quotes = MarkdownParser.parse(String(repeating: "> ", count: depth) + "a")
    let html = MarkdownHTMLRenderer().render(quotes)
    #expect(
      html.utf8.count == depth * ("<blockquote>\n".utf8.count + "</blockquote>\n".utf8.count)
        + "<p>a</p>\n".utf8.count)
    let emphasis = MarkdownParser.parse(
      String(repeating: "*a ", count: depth) + String(repeating: " b*", count: depth))
    #expect(MarkdownHTMLRenderer().render(emphasis).hasPrefix("<p><em>a <em>a "))
  }
}
