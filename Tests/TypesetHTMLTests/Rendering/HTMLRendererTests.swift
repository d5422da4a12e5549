import Testing
import Typeset
import TypesetHTML
import TypesetMarkdown
import TypesetTestSupport

/// Semantic elements, the three profiles and their style sheets.
@Suite("HTMLRenderer")
struct HTMLRendererTests {
  static func fragment(_ markdown: String) -> String {
    HTMLRenderer(options: .init(profile: .fragment)).render(StyledDocument(markdown: markdown))
      .html
  }

  @Test func inlineElementsComeFromTheThemesElementStyles() {
    #expect(
      Self.fragment("# Hi\n\nSome **bold**, *it*, ~~gone~~ and `code`.") == """
        <div class="typeset"><h1>Hi</h1>
        <p>Some <strong>bold</strong>, <em>it</em>, <del>gone</del> and <code>code</code>.</p>
        </div>

        """)
  }

  @Test func nestedEmphasisNestsElements() {
    #expect(
      Self.fragment("**a *b* c**")
        == "<div class=\"typeset\"><p><strong>a <em>b</em> c</strong></p>\n</div>\n")
  }

  @Test func tagMarkupGetsTheSameElements() {
    let text = StyledText(markup: "<b>bold</b> <i>it</i> <s>gone</s> <code>x</code>")
    let html = HTMLRenderer(options: .init(profile: .fragment)).render(text).html
    #expect(html.contains("<strong>bold</strong>"))
    #expect(html.contains("<em>it</em>"))
    #expect(html.contains("<del>gone</del>"))
    #expect(html.contains("<code>"))
  }

  @Test func boldHeadingTextIsNotStrong() {
    let theme = Theme.default
    var markdown = theme.markdown
    markdown.headings[0] = markdown.headings[0].bold()
    var bold = theme
    bold.markdown = markdown
    let document = StyledDocument(markdown: "# All bold", theme: bold)
    let html = HTMLRenderer(theme: bold, options: .init(profile: .fragment)).render(document)
    #expect(html.html.contains("<h1>All bold</h1>"))
  }

  @Test func listsKeepTheirStartAndTasksAreDisabledCheckboxes() {
    let html = Self.fragment("3. three\n4. four\n\n- [x] done\n- [ ] open")
    #expect(html.contains("start=\"3\""))
    #expect(html.contains("<li>three\n</li>"))
    #expect(html.contains("<input type=\"checkbox\" disabled=\"\" checked=\"\" /> done"))
    #expect(html.contains("<input type=\"checkbox\" disabled=\"\" /> open"))
  }

  @Test func looseListsKeepParagraphs() {
    #expect(Self.fragment("- a\n\n- b").contains("<li><p>a</p>\n</li>"))
  }

  @Test func codeBlocksNameTheirLanguage() {
    #expect(
      Self.fragment("```swift extra\nlet x = 1 < 2\n```").contains(
        "<pre><code class=\"language-swift\">let x = 1 &lt; 2\n</code></pre>"))
  }

  @Test func tablesAlignTheirColumns() {
    let html = Self.fragment("| a | b | c |\n| :- | :-: | -: |\n| 1 | 2 | 3 |")
    #expect(html.contains("<thead>\n<tr>\n<th class=\"ts-left\">a</th>"))
    #expect(html.contains("<th class=\"ts-center\">b</th>"))
    #expect(html.contains("<tbody>\n<tr>\n<td class=\"ts-left\">1</td>"))
    #expect(html.contains("<td class=\"ts-right\">3</td>"))
  }

  @Test func quotesRulesImagesAndBreaks() {
    let html = Self.fragment("> quoted\n\n---\n\n![a *cat*](cat.png) line\\\nnext")
    #expect(html.contains("<blockquote>\n<p>quoted</p>\n</blockquote>"))
    #expect(html.contains("<hr />"))
    #expect(html.contains("<img src=\"cat.png\" alt=\"a cat\" /> line<br />\nnext"))
  }

  /// An image from tag markup: its source percent-encoded, its alternative text escaped, its
  /// size rounded to whole pixels and capped, a size that is not a positive number left out,
  /// and a refused source written as no image at all, in every profile (email puts its
  /// inline style before the source).
  @Test func imagesFromMarkupCarryTheirSizeAndEscapedAttributes() {
    let markup = """
      a <img src="star.png" width="12" height="12.6" alt="x&amp;y"/> \
      <img src="a b.png" width="-3" height="1e9"/> \
      <img src="javascript:alert(1)" alt="bad"/> z
      """
    let text = StyledText(markup: markup, tags: Theme.default.tagScheme())
    for profile in HTMLRenderer.Profile.allCases {
      let html = HTMLRenderer(options: .init(profile: profile)).render(text).html
      #expect(html.contains("src=\"star.png\" alt=\"x&amp;y\" width=\"12\" height=\"13\" />"))
      #expect(html.contains("src=\"a%20b.png\" alt=\"\" height=\"100000\" />"))
      #expect(!html.contains("javascript"))
      #expect(html.components(separatedBy: "<img").count == 3)
    }
  }

  /// Titles of links and images reach every profile as `title` attributes, escaped, as the
  /// bare renderer writes them: inline and by reference, from Markdown and from tag markup.
  /// Links to one URL with different titles (or none) stay apart, and a refused link takes
  /// its title away with it.
  @Test func titlesOfLinksAndImagesBecomeTitleAttributes() {
    let markdown = #"""
      [a](https://swift.org "One \"quoted\" <title>")[b](https://swift.org)\#
      [c](https://swift.org 'Other') [r] ![i](i.png "Pic & co") [x](javascript:alert(1) "t")

      [r]: https://example.com (By reference)
      """#
    let markup = #"<img src="m.png" alt="M" title="From &quot;markup&quot;"/>"#
    for profile in HTMLRenderer.Profile.allCases {
      let renderer = HTMLRenderer(options: .init(profile: profile))
      let html = renderer.render(StyledDocument(markdown: markdown)).html
      let quoted = #"title="One &quot;quoted&quot; &lt;title&gt;">a</a>"#
      #expect(html.contains(#"href="https://swift.org" "# + quoted))
      #expect(html.contains(#"href="https://swift.org">b</a>"#))
      #expect(html.contains(#"href="https://swift.org" title="Other">c</a>"#))
      #expect(html.contains(#"href="https://example.com" title="By reference">r</a>"#))
      #expect(html.contains(#"src="i.png" alt="i" title="Pic &amp; co" />"#))
      #expect(!html.contains("javascript") && !html.contains(#"title="t""#))
      #expect(html.components(separatedBy: "<a ").count == 5)
      let tagged = renderer.render(StyledText(markup: markup, tags: Theme.default.tagScheme()))
      #expect(tagged.html.contains(#"src="m.png" alt="M" title="From &quot;markup&quot;" />"#))
    }
  }

  @Test func footnotesLinkToTheirDefinitions() {
    let html = Self.fragment("Text[^a].\n\n[^a]: The note.")
    #expect(html.contains("<sup class=\"footnote-ref\"><a href=\"#fn-1\">1</a></sup>"))
    #expect(html.contains("<section class=\"footnotes\"><ol>\n<li id=\"fn-1\" value=\"1\">"))
  }

  @Test func adjacentFootnoteReferencesAreLinksOfTheirOwn() {
    let html = Self.fragment("Text[^a][^b].\n\n[^a]: One.\n[^b]: Two.")
    #expect(
      html.contains(
        "<sup class=\"footnote-ref\"><a href=\"#fn-1\">1</a></sup>,"
          + "<sup class=\"footnote-ref\"><a href=\"#fn-2\">2</a></sup>"))
  }

  @Test func otherStylesBecomeSpansWithClasses() {
    let rendering = HTMLRenderer(options: .init(profile: .fragment))
      .render(
        StyledText(markup: "a <mark>marked</mark> <u>under</u>", tags: Theme.default.tagScheme()))
    #expect(rendering.html.contains("<span class=\"ts-mark\">marked</span>"))
    #expect(rendering.html.contains("<span class=\"ts-s"))
    #expect(rendering.stylesheet.contains(".typeset .ts-mark{"))
    #expect(rendering.stylesheet.contains("text-decoration-line:underline"))
  }

  @Test func pageHasOneStyleSheetWithColourSchemesAndContrast() {
    let rendering = HTMLRenderer().render(StyledDocument(markdown: "# Title\n\n[a](https://x.y)"))
    let html = rendering.html
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(html.contains("<title>Title</title>"))
    #expect(html.components(separatedBy: "<style>").count == 2)
    #expect(html.contains("@media (prefers-color-scheme: dark){:root{--ts-label:#ffffff;"))
    #expect(html.contains("@media (prefers-contrast: more){"))
    #expect(html.contains(".typeset h1{font-weight:inherit;font-size:1.6471rem;"))
    #expect(html.contains("color:var(--ts-link)"))
    #expect(html.contains(rendering.stylesheet))
  }

  @Test func fragmentLeavesItsStyleSheetOut() {
    let rendering = HTMLRenderer(options: .init(profile: .fragment)).render("Hi".styled(.body))
    #expect(rendering.html == "<div class=\"typeset\"><p>Hi</p>\n</div>\n")
    #expect(rendering.stylesheet.contains(".typeset{font-family:system-ui"))
    #expect(!rendering.html.contains("<style"))
  }

  @Test(arguments: [Appearance.light, .dark])
  func emailIsInlineWithResolvedValues(appearance: Appearance) {
    let options = HTMLRenderer.Options(
      profile: .email, environment: TextEnvironment(appearance: appearance))
    let rendering = HTMLRenderer(options: options)
      .render(StyledDocument(markdown: "# T\n\n**b** [l](https://x.y) <mark>m</mark>"))
    let html = rendering.html
    #expect(!html.contains("class="))
    #expect(!html.contains("@media"))
    #expect(!html.contains("var("))
    #expect(!html.contains("rem;"))
    #expect(html.contains("<h1 style=\"font-weight:inherit;font-size:28px;"))
    #expect(html.contains(appearance == .light ? "color:#000000" : "color:#ffffff"))
    #expect(html.contains("<strong style=\"font-weight:700;\">b</strong>"))
    #expect(rendering.stylesheet.isEmpty)
  }

  @Test func emailWarnsPastGmailsClippingLimit() {
    let long = String(repeating: "A paragraph of **text** and *more*.\n\n", count: 2_000)
    let email = HTMLRenderer(options: .init(profile: .email))
    let big = email.render(StyledDocument(markdown: long))
    #expect(big.warnings == [.emailClipped(byteCount: big.html.utf8.count)])
    #expect(big.warnings.first?.description.contains("102 KB") == true)
    #expect(email.render(StyledDocument(markdown: "short")).warnings.isEmpty)
    let page = HTMLRenderer().render(StyledDocument(markdown: long))
    #expect(page.warnings.isEmpty)
  }

  @Test func sizesFollowTheSizeCategoryInEmailAndStayRelativeOnAPage() {
    let document = StyledDocument(markdown: "# T")
    let large = HTMLRenderer(
      options: .init(
        profile: .email,
        environment: TextEnvironment(sizeCategory: .accessibilityExtraExtraExtraLarge))
    ).render(document).html
    #expect(large.contains("font-size:53px"))
    let page = HTMLRenderer().render(document).html
    #expect(
      page.contains(
        ".typeset{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:1rem;"))
  }

  @Test func rendersIntoABuffer() {
    var bytes: [UInt8] = Array("prefix".utf8)
    let warnings = HTMLRenderer(options: .init(profile: .fragment))
      .render(StyledDocument(markdown: "*x*"), into: &bytes)
    #expect(warnings.isEmpty)
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "prefix<div class=\"typeset\"><p><em>x</em></p>\n</div>\n")
  }

  @Test func deepNestingDoesNotRecurse() {
    let markdown = String(repeating: "> ", count: 20_000) + "deep"
    let html = Self.fragment(markdown)
    #expect(html.components(separatedBy: "<blockquote>").count == 20_001)
  }
}

extension HTMLRendererTests {
  @Test func renderingIsTheSameOnManyThreads() async {
    let renderer = HTMLRenderer()
    let document = StyledDocument(markdown: KitchenSink.markdown)
    let expected = renderer.render(document)
    await withTaskGroup(of: HTMLRendering.self) { group in
      for _ in 0..<8 { group.addTask { renderer.render(document) } }
      for await rendering in group { #expect(rendering == expected) }
    }
  }
}

extension HTMLRendererTests {
  @Test func fragmentsOnOnePageAgreeOnTheirClassesAndColours() {
    let renderer = HTMLRenderer(options: .init(profile: .fragment))
    let tags = Theme.default.tagScheme()
    let first = renderer.render(
      StyledText(markup: "<u>a</u> <color value=\"#123456\">b</color>", tags: tags))
    let second = renderer.render(
      StyledText(markup: "<color value=\"#123456\">c</color> <sub>d</sub> <u>e</u>", tags: tags))
    func classes(_ html: String) -> Set<Substring> {
      Set(html.split(separator: "\"").filter { $0.hasPrefix("ts-s") })
    }
    #expect(classes(first.html).isSubset(of: classes(second.html)))
    for line in first.stylesheet.split(separator: "\n") where line.hasPrefix(".typeset .ts-s") {
      #expect(second.stylesheet.contains(line))
    }
  }
}

extension HTMLRendererTests {
  @Test(.hangLimit)
  func aCompoundingContainerStyleStaysLinear() {
    var theme = Theme.default
    theme.markdown.quote = theme.markdown.quote.sizeMultiplied(by: 0.99)
    let markdown = String(repeating: "> ", count: 500) + "deep *text*"
    let document = StyledDocument(markdown: markdown, theme: theme)
    let html = HTMLRenderer(theme: theme, options: .init(profile: .fragment)).render(document).html
    #expect(html.contains("deep <em>text</em>"))
  }
}
