import Testing

@testable import Typeset

@Suite("Markup input edges") struct MarkupInputEdgeTests {
  @Test func aLeadingByteOrderMarkIsSkipped() throws {
    let text = StyledText(markup: "\u{FEFF}<b>Title</b>")
    #expect(text.string == "Title")
    #expect(text.runs.count == 1)
    #expect(try StyledText(markup: "\u{FEFF}<b>x</b>", mode: .strict).string == "x")
  }

  @Test func aByteOrderMarkLaterInTheTextIsKept() {
    #expect(StyledText(markup: "a\u{FEFF}b").string == "a\u{FEFF}b")
  }

  @Test func columnsOnTheFirstLineStartAfterAByteOrderMark() {
    // As in the Markdown parser: the mark is not part of the text, so it is not quoted or
    // counted.
    let error = strictError("\u{FEFF}a <b")
    #expect(error?.location == SourceLocation(line: 1, column: 3))
    #expect(error?.description == "error: malformed tag <b>\n --> input:1:3\na <b\n  ^")
  }

  @Test func markupStringsAreAcceptedAndKeepInterpolationsAsText() throws {
    let name = "<i>Ann</i> & co"
    let line: MarkupString = "Hi <b>\(name)</b>"
    #expect(StyledText(markup: line).runs.map(\.text) == ["Hi ", "<i>Ann</i> & co"])
    #expect(line.styledAsMarkup(.caption1).runs.last?.style.weight == .bold)
    #expect(try StyledText(markup: line, mode: .strict).string == "Hi <i>Ann</i> & co")
  }
}
