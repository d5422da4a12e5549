import Testing
import Typeset

@_spi(Bridges) @testable import TypesetMarkdown

@Suite("What styled views show")
struct StyledContentTests {
  @Test func plainTextTakesTheViewsStyle() {
    let text = StyledContent.plain("Inbox").styledText(style: .headline, theme: .default)
    #expect(text.string == "Inbox")
    #expect(text.runs.map(\.style) == [.headline])
  }

  @Test func markupAndMarkdownStyleOverTheViewsStyle() {
    let body = TextStyle.body.color(.systemRed)
    let markup = StyledContent.markup("a <b>b</b>").styledText(style: body, theme: .default)
    #expect(markup.string == "a b")
    #expect(markup.runs.last?.style.foregroundColor == .systemRed)
    #expect(markup.runs.last?.style.weight == .bold)
    let markdown = StyledContent.markdown("a **b**").styledText(style: body, theme: .default)
    #expect(markdown.string == "a b")
    #expect(markdown.runs.allSatisfy { $0.style.foregroundColor == .systemRed })
    #expect(markdown.runs.last.map { $0.style.weight ?? .regular } != .regular)
  }

  @Test func eachSourceReadsBackOnlyAsItsOwnKind() {
    let content = StyledContent.markdown("*x*")
    #expect(content.markdownSource == "*x*")
    #expect(content.markupSource == nil)
    #expect(content.plainSource == nil)
    #expect(StyledContent.empty.styledText(style: .body, theme: .default).string.isEmpty)
  }

  @Test func theBodyOfAThemeCanBeReplaced() {
    #expect(Theme.default.withBody(.footnote).styles["body"] == .footnote)
  }
}
