import Testing

@testable import Typeset

/// A builder reserved for fewer blocks than it gets grows its block table at the rate seen so
/// far; the document is the one an unreserved builder makes.
@Suite("StyledDocument.Builder reservations")
struct BuilderReservationTests {
  static func build(_ builder: inout StyledDocument.Builder) -> StyledDocument {
    for row in 0..<2000 {
      builder.open(.tableRow(isHeader: row == 0))
      for column in 0..<8 {
        builder.open(.tableCell)
        builder.append("\(row).\(column)", style: .body)
        builder.close()
      }
      builder.close()
    }
    return builder.build()
  }

  @Test(arguments: [(4, 64), (100, 1000), (20_000, 100_000)])
  func reservedBuilderMakesTheSameDocument(blocks: Int, bytes: Int) {
    var plain = StyledDocument.Builder()
    var reserved = StyledDocument.Builder(reservingBlocks: blocks, bytes: bytes, runs: 16)
    let expected = Self.build(&plain)
    let document = Self.build(&reserved)
    #expect(document == expected)
    #expect(document.blockCount == 18_000)
  }
}
