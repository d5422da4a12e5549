import Foundation
import Testing

@testable import Typeset

@Suite("SizeCategory")
struct ContentSizeCategoryTests {
  static let reference = DynamicTypeReference.shared

  @Test func casesFollowTheReferenceOrder() {
    let names = Self.reference.categories.sorted { $0.index < $1.index }
      .map { DynamicTypeReference.member($0.uikit) }
    #expect(SizeCategory.allCases.map(\.rawValue) == names)
    #expect(SizeCategory.allCases == SizeCategory.allCases.sorted())
    #expect(SizeCategory.extraSmall < .small)
    #expect(SizeCategory.accessibilityMedium > .extraExtraExtraLarge)
    #expect(!(SizeCategory.large < .large))
  }

  @Test(arguments: DynamicTypeReference.shared.categories.map(\.id))
  func namesMatchTheReference(_ id: String) throws {
    let entry = try #require(Self.reference.categories.first { $0.id == id })
    let category = try #require(
      SizeCategory(rawValue: DynamicTypeReference.member(entry.uikit)))
    #expect(category.uikitRawValue == entry.raw_value)
    #expect(category.swiftUIName == DynamicTypeReference.member(entry.swiftui_dynamic_type_size))
    #expect(category.isAccessibility == entry.is_accessibility)
    #expect((category == .default) == entry.is_default)
    #expect(SizeCategory.allCases.firstIndex(of: category) == entry.index)
  }

  @Test func defaultIsLarge() {
    #expect(SizeCategory.default == .large)
    #expect(Self.reference.default_category == SizeCategory.default.rawValue)
  }

  @Test func shortNamesAreTheCommandLineSpelling() {
    #expect(
      SizeCategory.allCases.map(\.shortName) == [
        "xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5",
      ])
  }

  @Test(arguments: SizeCategory.allCases)
  func parsingAcceptsEverySpelling(_ category: SizeCategory) {
    #expect(SizeCategory(parsing: category.rawValue) == category)
    #expect(SizeCategory(parsing: category.uikitRawValue) == category)
    #expect(SizeCategory(parsing: category.swiftUIName) == category)
    #expect(SizeCategory(parsing: category.shortName) == category)
    #expect(SizeCategory(parsing: category.shortName.uppercased()) == category)
    #expect(SizeCategory(parsing: category.shortName.lowercased()) == category)
    #expect(SizeCategory(parsing: " \(category.shortName)\n") == category)
  }

  @Test(arguments: ["", " ", "huge", "AX6", "XXXXL", "ExtraLarge", "UICTContentSizeCategoryxl"])
  func parsingRejectsOtherText(_ text: String) {
    #expect(SizeCategory(parsing: text) == nil)
  }

  @Test func codableUsesCaseNamesAndAcceptsAnySpelling() throws {
    let data = try JSONEncoder().encode([SizeCategory.accessibilityMedium])
    #expect(String(decoding: data, as: UTF8.self) == #"["accessibilityMedium"]"#)
    let decoded = try JSONDecoder().decode(
      [SizeCategory].self, from: Data(#"["AX1", "xxl", "UICTContentSizeCategoryM"]"#.utf8))
    #expect(decoded == [.accessibilityMedium, .extraExtraLarge, .medium])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([SizeCategory].self, from: Data(#"["AX9"]"#.utf8))
    }
  }
}
