import Testing
import Typeset
import TypesetMarkdown
import TypesetTerminal
import TypesetTestSupport

/// The parser's hostile inputs (cmark's, swift-cmark's and md4c's pathological cases) styled
/// with the default theme and drawn in colour at 80 columns: each draws something, writes no
/// escape sequence or control character but the renderer's own, and keeps every line within
/// the width. The everyday run takes a tenth of the reference size, enough for every hostile
/// structure; `TerminalPathologicalStressTests` takes the reference size, where quadratic work
/// would not finish in time.
@Suite(.serialized) struct TerminalPathologicalTests {
  @Test(.hangLimit, arguments: PathologicalInputs.cases)
  func hostileMarkdownIsDrawnWithinTheWidth(_ hostile: PathologicalCase) {
    Self.expectDrawnWithinTheWidth(hostile.styledDocument(scale: .tenth))
  }

  /// Expects `document`, drawn in colour at 80 columns, to show something, with no escape or
  /// control character of the content's own and no line wider than 80 columns.
  static func expectDrawnWithinTheWidth(
    _ document: StyledDocument, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let output = TerminalRenderer(
      capabilities: TerminalCapabilities(colorDepth: .truecolor, width: 80)
    ).render(document)
    let stripped = TerminalText.stripped(output)
    #expect(
      stripped != nil, "an escape or control character of the content's own",
      sourceLocation: sourceLocation)
    let lines = TerminalText.lines(output)
    #expect(!lines.isEmpty, sourceLocation: sourceLocation)
    let wide = lines.first {
      !TerminalText.isReferenceLine($0) && DisplayWidth.columns(of: $0) > 80
    }
    #expect(wide == nil, "\(wide?.prefix(120) ?? "")", sourceLocation: sourceLocation)
  }
}

/// The stress run's terminal drawing of the hostile inputs (see `StressRun`): at the reference
/// size, where quadratic styling or layout would not finish within the stress time limit.
@Suite(.serialized, .stressRun) struct TerminalPathologicalStressTests {
  @Test(.stressLimit, arguments: PathologicalInputs.cases)
  func hostileMarkdownIsDrawnWithinTheWidth(_ hostile: PathologicalCase) {
    TerminalPathologicalTests.expectDrawnWithinTheWidth(hostile.styledDocument(scale: 1))
  }
}
