import Foundation
import Testing

@testable import Typeset

@Suite("Platform mapping tables") struct PlatformMappingTests {
  let reference = DynamicTypeReference.shared

  @Test func contentSizeCategoriesMatchTheReferenceBothWays() {
    #expect(reference.categories.count == SizeCategory.allCases.count)
    for (entry, category) in zip(reference.categories, SizeCategory.allCases) {
      #expect(category.uikitRawValue == entry.raw_value)
      #expect(SizeCategory(uikitRawValue: entry.raw_value) == category)
      let swiftUI = DynamicTypeReference.member(entry.swiftui_dynamic_type_size)
      #expect(category.swiftUIName == swiftUI)
      #expect(SizeCategory(swiftUIName: swiftUI) == category)
    }
  }

  @Test func unspecifiedAndUnknownCategoriesMapToNothing() {
    #expect(SizeCategory.uikitUnspecifiedRawValue == "_UICTContentSizeCategoryUnspecified")
    #expect(SizeCategory(uikitRawValue: SizeCategory.uikitUnspecifiedRawValue) == nil)
    #expect(SizeCategory(uikitRawValue: "UICTContentSizeCategoryXXXXL") == nil)
    #expect(SizeCategory(swiftUIName: "extraSmall") == nil)
  }

  @Test func textStylesMatchTheReferenceBothWays() {
    #expect(reference.text_styles.count == DynamicTextStyle.allCases.count)
    for entry in reference.text_styles {
      let style = DynamicTextStyle(uikitRawValue: entry.raw_value)
      #expect(style?.rawValue == entry.id, "\(entry.raw_value)")
      #expect(style?.uikitRawValue == entry.raw_value)
      let swiftUI = DynamicTypeReference.member(entry.swiftui)
      #expect(DynamicTextStyle(swiftUIName: swiftUI) == style)
      #expect(style?.swiftUIName == swiftUI)
    }
    #expect(DynamicTextStyle(uikitRawValue: "UICTFontTextStyleBody ") == nil)
  }

  @Test func namedWeightsMapToApplesConstantsAndBack() {
    let expected: [(FontWeight, Double)] = [
      (.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0), (.medium, 0.23),
      (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62),
    ]
    for (weight, value) in expected {
      #expect(weight.uikitValue == value)
      #expect(FontWeight(uikitValue: value) == weight)
    }
    #expect(FontWeight.uikitWeightTable.map(\.weight) == FontWeight.named)
  }

  @Test func weightsBetweenNamesInterpolateAndSnapBackToTheNearest() {
    #expect(abs(FontWeight(450).uikitValue - 0.115) < 1e-12)
    #expect(FontWeight(1).uikitValue == -0.8)
    #expect(FontWeight(1000).uikitValue == 0.62)
    #expect(FontWeight(uikitValue: -0.17) == .regular)
    #expect(FontWeight(uikitValue: -0.25) == .light)
    #expect(FontWeight(uikitValue: 5) == .black)
    #expect(FontWeight(uikitValue: -5) == .ultraLight)
    // Increasing weights give non-decreasing values: the mapping keeps order.
    let values = (1...1000).map { FontWeight($0).uikitValue }
    #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test(arguments: [
    (ParagraphStyle.Alignment.left, 0, 0), (.center, 1, 2), (.right, 2, 1), (.justified, 3, 3),
    (.natural, 4, 4),
  ])
  func alignmentRawValuesDifferForCenterAndRightOnMacOS(
    alignment: ParagraphStyle.Alignment, uiKit: Int, appKit: Int
  ) {
    #expect(alignment.rawValue(in: .uiKit) == uiKit)
    #expect(alignment.rawValue(in: .appKit) == appKit)
    #expect(ParagraphStyle.Alignment(rawValue: uiKit, in: .uiKit) == alignment)
    #expect(ParagraphStyle.Alignment(rawValue: appKit, in: .appKit) == alignment)
  }

  @Test func alignmentTablesAreTotalAndOneToOne() {
    for framework in AppleTextFramework.allCases {
      let values = ParagraphStyle.Alignment.allCases.map { $0.rawValue(in: framework) }
      #expect(Set(values) == Set(0...4))
      #expect(ParagraphStyle.Alignment(rawValue: 5, in: framework) == nil)
    }
  }

  @Test func lineBreakModesRoundTrip() {
    let values = ParagraphStyle.LineBreakMode.allCases.map(\.platformRawValue)
    #expect(values == [0, 1, 2, 3, 4, 5])
    for mode in ParagraphStyle.LineBreakMode.allCases {
      #expect(ParagraphStyle.LineBreakMode(platformRawValue: mode.platformRawValue) == mode)
    }
    #expect(ParagraphStyle.LineBreakMode(platformRawValue: 6) == nil)
  }

  @Test func writingDirectionsRoundTrip() {
    #expect(ParagraphStyle.BaseWritingDirection.allCases.map(\.platformRawValue) == [-1, 0, 1])
    for direction in ParagraphStyle.BaseWritingDirection.allCases {
      #expect(
        ParagraphStyle.BaseWritingDirection(platformRawValue: direction.platformRawValue)
          == direction)
    }
    #expect(TextStyle.WritingDirection.allCases.map(\.platformRawValue) == [0, 1, 2, 3])
    for direction in TextStyle.WritingDirection.allCases {
      #expect(
        TextStyle.WritingDirection(platformRawValue: direction.platformRawValue) == direction)
    }
    #expect(TextStyle.WritingDirection(platformRawValue: 4) == nil)
  }

  @Test func decorationBitmasksFollowNSUnderlineStyle() {
    func mask(
      _ style: TextStyle.LineDecoration.Style, _ pattern: TextStyle.LineDecoration.Pattern,
      byWord: Bool = false
    ) -> Int {
      ResolvedStyle.Decoration(style: style, pattern: pattern, isByWord: byWord, color: nil)
        .platformStyleRawValue
    }
    #expect(mask(.single, .solid) == 0x01)
    #expect(mask(.thick, .solid) == 0x02)
    #expect(mask(.double, .solid) == 0x09)
    #expect(mask(.single, .dot) == 0x101)
    #expect(mask(.single, .dash) == 0x201)
    #expect(mask(.single, .dashDot) == 0x301)
    #expect(mask(.single, .dashDotDot) == 0x401)
    #expect(mask(.double, .dash, byWord: true) == 0x8209)
    for pattern in TextStyle.LineDecoration.Pattern.allCases {
      #expect(mask(.hidden, pattern, byWord: true) == 0)
    }
  }

  @Test func rarerAttributeValues() {
    #expect(TextStyle.Ligatures.allCases.map(\.platformRawValue) == [0, 1, 2])
    #expect(TextStyle.TextEffect.letterpress.platformRawValue == "_UIKitNewLetterpressStyle")
  }
}
