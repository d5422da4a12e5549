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

  /// Inside a link, an element is merged over the style without the link and linked again;
  /// an element whose theme style sets a link of its own keeps that link instead, as merging
  /// the two styles gives.
  @Test func anElementWithALinkOfItsOwnKeepsItInsideALink() throws {
    var theme = Theme.default
    let own = try #require(URL(string: "https://code.example"))
    theme.markdown.inlineCode = theme.markdown.inlineCode.link(own)
    let markdown = "[`a` b](https://a.example) [`c`](https://c.example)"
    let runs = Array(StyledDocument(markdown: markdown, theme: theme).flattened().runs)
    let links = runs.map { "\($0.text)→\($0.style.link?.host ?? "none")" }
    #expect(links == ["a→code.example", " b→a.example", " →none", "c→code.example"])
    // With the theme's own inline code style, each code run links where its link says.
    let plain = Array(StyledDocument(markdown: markdown).flattened().runs)
    #expect(
      plain.map { "\($0.text)→\($0.style.link?.host ?? "none")" } == [
        "a→a.example", " b→a.example", " →none", "c→c.example",
      ])
    #expect(plain[0].style.fontFamily == Theme.default.markdown.inlineCode.fontFamily)
  }
}
