import Testing
import TypesetMarkdown
import TypesetTestSupport

/// The default renderer is safe, like cmark without `--unsafe`.
@Suite struct SafeRenderingTests {
  func html(_ markdown: String, unsafe: Bool = false, extensions: MarkdownExtensions = .gfm)
    -> String
  {
    let document = MarkdownParser.parse(markdown, options: .init(extensions: extensions))
    return MarkdownHTMLRenderer(
      options: .init(allowsUnsafeContent: unsafe, extensions: extensions)
    ).render(document)
  }

  @Test func rawHTMLBlockIsOmitted() {
    #expect(html("<div>\n*hi*\n</div>\n") == "<!-- raw HTML omitted -->\n")
    #expect(html("<div>\n*hi*\n</div>\n", unsafe: true) == "<div>\n*hi*\n</div>\n")
  }

  @Test func inlineRawHTMLIsOmitted() {
    #expect(
      html("a <b>bold</b> c")
        == "<p>a <!-- raw HTML omitted -->bold<!-- raw HTML omitted --> c</p>\n")
    #expect(html("a <b>bold</b> c", unsafe: true) == "<p>a <b>bold</b> c</p>\n")
  }

  @Test(arguments: [
    "javascript:alert(1)", "JAVASCRIPT:alert(1)", "vbscript:msgbox", "file:///etc/passwd",
    "data:text/html;base64,PHNjcmlwdD4=",
  ])
  func dangerousURLsAreDropped(url: String) {
    #expect(html("[x](\(url))") == "<p><a href=\"\">x</a></p>\n")
    #expect(html("![x](\(url))") == "<p><img src=\"\" alt=\"x\" /></p>\n")
    #expect(html("<\(url)>").contains("href=\"\""))
  }

  @Test(arguments: [
    "data:image/png;base64,AAAA", "data:image/gif;x", "data:image/jpeg;x", "data:image/webp;x",
  ])
  func imageDataURLsAreAllowed(url: String) {
    #expect(html("![x](\(url))") == "<p><img src=\"\(url)\" alt=\"x\" /></p>\n")
  }

  @Test func unsafeKeepsDangerousURLs() {
    #expect(
      html("[x](javascript:alert(1))", unsafe: true)
        == "<p><a href=\"javascript:alert(1)\">x</a></p>\n")
  }

  @Test func tagFilterEscapesListedTags() {
    let input = "<script>alert(1)</script>\n\nx <iframe src=a> <em>ok</em> <TITLE>\n"
    #expect(
      html(input, unsafe: true)
        == "&lt;script>alert(1)&lt;/script>\n<p>x &lt;iframe src=a> <em>ok</em> &lt;TITLE></p>\n")
    #expect(
      html(input, unsafe: true, extensions: .commonMark)
        == "<script>alert(1)</script>\n<p>x <iframe src=a> <em>ok</em> <TITLE></p>\n")
  }

  @Test func textIsEscaped() {
    #expect(html("a < b & c > \"d\"") == "<p>a &lt; b &amp; c &gt; &quot;d&quot;</p>\n")
  }
}

/// The GFM tag filter disarms a tag wherever a browser ends its name, not only where
/// cmark-gfm does (a fuzzing finding: `</style/.` and `<script/x>` went through).
@Suite struct TagFilterTests {
  @Test(arguments: [
    // Inside an HTML block the markup is raw, so only the filter stands between it and a
    // browser, which reads `<script/x>` as a script start tag with an attribute.
    (
      "<div>\n<script/x>alert(1)</script>\n</div>\n",
      "<div>\n&lt;script/x>alert(1)&lt;/script>\n</div>\n"
    ),
    ("<style>p{}</style/.\n", "&lt;style>p{}&lt;/style/.\n"),
    // The fuzzer's input, as found (markdown-gfm, 730 254 runs in).
    (
      "<style>p{coyle>p}</style/.\n*fool}</style.\n*foo*\n",
      "&lt;style>p{coyle>p}&lt;/style/.\n*fool}</style.\n*foo*\n"
    ),
    // Not raw HTML at all (an attribute needs whitespace before it): escaped text.
    ("a <iframe/src=x> b\n", "<p>a &lt;iframe/src=x&gt; b</p>\n"),
  ])
  func filteredNamesEndWhereBrowsersEndThem(markdown: String, html: String) {
    expectHTML(markdown, renders: html, unsafe: true)
  }

  @Test func longerNamesAreNotFiltered() {
    expectHTML("<scripts>\n", renders: "<scripts>\n", unsafe: true)
    expectHTML("<stylesheet/>\n", renders: "<stylesheet/>\n", unsafe: true)
  }
}
