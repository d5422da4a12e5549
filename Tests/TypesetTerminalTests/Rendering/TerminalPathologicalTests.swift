import Testing
import Typeset
import TypesetMarkdown
import TypesetTerminal
import TypesetTestSupport

/// The parser's hostile inputs (cmark's, swift-cmark's and md4c's pathological cases, at their
/// reference size) styled with the default theme and drawn in colour at 80 columns: each
/// finishes within the hang limit (quadratic work at these sizes cannot), draws something,
/// writes no escape sequence or control character but the renderer's own, and keeps every
/// line within the width. Serialized, so each case's limit measures that case alone.
@Suite(.serialized) struct TerminalPathologicalTests {
  @Test(.hangLimit, arguments: PathologicalInputs.cases)
  func hostileMarkdownIsDrawnWithinTheWidth(_ hostile: PathologicalCase) {
    let document = hostile.styledDocument(scale: 1)
    let output = TerminalRenderer(
      capabilities: TerminalCapabilities(colorDepth: .truecolor, width: 80)
    ).render(document)
    let stripped = TerminalText.stripped(output)
    #expect(stripped != nil, "an escape or control character of the content's own")
    let lines = TerminalText.lines(output)
    #expect(!lines.isEmpty)
    let wide = lines.first {
      !TerminalText.isReferenceLine($0) && DisplayWidth.columns(of: $0) > 80
    }
    #expect(wide == nil, "\(wide?.prefix(120) ?? "")")
  }
}
