import Foundation
import Testing

@testable import Typeset

@Suite("TextStyle merging and coding") struct TextStyleMergingTests {
  @Test func argumentsSetFieldsWin() {
    let base = TextStyle().weight(.light).italic().color(.label)
    let merged = base.merging(TextStyle().weight(.bold))
    #expect(merged.weight == .bold)
    #expect(merged.isItalic == true)
    #expect(merged.foregroundColor == .label)
  }

  @Test func unsetFieldsInherit() {
    let base = TextStyle.body.kern(1).underline()
    #expect(base.merging(TextStyle()) == base)
    #expect(TextStyle().merging(base) == base)
  }

  @Test func everyModifierSurvivesMergingOverAnEmptyStyle() {
    for modifier in modifierCases {
      let overlay = modifier.apply(TextStyle())
      #expect(TextStyle().merging(overlay) == overlay, "\(modifier.name)")
    }
  }

  @Test func relativeSizeComposesWithTheSizeUnderneath() {
    let base = TextStyle().size(15)
    let merged = base.merging(TextStyle().sizeMultiplied(by: 2).sizeIncremented(by: 1))
    #expect(merged.size?.value(base: 0) == 31)
    let absolute = base.merging(TextStyle().size(9))
    #expect(absolute.size == .points(9))
  }

  @Test func relativeOverRelativeStaysRelative() {
    let merged = TextStyle().sizeMultiplied(by: 2).merging(TextStyle().sizeMultiplied(by: 3))
    #expect(merged.size?.isRelative == true)
    #expect(merged.size?.value(base: 10) == 60)
  }

  @Test func paragraphStylesMergeFieldByField() {
    let base = TextStyle().alignment(.center).lineSpacing(2)
    let merged = base.merging(TextStyle().lineSpacing(6).headIndent(4))
    #expect(merged.paragraph == ParagraphStyle().alignment(.center).lineSpacing(6).headIndent(4))
  }

  @Test func codableRoundTripKeepsEveryField() throws {
    let family = FontFamily.custom(
      "Avenir",
      faces: [
        .init(weight: .regular, name: "Avenir-Book"),
        .init(weight: .bold, isItalic: true, name: "Avenir-HeavyOblique"),
      ])
    var style = TextStyle()
    for modifier in modifierCases { style = modifier.apply(style) }
    style = style.fontFamily(family).sizeMultiplied(by: 1.5)
    let data = try JSONEncoder().encode(style)
    #expect(try JSONDecoder().decode(TextStyle.self, from: data) == style)
  }

  @Test func themeSpellingDecodes() throws {
    let json = """
      {"font": "ui-serif", "weight": "semibold", "italic": true, "size": {"multiplier": 1.4},
       "textStyle": "headline", "scaling": "standardSizes", "color": "secondaryLabel",
       "baselineOffset": {"relative": 0.3}, "fontFeatures": ["smcp"],
       "paragraph": {"alignment": "center"}}
      """
    let style = try JSONDecoder().decode(TextStyle.self, from: Data(json.utf8))
    #expect(
      style
        == TextStyle().fontFamily(.system(design: .serif)).weight(.semibold).italic()
        .sizeMultiplied(by: 1.4).textStyle(.headline).scaling(.standardSizes)
        .color(.secondaryLabel).baselineOffset(relative: 0.3).smallCaps().alignment(.center))
  }

  @Test func unknownSystemFontIsADecodingError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TextStyle.self, from: Data(#"{"font": "comic"}"#.utf8))
    }
  }
}
