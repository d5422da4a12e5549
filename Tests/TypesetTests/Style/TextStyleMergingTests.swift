import Foundation
import Testing
import TypesetTestSupport

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

/// `contains` answers what `merging` would: merging a contained style changes nothing.
@Suite struct TextStyleContainmentTests {
  /// Small overlays, several per property, so random pairs share some values and not others.
  static let overlays: [TextStyle] = [
    TextStyle().bold(), TextStyle().weight(.light), TextStyle().italic(), TextStyle().roman(),
    TextStyle().size(15), TextStyle().size(17), TextStyle().sizeMultiplied(by: 2),
    TextStyle().textStyle(.body), TextStyle().textStyle(.caption1), TextStyle().kern(1),
    TextStyle().color(.black), TextStyle().color(.label), TextStyle().backgroundColor(.white),
    TextStyle().underline(), TextStyle().strikethrough(), TextStyle().smallCaps(),
    TextStyle().alignment(.center), TextStyle().headIndent(8), TextStyle().headIndent(4),
    TextStyle().link(URL(string: "https://a.example")!),
    TextStyle().link(URL(string: "https://b.example")!),
  ]

  @Test func containsIsMergingChangingNothing() {
    var random = SplitMix64(seed: 11)
    var contained = 0
    for _ in 0..<4_000 {
      let parts = (0..<random.below(6)).map { _ in Self.overlays[random.below(Self.overlays.count)]
      }
      let style = parts.reduce(TextStyle()) { $0.merging($1) }
      // Half the time some of the style's own parts (usually contained, unless a later part
      // overrode one), else other parts.
      let own = random.below(2) == 0
      let other = (0..<random.below(4)).reduce(TextStyle()) { result, _ in
        let pool = own && !parts.isEmpty ? parts : Self.overlays
        return result.merging(pool[random.below(pool.count)])
      }
      let expected = style.merging(other) == style
      #expect(style.contains(other) == expected, "\(style) ⊇ \(other)")
      if expected { contained += 1 }
    }
    #expect(contained > 500 && contained < 3_500)
  }

  @Test func relativeSizesAndParagraphsCompareAsMergingAppliesThem() {
    let style = TextStyle().size(15).headIndent(8).alignment(.center)
    #expect(style.contains(TextStyle().headIndent(8)))
    #expect(!style.contains(TextStyle().headIndent(4)))
    #expect(!style.contains(TextStyle().sizeMultiplied(by: 2)))
    #expect(TextStyle().sizeMultiplied(by: 2).contains(TextStyle().size(15)) == false)
    #expect(style.contains(TextStyle()))
  }
}
