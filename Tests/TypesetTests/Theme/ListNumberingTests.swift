import Testing

@testable import Typeset

@Suite("List numbering and Markdown styles")
struct ListNumberingTests {
  @Test(arguments: [
    (ListNumbering.decimal, 0, "0"), (.decimal, 42, "42"), (.decimal, -3, "-3"),
    (.lowerAlpha, 1, "a"), (.lowerAlpha, 26, "z"), (.lowerAlpha, 27, "aa"),
    (.lowerAlpha, 702, "zz"), (.lowerAlpha, 703, "aaa"), (.upperAlpha, 28, "AB"),
    (.lowerAlpha, 0, "0"), (.lowerRoman, 4, "iv"), (.lowerRoman, 9, "ix"),
    (.upperRoman, 14, "XIV"), (.upperRoman, 1994, "MCMXCIV"), (.upperRoman, 3999, "MMMCMXCIX"),
    (.upperRoman, 4000, "4000"), (.lowerRoman, 0, "0"), (.upperRoman, -1, "-1"),
  ])
  func labelsFollowTheNumberingSystem(numbering: ListNumbering, number: Int, label: String) {
    #expect(numbering.label(for: number) == label)
  }

  @Test func hugeNumbersDoNotTrap() {
    #expect(ListNumbering.lowerAlpha.label(for: .max).count == 14)
    #expect(ListNumbering.upperRoman.label(for: .max) == String(Int.max))
    #expect(ListNumbering.decimal.label(for: .min) == String(Int.min))
  }

  @Test func headingsAndMarkersClampAndRepeatByLevel() {
    let styles = MarkdownStyles()
    #expect(styles.heading(0) == styles.heading(1))
    #expect(styles.heading(9) == styles.heading(6))
    #expect(styles.heading(5).weight == .semibold)
    #expect(styles.heading(6).dynamicTextStyle == .footnote)
    #expect((1...4).map(styles.bullet(atDepth:)) == ["•", "◦", "▪", "•"])
    #expect(styles.numbering(atDepth: 3) == .lowerRoman)
    #expect(styles.numbering(atDepth: 4) == .decimal)
    var empty = styles
    empty.headings = []
    empty.bullets = []
    empty.numbering = []
    #expect(empty.heading(1).isEmpty)
    #expect(empty.bullet(atDepth: 1) == "•")
    #expect(empty.numbering(atDepth: 1) == .decimal)
  }
}
