import Foundation
import Testing

@testable import Typeset

@Suite("Export of documents") struct DocumentExportTests {
  @Test func jsonDumpNamesEachRunsBlock() throws {
    var builder = StyledDocument.Builder()
    builder.open(.heading(level: 2))
    builder.append("T", style: .body)
    builder.close()
    builder.open(.list(ordered: false, start: 1, isTight: true), style: .init(indent: 24))
    builder.open(.listItem(checkbox: .checked))
    builder.append("x", style: .body)
    let flat = builder.build().flattenedWithBlocks()
    let json = flat.jsonString(in: TextEnvironment())
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let runs = try #require(object?["runs"] as? [[String: Any]])
    #expect(runs.map { $0["text"] as? String } == ["T\n", "☑\tx"])
    let heading = try #require(runs[0]["block"] as? [String: Any])
    #expect(heading["kind"] as? String == "heading")
    #expect(heading["level"] as? Int == 2)
    #expect(heading["depth"] as? Int == 0)
    let item = try #require(runs[1]["block"] as? [String: Any])
    #expect(item["kind"] as? String == "listItem")
    #expect(item["depth"] as? Int == 1)
    #expect(item["checked"] as? Bool == true)
    let paragraph = try #require(runs[1]["paragraph"] as? [String: Any])
    #expect(paragraph["headIndent"] as? Double == 24)
    #expect(paragraph["firstLineHeadIndent"] as? Double == 0)
    #expect((paragraph["tabStops"] as? [[String: Any]])?.first?["location"] as? Double == 24)
  }

  @Test func aRunAcrossBlocksIsSplitAtTheBoundary() {
    let flat = StyledDocument.Flattened(
      text: "ab".styled(.body),
      blocks: [
        .init(utf8Range: 0..<1, kind: .paragraph, depth: 0),
        .init(utf8Range: 1..<2, kind: .quote, depth: 1),
      ])
    let json = flat.jsonString(in: TextEnvironment())
    #expect(json.components(separatedBy: "\"text\":").count == 3)
    #expect(json.contains("\"text\":\"a\""))
    #expect(json.contains("\"block\":{\"kind\":\"quote\",\"depth\":1}}"))
  }

  @Test func withoutBlocksTheDumpIsUnchanged() {
    let text = "a".styled(.body)
    let resolved = text.resolved(in: TextEnvironment())
    #expect(resolved.jsonString(blocks: []) == resolved.jsonString())
    #expect(!resolved.jsonString().contains("block"))
  }
}
