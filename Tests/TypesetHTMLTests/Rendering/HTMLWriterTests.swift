import Testing
import Typeset
import TypesetMarkdown
import TypesetTestSupport

@testable import TypesetHTML

/// How runs become elements and text: what stays open from one run to the next, where text is
/// escaped, broken and isolated, and what is written once and reused (list attributes, the
/// block style of a container's leaves).
@Suite("HTMLWriter")
struct HTMLWriterTests {
  static func fragment(_ markdown: String, profile: HTMLRenderer.Profile = .fragment) -> String {
    HTMLRenderer(options: .init(profile: profile)).render(StyledDocument(markdown: markdown))
      .html
  }

  @Test func adjacentRunsLinkingToOneURLShareAnAnchor() {
    #expect(
      Self.fragment("[a](http://u) [b](http://u)[c](http://u) [**d**e](http://v)") == """
        <div class="typeset"><p><a href="http://u">a</a> <a href="http://u">bc</a> \
        <a href="http://v"><strong>d</strong>e</a></p>
        </div>

        """)
  }

  @Test func elementsCloseAndReopenOnlyWhereTheyDiffer() {
    #expect(
      Self.fragment("**a *b*** *c* ~~d `e`~~") == """
        <div class="typeset"><p><strong>a <em>b</em></strong> <em>c</em> \
        <del>d <code>e</code></del></p>
        </div>

        """)
  }

  @Test func refusedLinksLeaveTheirTextAlone() {
    #expect(
      Self.fragment("[x](javascript:alert(1)) y")
        == "<div class=\"typeset\"><p>x y</p>\n</div>\n")
  }

  @Test func textIsEscapedInShortAndLongRuns() {
    #expect(
      Self.fragment(
        "Tom & \"Jerry\" <3 and a much longer run of text that goes on past sixty-four bytes"
          + " & more \"quoted\"") == """
          <div class="typeset"><p>Tom &amp; &quot;Jerry&quot; &lt;3 and a much longer run of \
          text that goes on past sixty-four bytes &amp; more &quot;quoted&quot;</p>
          </div>

          """)
    #expect(
      Self.fragment("*a&b* **1 < 2** `\"`")
        == "<div class=\"typeset\"><p><em>a&amp;b</em> <strong>1 &lt; 2</strong>"
        + " <code>&quot;</code></p>\n</div>\n")
  }

  @Test func breaksBecomeLineBreaksOutsideCodeAndBidiControlsAreIsolated() {
    let markdown = "a \u{202E}b\u{202C}\u{2028}c\n\n```\nx \u{2067}y\u{2069}\nz\u{2028}w\n```\n"
    #expect(
      Self.fragment(markdown) == """
        <div class="typeset"><p><bdi>a \u{202E}b\u{202C}<br />
        c</bdi></p>
        <pre><code><bdi>x \u{2067}y\u{2069}
        z\u{2028}w</bdi>
        </code></pre>
        </div>

        """)
  }

  @Test func dashesAndCurlyQuotesNeedNoIsolation() {
    #expect(
      Self.fragment("“d” — e… and ```‘code’ ⁠```")
        == "<div class=\"typeset\"><p>“d” — e… and <code>‘code’ ⁠</code></p>\n</div>\n")
  }

  @Test func imagesTakeTheirDescriptionFromTheRunsAfterThem() {
    #expect(
      Self.fragment("![one *two*](a.png)![](b.png) after")
        == "<div class=\"typeset\"><p><img src=\"a.png\" alt=\"one two\" />"
        + "<img src=\"b.png\" alt=\"\" /> after</p>\n</div>\n")
  }

  @Test func imagesInBlocksThatShareTheImageStyleKeepTheirDescription() {
    // The default theme's quote and image both use the secondary label colour.
    let html = Self.fragment("> ![a `cat`](c.png) sleeps\n>\n> - ![dog](d.png)")
    #expect(html.contains("<p><img src=\"c.png\" alt=\"a cat\" /> sleeps</p>\n"))
    #expect(html.contains("<li><img src=\"d.png\" alt=\"dog\" />\n</li>"))
  }

  @Test func textThatOnlyLooksLikeADescriptionStays() {
    let image = TextStyle().attachment(TextAttachment(imageName: "i.png", alternativeText: "Logo"))
    let grey = Theme.default.markdown.image
    for (after, shown) in [
      ("Logo".styled(grey), ""), ("Logo".styled(.body), "Logo"), ("Logos".styled(grey), "Logos"),
      ("Lo".styled(grey) + "go!".styled(grey.bold()), "Logo!"),
    ] {
      let html = HTMLRenderer(options: .init(profile: .fragment))
        .render("\u{FFFC}".styled(image) + after).html
      #expect(html.contains("<img src=\"i.png\" alt=\"Logo\" />"))
      // The text a reader sees: everything outside tags.
      var visible = ""
      var inTag = false
      for character in html {
        if character == "<" {
          inTag = true
        } else if character == ">" {
          inTag = false
        } else if !inTag && character != "\n" {
          visible.append(character)
        }
      }
      #expect(visible == shown)
    }
  }

  @Test func listsWithTheSameMarkerShareTheirClass() {
    let html = Self.fragment("- a\n  - b\n\ntext\n\n- c")
    let classes = html.split(separator: "<ul class=\"").dropFirst().map { $0.prefix(11) }
    #expect(classes.count == 3)
    #expect(classes[0] != classes[1])
    #expect(classes[0] == classes[2])
  }

  @Test func emailListsAndCellsCarryTheirOwnStyles() {
    let html = Self.fragment("- a\n  - b\n- c\n\n| a | b |\n|:-|-:|\n| 1 | 2 |", profile: .email)
    #expect(html.contains("list-style-type:&apos;\\2022  &apos;;\">"))
    #expect(html.contains("list-style-type:&apos;\\25e6  &apos;;\">"))
    #expect(html.contains("text-align:left;\">a</th>"))
    #expect(html.contains("text-align:right;\">2</td>"))
  }

  @Test func headingsOfEveryLevelCloseWithTheirLevel() {
    let html = Self.fragment("# a\n## b\n### c\n#### d\n##### e\n###### f")
    for level in 1...6 {
      #expect(html.contains("<h\(level)>\(Array("abcdef")[level - 1])</h\(level)>\n"))
    }
  }

  @Test func fragmentBytesAreTheRenderingsHTMLAndStyleSheet() {
    let document = StyledDocument(markdown: KitchenSink.markdown)
    let renderer = HTMLRenderer(options: .init(profile: .fragment))
    var html: [UInt8] = Array("before".utf8)
    var stylesheet: [UInt8] = []
    let warnings = renderer.render(document, into: &html, stylesheet: &stylesheet)
    let rendering = renderer.render(document)
    #expect(warnings.isEmpty)
    #expect(String(decoding: html, as: UTF8.self) == "before" + rendering.html)
    #expect(String(decoding: stylesheet, as: UTF8.self) == rendering.stylesheet)
  }

  @Test func oneRendererWritesEqualDocumentsEqually() {
    let renderer = HTMLRenderer()
    let document = StyledDocument(markdown: KitchenSink.markdown)
    let first = renderer.render(document)
    #expect(renderer.render(document) == first)
    #expect(renderer.render(StyledDocument(markdown: KitchenSink.markdown)) == first)
  }

  /// The built-in theme's prelude is made once per process; it must be the one a renderer
  /// would make for itself, for pages and email alike, and any other theme or environment
  /// gets its own.
  @Test func theSharedDefaultPreludeIsTheOneMadeFresh() {
    for options in [HTMLRenderer.Options.default, .init(profile: .email)] {
      let shared = HTMLWriter.Prelude.make(theme: .default, options: options)
      let fresh = HTMLWriter.Prelude(theme: .default, options: options)
      #expect(shared.elements == fresh.elements)
      #expect(shared.root == fresh.root)
      #expect(shared.named.map(\.className) == fresh.named.map(\.className))
      #expect(shared.named.map(\.name) == fresh.named.map(\.name))
    }
    var theme = Theme.default
    theme.markdown.paragraph = theme.markdown.paragraph.color(.systemRed)
    let custom = HTMLWriter.Prelude.make(theme: theme, options: .default)
    let standard = HTMLWriter.Prelude.make(theme: .default, options: .default)
    #expect(custom.elements != standard.elements)
    let email = HTMLWriter.Prelude.make(theme: .default, options: .init(profile: .email))
    let boldEmail = HTMLWriter.Prelude.make(
      theme: .default,
      options: .init(profile: .email, environment: .init(isBoldTextEnabled: true)))
    #expect(boldEmail.elements != email.elements)
  }
}
