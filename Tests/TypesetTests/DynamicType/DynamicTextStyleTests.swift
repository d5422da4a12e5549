import Foundation
import Testing

@testable import Typeset

@Suite("DynamicTextStyle")
struct DynamicTextStyleTests {
  static let reference = DynamicTypeReference.shared

  struct Cell: Sendable, CustomStringConvertible {
    let style: DynamicTextStyle
    let category: SizeCategory
    var description: String { "\(style) @ \(category)" }
  }

  static let cells: [Cell] = DynamicTextStyle.allCases.flatMap { style in
    SizeCategory.allCases.map { Cell(style: style, category: $0) }
  }

  @Test func referenceHasElevenStyles() {
    #expect(Self.reference.text_styles.count == DynamicTextStyle.allCases.count)
    #expect(
      Set(Self.reference.text_styles.map(\.id)) == Set(DynamicTextStyle.allCases.map(\.rawValue)))
  }

  @Test(arguments: DynamicTextStyle.allCases)
  func namesAndWeightsMatchTheReference(_ style: DynamicTextStyle) throws {
    let entry = try #require(Self.reference.style(style.rawValue))
    #expect(style.uikitRawValue == entry.raw_value)
    #expect(style.swiftUIName == DynamicTypeReference.member(entry.swiftui))
    #expect(style.weight == FontWeight(parsing: entry.weight))
    #expect(style.emphasizedWeight == FontWeight(parsing: entry.emphasized_weight))
  }

  @Test(arguments: cells)
  func sizeAndLeadingMatchEveryCell(_ cell: Cell) throws {
    let entry = try #require(Self.reference.style(cell.style.rawValue))
    let category = try #require(
      Self.reference.categories.first {
        DynamicTypeReference.member($0.uikit) == cell.category.rawValue
      })
    let expected = try #require(entry.sizes[category.id])
    #expect(cell.style.size(for: cell.category) == expected.size)
    #expect(cell.style.leading(for: cell.category) == expected.leading)
  }

  @Test(arguments: DynamicTextStyle.allCases)
  func parsingAcceptsEverySpelling(_ style: DynamicTextStyle) {
    #expect(DynamicTextStyle(parsing: style.rawValue) == style)
    #expect(DynamicTextStyle(parsing: style.swiftUIName) == style)
    #expect(DynamicTextStyle(parsing: style.uikitRawValue) == style)
    #expect(DynamicTextStyle(parsing: "  \(style.rawValue) ") == style)
  }

  @Test func swiftUINamesForTitleAndCaption() {
    #expect(DynamicTextStyle(parsing: "title") == .title1)
    #expect(DynamicTextStyle(parsing: "caption") == .caption1)
    #expect(DynamicTextStyle.title1.swiftUIName == "title")
    #expect(DynamicTextStyle.caption1.swiftUIName == "caption")
  }

  @Test(arguments: ["", "title4", "Body", "BODY", "UICTFontTextStyleTitle4", "caption3"])
  func parsingRejectsOtherText(_ text: String) {
    #expect(DynamicTextStyle(parsing: text) == nil)
  }

  @Test func codableUsesCaseNamesAndAcceptsAnySpelling() throws {
    let data = try JSONEncoder().encode([DynamicTextStyle.title1])
    #expect(String(decoding: data, as: UTF8.self) == #"["title1"]"#)
    let decoded = try JSONDecoder().decode(
      [DynamicTextStyle].self, from: Data(#"["title", "UICTFontTextStyleSubhead"]"#.utf8))
    #expect(decoded == [.title1, .subheadline])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([DynamicTextStyle].self, from: Data(#"["title4"]"#.utf8))
    }
  }
}
