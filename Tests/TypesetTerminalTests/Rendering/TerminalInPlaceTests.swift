import Testing
import Typeset
import TypesetMarkdown
import TypesetTerminal

/// The rendering is written straight into the string or byte array returned, or, when it
/// outgrows the estimate, into a buffer of its own and copied: the bytes are the same.
@Suite("TerminalRenderer in place")
struct TerminalInPlaceTests {
  static let renderer = TerminalRenderer(
    capabilities: TerminalCapabilities(colorDepth: .truecolor, width: 60))

  @Test func stringAndBytesAgreeOnATableHeavyDocument() {
    var markdown = ""
    for table in 0..<20 {
      markdown += "Table \(table)\n\n| a | b | c |\n| - | :-: | -: |\n"
      for row in 0..<30 { markdown += "| *\(row)* | `x` | [l](/u) |\n" }
      markdown += "\n"
    }
    let document = StyledDocument(markdown: markdown)
    let string = Self.renderer.render(document)
    #expect(Array(string.utf8) == Self.renderer.renderUTF8(document))
    #expect(string.contains("Table 19"))
  }

  /// A style change every character: escape sequences many times the text, past the
  /// estimate, so the output moves to a buffer of its own on the way.
  @Test func outputOutgrowingItsEstimate() {
    let markdown = String(repeating: "*a* **b** `c` ", count: 3000)
    let document = StyledDocument(markdown: markdown)
    let string = Self.renderer.render(document)
    let plain = TerminalRenderer(capabilities: .plain(width: 60)).render(document)
    #expect(Array(string.utf8) == Self.renderer.renderUTF8(document))
    #expect(string.utf8.count > 4 * plain.utf8.count)
    #expect(plain.contains("a b c a b c"))
  }
}
