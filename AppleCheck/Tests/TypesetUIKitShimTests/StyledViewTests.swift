import CheckedTypesetUIKit
import Testing
import Typeset
@_spi(ShimTesting) import UIKit

/// Tests against our model of UIKit (the AppleCheck shim), not against Apple's SDK.
@MainActor @Suite("Styled views (against the UIKit shim)", .serialized) struct StyledViewTests {
  static let xxxLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")

  @Test func aLabelKeepsItsStyleWhenTheTextChanges() {
    let label = StyledLabel(style: .headline, text: "One")
    #expect(label.attributedText?.font()?.systemWeight == 0.3)
    label.text = "Two"
    #expect(label.text == "Two")
    #expect(label.attributedText?.string == "Two")
    #expect(label.attributedText?.font()?.systemWeight == 0.3)
    #expect(label.attributedText?.font()?.pointSize == 17)
  }

  @Test func aLabelShowsMarkupAndMarkdownOverItsStyle() {
    let label = StyledLabel(style: TextStyle.body.color(.secondaryLabel))
    label.markup = "a <b>b</b>"
    #expect(label.attributedText?.string == "a b")
    #expect(label.attributedText?.font(at: 2)?.systemWeight == 0.4)
    label.markdown = "c **d**"
    #expect(label.attributedText?.string == "c d")
    #expect(label.attributedText?.font(at: 2)?.systemWeight == 0.4)
    #expect(label.attributedText?.colorHex(at: 0) == TextColor.secondaryLabel.light.hex)
  }

  /// Lets main-actor work queued by a notification run (on Linux the main actor's queue is
  /// not served by the main thread, so the bridge hops to it instead of running at once).
  func settle(until condition: () -> Bool) async {
    for _ in 0..<1000 where !condition() { await Task.yield() }
  }

  @Test func theContentSizeNotificationRestylesALabel() async {
    let label = StyledLabel(style: .body, text: "Grow")
    #expect(label.attributedText?.font()?.pointSize == 17)
    NotificationCenter.default.post(
      name: UIContentSizeCategory.didChangeNotification, object: nil,
      userInfo: [UIContentSizeCategory.newValueUserInfoKey: Self.xxxLarge])
    await settle { label.attributedText?.font()?.pointSize == 23 }
    #expect(label.attributedText?.font()?.pointSize == 23)
    // The view's own traits win once it has them.
    label.simulateTraitChange(
      to: UITraitCollection(
        preferredContentSizeCategory: UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")))
    #expect(label.attributedText?.font()?.pointSize == 14)
  }

  @Test func traitChangesRestyleEveryView() {
    let label = StyledLabel(style: .body, text: "a")
    let textView = StyledTextView(style: .body, text: "b")
    let field = StyledTextField(style: .body)
    field.text = "c"
    let button = StyledButton(styles: ControlStyles(normal: .body))
    button.text = "d"
    #expect(label.traitRegistrationCount == 1)
    let dark = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(legibilityWeight: .bold),
    ])
    for view in [label, textView, field, button] as [UIView] { view.simulateTraitChange(to: dark) }
    #expect(label.attributedText?.colorHex() == "#FFFFFFFF")
    #expect(label.attributedText?.font()?.systemWeight == 0.3)
    #expect(textView.attributedText.colorHex() == "#FFFFFFFF")
    #expect(field.attributedText?.colorHex() == "#FFFFFFFF")
    #expect(button.attributedTitle(for: .normal)?.colorHex() == "#FFFFFFFF")
    label.simulateTraitChange(to: UITraitCollection(accessibilityContrast: .high))
    #expect(
      label.attributedText?.colorHex()
        == TextColor.label.resolved(for: .dark, contrast: .increased).hex
    )
  }

  @Test func aTextViewKeepsItsStyleAndTypesInIt() {
    let textView = StyledTextView(style: .callout, text: "one")
    textView.text = "two"
    #expect(textView.attributedText.string == "two")
    #expect(textView.attributedText.font()?.pointSize == 16)
    #expect((textView.typingAttributes[.font] as? UIFont)?.pointSize == 16)
    textView.markdown = "# Title\n\nBody"
    #expect(textView.attributedText.string.contains("Title"))
  }

  @Test func anEditedTextViewKeepsTheUsersTextOnRestyle() {
    let textView = StyledTextView(style: .body, text: "typed")
    // The user types: UIKit changes the text view's own text.
    textView.attributedText = NSAttributedString(string: "typed more")
    textView.simulateTraitChange(to: UITraitCollection(userInterfaceStyle: .dark))
    #expect(textView.attributedText.string == "typed more")
    #expect(textView.attributedText.colorHex() == "#FFFFFFFF")
  }

  @Test func aTextFieldStylesTextAndPlaceholderApart() {
    let field = StyledTextField(style: .headline, placeholderStyle: TextStyle.body.italic())
    field.placeholder = "Name"
    field.text = "Ada"
    #expect(field.attributedText?.font()?.systemWeight == 0.3)
    #expect(field.attributedPlaceholder?.string == "Name")
    #expect(
      field.attributedPlaceholder?.font()?.fontDescriptor.symbolicTraits.contains(.traitItalic)
        == true)
    #expect((field.defaultTextAttributes[.font] as? UIFont)?.systemWeight == 0.3)
    field.text = "Grace"
    #expect(field.attributedText?.font()?.systemWeight == 0.3)
    let plain = StyledTextField(style: .body)
    plain.placeholder = "Search"
    #expect(plain.attributedPlaceholder?.colorHex() == TextColor.placeholderText.light.hex)
  }

  @Test func aButtonGetsATitleForEveryStateInUse() {
    let button = StyledButton(
      styles: ControlStyles(
        normal: .body, highlighted: TextStyle().opacity(0.5),
        disabled: TextStyle().color(.systemGray), selected: TextStyle().bold()))
    button.text = "Go"
    #expect(button.statesWithTitles == [0, 1, 2, 3, 4, 5, 6, 7])
    #expect(button.attributedTitle(for: .normal)?.font()?.systemWeight == 0)
    #expect(button.attributedTitle(for: UIControl.State(rawValue: 4))?.font()?.systemWeight == 0.4)
    #expect(button.attributedTitle(for: UIControl.State(rawValue: 1))?.colorHex() == "#00000080")
    #expect(
      button.attributedTitle(for: UIControl.State(rawValue: 6))?.colorHex()
        == TextColor.systemGray.light.hex)
    button.text = "Stop"
    #expect(button.attributedTitle(for: UIControl.State(rawValue: 4))?.string == "Stop")
    #expect(button.attributedTitle(for: UIControl.State(rawValue: 4))?.font()?.systemWeight == 0.4)
    button.styles = ControlStyles(normal: .headline)
    #expect(button.statesWithTitles == [0])
  }

  @Test func theBoldTextNotificationRestylesWithTheViewsTraits() async {
    let button = StyledButton(styles: ControlStyles(normal: .body))
    button.text = "Go"
    // Bold Text arrives as a trait change and a notification; the traits carry the value.
    button.simulateTraitChange(to: UITraitCollection(legibilityWeight: .bold))
    NotificationCenter.default.post(
      name: UIAccessibility.boldTextStatusDidChangeNotification, object: nil)
    await settle { false }
    #expect(button.attributedTitle(for: .normal)?.font()?.systemWeight == 0.3)
  }

  @Test func anExistingLabelCanBeStyledThroughItsExtension() {
    let label = UILabel(frame: .zero)
    label.text = "Inbox"
    label.typeset.style = .headline
    #expect(label.attributedText?.string == "Inbox")
    #expect(label.attributedText?.font()?.systemWeight == 0.3)
    label.typeset.text = "Sent"
    #expect(label.attributedText?.string == "Sent")
    #expect(label.attributedText?.font()?.systemWeight == 0.3)
    label.simulateTraitChange(to: UITraitCollection(userInterfaceStyle: .dark))
    #expect(label.attributedText?.colorHex() == "#FFFFFFFF")
    label.typeset.markup = "<i>x</i>"
    #expect(label.attributedText?.string == "x")
  }
}

