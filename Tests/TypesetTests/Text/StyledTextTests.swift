import Foundation
import Testing

@testable import Typeset

@Suite("StyledText") struct StyledTextTests {
  let body = TextStyle.body
  var bold: TextStyle { body.bold() }

  @Test func stringAndStyleMakeOneRun() {
    let text = StyledText("Hello", style: body)
    #expect(text.string == "Hello")
    #expect(text.runs.map(\.text) == ["Hello"])
    #expect(text.runs.first?.style == body)
  }

  @Test func caseTransformsApplyWhenStyled() {
    #expect("straße".styled(body.uppercased()).string == "STRASSE")
    #expect("ÉCOLE".styled(body.lowercased()).string == "école")
    #expect("hello big world".styled(body.capitalized()).string == "Hello Big World")
    #expect("Keep".styled(body.textCase(.original)).string == "Keep")
  }

  @Test func emptyTextHasNoRuns() {
    #expect(StyledText().runs.isEmpty)
    #expect(StyledText("", style: body).isEmpty)
    #expect(("".styled(body) + "".styled(bold)).runs.isEmpty)
  }

  @Test func concatenationKeepsEachSidesStyles() {
    let text = "Name: ".styled(body) + "Zebra".styled(bold)
    #expect(text.string == "Name: Zebra")
    #expect(text.runs.map(\.text) == ["Name: ", "Zebra"])
    #expect(text.runs.map(\.style) == [body, bold])
  }

  @Test func adjacentEqualStylesShareARun() {
    let text = "a".styled(body) + "b".styled(body) + "c".styled(bold) + "d".styled(bold)
    #expect(text.runs.map(\.text) == ["ab", "cd"])
  }

  @Test func appendingInPlaceMatchesPlus() {
    var text: StyledText = "start"
    text += " middle".styled(bold)
    text.append(" end", style: body)
    #expect(text == "start".styled(TextStyle()) + " middle".styled(bold) + " end".styled(body))
  }

  @Test func equalityIgnoresHowRunsWereBuilt() {
    var builder = StyledText.Builder()
    builder.append("ab", style: body)
    builder.append("c", style: bold)
    #expect(builder.build() == "a".styled(body) + "b".styled(body) + "c".styled(bold))
    #expect("ab".styled(body) != "ab".styled(bold))
    #expect("ab".styled(body).hashValue == ("a".styled(body) + "b".styled(body)).hashValue)
  }

  @Test func stylesAreInternedNotCopiedPerRun() {
    var builder = StyledText.Builder()
    for index in 0..<10_000 {
      builder.append("x", style: index.isMultiple(of: 2) ? body : bold)
    }
    let text = builder.build()
    #expect(text.runs.count == 10_000)
    #expect(text.internedStyleCount == 2)
  }

  @Test func stylesThatDifferOnlyByLinkStayApart() throws {
    // Both styles share their values' storage; only the links differ.
    let first = try #require(body.linking(to: "https://one.example"))
    let second = try #require(body.linking(to: "https://two.example"))
    var builder = StyledText.Builder()
    builder.append("a", style: first)
    builder.append("b", style: second)
    builder.append("c", style: first)
    let links = builder.build().runs.map { $0.style.link?.absoluteString }
    #expect(links == ["https://one.example", "https://two.example", "https://one.example"])
  }

  @Test func restylingOccurrencesReplacesTheirStyle() {
    let text = "the plains zebra and the mountain zebra".styled(body)
    let result = text.restyled(occurrencesOf: "zebra", with: bold)
    #expect(result.runs.map(\.text) == ["the plains ", "zebra", " and the mountain ", "zebra"])
    #expect(result.runs.map(\.style) == [body, bold, body, bold])
  }

  @Test func occurrenceSearchOptions() {
    let text = "Zebra, zébra, zebras and ZEBRA".styled(body)
    #expect(text.ranges(of: "zebra").count == 1)  // only inside "zebras": the rest differ in case
    #expect(text.ranges(of: "zebra", options: .ignoringCase).count == 3)
    #expect(text.ranges(of: "zebra", options: [.ignoringCase, .ignoringDiacritics]).count == 4)
    let whole = text.ranges(
      of: "zebra", options: [.ignoringCase, .ignoringDiacritics, .wholeWords])
    #expect(whole.map { String(text.string[$0]) } == ["Zebra", "zébra", "ZEBRA"])
    #expect(text.ranges(of: "").isEmpty)
  }

