import Testing

@testable import Typeset

/// The markup styler's caches change only its speed: a short input, which uses no recent
/// caches, and the same markup inside a long one, which does, style alike.
@Suite("Markup styler caches") struct MarkupStylerCachesTests {
  static let labels = [
    "Hello, <b>Anna</b>! You have <i>3 new</i> messages.",
    "Now only <color value=\"#FF3B30\">€9.99</color> <color value=\"#FF3B30\">!</color>",
    "<b>Terms &amp; <i>conditions</i></b> apply <b>x<i>y</b>z</i>",
    "<a href=\"https://a.example\">a</a> <a href=\"https://a.example\">b</a> <a href=\"\">c</a>",
    "<img src=\"star\" alt=\"*\"/> <b><img src=\"star\" alt=\"*\"/></b> <img src=\"star\" alt=\"*\"/>",
  ]

  /// Each UTF-8 byte's style.
  static func byteStyles(_ text: StyledText) -> [TextStyle] {
    text.runs.flatMap { run in Array(repeating: run.style, count: run.text.utf8.count) }
  }

  @Test(arguments: labels)
  func aLabelStylesAloneAsInsideALongInput(label: String) {
    let alone = StyledText(markup: label)
    let padding = String(repeating: "padding ", count: 64)
    let long = StyledText(markup: padding + label + " " + label)
    #expect(long.string == padding + alone.string + " " + alone.string)
    let once = Self.byteStyles(alone)
    let twice = Self.byteStyles(long)
    let second = twice.suffix(once.count)
    #expect(Array(second) == once)
    let first = twice.dropFirst(padding.utf8.count).prefix(once.count)
    #expect(Array(first) == once)
  }

  @Test func repeatedTagsInALongInputKeepTheirStyles() {
    let piece = ##"<color value="#112233">a</color><b>b</b><a href="https://e.example">c</a> "##
    let text = StyledText(markup: String(repeating: piece, count: 200))
    #expect(text.runs.prefix(3).map(\.text) == ["a", "b", "c"])
    // The base, colour and bold styles, the link rule's style and the one link style.
    #expect(text.styles.count == 5)
    let links = text.runs.compactMap { $0.style.link?.absoluteString }
    #expect(links.count == 200 && links.allSatisfy { $0 == "https://e.example" })
  }

  @Test func theDefaultSchemesStylesOverBodyAreItsRulesOwn() {
    let built = StyledText(markup: "<b>x</b><sup>y</sup>").runs.map(\.style)
    #expect(
      built == [
        TextStyle.body.bold(), TextStyle.body.sizeMultiplied(by: 0.7).baselineOffset(relative: 0.5),
      ])
    // A rule set again is stepped, not taken from the default's styles; so is another base.
    var tags = TagScheme.default
    tags.register("b") { $0.italic() }
    #expect(StyledText(markup: "<b>x</b>", tags: tags).runs.first?.style == TextStyle.body.italic())
    let caption = StyledText(markup: "<b>x</b>", style: .caption1).runs.first?.style
    #expect(caption == TextStyle.caption1.bold())
  }
}
