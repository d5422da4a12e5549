import Testing
import TypesetMarkdown

/// Documents denser in nodes, cells and leaves than the parser's and renderer's up-front
/// reservations: the tables grow at the rate seen so far, and the output must be what the
/// same blocks give one at a time.
@Suite("Capacity growth")
struct CapacityGrowthTests {
  static let renderer = MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true))

  /// A table of eight columns whose rows are a few bytes a cell (and some rows that lack
  /// cells, which are filled in): far more cells per byte than prose.
  static func denseTable(_ index: Int, rows: Int) -> String {
    var table = "Table \(index)\n\n|a|b|c|d|e|f|g|h|\n|-|:-|-:|:-:|-|-|-|-|\n"
    for row in 0..<rows {
      if row % 5 == 4 {
        table += "x\(row)\n"
      } else {
        table += "|*\(row)*|`c`|[l](/u)|\\||x|y|z|**w**|\n"
      }
    }
    return table + "\n"
  }

  @Test func denseTablesRenderAsTheirPieces() {
    let pieces = (0..<40).map { Self.denseTable($0, rows: 10 + $0 * 7) }
    let whole = pieces.joined()
    let expected = pieces.map { Self.renderer.render(MarkdownParser.parse($0)) }.joined()
    let document = MarkdownParser.parse(whole)
    #expect(Self.renderer.render(document) == expected)
    var bytes: [UInt8] = []
    Self.renderer.render(document, into: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
  }

  @Test func denseTableKeepsSourcePositions() {
    let source = Self.denseTable(0, rows: 3001)
    let document = MarkdownParser.parse(source)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    // The last row is the line before the blank one that ends the table.
    let lastRowLine = lines.count - 2
    let table = document.root.lastChild
    #expect(table?.kind == .table)
    #expect(table?.lastChild?.sourceRange.start.line == lastRowLine)
    #expect(table?.lastChild?.lastChild?.sourceRange.start.column == 30)
  }

  @Test func manyShortLeavesRenderAsTheirPieces() {
    let pieces = (0..<6000).map { "# h\($0)\n" }
    let expected = pieces.map { Self.renderer.render(MarkdownParser.parse($0)) }.joined()
    #expect(Self.renderer.render(MarkdownParser.parse(pieces.joined())) == expected)
  }
}
