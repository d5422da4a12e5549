import Testing
import TypesetTestSupport

@testable import Typeset

@Suite("StyledText search") struct StyledTextSearchTests {
  let body = TextStyle.body

  @Test func emojiWithASkinToneIsNotSplit() {
    let text = "👍🏽 and 👍".styled(body)
    let found = text.ranges(of: "👍")
    #expect(found.count == 1)
    #expect(found.first.map { String(text.string[$0]) } == "👍")
    let restyled = text.restyled(occurrencesOf: "👍") { $0.bold() }
    #expect(restyled.runs.map(\.text) == ["👍🏽 and ", "👍"])
  }

  @Test func familySequenceMembersAreNotFound() {
    let text = "👨‍👩‍👧 x".styled(body)
    #expect(text.ranges(of: "👩").isEmpty)
    #expect(text.ranges(of: "👨‍👩‍👧").count == 1)
  }

  @Test func flagsMatchOnlyWhole() {
    // 🇺🇸🇫🇷: the middle pair of regional indicators spells 🇸🇫 but is not a character here.
    #expect("🇺🇸🇫🇷".styled(body).ranges(of: "🇸🇫").isEmpty)
    #expect("🇺🇸🇫🇷".styled(body).ranges(of: "🇫🇷").count == 1)
  }

  @Test(arguments: [("é", "cafe\u{301} and café"), ("e\u{301}", "café and cafe\u{301}")])
  func canonicalEquivalentsMatch(target: String, text: String) {
    #expect(text.styled(body).ranges(of: target).count == 2)
  }

  @Test func aBaseLetterDoesNotMatchInsideACombinedCharacter() {
    #expect("cafe\u{301}".styled(body).ranges(of: "e").isEmpty)
    #expect("cafe\u{301}".styled(body).ranges(of: "e", options: .ignoringDiacritics).count == 1)
  }

  @Test func wholeWordsDoNotMatchInsideEmojiSequences() {
    let text = "👍🏽 👍 👍👍".styled(body)
    #expect(text.ranges(of: "👍", options: .wholeWords).count == 3)
    #expect("a👨‍👩‍👧b".styled(body).ranges(of: "👩", options: .wholeWords).isEmpty)
  }

  @Test func wholeWordRejectionStillFindsALaterMatch() {
    // "aa" inside "aaa" is rejected, the standalone one after it is found.
    #expect("aaa aa".styled(body).ranges(of: "aa", options: .wholeWords).count == 1)
  }

  @Test func matchesDoNotOverlap() {
    #expect("aaaa".styled(body).ranges(of: "aa").count == 2)
    #expect("abababab".styled(body).ranges(of: "abab").count == 2)
  }

  @Test(.hangLimit) func repetitiveTextSearchesInLinearTime() {
    // A naive search would compare the whole pattern at every position.
    let text = String(repeating: "a", count: 200_000).styled(body)
    let pattern = String(repeating: "a", count: 5_000) + "b"
    #expect(text.ranges(of: pattern).isEmpty)
  }
}
