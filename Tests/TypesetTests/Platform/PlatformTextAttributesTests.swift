import Foundation
import Testing

@testable import Typeset

@Suite("Platform text attributes") struct PlatformTextAttributesTests {
  let environment = TextEnvironment()

  /// Every stored field of `ResolvedStyle`, with the attribute keys it produces. A field
  /// added to `ResolvedStyle` fails `everyResolvedStyleFieldIsAccountedFor` until it is
  /// listed here.
  static let keysByField: [String: [PlatformTextAttributes.Key]] = [
    "font": [.font],
    "foregroundColor": [.foregroundColor],
    "backgroundColor": [.backgroundColor],
    "boxedUnderline": [.underlineStyle, .underlineColor],
    "boxedStrikethrough": [.strikethroughStyle, .strikethroughColor],
    "strokeWidth": [.strokeWidth],
    "strokeColor": [.strokeColor],
    "boxedShadow": [.shadow],
    "linkTarget": [.link],
    "boxedAttachment": [.attachment],
    "kern": [.kern],
    "baselineOffset": [.baselineOffset],
    "ligatures": [.ligature],
    "obliqueness": [.obliqueness],
    "expansion": [.expansion],
    "textEffect": [.textEffect],
    "usesVerticalGlyphs": [.verticalGlyphForm],
    "writingDirection": [.writingDirection],
    "boxedParagraph": [.paragraphStyle],
  ]

  @Test func everyResolvedStyleFieldIsAccountedFor() {
    let style = TextStyle.body.resolved(in: environment)
    let fields = Set(Mirror(reflecting: style).children.compactMap(\.label))
    #expect(fields == Set(Self.keysByField.keys))
    let keys = Set(Self.keysByField.values.joined())
    #expect(keys == Set(PlatformTextAttributes.Key.allCases))
  }

  @Test func aPlainStyleHasOnlyFontAndColour() {
    let attributes = TextStyle.body.resolved(in: environment).platformAttributes
    #expect(attributes.keys == [.font, .foregroundColor])
    #expect(attributes.foregroundColor.hex == "#000000FF")
    #expect(attributes.font.source == .system(.default))
    #expect(attributes.font.size == 17)
  }

  @Test func everyFieldReachesItsAttribute() throws {
    let url = try #require(URL(string: "https://swift.org"))
    var style = TextStyle.body
      .backgroundColor(.systemYellow)
      .strikethrough(.thick, color: .systemBlue)
      .stroke(width: -2, color: .black)
      .shadow(.init(offsetX: 1, offsetY: 2, blurRadius: 3))
      .link(url)
      .attachment(TextAttachment(imageName: "star", width: 12, height: 10))
      .kern(1.5)
      .baselineOffset(points: 2)
      .ligatures(.all)
      .obliqueness(0.1)
      .expansion(0.05)
      .textEffect(.letterpress)
      .verticalGlyphs()
      .writingDirection(.rightToLeftEmbedding)
      .paragraph(
        ParagraphStyle().alignment(.center).lineSpacing(4).tabStops([.init(location: 40)]))
    style.underline = .init(.double, pattern: .dash, isByWord: true, color: .systemRed)
    let resolved = style.resolved(in: environment)
    let attributes = resolved.platformAttributes
    #expect(attributes.keys == PlatformTextAttributes.Key.allCases)
    #expect(attributes.backgroundColor == TextColor.systemYellow.light)
    #expect(attributes.underlineStyle == 0x8209)
    #expect(attributes.underlineColor == TextColor.systemRed.light)
    #expect(attributes.strikethroughStyle == 0x02)
    #expect(attributes.strikethroughColor == TextColor.systemBlue.light)
    #expect(attributes.strokeWidth == -2)
    #expect(attributes.strokeColor?.hex == "#000000FF")
    #expect(attributes.shadow == resolved.shadow)
    #expect(attributes.link == url)
    #expect(attributes.attachment?.imageName == "star")
    #expect(attributes.attachment?.width == 12)
    #expect(attributes.kern == resolved.kern)
    #expect(attributes.baselineOffset == 2)
    #expect(attributes.ligature == 2)
    #expect(attributes.obliqueness == 0.1)
    #expect(attributes.expansion == 0.05)
    #expect(attributes.textEffect == "_UIKitNewLetterpressStyle")
    #expect(attributes.verticalGlyphForm == 1)
    #expect(attributes.writingDirection == [1])
    #expect(attributes.paragraphStyle?.alignment == .center)
    #expect(attributes.paragraphStyle?.lineSpacing == 4)
    #expect(attributes.paragraphStyle?.tabStops == [.init(location: 40)])
  }