  @Test func modifierAppliesToWhatIsThere() {
    let text = "plain ".styled(body) + "loud".styled(body.color(.systemRed))
    let result = text.restyled(occurrencesOf: "ain lo") { $0.italic() }
    #expect(result.runs.map(\.text) == ["pl", "ain ", "lo", "ud"])
    #expect(result.runs[1].style == body.italic())
    #expect(result.runs[2].style == body.color(.systemRed).italic())
    #expect(result.runs[3].style == body.color(.systemRed))
  }

  @Test func modifierRunsOncePerDistinctStyle() {
    final class Counter: @unchecked Sendable { var calls = 0 }
    let counter = Counter()
    let text = String(repeating: "zebra ", count: 500).styled(body)
    _ = text.restyled(occurrencesOf: "zebra") { style in
      counter.calls += 1
      return style.bold()
    }
    #expect(counter.calls == 1)
  }

  @Test func restylingARange() {
    let text = "Hello world".styled(body)
    let string = text.string
    let range = string.index(string.startIndex, offsetBy: 6)..<string.endIndex
    let replaced = text.restyled(in: range, with: bold)
    #expect(replaced.runs.map(\.text) == ["Hello ", "world"])
    #expect(replaced.runs.last?.style == bold)
    let modified = text.restyled(in: range) { $0.underline() }
    #expect(modified.runs.last?.style == body.underline())
  }

  @Test func overlappingRangesModifyEachCharacterOnce() {
    let text = "abcdef".styled(body)
    let s = text.string
    func r(_ a: Int, _ b: Int) -> Range<String.Index> {
      s.index(s.startIndex, offsetBy: a)..<s.index(s.startIndex, offsetBy: b)
    }
    let result = text.restyled(in: [r(3, 5), r(1, 4)]) { $0.sizeIncremented(by: 1) }
    #expect(result.runs.map(\.text) == ["a", "bcde", "f"])
    #expect(result.runs[1].style.size == .relative(increment: 1))
  }

  @Test func restylingRegexMatches() {
    let text = "Call 555-0199 or 555-0100 today".styled(body)
    let result = text.restyled(matching: /\d{3}-\d{4}/) { $0.monospacedDigits() }
    #expect(result.runs.map(\.text) == ["Call ", "555-0199", " or ", "555-0100", " today"])
    #expect(result.runs[1].style.fontFeatures == .monospacedDigits)
    let replaced = text.restyled(matching: /today/, with: bold)
    #expect(replaced.runs.last?.style == bold)
  }

  @Test func restylingWithACaseTransformTransformsTheText() {
    let text = "say hello twice".styled(body)
    let result = text.restyled(occurrencesOf: "hello") { $0.uppercased() }
    #expect(result.string == "say HELLO twice")
    #expect(result.runs.map(\.text) == ["say ", "HELLO", " twice"])
  }

  @Test func restylingWithNoMatchesReturnsAnEqualText() {
    let text = "nothing here".styled(body)
    #expect(text.restyled(occurrencesOf: "zebra", with: bold) == text)
  }

  @Test func styleAtAPosition() {
    let text = "ab".styled(body) + "cd".styled(bold)
    let s = text.string
    #expect(text.style(at: s.startIndex) == body)
    #expect(text.style(at: s.index(s.startIndex, offsetBy: 2)) == bold)
    #expect(text.style(at: s.index(s.startIndex, offsetBy: 3)) == bold)
    #expect(text.style(at: s.endIndex) == nil)
  }

  @Test func runsExposeRangesIntoTheString() {
    let text = "héllo ".styled(body) + "wörld".styled(bold)
    for run in text.runs {
      #expect(text.string[run.range] == run.text)
    }
    #expect(text.runs.map(\.utf8Range) == [0..<7, 7..<13])
  }

  @Test func multiScalarCharactersStayWhole() {
    let text = "👩‍👩‍👧 family".styled(body).restyled(occurrencesOf: "👩‍👩‍👧", with: bold)
    #expect(text.runs.map(\.text) == ["👩‍👩‍👧", " family"])
  }
}
