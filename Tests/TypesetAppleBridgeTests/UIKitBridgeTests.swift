// Run on Apple platforms by Scripts/verify-apple.sh (xcodebuild test on an iOS simulator);
// empty on Linux, where AppleCheck/ tests the same glue against the shims.
#if canImport(UIKit) && !os(watchOS)
  import Testing
  import Typeset
  import UIKit

  #if canImport(TypesetUIKit)
    import TypesetUIKit
  #else
    // AppleCheck type-checks this file against the UIKit shim, where the module is named so.
    import CheckedTypesetUIKit
  #endif

  @MainActor @Suite("TypesetUIKit (against Apple's UIKit)") struct UIKitBridgeTests {
    @Test func aLabelKeepsItsStyleWhenTheTextChanges() {
      let label = StyledLabel(style: .headline, text: "One")
      label.text = "Two"
      let font = label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
      #expect(label.attributedText?.string == "Two")
      #expect(font?.pointSize == CGFloat(TextStyle.headline.resolved(in: .init()).font.size))
    }

    @Test func everyAttributeKeyIsSet() throws {
      var style = TextStyle.body.backgroundColor(.systemYellow).kern(1).baselineOffset(points: 2)
        .strikethrough().link(try #require(URL(string: "https://swift.org")))
        .paragraph(ParagraphStyle().alignment(.center))
      style.underline = .init(.single)
      let text = "ab".styled(style).nsAttributedString(in: TextEnvironment())
      let keys = Set(text.attributes(at: 0, effectiveRange: nil).keys)
      let expected: Set<NSAttributedString.Key> = [
        .font, .foregroundColor, .backgroundColor, .kern, .baselineOffset, .strikethroughStyle,
        .underlineStyle, .link, .paragraphStyle,
      ]
      #expect(keys == expected)
      let paragraph = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil)
      #expect((paragraph as? NSParagraphStyle)?.alignment == .center)
    }

    @Test func aButtonHasATitleForEveryState() {
      let button = StyledButton(
        styles: ControlStyles(
          normal: .body, highlighted: TextStyle().opacity(0.5),
          selected: TextStyle().bold()))
      button.text = "Go"
      for raw: UInt in [0, 1, 4, 5] {
        #expect(button.attributedTitle(for: UIControl.State(rawValue: raw))?.string == "Go")
      }
    }

    @Test func themeFontsScaleThroughFontMetrics() {
      let large = UITraitCollection(preferredContentSizeCategory: .large)
      let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
      #expect(Theme.default.font(forTextStyle: .body, compatibleWith: large).pointSize == 17)
      #expect(Theme.default.font(forTextStyle: .body, compatibleWith: huge).pointSize > 40)
    }

    @Test func theNavigationBarGetsTitleAttributes() {
      let bar = UINavigationBar(frame: .zero)
      bar.typeset.setTitleStyles(title: .headline, largeTitle: .largeTitle)
      #expect(bar.titleTextAttributes?[.font] != nil)
      #expect(bar.standardAppearance.largeTitleTextAttributes[.font] != nil)
    }
  }
#endif
