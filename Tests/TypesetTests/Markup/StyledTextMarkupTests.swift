import Foundation
import Testing

@testable import Typeset

@Suite("StyledText from markup") struct StyledTextMarkupTests {
  let body = TextStyle.body

  /// The runs as (text, style) pairs, for compact expectations.
  func runs(_ text: StyledText) -> [String] { text.runs.map { String($0.text) } }

  @Test func issueExampleGivesFourRuns() {
    let text = StyledText(markup: "a <b>b <i>c</i></b> &lt;x&gt;")
    #expect(runs(text) == ["a ", "b ", "c", " <x>"])
    #expect(text.runs.map(\.style) == [body, body.bold(), body.bold().italic(), body])
  }

  @Test func nestedTagsGiveBoldItalicFromTheFontFamily() {
    let family = FontFamily.custom(
      "Avenir",
      faces: [
        .init(weight: .regular, name: "Avenir-Book"),
        .init(weight: .regular, isItalic: true, name: "Avenir-BookOblique"),
        .init(weight: .bold, name: "Avenir-Heavy"),
        .init(weight: .bold, isItalic: true, name: "Avenir-HeavyOblique"),
      ])
    let text = StyledText(markup: "x<b><i>y</i></b>", style: TextStyle().fontFamily(family))
    let faces = text.resolved(in: TextEnvironment()).runs.map(\.style.font.face)
    #expect(faces == ["Avenir-Book", "Avenir-HeavyOblique"])
  }

  @Test func overlappingTagsApplyInOpeningOrder() {
    let text = StyledText(markup: "<i>an <b>example</i> here</b>")
    #expect(runs(text) == ["an ", "example", " here"])
    #expect(text.runs.map(\.style) == [body.italic(), body.italic().bold(), body.bold()])
  }

  @Test func overlapRecomputesInOpeningOrderNotClosingOrder() {
    var tags = TagScheme()
    tags.register("big") { $0.sizeMultiplied(by: 2) }
    tags.register("plus") { $0.sizeIncremented(by: 1) }
    // Inside both: (17 × 2) + 1; after </big>: only +1 remains.
    let text = StyledText(
      markup: "<big>a<plus>b</big>c</plus>", style: TextStyle().size(17), tags: tags)
    let sizes = text.runs.map { $0.style.size!.value(base: 0) }
    #expect(sizes == [34, 35, 18])
  }

  @Test func attributesInBothQuoteStyles() {
    let text = StyledText(
      markup: #"<a href="https://swift.org/?a=1&amp;b=2">x</a><color value='#ff0000'>y</color>"#)
    #expect(text.runs[0].style.link == URL(string: "https://swift.org/?a=1&b=2"))
    #expect(text.runs[0].style.foregroundColor == .link)
    #expect(text.runs[1].style.foregroundColor == TextColor(red: 1, green: 0, blue: 0))
  }

  @Test func semanticColourNamesWorkInColorTags() {
    let text = StyledText(markup: "<color value=systemRed>!</color>")
    #expect(text.runs[0].style.foregroundColor == .systemRed)
  }

  @Test func invalidAttributesAreIgnoredLeniently() {
    let text = StyledText(markup: "<color value='nope'>x</color><a>y</a>")
    #expect(text.runs.map(\.style) == [body])
    #expect(text.string == "xy")
  }

  @Test func invalidAttributesAreStrictErrors() {
    #expect {
      try StyledText(markup: "ok\n<color value='nope'>x</color>", mode: .strict)
    } throws: { error in
      "\(error)".hasPrefix("error: invalid <color>: unknown colour name \"nope\"\n --> input:2:1")
    }
  }