  @Test func hiddenLinesSetNoAttribute() {
    let hidden = TextStyle().underline(.hidden, color: .systemRed).strikethrough(.hidden)
    let attributes = hidden.resolved(in: environment).platformAttributes
    #expect(attributes.underlineStyle == nil)
    #expect(attributes.underlineColor == nil)
    #expect(attributes.strikethroughStyle == nil)
  }

  @Test func colorsResolveForTheEnvironment() {
    let dark = TextEnvironment(appearance: .dark)
    let attributes = TextStyle.body.backgroundColor(.systemBackground).resolved(in: dark)
      .platformAttributes
    #expect(attributes.foregroundColor.hex == "#FFFFFFFF")
    #expect(attributes.backgroundColor?.hex == "#000000FF")
  }

  @Test func unsetParagraphFieldsTakeNSParagraphStyleDefaults() {
    let paragraph = PlatformParagraphStyle(ParagraphStyle())
    #expect(paragraph.alignment == .natural)
    #expect(paragraph.lineBreakMode == .byWordWrapping)
    #expect(paragraph.baseWritingDirection == .natural)
    #expect(paragraph.tabStops == nil)
    let zeros = [
      paragraph.lineSpacing, paragraph.lineHeightMultiple, paragraph.minimumLineHeight,
      paragraph.maximumLineHeight, paragraph.paragraphSpacing, paragraph.paragraphSpacingBefore,
      paragraph.headIndent, paragraph.firstLineHeadIndent, paragraph.tailIndent,
      paragraph.defaultTabInterval, paragraph.hyphenationFactor,
    ]
    #expect(zeros.allSatisfy { $0 == 0 })
  }

  @Test func everyParagraphFieldIsCopied() {
    let style = ParagraphStyle().alignment(.justified).lineSpacing(1).lineHeightMultiple(1.2)
      .minimumLineHeight(3).maximumLineHeight(4).paragraphSpacing(5).paragraphSpacingBefore(6)
      .headIndent(7).firstLineHeadIndent(8).tailIndent(-9).lineBreakMode(.byTruncatingMiddle)
      .tabStops([.init(location: 10, alignment: .right)]).defaultTabInterval(11)
      .hyphenationFactor(0.5).baseWritingDirection(.rightToLeft)
    let paragraph = PlatformParagraphStyle(style)
    #expect(paragraph.alignment == .justified)
    #expect(paragraph.lineSpacing == 1)
    #expect(paragraph.lineHeightMultiple == 1.2)
    #expect(paragraph.minimumLineHeight == 3)
    #expect(paragraph.maximumLineHeight == 4)
    #expect(paragraph.paragraphSpacing == 5)
    #expect(paragraph.paragraphSpacingBefore == 6)
    #expect(paragraph.headIndent == 7)
    #expect(paragraph.firstLineHeadIndent == 8)
    #expect(paragraph.tailIndent == -9)
    #expect(paragraph.lineBreakMode == .byTruncatingMiddle)
    #expect(paragraph.tabStops == [.init(location: 10, alignment: .right)])
    #expect(paragraph.defaultTabInterval == 11)
    #expect(paragraph.hyphenationFactor == 0.5)
    #expect(paragraph.baseWritingDirection == .rightToLeft)
    // Every stored field of ParagraphStyle is covered above.
    #expect(Mirror(reflecting: style).children.count == 15)
  }
}

