import Testing
import Typeset
import TypesetHTML
import TypesetMarkdown

/// A page written into an empty output is written in place (the body first, the head moved
/// in front of it); into a non-empty output it is put together from a separate body. Both
/// must give the same bytes, also when the body outgrows its estimate or the head its room.
@Suite("HTMLRenderer in place")
struct HTMLInPlaceTests {
  static func bothWays(_ renderer: HTMLRenderer, _ document: StyledDocument) -> (String, String) {
    var inPlace: [UInt8] = []
    _ = renderer.render(document, into: &inPlace)
    var appended: [UInt8] = Array("prefix".utf8)
    _ = renderer.render(document, into: &appended)
    return (
      String(decoding: inPlace, as: UTF8.self),
      String(decoding: appended.dropFirst(6), as: UTF8.self)
    )
  }

  static let table: String = {
    var markdown = "# Title\n\n| a | b | c |\n| - | :-: | -: |\n"
    for row in 0..<400 { markdown += "| *\(row)* | `x` | [l](/u) |\n" }
    return markdown
  }()

  @Test(arguments: [HTMLRenderer.Profile.page, .email, .fragment])
  func sameBytesInPlaceAndAppended(profile: HTMLRenderer.Profile) {
    let renderer = HTMLRenderer(options: .init(profile: profile))
    let document = StyledDocument(markdown: Self.table)
    let (inPlace, appended) = Self.bothWays(renderer, document)
    #expect(inPlace == appended)
    #expect(renderer.render(document).html == appended)
    if profile != .fragment { #expect(inPlace.hasPrefix("<!DOCTYPE html>")) }
  }

  /// Escaped text is up to five times its source, past the body's estimate: the body moves
  /// to a buffer of its own and is copied.
  @Test func bodyOutgrowingItsEstimate() {
    let renderer = HTMLRenderer()
    let document = StyledDocument(markdown: String(repeating: "\\<\\<\\&", count: 20_000))
    let (inPlace, appended) = Self.bothWays(renderer, document)
    #expect(inPlace == appended)
    #expect(inPlace.contains("&lt;&lt;&amp;&lt;"))
  }

  /// A title longer than the room kept for the head: the body written in place moves out.
  @Test func headOutgrowingItsRoom() {
    let title = String(repeating: "t", count: 200_000)
    let renderer = HTMLRenderer(options: .init(title: title))
    let (inPlace, appended) = Self.bothWays(renderer, StyledDocument(markdown: Self.table))
    #expect(inPlace == appended)
    #expect(inPlace.contains("<title>\(title)</title>"))
  }
}
