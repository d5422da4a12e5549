import Foundation
import Testing

@testable import Typeset

@Suite("FontMetrics")
struct FontMetricsTests {
  static let reference = DynamicTypeReference.shared

  @Test func customBodyFontFigures() {
    let metrics = FontMetrics(textStyle: .body)
    #expect(metrics.scaledFontSize(17, for: .accessibilityExtraExtraExtraLarge) == 48)
    #expect(metrics.scaledFontSize(17, for: .extraSmall) == 15)
    #expect(metrics.scaledFontSize(17, for: .large) == 17)
    #expect(FontMetrics.default == metrics)
  }

  @Test func scaledValueRoundsToThePixelGrid() {
    let value = FontMetrics.default.scaledValue(17, for: .medium, displayScale: 3)
    #expect(value == 49.0 / 3)
    #expect(FontMetrics.default.scaledValue(17, for: .medium) == 49.0 / 3)
    #expect(FontMetrics.default.scaledValue(17, for: .medium, displayScale: 2) == 16)
    #expect(FontMetrics.default.scaledValue(17, for: .medium, displayScale: 1) == 16)
    #expect(
      abs(FontMetrics.default.scaledValue(17, for: .medium, displayScale: 0) - 17 * 21 / 22) < 1e-12
    )
  }

  @Test func maximumPointSizeLimitsFonts() {
    let metrics = FontMetrics.default
    #expect(metrics.scaledFontSize(17, for: .accessibilityLarge, maximumPointSize: 28) == 28)
    #expect(metrics.scaledFontSize(17, for: .extraSmall, maximumPointSize: 28) == 15)
    #expect(metrics.scaledFontSize(17, for: .accessibilityLarge, maximumPointSize: 0) == 31)
  }

  @Test(arguments: DynamicTextStyle.allCases)
  func scaleFactorMatchesTheReference(_ style: DynamicTextStyle) throws {
    let table = try #require(
      Self.reference.uifontmetrics_model.factor_leading_ratio[style.rawValue])
    for entry in Self.reference.categories {
      let category = try #require(
        SizeCategory(rawValue: DynamicTypeReference.member(entry.uikit)))
      let expected = try #require(table[entry.id])
      #expect(abs(FontMetrics(textStyle: style).scaleFactor(for: category) - expected) < 1e-5)
    }
  }

  @Test(arguments: DynamicTextStyle.allCases)
  func scaledFontSizeForEveryCell(_ style: DynamicTextStyle) throws {
    let entry = try #require(Self.reference.style(style.rawValue))
    let base = try #require(entry.sizes["large"])
    for category in Self.reference.categories {
      let sizeCategory = try #require(
        SizeCategory(rawValue: DynamicTypeReference.member(category.uikit)))
      let cell = try #require(entry.sizes[category.id])
      let expected = (base.size * cell.leading / base.leading).rounded()
      let scaled = FontMetrics(textStyle: style).scaledFontSize(base.size, for: sizeCategory)
      #expect(scaled == expected, "\(style) @ \(category.id)")
      #expect(scaled == scaled.rounded())
    }
  }

  @Test func nonFiniteInputDoesNotTrap() {
    #expect(FontMetrics.default.scaledFontSize(.nan, for: .large).isNaN)
    #expect(FontMetrics.default.scaledValue(.infinity, for: .large) == .infinity)
  }
}
