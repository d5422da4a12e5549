import Testing
import Typeset
import TypesetTestSupport

@testable import TypesetMarkdown

@Suite struct MarkdownStylerStreamingTests {
  /// A block's kind and styled text, and its children's, as one comparable string.
  static func summary(_ block: StyledDocument.Block) -> String {
    var lines = ["\(block.kind) \(block.text.debugDescription)"]
    for child in block.children { lines.append(summary(child)) }
    return lines.joined(separator: "\n")
  }

  static func summaries(_ documents: [StyledDocument]) -> [String] {
    documents.flatMap { $0.blocks.map(summary) }
  }

  /// Streamed in random chunks, the styled settled blocks followed by the styled tail are the
  /// styled whole document's blocks at every step (each compared with a fresh parse).
  @Test(.hangLimit)
  func styledSettledBlocksAndTailAreTheStyledDocument() throws {
    let styler = MarkdownStyler(theme: .default)
    var inputs: [[UInt8]] = [Array(try MarkdownHTMLRendererTests.fixture("Everything").utf8)]
    for seed in UInt64(1)...10 {
      var generator = DocumentGenerator(seed: seed, gfm: true)
      inputs.append(Array(generator.document().utf8))
    }
    for (number, input) in inputs.enumerated() {
      var stream = MarkdownStream()
      var settled: [String] = []
      var start = 0
      let ends = StreamChecker.randomEnds(input.count, sizes: 1...64, seed: UInt64(number))
      for end in ends + [input.count] {
        settled += Self.summaries(styler.styleSettled(stream.append(Array(input[start..<end]))))
        start = end
        let prefix = Array(input[..<StreamChecker.scalarPrefixEnd(input, end)])
        let expected = Self.summaries([styler.style(MarkdownParser.parse(prefix))])
        let got = settled + Self.summaries([styler.styleTail(of: stream)])
        #expect(got == expected, "input \(number) after \(end) bytes")
        if got != expected { return }
      }
      settled += Self.summaries(styler.styleSettled(stream.finish()))
      #expect(settled == Self.summaries([styler.style(MarkdownParser.parse(input))]))
    }
  }
}
