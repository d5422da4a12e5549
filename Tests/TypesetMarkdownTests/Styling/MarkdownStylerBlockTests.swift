import Foundation
import Testing
import Typeset
import TypesetMarkdown

@Suite("Markdown styling: blocks") struct MarkdownStylerBlockTests {
  static let headingStyles: [(Int, DynamicTextStyle)] = [
    (1, .title1), (2, .title2), (3, .title3), (4, .headline), (5, .subheadline), (6, .footnote),
  ]

  @Test(arguments: headingStyles)
  func headingsTakeTheirStylesAndScale(level: Int, textStyle: DynamicTextStyle) throws {
    let markdown = String(repeating: "#", count: level) + " Title\n\nbody"
    let regular = try #require(resolvedStyle(of: "Title", in: markdown))
    let large = try #require(
      resolvedStyle(
        of: "Title", in: markdown,
        environment: TextEnvironment(sizeCategory: .accessibilityExtraExtraExtraLarge)))
    #expect(regular.font.textStyle == textStyle)
    #expect(regular.font.size == textStyle.size(for: .large))
    #expect(large.font.size == textStyle.size(for: .accessibilityExtraExtraExtraLarge))
    #expect(large.font.size > regular.font.size)
    if level >= 5 { #expect(regular.font.weight == .semibold) }
    let flat = flatten(markdown)
    #expect(flat.blocks.first?.kind == .heading(level: level))
  }

  @Test func blocksAreSeparatedByNewlinesWithTheirParagraphStyles() throws {
    let flat = flatten("# T\n\nBody\n\n---\n")
    #expect(flat.text.string == "T\nBody\n⁂")
    let rule = try #require(flat.text.runs.last)
    #expect(rule.style.paragraph?.alignment == .center)
    #expect(flat.text.runs.first?.style.paragraph?.paragraphSpacingBefore == 8)
  }

  @Test func nestedListsHaveGrowingIndentsAndTheirLevelsMarkers() throws {
    let flat = flatten("- a\n  - b\n    - c\n      - d\n")
    #expect(flat.text.string == "•\ta\n◦\tb\n▪\tc\n•\td")
    let lines = paragraphs(of: flat.text)
    #expect(lines.map(\.headIndent) == [24, 48, 72, 96])
    #expect(lines.map(\.firstLineHeadIndent) == [0, 24, 48, 72])
    #expect(lines.map { $0.tabStops?.first?.location } == [24, 48, 72, 96])
    #expect(flat.blocks.map(\.depth) == [1, 2, 3, 4])
  }

  @Test func orderedListsNumberByLevel() {
    let flat = flatten("1. a\n   1. b\n      1. c\n         1. d\n")
    #expect(flat.text.string == "\t1.\ta\n\ta.\tb\n\ti.\tc\n\t1.\td")
  }

  @Test func orderedListsHonourTheirStartAndAlignOnTheRight() throws {
    let flat = flatten("9. nine\n10. ten\n")
    #expect(flat.text.string == "\t9.\tnine\n\t10.\tten")
    let lines = paragraphs(of: flat.text)
    for line in lines {
      let stops = try #require(line.tabStops)
      #expect(stops.count == 2)
      #expect(stops[0].alignment == .right)
      #expect(stops[0].location < stops[1].location)
      #expect(stops[1].location == line.headIndent)
    }
    #expect(lines[0].tabStops == lines[1].tabStops)
  }

  @Test func parenthesisListsKeepTheirDelimiter() {
    #expect(flatten("3) c\n4) d\n").text.string == "\t3)\tc\n\t4)\td")
  }

