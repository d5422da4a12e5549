import Testing
import TypesetTestSupport

@testable import Typeset

@Suite("Markup at scale") struct MarkupScaleTests {
  @Test func hundredThousandNestedTagsScanWithoutRecursion() throws {
    let depth = 100_000
    let source =
      String(repeating: "<b>", count: depth) + "x" + String(repeating: "</b>", count: depth)
    var handler = RecordingHandler(records: false)
    let output = try scanBytes(Array(source.utf8), mode: .strict, handler: &handler)
    #expect(output == Array("x".utf8))
    #expect(handler.opens == depth)
    #expect(handler.closes == depth)
  }

  @Test func tenMegabyteInputScans() throws {
    let chunk = #"Hello <b class="x">world</b> &amp; more &mdash; text<br/> a < b & c&#33;"# + "\n"
    let expectedChunk = "Hello world & more \u{2014} text a < b & c!\n"
    let repeats = 10_000_000 / chunk.utf8.count + 1
    let source = Array(String(repeating: chunk, count: repeats).utf8)
    #expect(source.count >= 10_000_000)
    var handler = RecordingHandler(records: false)
    let output = try scanBytes(source, mode: .strict, handler: &handler)
    #expect(output.count == expectedChunk.utf8.count * repeats)
    #expect(output.prefix(expectedChunk.utf8.count).elementsEqual(expectedChunk.utf8))
    #expect(output.suffix(expectedChunk.utf8.count).elementsEqual(expectedChunk.utf8))
    #expect(handler.opens == repeats)
  }

  // Each input would take minutes if any step rescanned what it had already read.
  @Test(arguments: [
    "<!--", "<a b=\"", "<a ", "&#", "&a", "<", "&", "</", "<a x=1 ", "<!-", "<b", "<a\n",
  ])
  func hostileRepetitionStaysLinear(unit: String) throws {
    let source = String(repeating: unit, count: 200_000)
    #expect(try scan(source).text == source)
  }

  @Test func manyAttributesInOneTagStayLinear() throws {
    let count = 100_000
    var source = "<a"
    for index in 0..<count { source += " a\(index)=\"v\"" }
    source += " a7='again'>"
    var handler = RecordingHandler()
    _ = try scanBytes(Array(source.utf8), handler: &handler)
    guard case .open(let found, _) = handler.events.first else {
      Issue.record("no tag")
      return
    }
    #expect(found.attributes.count == count)
    #expect(found[attribute: "a7"] == "v")
    let strict = strictError(source)
    #expect(strict?.message == "duplicate attribute a7 in <a>")
  }

  @Test func longUnterminatedDigitRunStaysLinear() throws {
    let source = String(repeating: "&#" + String(repeating: "9", count: 50), count: 20_000)
    #expect(try scan(source).text == source)
  }

  /// Every tag written differently: nothing is recognised, every link makes its own style, and
  /// the tables of tags, styles and steps grow with the input; they must stay linear.
  @Test(.hangLimit, arguments: [100_000, 200_000])
  func distinctLinksStayLinear(count: Int) throws {
    var source = ""
    source.reserveCapacity(count * 48)
    for index in 0..<count { source += "<a href=\"https://example.com/p?id=\(index)\">x</a> " }
    let text = try StyledText(markup: source, mode: .strict)
    #expect(text.runs.count == 2 * count)
    #expect(text.runs.first?.style.link?.absoluteString == "https://example.com/p?id=0")
    let last = text.runs.last { $0.style.link != nil }
    #expect(last?.style.link?.absoluteString == "https://example.com/p?id=\(count - 1)")
  }
}
