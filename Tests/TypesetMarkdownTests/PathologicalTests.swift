import Testing
import TypesetMarkdown
import TypesetTestSupport

/// Every case of cmark's `test/pathological_tests.py` (master), of swift-cmark's (which adds
/// the `[ (](` pattern, CR/VT tables, many image openers and reference-hash collisions), of
/// cmark-gfm's and of md4c's (BOM, 3-emphasis, many links, HTML openers, broken thematic
/// breaks …), plus issue 7's defect 8 and issue 41's blank lines in deep nesting, at the
/// reference size. `PathologicalStressTests` takes them to twice and four times that size.
/// Serialized, so that each case's time limit measures that case alone; no wall-clock
/// assertions.
@Suite(.serialized) struct PathologicalTests {
  @Test(.hangLimit, arguments: PathologicalInputs.cases)
  func rendersAtTheReferenceSize(_ hostile: PathologicalCase) {
    hostile.expectHolds(scale: 1)
  }
}
