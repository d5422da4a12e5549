import Foundation
import Testing
import Typeset
import TypesetMarkdown
import TypesetTestSupport

/// Run one at a time: each is large, and the time limits are wall-clock.
@Suite("Markdown styling: hostile input", .serialized) struct MarkdownStylerHostileInputTests {
  @Test(.hangLimit, arguments: ["> ", "- ", "* > "])
  func deepNestingTerminates(prefix: String) {
    let depth = 100_000
    let markdown = String(repeating: prefix, count: depth) + "deep\n"
    let document = MarkdownParser.parse(markdown).styled()
    #expect(document.blockCount > depth)
    #expect(document.flattened().string.hasSuffix("deep"))
    #expect(String(reflecting: document).utf8.count < 200 * document.blockCount)
  }

  @Test(.hangLimit) func deeplyNestedEmphasisTerminates() {
    let markdown =
      String(repeating: "*a **b ", count: 10_000) + "x"
      + String(repeating: "** c*", count: 10_000)
    let flat = flatten(markdown)
    #expect(flat.text.string.contains("x"))
  }

  /// Images nested in images: each level's description holds every level inside it, so
  /// gathering one per level would cost the square of the depth in time and in stored text.
  @Test(.hangLimit) func deeplyNestedImagesAreOneAttachment() {
    let depth = 20_000
    let markdown =
      String(repeating: "![", count: depth) + "a" + String(repeating: "](i.png)", count: depth)
    let flat = flatten(markdown)
    let attachments = flat.text.runs.compactMap(\.style.attachment)
    #expect(attachments.count <= 1)
    #expect(attachments.allSatisfy { ($0.alternativeText?.utf8.count ?? 0) <= markdown.utf8.count })
    #expect(flat.text.string.utf8.count <= markdown.utf8.count)
  }

  @Test(.hangLimit) func manyUnclosedTagsTerminate() {
    let markdown = String(repeating: "<sup>*a* <mark>b <u>", count: 10_000) + "end"
    let flat = flatten(markdown)
    #expect(flat.text.string.hasSuffix("end"))
  }

  @Test(.hangLimit) func tagsClosedOutOfOrderTerminate() {
    let markdown =
      String(repeating: "<u>", count: 10_000) + "*x " + String(repeating: "<sup>", count: 10_000)
      + "y* " + String(repeating: "</u>", count: 10_000) + "z"
    let flat = flatten(markdown)
    #expect(flat.text.string == "x y z")
  }

  @Test(.hangLimit) func manyDistinctTagsTerminate() {
    var markdown = ""
    for index in 0..<20_000 {
      markdown += "<color value=\"#\(index % 10)0000\(index % 7)0\">c</color>"
    }
    #expect(flatten(markdown).text.string.count == 20_000)
  }

  @Test(.hangLimit) func invalidUTF8StylesAsReplacementCharacters() {
    let bytes: [UInt8] =
      Array("# a\u{00E9}\n\n*b".utf8) + [0xFF, 0xC3, 0x28, 0xED, 0xA0, 0x80]
      + Array("* <sup>\u{1F600}".utf8) + [0xF0, 0x9F]
    let document = MarkdownParser.parse(bytes).styled()
    let text = document.flattened()
    #expect(text.string.contains("\u{FFFD}"))
    #expect(text.string.hasPrefix("aé\nb"))
    _ = text.resolved(in: TextEnvironment()).jsonString()
  }

  @Test(.hangLimit) func wideTablesAndLongListsTerminate() {
    let header = "|" + String(repeating: " a |", count: 500) + "\n"
    let delimiter = "|" + String(repeating: ":-:|", count: 500) + "\n"
    let rows = String(repeating: "|" + String(repeating: " b |", count: 500) + "\n", count: 20)
    #expect(flatten(header + delimiter + rows).blocks.count == 21)
    let list = (1...10_000).map { "\($0). item" }.joined(separator: "\n")
    #expect(flatten(list).blocks.count == 10_000)
  }
}
