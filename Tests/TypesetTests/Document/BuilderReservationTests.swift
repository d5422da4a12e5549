import Foundation
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

  /// A document counts the bytes its links and attachments add beside its text (what an
  /// HTML writer sizes its output by): each distinct link and attachment once, however many
  /// runs use it, and nothing for plain text.
  @Test func bytesBesideTextCountEachLinkAndAttachmentOnce() throws {
    let url = try #require(URL(string: "https://example.com/a"))
    let star = TextAttachment(imageName: "star.png", alternativeText: "a star", title: "Star")
    var builder = StyledDocument.Builder()
    builder.open(.paragraph)
    builder.append("plain ", style: .body)
    builder.append("linked", style: TextStyle.body.link(url))
    builder.append(" and again", style: TextStyle.body.link(url))
    builder.append(String(TextAttachment.character), style: TextStyle.body.attachment(star))
    builder.append(" ", style: .body)
    builder.append(String(TextAttachment.character), style: TextStyle.body.attachment(star))
    builder.close()
    let document = builder.build()
    let expected =
      "https://example.com/a".utf8.count + "star.png".utf8.count
      + "a star".utf8.count + "Star".utf8.count
    #expect(document.content.bytesBesideText == expected)
    var plain = StyledDocument.Builder()
    plain.open(.paragraph)
    plain.append("no links here", style: .body)
    plain.close()
    #expect(plain.build().content.bytesBesideText == 0)
  }
}
