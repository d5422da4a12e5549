import Foundation
import Testing

@testable import Typeset

@Suite("StyledDocument flattening") struct StyledDocumentFlatteningTests {
  /// A list of the given items, nested one level per item after the first when `nested`.
  func list(
    ordered: Bool, start: Int = 1, items: [String], marker: StyledDocument.Marker? = nil
  ) -> StyledDocument {
    var builder = StyledDocument.Builder()
    builder.open(
      .list(ordered: ordered, start: start, isTight: true),
      style: .init(spacingAfter: 8, indent: 24, marker: marker))
    for item in items {
      builder.open(.listItem(checkbox: nil))
      builder.open(.paragraph)
      builder.append(item, style: TextStyle.body.paragraphSpacing(2))
      builder.close()
      builder.close()
    }
    builder.close()
    builder.open(.paragraph)
    builder.append("after", style: .body)
    return builder.build()
  }

  func lineStyles(_ text: StyledText) -> [ParagraphStyle?] {
    var result: [ParagraphStyle?] = []
    var atStart = true
    for run in text.runs {
      if atStart { result.append(run.style.paragraph) }
      atStart = run.text.hasSuffix("\n")
    }
    return result
  }

  @Test func numbersAreRightAlignedOnTheirOwnTabStop() throws {
    let text = list(ordered: true, start: 9, items: ["nine", "ten", "eleven"]).flattened()
    #expect(text.string == "\t9.\tnine\n\t10.\tten\n\t11.\televen\nafter")
    let first = try #require(lineStyles(text)[0])
    #expect(first.tabStops?.map(\.alignment) == [.right, .natural])
    #expect(first.tabStops?.map(\.location) == [18, 24])
    #expect(first.headIndent == 24)
    #expect(first.firstLineHeadIndent == 0)
  }

  @Test func aListsSpacingAfterGoesOnItsLastItem() {
    let text = list(ordered: false, items: ["a", "b"]).flattened()
    #expect(lineStyles(text).map { $0?.paragraphSpacing } == [2, 8, nil])
  }

  @Test func itemMarkersOverrideTheListsAndEmptyItemsShowTheirs() {
    var builder = StyledDocument.Builder()
    builder.open(.list(ordered: false, start: 1, isTight: true), style: .init(marker: .bullet("-")))
    builder.open(.listItem(checkbox: nil), style: .init(marker: .bullet("★")))
    builder.close()
    builder.open(.listItem(checkbox: nil))
    builder.append("x", style: .body)
    #expect(builder.build().flattened().string == "★\t\n-\tx")
  }

  @Test func markersTakeTheMarkerStyleOverTheItemText() throws {
    let document = list(
      ordered: false, items: ["a"], marker: .bullet("•"))
    var styled = document
    styled.blockStyles[Int(styled.nodes[0].style)].markerStyle = TextStyle().color(.systemRed)
    let runs = Array(styled.flattened().runs)
    #expect(runs[0].text == "•\t")
    #expect(runs[0].style.foregroundColor == .systemRed)
    #expect(runs[0].style.dynamicTextStyle == .body)
    #expect(runs[1].style.foregroundColor != .systemRed)
  }

