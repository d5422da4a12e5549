import Foundation
import Testing

@testable import Typeset
@testable import TypesetMarkdown

@Suite("Markdown styling of many distinct links") struct MarkdownStylerLinkSharingTests {
  @Test func inlineCodeInDistinctLinksSharesOneMergeAndKeepsEachLink() throws {
    let markdown = ["a", "b", "c"].map { "- [`\($0)`](https://\($0).example)" }
      .joined(separator: "\n")
    let runs = Array(flatten(markdown).text.runs)
    // Each line is its marker and the code, in one run when the theme's marker style is empty.
    let code = try ["a", "b", "c"].map { name in
      try #require(runs.first { $0.text.hasSuffix(name) })
    }
    for (run, name) in zip(code, ["a", "b", "c"]) {
      #expect(run.style.link == URL(string: "https://\(name).example"))
      #expect(run.style.fontFamily == Theme.default.markdown.inlineCode.fontFamily)
    }
    // The element merges are made once for the three links: the first two lines also share
    // their paragraph style (the last takes the list's spacing after), so their runs share
    // values outright.
    #expect(code[1].style.storage === code[0].style.storage)
    #expect(code[2].style.fontFamily == code[0].style.fontFamily)
    // Their values are those of one link merged on its own, the line's paragraph aside.
    let single = try #require(
      flatten("- [`a`](https://a.example)").text.runs.first { $0.text.hasSuffix("a") })
    var alone = single.style
    var inList = code[0].style
    alone.paragraph = nil
    inList.paragraph = nil
    #expect(alone == inList)
  }
}
