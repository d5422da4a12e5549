import Foundation
import Testing
import TypesetMarkdown
import TypesetTestSupport

/// The kitchen-sink document's tree, source ranges included, as a reviewed golden file: any
/// change to how a construct parses shows up here as a readable diff.
@Suite struct TreeDumpSnapshotTests {
  @Test func everythingParsesIntoTheReviewedTree() throws {
    let url = try #require(
      Bundle.module.url(
        forResource: "Everything", withExtension: "md", subdirectory: "__Fixtures__"))
    let document = MarkdownParser.parse(try String(contentsOf: url, encoding: .utf8))
    try expectSnapshot(
      document.debugDescription, suite: "TreeDumpSnapshotTests", named: "everything")
  }

  @Test func theDumpHelperShowsRanges() {
    expectDump(
      "`x`",
      is: """
        document [1:1-1:3]
          paragraph [1:1-1:3]
            code [1:1-1:3] "x"

        """)
    expectHTML("# Hi *there*", renders: "<h1>Hi <em>there</em></h1>\n")
  }
}
