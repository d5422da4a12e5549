import Foundation
import Testing
import Typeset
import TypesetMarkdown
import TypesetTestSupport

@Suite("Markdown styling: snapshots") struct MarkdownStylerSnapshotTests {
  /// The sample document of the AttributedStringStyledMarkdown seed, every element styled.
  @Test func seedSampleDocument() throws {
    let markdown = try stylingFixture("SeedSample.md")
    let json = flatten(markdown).jsonString(in: TextEnvironment()) + "\n"
    try expectSnapshot(
      json, suite: "MarkdownStylerSnapshotTests", named: "seedSample", extension: "json")
  }

  @Test func seedSampleDocumentInDarkAtTheLargestSize() throws {
    let markdown = try stylingFixture("SeedSample.md")
    let environment = TextEnvironment(
      sizeCategory: .accessibilityExtraExtraExtraLarge, appearance: .dark)
    let json = flatten(markdown).jsonString(in: environment) + "\n"
    try expectSnapshot(
      json, suite: "MarkdownStylerSnapshotTests", named: "seedSampleDarkAX5", extension: "json")
  }

  @Test func seedSampleIsValidJSONWithABlockPerRun() throws {
    let markdown = try stylingFixture("SeedSample.md")
    let json = flatten(markdown).jsonString(in: TextEnvironment())
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let runs = try #require(object?["runs"] as? [[String: Any]])
    #expect(runs.count > 20)
    for run in runs { #expect(run["block"] is [String: Any]) }
  }
}
