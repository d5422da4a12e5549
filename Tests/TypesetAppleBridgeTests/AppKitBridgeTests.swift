// Run on macOS by Scripts/verify-apple.sh (swift test); empty on Linux, where AppleCheck/
// tests the same glue against the shims.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import Testing
  import Typeset

  #if canImport(TypesetAppKit)
    import TypesetAppKit
  #else
    // AppleCheck type-checks this file against the AppKit shim, where the module is named so.
    import CheckedTypesetAppKit
  #endif

  @MainActor @Suite("TypesetAppKit (against Apple's AppKit)") struct AppKitBridgeTests {
    @Test func aLabelKeepsItsStyleWhenTheTextChanges() {
      let label = StyledLabel(style: .headline, text: "One")
      label.text = "Two"
      let font = label.attributedStringValue.attribute(.font, at: 0, effectiveRange: nil)
      #expect(label.attributedStringValue.string == "Two")
      #expect((font as? NSFont)?.pointSize == 17)
    }

    @Test func centreAlignmentUsesAppKitsValue() {
      let text = "a".styled(TextStyle.body.alignment(.center)).nsAttributedString(in: .init())
      let paragraph = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil)
      #expect((paragraph as? NSParagraphStyle)?.alignment == .center)
    }
  }
#endif