  @Test func taskItemsShowTheirBoxes() {
    let flat = flatten("- [ ] open\n- [x] done\n")
    #expect(flat.text.string == "☐\topen\n☑\tdone")
    #expect(
      flat.blocks.map(\.kind) == [.listItem(checkbox: .unchecked), .listItem(checkbox: .checked)])
  }

  /// Markers that do not count are made once per list style, item style and box state and
  /// then reused: boxes of both states side by side, plain items between them, each level's
  /// bullet, and numbers (made every time) around a boxed item of an ordered list.
  @Test func reusedMarkersKeepEachItemsOwn() {
    let markdown = """
      - [ ] a
      - [x] b
      - c
      - [ ] d
        - e
          - f
        - [x] g

      1. h
      2. [x] i
      3. j

      - k
      """
    #expect(
      flatten(markdown).text.string
        == "☐\ta\n☑\tb\n•\tc\n☐\td\n◦\te\n▪\tf\n☑\tg\n\t1.\th\n☑\ti\n\t3.\tj\n•\tk")
  }

  /// An item's marker takes its line's text style without what acts on the text or draws on
  /// it: a bullet before a link is no link and not underlined, one before struck text is not
  /// struck, and the same holds for a number.
  @Test func markersTakeNeitherLinksNorLinesOfTheirFirstRun() throws {
    let flat = flatten("- [site](https://swift.org) text\n- ~~gone~~ x\n\n1. ~~gone~~ x\n")
    let markers = flat.text.runs.filter { $0.text.hasSuffix("\t") }
    #expect(markers.map(\.text) == ["•\t", "•\t", "\t1.\t"])
    for marker in markers {
      #expect(marker.style.link == nil)
      #expect(marker.style.underline == nil)
      #expect(marker.style.strikethrough == nil)
    }
    // The text after each marker keeps its own style.
    #expect(
      try #require(styledRun(of: "site", in: "- [site](https://swift.org)")).style.link != nil)
    #expect(try #require(styledRun(of: "gone", in: "- ~~gone~~")).style.strikethrough != nil)
  }

  @Test func aListsLastItemHasExtraSpacingAfter() {
    let lines = paragraphs(of: flatten("- a\n- b\n- c\n\nafter").text)
    #expect(lines.map(\.paragraphSpacing) == [2, 2, 8, 8])
  }

  @Test func looseListItemsKeepLaterParagraphsUnderTheirText() throws {
    let flat = flatten("- first\n\n  second\n- next\n")
    #expect(flat.text.string == "•\tfirst\nsecond\n•\tnext")
    let lines = paragraphs(of: flat.text)
    #expect(lines[1].firstLineHeadIndent == 24)
    #expect(lines[1].headIndent == 24)
    #expect(lines[1].tabStops == nil)
  }

  @Test func quotesIndentAndNestedQuotesIndentFurther() {
    let flat = flatten("> a\n>\n> > b\n")
    let lines = paragraphs(of: flat.text)
    #expect(lines.map(\.headIndent) == [16, 32])
    #expect(lines.map(\.firstLineHeadIndent) == [16, 32])
    #expect(flat.blocks.map(\.kind) == [.quote, .quote])
    #expect(flat.blocks.map(\.depth) == [1, 2])
  }

  @Test func codeBlocksAreMonospacedLinesWithoutHyphenation() throws {
    let flat = flatten("```swift\nlet a = 1\nlet b = 2\n```\n")
    #expect(flat.text.string == "let a = 1\nlet b = 2")
    for run in flat.text.runs {
      #expect(run.style.fontFamily == .system(design: .monospaced))
      #expect(run.style.paragraph?.hyphenationFactor == 0)
    }
    let lines = paragraphs(of: flat.text)
    #expect(lines.map(\.paragraphSpacing) == [nil, 8])
    #expect(flat.blocks.first?.kind == .codeBlock(language: "swift"))
  }

  @Test func tablesKeepTheirColumnsAlignment() throws {
    let flat = flatten("| l | c | r |\n|:--|:-:|--:|\n| 1 | 2 | 3 |\n")
    #expect(flat.text.string == "l\tc\tr\n1\t2\t3")
    let lines = paragraphs(of: flat.text)
    let stops = try #require(lines.first?.tabStops)
    #expect(stops.map(\.alignment) == [.center, .right])
    #expect(stops[0].location < stops[1].location)
    #expect(lines[0].tabStops == lines[1].tabStops)
    #expect(flat.text.runs.first?.style.weight == .semibold)
    #expect(flat.blocks.map(\.kind) == [.tableRow(isHeader: true), .tableRow(isHeader: false)])
  }

  @Test func aCentredFirstColumnStartsWithATab() throws {
    let flat = flatten("| c | d |\n|:-:|---|\n| 1 | 2 |\n")
    #expect(flat.text.string == "\tc\td\n\t1\t2")
    #expect(paragraphs(of: flat.text).first?.tabStops?.first?.alignment == .center)
  }

  @Test func rawHTMLBlocksAreDroppedOrKept() {
    let markdown = "<div>\nraw\n</div>\n\ntext"
    #expect(flatten(markdown).text.string == "text")
    let kept = MarkdownParser.parse(markdown).styled(options: .init(rawHTML: .keepLiteral))
    #expect(kept.flattened().string == "<div>\nraw\n</div>\ntext")
  }

  @Test func documentTreeReadsBack() {
    let document = StyledDocument(markdown: "> - a\n")
    let quote = document.blocks.first
    #expect(quote?.kind == .quote)
    let list = quote?.children.first
    #expect(list?.kind == .list(ordered: false, start: 1, isTight: true))
    #expect(list?.children.first?.children.first?.text.string == "a")
  }
}

/// The paragraph style of each line (paragraph) of a flattened text.
func paragraphs(of text: StyledText) -> [ParagraphStyle] {
  var result: [ParagraphStyle] = []
  var atLineStart = true
  for run in text.runs {
    if atLineStart { result.append(run.style.paragraph ?? ParagraphStyle()) }
    atLineStart = run.text.hasSuffix("\n")
    if run.text.dropLast().contains("\n") {
      for _ in run.text.dropLast().filter({ $0 == "\n" }) {
        result.append(run.style.paragraph ?? ParagraphStyle())
      }
    }
  }
  return result
}
