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

  /// Inside a link, an element is merged over the link's style and keeps the link beside it;
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

  @Test func distinctLinksShareTheirStylesAndKeepEachLinkBesideThem() throws {
    let markdown = (0..<2000).map {
      "- [`crate\($0)`](https://docs.rs/crate\($0)/) fixes [#\($0)](https://github.com/o/r/issues/\($0)) in **core**"
    }.joined(separator: "\n")
    let document = StyledDocument(markdown: markdown)
    // 4 000 distinct links, a handful of styles: the links are beside them, not in them.
    #expect(document.content.linkCount == 4000)
    #expect(document.content.styles.count < 16)
    let runs = Array(document.flattened().runs)
    let linked = runs.compactMap { $0.style.link?.absoluteString }
    #expect(linked.count == 4000)
    #expect(Set(linked).count == 4000)
    #expect(linked[0] == "https://docs.rs/crate0/")
    #expect(linked[1] == "https://github.com/o/r/issues/0")
    #expect(linked[3999] == "https://github.com/o/r/issues/1999")
    // Each block's own text carries its links too.
    let item = try #require(document.blocks.first?.children.first?.children.first)
    #expect(item.text.runs.compactMap { $0.style.link?.host } == ["docs.rs", "github.com"])
  }

  @Test func distinctImagesShareTheirStylesAndKeepEachAttachmentBesideThem() throws {
    // A wall of badges: each a distinct image in a distinct link, and two repeated icons.
    let markdown = (0..<1500).map {
      "[![b\($0)](https://img.example/\($0).svg)](https://l.example/\($0)) ![i](icon.png)"
    }.joined(separator: "\n\n")
    let document = StyledDocument(markdown: markdown)
    // 1 501 distinct attachments (the icon is boxed once), a handful of styles.
    #expect(document.content.attachmentCount == 1501)
    #expect(document.content.linkCount == 1500)
    #expect(document.content.styles.count < 16)
    let images = document.flattened().runs.filter { $0.style.attachment != nil }
    #expect(images.count == 3000)
    let names = images.compactMap { $0.style.attachment?.imageName }
    #expect(names[0] == "https://img.example/0.svg")
    #expect(names[1] == "icon.png")
    #expect(names[2998] == "https://img.example/1499.svg")
    #expect(images[0].style.attachment?.alternativeText == "b0")
    #expect(images[0].style.link?.absoluteString == "https://l.example/0")
    #expect(images[1].style.link == nil)
    // Each block's own text carries its attachments too, with the link beside the badge's.
    let paragraph = try #require(Array(document.blocks).last)
    let attached = paragraph.text.runs.filter { $0.style.attachment != nil }
    #expect(
      attached.map { $0.style.attachment?.imageName } == [
        "https://img.example/1499.svg", "icon.png",
      ])
    #expect(attached.first?.style.link?.host == "l.example")
  }

  /// The innermost link wins, whichever kind of element sets it: a tag inside a Markdown
  /// link, or a Markdown link inside a tag.
  @Test func theInnermostLinkWinsBetweenTagsAndMarkdownLinks() {
    func links(_ markdown: String) -> [String] {
      StyledDocument(markdown: markdown).flattened().runs
        .filter { !$0.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        .map { "\($0.text.trimmingCharacters(in: .whitespaces))→\($0.style.link?.host ?? "none")" }
    }
    #expect(
      links("[x <a href=\"https://tag.example/\">t</a> y](https://outer.example/)") == [
        "x→outer.example", "t→tag.example", "y→outer.example",
      ])
    #expect(
      links("<a href=\"https://tag.example/\">t [m](https://md.example/) u</a>") == [
        "t→tag.example", "m→md.example", "u→tag.example",
      ])
    // A tag that links nothing keeps the Markdown link around it.
    #expect(
      links("[a <sup>2</sup> b](https://outer.example/)").allSatisfy {
        $0.hasSuffix("outer.example")
      })
  }

  /// A custom tag whose style or modifier sets a link wins over the Markdown link around it;
  /// one that sets none keeps it.
  @Test func customTagsThatLinkWinOverTheMarkdownLinkAroundThem() throws {
    let own = try #require(URL(string: "https://own.example/"))
    let away = try #require(URL(string: "https://away.example/"))
    var tags = Theme.default.tagScheme()
    tags.register("home", style: TextStyle().link(own))
    tags.register("away", modifier: { $0.link(away) })
    tags.register("loud", modifier: { $0.bold() })
    let markdown =
      "[a <home>b</home> c <away>d</away> e <loud>f</loud>](https://outer.example/)"
    let runs = StyledDocument(markdown: markdown, options: .init(tags: tags)).flattened().runs
      .filter { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { "\($0.text.trimmingCharacters(in: .whitespaces))→\($0.style.link?.host ?? "none")" }
    #expect(
      runs == [
        "a→outer.example", "b→own.example", "c→outer.example", "d→away.example",
        "e→outer.example", "f→outer.example",
      ])
  }
}
