import CheckedTypesetUIKit
import Testing
import Typeset
@_spi(ShimTesting) import UIKit

/// Tests against our model of UIKit (the AppleCheck shim), not against Apple's SDK.
@Suite("UIKit conversion (against the UIKit shim)") struct AttributedStringConversionTests {
  let environment = TextEnvironment()

  @Test func aPlainRunGetsTheSystemFontAndLabelColour() throws {
    let text = "Hi".styled(.headline).nsAttributedString(in: environment)
    #expect(text.string == "Hi")
    let font = try #require(text.font())
    #expect(font.pointSize == 17)
    #expect(font.systemWeight == 0.3)
    #expect(text.colorHex() == "#000000FF")
    #expect(Set(text.attributes(atUTF16: 0).keys) == [.font, .foregroundColor])
  }

  @Test func everyPlatformAttributeReachesItsKey() throws {
    var style = TextStyle.body
      .backgroundColor(.systemYellow)
      .strikethrough(.thick, color: .systemBlue)
      .stroke(width: -2, color: .black)
      .shadow(.init(offsetX: 1, offsetY: 2, blurRadius: 3))
      .link(try #require(URL(string: "https://swift.org")))
      .attachment(TextAttachment(imageName: "star", width: 12, height: 10))
      .kern(1.5).baselineOffset(points: 2).ligatures(.all).obliqueness(0.1).expansion(0.05)
      .textEffect(.letterpress).verticalGlyphs().writingDirection(.rightToLeftEmbedding)
      .paragraph(ParagraphStyle().alignment(.right).lineSpacing(4).tabStops([.init(location: 40)]))
    style.underline = .init(.double, pattern: .dash, isByWord: true, color: .systemRed)
    // Kern is left off a text's last character, so look at the first of two.
    let text = "ab".styled(style).nsAttributedString(in: environment)
    let attributes = text.attributes(atUTF16: 0)
    let expected = Set(
      PlatformTextAttributes.Key.allCases.map { NSAttributedString.Key($0.rawValue) })
    #expect(Set(attributes.keys) == expected)
    #expect(attributes[.underlineStyle] as? Int == 0x8209)
    #expect(attributes[.strikethroughStyle] as? Int == 0x02)
    #expect(text.colorHex(.underlineColor) == "#FF3B30FF")
    #expect(text.colorHex(.backgroundColor) == TextColor.systemYellow.light.hex)
    #expect(attributes[.kern] as? CGFloat == 1.5)
    #expect(attributes[.baselineOffset] as? CGFloat == 2)
    #expect(attributes[.link] as? URL == URL(string: "https://swift.org"))
    #expect(attributes[.writingDirection] as? [Int] == [1])
    #expect(attributes[.textEffect] as? String == "_UIKitNewLetterpressStyle")
    let paragraph = try #require(attributes[.paragraphStyle] as? NSParagraphStyle)
    #expect(paragraph.alignment == .right)
    #expect(paragraph.alignment.rawValue == 2)
    #expect(paragraph.lineSpacing == 4)
    #expect(paragraph.tabStops.map(\.location) == [40])
    let shadow = try #require(attributes[.shadow] as? NSShadow)
    #expect(shadow.shadowOffset == CGSize(width: 1, height: 2))
    #expect(shadow.shadowBlurRadius == 3)
    let attachment = try #require(attributes[.attachment] as? NSTextAttachment)
    #expect(attachment.image?.name == "star")
    #expect(attachment.bounds.size == CGSize(width: 12, height: 10))
  }

  @Test func runsKeepTheirOwnRanges() {
    let text = ("é ".styled(.body) + "bold".styled(TextStyle.body.bold()))
      .nsAttributedString(in: environment)
    #expect(text.font(at: 0)?.systemWeight == 0)
    #expect(text.font(at: 2)?.systemWeight == 0.4)
    #expect(text.font(at: 5)?.systemWeight == 0.4)
  }

  @Test func designsItalicsFacesAndFeatures() throws {
    let serif = UIFont(
      TextStyle.body.fontFamily(.system(design: .serif)).italic().resolved(in: environment).font)
    #expect(serif.fontDescriptor.requestedDesign == .serif)
    #expect(serif.fontDescriptor.symbolicTraits.contains(.traitItalic))
    let named = UIFont(ResolvedFont(family: "Avenir", face: "Avenir-Heavy", size: 20))
    #expect(named.fontName == "Avenir-Heavy")
    #expect(named.pointSize == 20)
    #expect(named.fontDescriptor.requestedSystemWeight == nil)
    let digits = UIFont(
      TextStyle.body.fontFeatures(.monospacedDigits).resolved(in: environment).font)
    let settings = try #require(
      digits.fontDescriptor.fontAttributes[.featureSettings]
        as? [[UIFontDescriptor.FeatureKey: Any]])
    #expect(settings.count == 1)
    #expect(
      settings.first?[UIFontDescriptor.FeatureKey(rawValue: "CTFeatureOpenTypeTag")] as? String
        == "tnum")
  }

  @Test func themeFontsAreScaledByTheirTextStylesMetrics() {
    for style in DynamicTextStyle.allCases {
      let font = Theme.default.font(forTextStyle: style)
      #expect(font.scaledByTextStyle?.rawValue == style.uikitRawValue)
      #expect(font.pointSize == CGFloat(style.size(for: .large)))
    }
  }

  @Test func traitCollectionsBecomeTraits() {
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(
        preferredContentSizeCategory: UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")),
      UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(accessibilityContrast: .high),
      UITraitCollection(legibilityWeight: .bold), UITraitCollection(displayScale: 2),
    ])
    #expect(
      PlatformTraits(traits)
        == PlatformTraits(
          sizeCategory: .extraLarge, appearance: .dark, contrast: .increased,
          isBoldTextEnabled: true, displayScale: 2))
    #expect(PlatformTraits(UITraitCollection()) == PlatformTraits())
  }
}