  @Test func itemsStartingWithDistinctLinksShareTheirMarkerAndSeparatorValues() throws {
    var builder = StyledDocument.Builder()
    builder.open(.list(ordered: false, start: 1, isTight: true), style: .init(marker: .bullet("•")))
    let urls = ["https://a.example", "https://b.example", "https://c.example"]
    // The links share their values, as a lowering's distinct links do.
    let underlined = TextStyle.body.underline()
    for url in urls {
      builder.open(.listItem(checkbox: nil))
      builder.open(.paragraph)
      builder.append(url, style: underlined.link(URL(string: url)!))
      builder.close()
      builder.close()
    }
    var document = builder.build()
    document.blockStyles[Int(document.nodes[0].style)].markerStyle = TextStyle().color(.systemRed)
    let runs = Array(document.flattened().runs)
    try #require(
      runs.map { String($0.text) } == ["•\t", urls[0], "\n", "•\t", urls[1], "\n", "•\t", urls[2]])
    // Each marker is its item's text style with the marker style over it, without the link
    // and its underline: a bullet is not part of the link.
    for (index, url) in urls.enumerated() {
      let marker = runs[index * 3].style
      #expect(marker.foregroundColor == .systemRed)
      #expect(marker.underline == nil)
      #expect(marker.link == nil)
      #expect(runs[index * 3 + 1].style.link == URL(string: url))
    }
    // The merge is made once for the three links, and the line ends drop link and underline.
    #expect(runs[3].style.storage === runs[0].style.storage)
    #expect(runs[6].style.storage === runs[0].style.storage)
    #expect(runs[2].style.link == nil && runs[2].style.underline == nil)
    #expect(runs[5].style == runs[2].style)
  }

  @Test func nestedItemsWithoutTextOfTheirOwnShareTheFirstLine() throws {
    var builder = StyledDocument.Builder()
    builder.open(.list(ordered: false, start: 1, isTight: true), style: .init(indent: 20))
    builder.open(.listItem(checkbox: nil))
    builder.open(.list(ordered: true, start: 1, isTight: true), style: .init(indent: 30))
    builder.open(.listItem(checkbox: nil))
    builder.append("x", style: .body)
    let text = builder.build().flattened()
    #expect(text.string == "•\t\t1.\tx")
    let style = try #require(text.runs.first?.style.paragraph)
    #expect(style.firstLineHeadIndent == 0)
    #expect(style.headIndent == 50)
    #expect(style.tabStops?.map(\.location) == [20, 44, 50])
  }

  @Test func blockSpansCoverTheTextWithTheirKindAndDepth() {
    let flat = list(ordered: false, items: ["a", "b"]).flattenedWithBlocks()
    #expect(flat.blocks.map(\.utf8Range) == [0..<6, 6..<12, 12..<17])
    #expect(
      flat.blocks.map(\.kind) == [.listItem(checkbox: nil), .listItem(checkbox: nil), .paragraph])
    #expect(flat.blocks.map(\.depth) == [1, 1, 0])
  }

  @Test func lineEndsDropLinksAndBackgrounds() {
    var builder = StyledDocument.Builder()
    builder.open(.paragraph)
    builder.append(
      "a", style: TextStyle().link(URL(string: "https://a.b")!).backgroundColor(.systemYellow))
    builder.close()
    builder.open(.paragraph)
    builder.append("b", style: .body)
    let runs = Array(builder.build().flattened().runs)
    #expect(runs.map(\.text) == ["a", "\n", "b"])
    #expect(runs[1].style.link == nil)
    #expect(runs[1].style.backgroundColor == nil)
  }

  @Test func codeBlockLinesKeepSpacingOnTheOutsideOnly() {
    var builder = StyledDocument.Builder()
    builder.open(.codeBlock(language: nil), style: .init(spacingBefore: 4, spacingAfter: 6))
    builder.append("a\nb\nc", style: .code)
    let lines = lineStyles(builder.build().flattened())
    #expect(lines.map { $0?.paragraphSpacingBefore } == [4, nil, nil])
    #expect(lines.map { $0?.paragraphSpacing } == [nil, nil, 6])
  }

  @Test func anEmptyContainersSpacingGoesNowhere() {
    var builder = StyledDocument.Builder()
    builder.open(.paragraph)
    builder.append("a", style: .body)
    builder.close()
    builder.open(.table(columns: []), style: .init(spacingAfter: 20))
    builder.close()
    builder.open(.paragraph)
    builder.append("b", style: .body)
    let text = builder.build().flattened()
    #expect(text.string == "a\nb")
    #expect(text.runs.allSatisfy { $0.style.paragraph?.paragraphSpacing == nil })
  }
}