@Suite("Platform font") struct PlatformFontTests {
  let environment = TextEnvironment()
  let serifish = FontFamily.custom(
    "Serifish",
    faces: [
      .init(weight: .regular, name: "Serifish-Regular"),
      .init(weight: .bold, name: "Serifish-Bold"),
    ])

  @Test(arguments: FontFamily.SystemDesign.allCases)
  func systemDesignsStaySystemFonts(design: FontFamily.SystemDesign) {
    let font = PlatformFont(
      TextStyle.body.fontFamily(.system(design: design)).bold().resolved(in: environment).font)
    #expect(font.source == .system(design))
    #expect(font.weight == .bold)
    #expect(font.weightValue == 0.4)
    #expect(!font.usesItalicTrait)
    #expect(font.syntheticObliqueness == nil)
  }

  @Test func systemItalicUsesTheTrait() {
    let font = PlatformFont(TextStyle.body.italic().resolved(in: environment).font)
    #expect(font.usesItalicTrait)
    #expect(font.syntheticObliqueness == nil)
    #expect(TextStyle.body.italic().resolved(in: environment).platformAttributes.obliqueness == nil)
  }

  @Test func aCustomFamilyUsesItsFaceByName() {
    let font = PlatformFont(
      TextStyle.body.fontFamily(serifish).bold().resolved(in: environment).font)
    #expect(font.source == .named("Serifish-Bold"))
    #expect(!font.usesItalicTrait)
  }

  @Test func italicWithoutAnItalicFaceIsSlantedByObliqueness() {
    let resolved = TextStyle.body.fontFamily(serifish).italic().resolved(in: environment)
    #expect(resolved.font.isSyntheticItalic)
    let attributes = resolved.platformAttributes
    #expect(attributes.font.source == .named("Serifish-Regular"))
    #expect(attributes.font.syntheticObliqueness == 0.2)
    #expect(attributes.obliqueness == 0.2)
    // The style's own obliqueness wins over the synthetic slant.
    let own = TextStyle.body.fontFamily(serifish).italic().obliqueness(0.3)
    #expect(own.resolved(in: environment).platformAttributes.obliqueness == 0.3)
  }

  @Test func aFaceNamedWithoutFacesFallsBackToTheFamilyName() {
    let font = PlatformFont(ResolvedFont(family: "Menlo", size: 12))
    #expect(font.source == .named("Menlo"))
  }

  @Test func featuresBecomeOpenTypeSettings() {
    let style = TextStyle.body.fontFeatures([.smallCaps, .monospacedDigits])
    let font = PlatformFont(style.resolved(in: environment).font)
    #expect(font.features == [.init(tag: "smcp", value: 1), .init(tag: "tnum", value: 1)])
    #expect(PlatformFont.openTypeFeatureTagKey == "CTFeatureOpenTypeTag")
    #expect(PlatformFont.openTypeFeatureValueKey == "CTFeatureOpenTypeValue")
  }

  @Test func themeFontsAreAtLargeWithTheirTextStyle() {
    let huge = TextEnvironment(sizeCategory: .accessibilityExtraExtraExtraLarge)
    for style in DynamicTextStyle.allCases {
      let font = Theme.default.platformFont(forTextStyle: style, in: huge)
      #expect(font.textStyle == style)
      #expect(font.size == style.size(for: .large))
      #expect(font.weight == Theme.default.styles[style.rawValue]?.weight ?? style.weight)
    }
  }

  @Test func themeFontsUseTheThemesCatalog() {
    var theme = Theme.default
    theme.fontCatalog = FontCatalog(entries: [.body: .init(fontName: "Avenir-Book", fontSize: 18)])
    theme.styles["body"] = nil
    let font = theme.platformFont(forTextStyle: .body)
    #expect(font.source == .named("Avenir-Book"))
    #expect(font.size == 18)
  }
}
