@_spi(ShimTesting) import AppKit
import CheckedTypesetAppKit
import Testing
import Typeset

/// Tests against our model of AppKit (the AppleCheck shim), not against Apple's SDK.
@MainActor @Suite("TypesetAppKit (against the AppKit shim)") struct TypesetAppKitShimTests {
  func color(_ text: NSAttributedString) -> [CGFloat]? {
    (text.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? NSColor)?.components
  }
  func font(_ text: NSAttributedString, at offset: Int = 0) -> NSFont? {
    text.attributes(at: offset, effectiveRange: nil)[.font] as? NSFont
  }

  @Test func alignmentUsesAppKitsRawValues() throws {
    let text = "a".styled(TextStyle.body.alignment(.center)).nsAttributedString(in: .init())
    let paragraph = try #require(
      text.attributes(at: 0, effectiveRange: nil)[.paragraphStyle] as? NSParagraphStyle)
    #expect(paragraph.alignment == .center)
    #expect(paragraph.alignment.rawValue == 2)
  }

  @Test func aLabelKeepsItsStyleAndFollowsTheAppearance() {
    let label = StyledLabel(style: .headline, text: "One")
    #expect(label.isEditable == false)
    label.text = "Two"
    #expect(label.attributedStringValue.string == "Two")
    #expect(
      font(label.attributedStringValue)?.fontDescriptor.requestedSystemWeight?.rawValue == 0.3)
    #expect(color(label.attributedStringValue) == [0, 0, 0, 1])
    label.simulateAppearanceChange(to: .darkAqua)
    #expect(color(label.attributedStringValue) == [1, 1, 1, 1])
    label.simulateAppearanceChange(
      to: NSAppearance.Name(rawValue: "NSAppearanceNameAccessibilityHighContrastDarkAqua"))
    let high = TextColor.label.resolved(for: .dark, contrast: .increased)
    let components = color(label.attributedStringValue) ?? []
    #expect(components.count == 4)
    #expect(
      zip(components, [high.red, high.green, high.blue, high.alpha]).allSatisfy {
        abs(Double($0) - $1) < 1e-9
      })
  }

  @Test func aTextViewRestylesItsStorageAndTyping() throws {
    let textView = StyledTextView(frame: .zero)
    textView.markdown = "Some **bold**"
    let storage = try #require(textView.textStorage)
    #expect(storage.text.string == "Some bold")
    #expect(font(storage.text, at: 5)?.fontDescriptor.requestedSystemWeight?.rawValue == 0.4)
    textView.simulateAppearanceChange(to: .darkAqua)
    #expect(color(textView.textStorage!.text) == [1, 1, 1, 1])
    #expect(textView.typingAttributes[.foregroundColor] as? NSColor != nil)
  }

  @Test func aButtonGetsItsNormalAndSelectedTitles() {
    let button = StyledButton(styles: ControlStyles(normal: .body, selected: TextStyle().bold()))
    button.text = "Bold"
    #expect(font(button.attributedTitle)?.fontDescriptor.requestedSystemWeight?.rawValue == 0)
    #expect(
      font(button.attributedAlternateTitle)?.fontDescriptor.requestedSystemWeight?.rawValue == 0.4)
    button.simulateAppearanceChange(to: .darkAqua)
    #expect(color(button.attributedAlternateTitle) == [1, 1, 1, 1])
  }
}
