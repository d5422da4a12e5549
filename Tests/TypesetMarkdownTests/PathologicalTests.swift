import Testing
import TypesetMarkdown
import TypesetTestSupport

/// Every case of cmark's `test/pathological_tests.py`, of swift-cmark's (which adds the
/// `[ (](` pattern, CR/VT tables and reference-hash collisions) and of md4c's (BOM, 3-emphasis,
/// many links, HTML openers, broken thematic breaks …), at the reference size (scale 1) and
/// twice it (scale 2), plus issue 7's defect 8. Serialized, so that each case's time limit
/// measures that case alone. Inputs are as large as the references use, so
/// quadratic behaviour cannot pass the time limit; no wall-clock assertions.
@Suite(.serialized) struct PathologicalTests {
  @Test(.hangLimit, arguments: PathologicalInputs.cases, [1, 2])
  func runsInLinearTime(_ hostile: PathologicalCase, scale: Int) {
    let html = hostile.render(scale: scale)
    let holds = hostile.check(html, scale)
    #expect(holds, "\(html.count) bytes: \(String(decoding: html.prefix(300), as: UTF8.self))")
  }
}
