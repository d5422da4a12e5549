import Foundation
import Testing

@testable import Typeset

/// One modifier and what it must leave in the style.
struct ModifierCase: Sendable, CustomTestStringConvertible {
  let name: String
  let apply: @Sendable (TextStyle) -> TextStyle
  let holds: @Sendable (TextStyle) -> Bool
  var testDescription: String { name }
}

private let url = URL(string: "https://example.com")!
private let red = TextColor(red: 1, green: 0, blue: 0)
private let shadow = TextStyle.Shadow(offsetX: 1, offsetY: 2, blurRadius: 3, color: red)
private let tab = ParagraphStyle.TabStop(location: 40, alignment: .right)

let modifierCases: [ModifierCase] = [
  .init(name: "fontFamily", apply: { $0.fontFamily(.system(design: .serif)) }) {
    $0.fontFamily == .system(design: .serif)
  },
  .init(name: "weight", apply: { $0.weight(.semibold) }) { $0.weight == .semibold },
  .init(name: "bold", apply: { $0.bold() }) { $0.weight == .bold },
  .init(name: "italic", apply: { $0.italic() }) { $0.isItalic == true },
  .init(name: "roman", apply: { $0.italic().roman() }) { $0.isItalic == false },
  .init(name: "size", apply: { $0.size(15) }) { $0.size == .points(15) },
  .init(name: "sizeMultiplied", apply: { $0.sizeMultiplied(by: 1.5) }) {
    $0.size == .relative(multiplier: 1.5)
  },
  .init(name: "sizeIncremented", apply: { $0.sizeIncremented(by: 2) }) {
    $0.size == .relative(increment: 2)
  },
  .init(name: "textStyle", apply: { $0.textStyle(.headline) }) { $0.dynamicTextStyle == .headline },
  .init(name: "scaling", apply: { $0.scaling(.standardSizes) }) { $0.scaling == .standardSizes },
  .init(name: "fontFeatures", apply: { $0.fontFeatures(.fractions).smallCaps() }) {
    $0.fontFeatures == [.fractions, .smallCaps]
  },
  .init(name: "monospacedDigits", apply: { $0.monospacedDigits() }) {
    $0.fontFeatures == .monospacedDigits
  },
  .init(name: "uppercased", apply: { $0.uppercased() }) { $0.textCase == .uppercase },
  .init(name: "lowercased", apply: { $0.lowercased() }) { $0.textCase == .lowercase },
  .init(name: "capitalized", apply: { $0.capitalized() }) { $0.textCase == .capitalized },
  .init(name: "textCase", apply: { $0.uppercased().textCase(.original) }) {
    $0.textCase == .original
  },
  .init(name: "kern", apply: { $0.kern(1.5) }) { $0.kern == 1.5 },
  .init(name: "tracking", apply: { $0.tracking(50) }) { $0.tracking == 50 },
  .init(name: "baselineOffset points", apply: { $0.baselineOffset(points: 3) }) {
    $0.baselineOffset == .points(3)
  },
  .init(name: "baselineOffset relative", apply: { $0.baselineOffset(relative: 0.3) }) {
    $0.baselineOffset == .relative(0.3)
  },
  .init(name: "ligatures", apply: { $0.ligatures(.requiredOnly) }) {
    $0.ligatures == TextStyle.Ligatures.requiredOnly
  },
  .init(name: "obliqueness", apply: { $0.obliqueness(0.2) }) { $0.obliqueness == 0.2 },
  .init(name: "expansion", apply: { $0.expansion(0.1) }) { $0.expansion == 0.1 },
  .init(name: "textEffect", apply: { $0.textEffect(.letterpress) }) {
    $0.textEffect == .letterpress
  },
  .init(name: "verticalGlyphs", apply: { $0.verticalGlyphs() }) { $0.usesVerticalGlyphs == true },
  .init(name: "writingDirection", apply: { $0.writingDirection(.rightToLeftOverride) }) {
    $0.writingDirection == .rightToLeftOverride
  },
  .init(name: "link", apply: { $0.link(url) }) { $0.link == url },
  .init(name: "color", apply: { $0.color(red) }) { $0.foregroundColor == red },
  .init(name: "backgroundColor", apply: { $0.backgroundColor(red) }) {
    $0.backgroundColor == red
  },
  .init(name: "opacity", apply: { $0.opacity(0.5) }) { $0.opacity == 0.5 },
  .init(name: "opacity clamps", apply: { $0.opacity(3) }) { $0.opacity == 1 },
  .init(name: "underline", apply: { $0.underline(.double, pattern: .dot, color: red) }) {
    $0.underline == TextStyle.LineDecoration(.double, pattern: .dot, color: red)
  },
  .init(name: "strikethrough", apply: { $0.strikethrough(.thick) }) {
    $0.strikethrough == TextStyle.LineDecoration(.thick)
  },
  .init(name: "stroke", apply: { $0.stroke(width: -2, color: red) }) {
    $0.strokeWidth == -2 && $0.strokeColor == red
  },
  .init(name: "shadow", apply: { $0.shadow(shadow) }) { $0.shadow == shadow },
  .init(name: "alignment", apply: { $0.alignment(.center) }) { $0.paragraph?.alignment == .center },
  .init(name: "lineSpacing", apply: { $0.lineSpacing(4) }) { $0.paragraph?.lineSpacing == 4 },
  .init(name: "lineHeightMultiple", apply: { $0.lineHeightMultiple(1.2) }) {
    $0.paragraph?.lineHeightMultiple == 1.2
  },
  .init(name: "minimumLineHeight", apply: { $0.minimumLineHeight(20) }) {
    $0.paragraph?.minimumLineHeight == 20
  },
  .init(name: "maximumLineHeight", apply: { $0.maximumLineHeight(30) }) {
    $0.paragraph?.maximumLineHeight == 30
  },
  .init(name: "paragraphSpacing", apply: { $0.paragraphSpacing(12) }) {
    $0.paragraph?.paragraphSpacing == 12
  },
  .init(name: "paragraphSpacingBefore", apply: { $0.paragraphSpacingBefore(6) }) {
    $0.paragraph?.paragraphSpacingBefore == 6
  },
  .init(name: "headIndent", apply: { $0.headIndent(20) }) { $0.paragraph?.headIndent == 20 },
  .init(name: "firstLineHeadIndent", apply: { $0.firstLineHeadIndent(10) }) {
    $0.paragraph?.firstLineHeadIndent == 10
  },
  .init(name: "tailIndent", apply: { $0.tailIndent(-8) }) { $0.paragraph?.tailIndent == -8 },
  .init(name: "lineBreakMode", apply: { $0.lineBreakMode(.byTruncatingTail) }) {
    $0.paragraph?.lineBreakMode == .byTruncatingTail
  },
  .init(name: "tabStops", apply: { $0.tabStops([tab]) }) { $0.paragraph?.tabStops == [tab] },
  .init(name: "defaultTabInterval", apply: { $0.defaultTabInterval(28) }) {
    $0.paragraph?.defaultTabInterval == 28
  },
  .init(name: "hyphenationFactor", apply: { $0.hyphenationFactor(0.7) }) {
    $0.paragraph?.hyphenationFactor == 0.7
  },
  .init(name: "baseWritingDirection", apply: { $0.baseWritingDirection(.rightToLeft) }) {
    $0.paragraph?.baseWritingDirection == .rightToLeft
  },
]

