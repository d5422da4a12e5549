import Testing
import Typeset
import TypesetMarkdown
import TypesetTerminal
import TypesetTestSupport

@Suite("KitchenSinkSnapshots")
struct KitchenSinkSnapshotTests {
  static let depths: [TerminalCapabilities.ColorDepth] = [.truecolor, .ansi256, .ansi16, .none]

  /// The kitchen sink at every depth, at 40 and 100 columns, light and dark; escapes are
  /// shown as `␛`. With depth `none` styles and hyperlinks are off too (plain text).
  @Test(arguments: depths, [40, 100])
  func kitchenSinkMatchesItsGoldenFiles(depth: TerminalCapabilities.ColorDepth, width: Int) throws {
    for appearance in [Appearance.light, .dark] {
      let capabilities =
        depth == .none
        ? TerminalCapabilities.plain(width: width)
        : TerminalCapabilities(
          colorDepth: depth, hasHyperlinks: depth != .ansi16, hasStyledUnderlines: true,
          width: width)
      let output = TerminalText.render(
        KitchenSink.markdown, capabilities, environment: TextEnvironment(appearance: appearance))
      try expectSnapshot(
        TerminalText.visible(output), suite: "KitchenSink",
        named: "\(depth)-\(width)-\(appearance)")
      #expect(TerminalText.stripped(output) != nil)
      for line in TerminalText.lines(output) where !TerminalText.isReferenceLine(line) {
        #expect(DisplayWidth.columns(of: line) <= width, "\(line)")
      }
    }
  }

  /// The byte API gives exactly the bytes of the string API, at every depth.
  @Test(arguments: depths)
  func utf8RenderingIsTheStringsBytes(depth: TerminalCapabilities.ColorDepth) {
    let capabilities =
      depth == .none
      ? TerminalCapabilities.plain(width: 40)
      : TerminalCapabilities(colorDepth: depth, hasHyperlinks: depth != .ansi16, width: 40)
    let document = StyledDocument(markdown: KitchenSink.markdown, theme: .default)
    let renderer = TerminalRenderer(capabilities: capabilities)
    let bytes = renderer.renderUTF8(document)
    #expect(bytes.count > 500)
    #expect(bytes == Array(renderer.render(document).utf8))
  }
}
