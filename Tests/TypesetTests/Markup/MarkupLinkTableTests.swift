import Foundation
import Testing

@testable import Typeset

/// How the markup styler finds link tags again: by their URL attribute as written, with equal
/// targets written differently still giving one style, and the scanner's pool of attributes
/// staying right when it is compacted.
@Suite("Markup link table") struct MarkupLinkTableTests {
  @Test func oneTargetWrittenInSeveralWaysGivesOneStyle() throws {
    let markup = """
      <a href="https://e.com/p?a=1&amp;b=2">a</a> <a href='https://e.com/p?a=1&#38;b=2'>b</a> \
      <a title="t" HREF="https://e.com/p?a=1&amp;b=2">c</a> <a href="https://e.com/p?a=1&amp;b=2">d</a>
      """
    let text = StyledText(markup: markup)
    // The base style, the rule's style over it (which the link style adds its target to) and
    // the one link style.
    #expect(text.styles.count == 3)
    let linked = text.runs.filter { $0.style.link != nil }
    #expect(linked.map(\.text) == ["a", "b", "c", "d"])
    #expect(linked.allSatisfy { $0.style.link?.absoluteString == "https://e.com/p?a=1&b=2" })
  }

  @Test func uniqueAndRepeatedLinksKeepTheirTargets() throws {
    // Each link is new, then the one before it is written again, byte for byte, so the
    // scanner recognises it and its attributes come from the pool, compacted many times.
    var markup = ""
    var expected: [String] = []
    for index in 0..<3000 {
      markup += #"<a href="https://h\#(index).example/\#(index)" title="t\#(index)">n</a> "#
      expected.append("https://h\(index).example/\(index)")
      if index > 0 {
        let earlier = index - 1
        markup += #"<a href="https://h\#(earlier).example/\#(earlier)" title="t\#(earlier)">r</a> "#
        expected.append("https://h\(earlier).example/\(earlier)")
      }
    }
    let text = StyledText(markup: markup)
    let targets = text.runs.compactMap { $0.style.link?.absoluteString }
    #expect(targets == expected)
    // The base style, the rule's style over it and one style per distinct target.
    #expect(text.styles.count == 3002)
  }

  @Test func theSameURLUnderTwoLinkRulesWithOneStyleIsOneStyle() {
    var tags = TagScheme.default
    tags.register("go", linkingTo: "to", style: TextStyle().underline())
    tags.register("jump", linkingTo: "href", style: TextStyle().underline())
    let text = StyledText(
      markup: #"<go to="https://a.example">x</go> <jump href="https://a.example">y</jump>"#,
      tags: tags)
    #expect(text.styles.count == 3)
    #expect(text.runs.first?.style == text.runs.last?.style)
  }

  @Test func repeatedUnusableAndUnsafeLinksStayWithoutTheirTargets() throws {
    let markup = """
      <a href="javascript:alert(1)">a</a>|<a href="javascript:alert(1)">b</a>|\
      <a href="">c</a>|<a href="">d</a>|<a href="https://ok.example">e</a>
      """
    let runs = StyledText(markup: markup).runs
    // An unsafe link keeps the rule's style without the link; an empty one changes nothing.
    #expect(runs.map(\.text) == ["a", "|", "b", "|c|d|", "e"])
    #expect(runs.prefix(4).allSatisfy { $0.style.link == nil })
    #expect(runs[0].style.foregroundColor == .link)
    #expect(runs[2].style == runs[0].style)
    #expect(runs[3].style.foregroundColor != .link)
    #expect(runs[4].style.link?.absoluteString == "https://ok.example")
    #expect(throws: MarkupError.self) {
      try StyledText(markup: #"<a href="https://ok.example">e</a> <a href="">c</a>"#, mode: .strict)
    }
  }

  @Test func linksRepeatedFarApartStillShareTheirStyles() throws {
    // More distinct links than the styler's cache of recent link values holds, then all of
    // them again: the repeats get new tags, and the style table merges their styles.
    let count = 6000
    var markup = ""
    for round in 0..<2 {
      for index in 0..<count {
        markup += #"<a href="https://h\#(index).example/p?r=\#(index % 7)">\#(round)</a> "#
      }
    }
    let text = StyledText(markup: markup)
    let linked = text.runs.filter { $0.style.link != nil }
    #expect(linked.count == 2 * count)
    #expect(text.styles.count == count + 2)
    for index in 0..<count {
      #expect(linked[index].style == linked[index + count].style)
      #expect(
        linked[index].style.link?.absoluteString
          == "https://h\(index).example/p?r=\(index % 7)")
    }
  }

  @Test func tagsReadOnceOrOftenKeepTheirAttributes() throws {
    // Tags written once, twice and many times, interleaved, so the scanner reads some once
    // and keeps others: each run still gets its own tag's colour.
    let colours = (0..<3000).map { String(format: "#%06x", $0 * 4099 % 0xFF_FFFF) }
    var markup = ""
    var expected: [String] = []
    for index in 0..<6000 {
      let colour = index % 3 == 0 ? colours[index / 3] : colours[(index * 7) % 50]
      markup += #"<color value="\#(colour)">w</color><b>x</b>"#
      expected.append(colour)
    }
    let text = StyledText(markup: markup)
    let coloured = text.runs.filter { $0.text == "w" }
    #expect(coloured.count == expected.count)
    for (run, colour) in zip(coloured, expected) {
      #expect(run.style.foregroundColor == (try TextColor(hex: colour)))
    }
  }
}
