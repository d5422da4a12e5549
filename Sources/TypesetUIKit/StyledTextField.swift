#if canImport(UIKit) && !os(watchOS)
  import Typeset
  @_spi(Bridges) import TypesetMarkdown
  import UIKit

  /// A text field with a style for its text and one for its placeholder, kept through text
  /// changes and re-resolved on trait changes.
  ///
  ///     let search = StyledTextField(style: .body, placeholderStyle: TextStyle.body.italic())
  ///     search.placeholder = "Search"
  @MainActor open class StyledTextField: UITextField {
    /// The style of the text, also used while typing.
    ///
    ///     field.style = .headline
    public var style: TextStyle = .body { didSet { restyle() } }
    /// The style of the placeholder; by default the text style in the placeholder colour.
    ///
    ///     field.placeholderStyle = TextStyle.body.color(.tertiaryLabel)
    public var placeholderStyle: TextStyle? { didSet { restyle() } }
    /// The theme for tags and custom fonts.
    ///
    ///     field.theme = .default
    public var theme: Theme = .default { didSet { restyle() } }
    /// The environment under the traits.
    ///
    ///     field.environment = TextEnvironment()
    public var environment = TextEnvironment() { didSet { restyle() } }

    private var placeholderContent = StyledContent.empty { didSet { restyle() } }
    private var updates: StyleUpdates?

    /// The text, in ``style``.
    ///
    ///     field.text = "Swift"
    open override var text: String? {
      get { super.text }
      set {
        super.text = newValue
        restyle()
      }
    }
    /// The placeholder, in ``placeholderStyle``.
    ///
    ///     field.placeholder = "Name"
    open override var placeholder: String? {
      get { super.attributedPlaceholder?.string }
      set { placeholderContent = newValue.map(StyledContent.plain) ?? .empty }
    }
    /// The placeholder as tag markup over ``placeholderStyle``.
    ///
    ///     field.placeholderMarkup = "Name <i>(optional)</i>"
    public var placeholderMarkup: String? {
      get { placeholderContent.markupSource }
      set { placeholderContent = newValue.map(StyledContent.markup) ?? .empty }
    }

    /// Creates a text field with text and placeholder styles.
    ///
    ///     StyledTextField(style: .body, placeholderStyle: TextStyle.body.italic())
    public convenience init(style: TextStyle, placeholderStyle: TextStyle? = nil) {
      self.init(frame: .zero)
      self.style = style
      self.placeholderStyle = placeholderStyle
    }

    /// Creates an empty text field in the body style.
    ///
    ///     StyledTextField(frame: .zero)
    public override init(frame: CGRect) {
      super.init(frame: frame)
      startUpdates()
    }

    /// Creates a text field from an archive.
    ///
    ///     StyledTextField(coder: coder)
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      startUpdates()
    }

    private func startUpdates() {
      updates = StyleUpdates(view: self) { view in (view as? StyledTextField)?.restyle() }
      restyle()
    }

    /// The placeholder's style: ``placeholderStyle``, else ``style`` in the placeholder colour.
    var effectivePlaceholderStyle: TextStyle {
      placeholderStyle ?? style.color(.placeholderText)
    }

    /// Resolves the text and placeholder again for the current traits.
    ///
    ///     field.restyle()
    public func restyle() {
      guard let updates else { return }
      let environment = updates.environment(
        for: traitCollection, over: theme.environment(self.environment))
      let typing = style.resolved(in: environment).platformAttributes.uiKitAttributes
      defaultTextAttributes = typing
      let current = super.text ?? ""
      super.attributedText = StyledText(current, style: style).nsAttributedString(in: environment)
      let placeholder = placeholderContent.styledText(
        style: effectivePlaceholderStyle, theme: theme)
      super.attributedPlaceholder =
        placeholder.isEmpty ? nil : placeholder.nsAttributedString(in: environment)
    }

    /// Restyles on systems before iOS 17, which report trait changes only here.
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    @available(tvOS, introduced: 9.0, deprecated: 17.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      if #unavailable(iOS 17.0, tvOS 17.0) { restyle() }
    }
  }
#endif