@Suite("TextStyle modifiers") struct TextStyleModifierTests {
  @Test(arguments: modifierCases)
  func modifierSetsItsValue(_ modifier: ModifierCase) {
    let styled = modifier.apply(TextStyle())
    #expect(modifier.holds(styled))
    #expect(!styled.isEmpty)
  }

  @Test(arguments: modifierCases)
  func modifierLeavesTheOriginalUntouched(_ modifier: ModifierCase) {
    let original = TextStyle().color(.label)
    _ = modifier.apply(original)
    #expect(original == TextStyle().color(.label))
  }

  @Test(arguments: modifierCases)
  func modifierKeepsOtherValues(_ modifier: ModifierCase) {
    let base = TextStyle().fontFamily(.system(design: .rounded)).weight(.light)
    let styled = modifier.apply(base)
    if modifier.name != "fontFamily" { #expect(styled.fontFamily == .system(design: .rounded)) }
    if !["weight", "bold"].contains(modifier.name) { #expect(styled.weight == .light) }
  }

  @Test func laterModifierWins() {
    #expect(TextStyle().bold().weight(.light).weight == .light)
    #expect(TextStyle().size(10).size(12).size == .points(12))
  }

  @Test func relativeSizesComposeInOrder() {
    let size = TextStyle().size(10).sizeMultiplied(by: 2).sizeIncremented(by: 1)
      .sizeMultiplied(by: 3).size
    #expect(size?.points == 10)
    #expect(size?.value(base: 99) == 63)  // ((10 × 2) + 1) × 3
  }

  @Test func paragraphModifiersAccumulate() {
    let style = TextStyle().alignment(.center).lineSpacing(4).headIndent(8)
    #expect(style.paragraph == ParagraphStyle().alignment(.center).lineSpacing(4).headIndent(8))
  }

  @Test func hyphenationFactorIsClamped() {
    #expect(TextStyle().hyphenationFactor(2).paragraph?.hyphenationFactor == 1)
    #expect(TextStyle().hyphenationFactor(-1).paragraph?.hyphenationFactor == 0)
  }
}
