import Foundation
import Testing
import Typeset
import TypesetMarkdown

@Suite("Markdown styling: inline HTML through the tag scheme") struct MarkdownStylerHTMLTests {
  @Test func supStylesMarkdownText() throws {
    let markdown = "E = mc<sup>**2**</sup>"
    let two = try #require(resolvedStyle(of: "2", in: markdown))
    let body = try #require(resolvedStyle(of: "E = mc", in: markdown))
    #expect(two.font.weight == .bold)
    #expect(two.font.size < body.font.size)
    #expect((two.baselineOffset ?? 0) > 0)
  }

  @Test func subAndSmallShrinkText() throws {
    let sub = try #require(resolvedStyle(of: "2", in: "H<sub>2</sub>O"))
    let small = try #require(resolvedStyle(of: "fine", in: "<small>fine</small> print"))
    #expect((sub.baselineOffset ?? 0) < 0)
    #expect(small.font.size < 17)
  }

  @Test func markHighlightsAcrossEmphasis() throws {
    let markdown = "<mark>a *b* c</mark> d"
    for needle in ["a ", "b", " c"] {
      #expect(resolvedStyle(of: needle, in: markdown)?.backgroundColor != nil)
    }
    #expect(resolvedStyle(of: "b", in: markdown)?.font.isItalic == true)
    #expect(resolvedStyle(of: " d", in: markdown)?.backgroundColor == nil)
  }

  @Test func tagsClosedAcrossEmphasisAreRepaired() throws {
    // The tag opens inside the emphasis and closes after it: it stays open in between.
    let markdown = "*a <u>b* c</u> d"
    #expect(resolvedStyle(of: "b", in: markdown)?.underline != nil)
    #expect(resolvedStyle(of: "b", in: markdown)?.font.isItalic == true)
    #expect(resolvedStyle(of: " c", in: markdown)?.underline != nil)
    #expect(resolvedStyle(of: " c", in: markdown)?.font.isItalic == false)
    #expect(resolvedStyle(of: " d", in: markdown)?.underline == nil)
  }

  /// A tag is styled once per style it covers: each time it is met again over another style,
  /// it takes that style's values, and a tag's own link wins over each Markdown link around it.
  @Test func aRepeatedTagTakesEachStyleItCovers() throws {
    let markdown = """
      # H<sup>1</sup>

      a<sup>2</sup> **b<sup>3</sup>** *c<sup>4</sup>* a<sup>5</sup> **b<sup>6</sup>**

      [x <a href="https://a.org">A</a>](https://m.org) <a href="https://a.org">B</a> \
      [y <a href="https://a.org">C</a>](https://n.org) [z](https://m.org)
      """
    let styles = try ["1", "2", "3", "4", "5", "6"].map {
      try #require(resolvedStyle(of: $0, in: markdown))
    }
    for style in styles { #expect((style.baselineOffset ?? 0) > 0) }
    #expect(styles[0].font.size > styles[1].font.size)
    #expect(styles[2].font.weight == .bold && styles[5].font.weight == .bold)
    #expect(styles[1].font.weight != .bold && styles[4].font.weight != .bold)
    #expect(styles[3].font.isItalic && !styles[1].font.isItalic)
    for anchor in ["A", "B", "C"] {
      #expect(resolvedStyle(of: anchor, in: markdown)?.link?.absoluteString == "https://a.org")
    }
    #expect(resolvedStyle(of: "x ", in: markdown)?.link?.absoluteString == "https://m.org")
    #expect(resolvedStyle(of: "y ", in: markdown)?.link?.absoluteString == "https://n.org")
    #expect(resolvedStyle(of: "z", in: markdown)?.link?.absoluteString == "https://m.org")
  }

  @Test func kbdIsInlineCodeAndUnderlineUnderlines() throws {
    #expect(resolvedStyle(of: "⌘K", in: "press <kbd>⌘K</kbd>")?.font.family == "ui-monospace")
    #expect(resolvedStyle(of: "u", in: "<u>u</u>")?.underline != nil)
  }

  @Test func colorTagsReadTheirValue() throws {
    let style = try #require(resolvedStyle(of: "red", in: "<color value=\"#FF0000\">red</color>"))
    #expect(style.foregroundColor.hex == "#FF0000FF")
  }

  @Test func brIsALineBreakInsideTheParagraph() {
    #expect(flatten("a<br>b<br/>c").text.string == "a\u{2028}b\u{2028}c")
  }

  @Test func anchorTagsLinkOnlySafeURLs() throws {
    let safe = try #require(resolvedStyle(of: "go", in: "<a href=\"https://x.org\">go</a>"))
    #expect(safe.link?.absoluteString == "https://x.org")
    let unsafe = try #require(resolvedStyle(of: "no", in: "<a href=\"javascript:x()\">no</a>"))
    #expect(unsafe.link == nil)
  }

  @Test func customTagsOfTheThemeStyleText() throws {
    var theme = Theme.default
    theme.styles["brand"] = TextStyle().color(.systemPurple).bold()
    let style = try #require(
      resolvedStyle(of: "Acme", in: "by <brand>Acme</brand>", theme: theme))
    #expect(style.foregroundColor == TextColor.systemPurple.resolved(for: .light))
    #expect(style.font.weight == .bold)
    #expect(resolvedStyle(of: "H", in: "<headline>H</headline>")?.font.textStyle == .headline)
  }

  @Test func givenTagRulesReplaceTheThemes() throws {
    var tags = TagScheme()
    tags.register("shout") { $0.uppercased() }
    let document = MarkdownParser.parse("<shout>hey</shout> <sup>x</sup>")
    let text = document.styled(options: .init(tags: tags)).flattened()
    #expect(text.string == "HEY x")
  }

  /// A styler keeps its tag rules from one document to the next, and makes them again when
  /// its options or theme change.
  @Test func aStylersTagRulesFollowItsOptions() {
    let document = MarkdownParser.parse("<shout>hey</shout> <sup>x</sup>")
    var styler = MarkdownStyler(theme: .default)
    #expect(styler.style(document).flattened().string == "hey x")
    var tags = TagScheme()
    tags.register("shout") { $0.uppercased() }
    styler.options = .init(tags: tags)
    #expect(styler.style(document).flattened().string == "HEY x")
    #expect(styler.style(document).flattened().string == "HEY x")
    styler.options = .default
    #expect(styler.style(document).flattened().string == "hey x")
  }

  @Test func unknownHTMLIsDroppedOrKeptLiteral() {
    let markdown = "a <span class=\"x\">b</span> <!-- c --> d"
    #expect(flatten(markdown).text.string == "a b  d")
    let kept = MarkdownParser.parse(markdown).styled(options: .init(rawHTML: .keepLiteral))
    #expect(kept.flattened().string == markdown)
  }

  @Test func strayClosingTagsAndUnclosedTagsAreHarmless() throws {
    let flat = flatten("</sup>a <sup>b\n\nc")
    #expect(flat.text.string == "a b\nc")
    // Tags end with their paragraph.
    #expect(resolvedStyle(of: "c", in: "</sup>a <sup>b\n\nc")?.baselineOffset == nil)
  }
}