  @Test func selfClosingTagsInsertContent() {
    let text = StyledText(markup: "one<br/>two<br>three <img src='star' width='12' alt='*'/>!")
    #expect(text.string == "one\ntwo\nthree \u{FFFC}!")
    let attachment = text.runs.first { $0.style.attachment != nil }
    #expect(attachment?.text == "\u{FFFC}")
    #expect(
      attachment?.style.attachment
        == TextAttachment(imageName: "star", width: 12, alternativeText: "*"))
    #expect(text.runs.last?.style == body)
  }

  @Test func selfClosingFormOfAStyleTagCoversNothing() {
    #expect(StyledText(markup: "a<b/>b") == "ab".styled(body))
  }

  @Test(arguments: [
    ("&lt;&gt;&amp;&quot;&apos;", "<>&\"'"),
    ("&#8212;&#x2014;&#X2014;", "———"),
    ("&nbsp;&mdash;&ndash;&hellip;&copy;&rsquo;&ldquo;", "\u{A0}—–…©’“"),
    ("a < b & c", "a < b & c"),
    ("x<3 && y>2 &unknown; &", "x<3 && y>2 &unknown; &"),
    ("<!-- hidden -->shown", "shown"),
  ])
  func textAndEntitiesDecode(markup: String, expected: String) {
    #expect(StyledText(markup: markup).string == expected)
  }

  @Test func unknownTagsAreStrippedOrKept() {
    #expect(StyledText(markup: "<blink>hi</blink>").string == "hi")
    var tags = TagScheme.default
    tags.unknownTags = .keepLiteral
    let kept = StyledText(markup: "<blink a='1'>hi</blink> <b>b</b>", tags: tags)
    #expect(kept.string == "<blink a='1'>hi</blink> b")
    #expect(kept.runs.last?.style == body.bold())
  }

  @Test func unclosedTagRunsToTheEndLeniently() {
    let text = StyledText(markup: "a<b>b")
    #expect(text.runs.map(\.style) == [body, body.bold()])
  }

  @Test func strayClosingTagIsIgnoredLeniently() {
    #expect(StyledText(markup: "a</b>b</i>") == "ab".styled(body))
  }

  @Test func strictErrorsNameAndPointAtTheProblem() throws {
    let cases: [(String, String)] = [
      ("ab <b>bold", "error: unclosed tag <b>\n --> input:1:4\nab <b>bold\n   ^"),
      (
        "one\r\ntwo </i>",
        "error: closing tag </i> has no open <i>\n --> input:2:5\ntwo </i>\n    ^"
      ),
      ("x\ny\n  <blink>z", "error: unknown tag <blink>\n --> input:3:3\n  <blink>z\n  ^"),
      (
        "é <b>ok</b> <i>",
        "error: unclosed tag <i>\n --> input:1:14\né <b>ok</b> <i>\n            ^"
      ),
    ]
    for (markup, expected) in cases {
      #expect(throws: MarkupError.self) { try StyledText(markup: markup, mode: .strict) }
      do {
        _ = try StyledText(markup: markup, mode: .strict)
      } catch {
        #expect(error.description == expected)
      }
    }
  }

  @Test func strictModeReportsTheEarliestUnclosedTag() {
    do {
      _ = try StyledText(markup: "<b>a<i>b</i>", mode: .strict)
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "unclosed tag <b>")
      #expect(error.column == 1)
    }
  }

  @Test func strictModeAcceptsWellFormedMarkup() throws {
    let text = try StyledText(markup: "<b>a</b> &amp; <i>b</i>", mode: .strict)
    #expect(text.string == "a & b")
  }

  @Test func emptyInput() throws {
    #expect(StyledText(markup: "").isEmpty)
    #expect(try StyledText(markup: "", mode: .strict).isEmpty)
    #expect(StyledText(markup: "<b></b>").isEmpty)
  }

  @Test func themeStylesAreTags() {
    let tags = TagScheme.default.addingStyles(of: .standard)
    let text = StyledText(markup: "<headline>Title</headline> body", tags: tags)
    let resolved = text.resolved(in: TextEnvironment()).runs
    #expect(resolved[0].style.font.weight == .semibold)
    #expect(resolved[1].style.font.weight == .regular)
  }

  @Test func caseTransformsApplyInsideTags() {
    var tags = TagScheme.default
    tags.register("shout") { $0.uppercased() }
    let text = StyledText(markup: "say <shout>straße</shout>!", tags: tags)
    #expect(text.string == "say STRASSE!")
    #expect(runs(text) == ["say ", "STRASSE", "!"])
  }

  @Test func modifiersRunOncePerDistinctCombination() {
    final class Counter: @unchecked Sendable { var calls = 0 }
    let counter = Counter()
    var tags = TagScheme.default
    tags.register("x") { style in
      counter.calls += 1
      return style.bold()
    }
    let markup = String(repeating: "<x>a</x> <i><x>b</x></i> ", count: 1000)
    _ = StyledText(markup: markup, tags: tags)
    #expect(counter.calls == 2)  // over body, and over body italic
  }

  @Test func hundredThousandNestedTags() throws {
    let depth = 100_000
    let markup =
      String(repeating: "<b><i>", count: depth / 2) + "deep"
      + String(repeating: "</i></b>", count: depth / 2)
    let text = try StyledText(markup: markup, mode: .strict)
    #expect(text.string == "deep")
    #expect(text.runs.first?.style == body.bold().italic())
    let unclosed = StyledText(markup: String(repeating: "<u>", count: depth) + "x")
    #expect(unclosed.runs.first?.style == body.underline())
  }

  @Test func misnestedClosingAtScaleStaysFast() {
    // Opening many tags and closing them first-opened-first is the worst case for overlap
    // repair; the memoised early exit keeps it linear for idempotent rules.
    let count = 50_000
    let markup =
      String(repeating: "<b>", count: count) + "x" + String(repeating: "<i>y</b>", count: count)
      + "z"
    let text = StyledText(markup: markup)
    #expect(text.string.count == 2 + count)
    #expect(text.runs.map(\.style) == [body.bold(), body.bold().italic(), body.italic()])
    #expect(text.runs.last?.text == "z")
  }

  @Test func misnestedClosingWithAccumulatingRulesIsBounded() {
    // Every level differs here, so repair cannot stop early; the budget keeps it linear.
    var tags = TagScheme()
    tags.register("big") { $0.sizeIncremented(by: 1) }
    let count = 20_000
    let markup =
      String(repeating: "<big>", count: count) + String(repeating: "x</big>", count: count)
    let text = StyledText(markup: markup, style: TextStyle().size(10), tags: tags)
    #expect(text.string.count == count)
  }

  @Test func tenMegabyteInput() {
    let chunk = "Some <b>bold</b>, <i>italic &amp; <a href='https://x.org'>linked</a></i> text.\n"
    let count = 10_000_000 / chunk.utf8.count
    let markup = String(repeating: chunk, count: count)
    let text = StyledText(markup: markup)
    #expect(text.string == String(repeating: "Some bold, italic & linked text.\n", count: count))
    #expect(text.runs.count == 5 * count + 1)
    #expect(text.internedStyleCount <= 6)
  }

  @Test func escapedUserTextShowsLiterally() {
    let name = "<b>Tom</b> & \"Jerry\""
    let markup: MarkupString = "Hello <i>\(name)</i>"
    let text = StyledText(markup: markup.rawValue)
    #expect(text.string == "Hello <b>Tom</b> & \"Jerry\"")
    #expect(text.runs.count == 2)
  }

  @Test func stringConvenienceIsLenient() {
    #expect("<b>x".styledAsMarkup() == "x".styled(body.bold()))
  }

  /// The text is written into the string's storage, sized like the input; a rule that inserts
  /// more than its tag takes makes the text longer than the input, and the result must be the
  /// same as if nothing had been sized.
  @Test(arguments: [1, 7, 300])
  func insertionsLongerThanTheirTagsKeepEveryRun(count: Int) throws {
    var tags = TagScheme.default
    tags.register("sig", inserting: " — sent from my phone, with kind regards —")
    let source = String(repeating: "<b>hi</b><sig/>&amp;", count: count)
    let text = try StyledText(markup: source, tags: tags, mode: .strict)
    let piece = "hi — sent from my phone, with kind regards —&"
    #expect(text.string == String(repeating: piece, count: count))
    #expect(text.string.utf8.count > source.utf8.count)
    let bold = text.runs.filter { $0.style.weight == .bold }
    #expect(bold.count == count)
    #expect(bold.allSatisfy { $0.text == "hi" })
  }

  @Test func strictErrorsAfterTheTextIsSizedAreStillReported() {
    #expect(throws: MarkupError.self) {
      try StyledText(markup: "<b>ok</b> <nope>", mode: .strict)
    }
  }
}
