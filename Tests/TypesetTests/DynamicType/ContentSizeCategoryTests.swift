import Foundation
import Testing

@testable import Typeset

@Suite("ContentSizeCategory")
struct ContentSizeCategoryTests {
  static let reference = DynamicTypeReference.shared

  @Test func casesFollowTheReferenceOrder() {
    let names = Self.reference.categories.sorted { $0.index < $1.index }
      .map { DynamicTypeReference.member($0.uikit) }
    #expect(ContentSizeCategory.allCases.map(\.rawValue) == names)
    #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted())
    #expect(ContentSizeCategory.extraSmall < .small)
    #expect(ContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
    #expect(!(ContentSizeCategory.large < .large))
  }

  @Test(arguments: DynamicTypeReference.shared.categories.map(\.id))
  func namesMatchTheReference(_ id: String) throws {
    let entry = try #require(Self.reference.categories.first { $0.id == id })
    let category = try #require(
      ContentSizeCategory(rawValue: DynamicTypeReference.member(entry.uikit)))
    #expect(category.uikitRawValue == entry.raw_value)
    #expect(category.swiftUIName == DynamicTypeReference.member(entry.swiftui_dynamic_type_size))
    #expect(category.isAccessibility == entry.is_accessibility)
    #expect((category == .default) == entry.is_default)
    #expect(ContentSizeCategory.allCases.firstIndex(of: category) == entry.index)
  }

  @Test func defaultIsLarge() {
    #expect(ContentSizeCategory.default == .large)
    #expect(Self.reference.default_category == ContentSizeCategory.default.rawValue)
  }

  @Test func shortNamesAreTheCommandLineSpelling() {
    #expect(
      ContentSizeCategory.allCases.map(\.shortName) == [
        "xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5",
      ])
  }

  @Test(arguments: ContentSizeCategory.allCases)
  func parsingAcceptsEverySpelling(_ category: ContentSizeCategory) {
    #expect(ContentSizeCategory(parsing: category.rawValue) == category)
    #expect(ContentSizeCategory(parsing: category.uikitRawValue) == category)
    #expect(ContentSizeCategory(parsing: category.swiftUIName) == category)
    #expect(ContentSizeCategory(parsing: category.shortName) == category)
    #expect(ContentSizeCategory(parsing: category.shortName.uppercased()) == category)
    #expect(ContentSizeCategory(parsing: category.shortName.lowercased()) == category)
    #expect(ContentSizeCategory(parsing: " \(category.shortName)\n") == category)
  }

  @Test(arguments: ["", " ", "huge", "AX6", "XXXXL", "ExtraLarge", "UICTContentSizeCategoryxl"])
  func parsingRejectsOtherText(_ text: String) {
    #expect(ContentSizeCategory(parsing: text) == nil)
  }

  @Test func codableUsesCaseNamesAndAcceptsAnySpelling() throws {
    let data = try JSONEncoder().encode([ContentSizeCategory.accessibilityMedium])
    #expect(String(decoding: data, as: UTF8.self) == #"["accessibilityMedium"]"#)
    let decoded = try JSONDecoder().decode(
      [ContentSizeCategory].self, from: Data(#"["AX1", "xxl", "UICTContentSizeCategoryM"]"#.utf8))
    #expect(decoded == [.accessibilityMedium, .extraExtraLarge, .medium])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([ContentSizeCategory].self, from: Data(#"["AX9"]"#.utf8))
    }
  }
}