extension StyledViewTests {
  @Test func anExistingButtonCanBeStyledPerStateThroughItsExtension() {
    let button = UIButton(frame: .zero)
    button.setAttributedTitle(NSAttributedString(string: "Go"), for: .normal)
    button.typeset.styles = ControlStyles(normal: .body, selected: TextStyle().bold())
    #expect(button.statesWithTitles == [0, 4])
    #expect(button.attributedTitle(for: .normal)?.string == "Go")
    #expect(button.attributedTitle(for: UIControl.State(rawValue: 4))?.font()?.systemWeight == 0.4)
    button.typeset.text = "Stop"
    #expect(button.attributedTitle(for: UIControl.State(rawValue: 4))?.string == "Stop")
    button.simulateTraitChange(to: UITraitCollection(userInterfaceStyle: .dark))
    #expect(button.attributedTitle(for: .normal)?.colorHex() == "#FFFFFFFF")
  }
}

/// Tests against our model of UIKit (the AppleCheck shim), not against Apple's SDK.
@MainActor @Suite("Bars and segments (against the UIKit shim)") struct BarTests {
  @Test func theNavigationBarGetsTitleAndLargeTitleAttributes() {
    let bar = UINavigationBar(frame: .zero)
    bar.scrollEdgeAppearance = UINavigationBarAppearance()
    bar.typeset.setTitleStyles(title: .headline, largeTitle: TextStyle.largeTitle.bold())
    #expect((bar.titleTextAttributes?[.font] as? UIFont)?.systemWeight == 0.3)
    #expect((bar.largeTitleTextAttributes?[.font] as? UIFont)?.pointSize == 34)
    #expect((bar.standardAppearance.titleTextAttributes[.font] as? UIFont)?.pointSize == 17)
    #expect(
      (bar.scrollEdgeAppearance?.largeTitleTextAttributes[.font] as? UIFont)?.systemWeight == 0.4)
    #expect(bar.compactAppearance == nil)
    bar.simulateTraitChange(to: UITraitCollection(userInterfaceStyle: .dark))
    #expect((bar.titleTextAttributes?[.foregroundColor] as? UIColor)?.hex == "#FFFFFFFF")
  }

  @Test func barItemsGetAttributesPerState() {
    let styles = ControlStyles(normal: .body, disabled: TextStyle().color(.systemGray))
    let done = UIBarButtonItem()
    done.typeset.setTitleStyles(styles, in: TextEnvironment())
    #expect(
      (done.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor)?.hex == "#000000FF")
    #expect(
      (done.titleTextAttributes(for: UIControl.State(rawValue: 2))?[.foregroundColor] as? UIColor)?
        .hex
        == TextColor.systemGray.light.hex)
    let tab = UITabBarItem()
    tab.typeset.setTitleStyles(
      ControlStyles(normal: .caption2), in: TextEnvironment(appearance: .dark))
    #expect((tab.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize == 11)
    #expect(
      (tab.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor)?.hex == "#FFFFFFFF")
  }

  @Test func segmentedControlsGetAttributesPerStateAndFollowTraits() {
    let control = UISegmentedControl(frame: .zero)
    control.typeset.setTitleStyles(
      ControlStyles(normal: .subheadline, selected: TextStyle.subheadline.bold()))
    #expect((control.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.systemWeight == 0)
    #expect(
      (control.titleTextAttributes(for: UIControl.State(rawValue: 4))?[.font] as? UIFont)?
        .systemWeight == 0.4)
    control.simulateTraitChange(
      to: UITraitCollection(preferredContentSizeCategory: StyledViewTests.xxxLarge))
    #expect((control.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize == 21)
  }
}
