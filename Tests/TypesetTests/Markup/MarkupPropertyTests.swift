import Testing
import TypesetTestSupport

@testable import Typeset

@Suite("Markup on generated input") struct MarkupPropertyTests {
  static let pieces = [
    "<b>", "</b>", "<i>", "</i>", "<u>", "</u>", "<a href='x'>", "</a>", "<br/>", "<img src=s/>",
    "<", ">", "&", "&amp;", "&#", "&#x41;", "&#99999999;", "&bogus;", ";", "\"", "'", "=", "/",
    "<!--", "-->", "<x", "</", "text", " ", "\n", "\r\n", "é", "👍🏽", "<blink>", "</blink>",
    "<color value='#f00'>", "</color>", "<B>", "</I>", "\t", "<b/>", "<!-- c -->",
  ]

  static func randomMarkup(_ generator: inout SplitMix64, pieces count: Int) -> String {
    (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
  }

  @Test func lenientStylingAlwaysSucceedsAndStrictEitherSucceedsOrExplains() {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<2_000 {
      let markup = Self.randomMarkup(&generator, pieces: Int(generator.next() % 40))
      let lenient = StyledText(markup: markup)
      #expect(lenient.runs.map(\.text).joined() == lenient.string)
      do {
        let strict = try StyledText(markup: markup, mode: .strict)
        #expect(strict == lenient, "strict and lenient disagree on \(markup.debugDescription)")
      } catch {
        #expect(error.line >= 1 && error.column >= 1)
        #expect(error.description.hasPrefix("error: "))
      }
    }
  }

  @Test func escapedTextComesBackUnchanged() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<2_000 {
      let text = Self.randomMarkup(&generator, pieces: Int(generator.next() % 30))
      let escaped = Markup.escape(text)
      #expect(StyledText(markup: escaped).string == text)
      #expect((try? StyledText(markup: escaped, mode: .strict))?.string == text)
    }
  }
}
