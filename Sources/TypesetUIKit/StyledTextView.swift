#if canImport(UIKit) && !os(watchOS)
  import Typeset
  @_spi(Bridges) import TypesetMarkdown
  import UIKit

  /// A text view that keeps its style through text changes and re-resolves on trait changes.
  ///
  /// Typing uses the style's attributes. When the user has edited the text, a restyle keeps
  /// their text (as plain text in ``style``).
  ///
  ///     let notes = StyledTextView(style: .body)
  ///     notes.markdown = "# Notes\n\nSome *emphasis*."
  @MainActor open class StyledTextView: UITextView {
    /// The style of the text.
    ///
    ///     textView.style = .callout
    public var style: TextStyle = .body { didSet { restyle() } }
    /// The theme for tags, Markdown and custom fonts.
    ///
    ///     textView.theme = .default
    public var theme: Theme = .default { didSet { restyle() } }
    /// The environment under the traits.
    ///
    ///     textView.environment = TextEnvironment()
    public var environment = TextEnvironment() { didSet { restyle() } }
    /// The text as last resolved.
    ///
    ///     textView.resolvedText?.string
    public private(set) var resolvedText: ResolvedText?

    private var content = StyledContent.empty { didSet { restyle() } }
    private var updates: StyleUpdates?

    /// Plain text in ``style``.
    ///
    ///     textView.text = "Hello"
    open override var text: String! {
      get { super.text }
      set { content = newValue.map(StyledContent.plain) ?? .empty }
    }
    /// Tag markup over ``style``.
    ///
    ///     textView.markup = "<i>Draft</i>"
    public var markup: String? {
      get { content.markupSource }
      set { content = newValue.map(StyledContent.markup) ?? .empty }
    }
    /// Markdown with the theme, ``style`` as its body.
    ///
    ///     textView.markdown = "- one\n- two"
    public var markdown: String? {
      get { content.markdownSource }
      set { content = newValue.map(StyledContent.markdown) ?? .empty }
    }
    /// Styled text with its own styles.
    ///
    ///     textView.styledText = "Hi".styled(.body)
    public var styledText: StyledText? {
      get { content.styledSource }
      set { content = newValue.map(StyledContent.styled) ?? .empty }
    }

    /// Creates a text view with a style and optional text.
    ///
    ///     StyledTextView(style: .body, text: "Hello")
    public convenience init(style: TextStyle, text: String? = nil) {
      self.init(frame: .zero)
      self.style = style
      if let text { self.text = text }
    }

    /// Creates an empty text view in the body style.
    ///
    ///     StyledTextView(frame: .zero)
    public override init(frame: CGRect) {
      super.init(frame: frame)
      startUpdates()
    }

    /// Creates a text view from an archive.
    ///
    ///     StyledTextView(coder: coder)
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      startUpdates()
    }

    private func startUpdates() {
      // Text set before the updates existed (from a nib) becomes the content.
      let initial = super.text ?? ""
      updates = StyleUpdates(view: self) { view in (view as? StyledTextView)?.restyle() }
      if case .empty = content, !initial.isEmpty {
        content = .plain(initial)
      } else {
        restyle()
      }
    }

    /// Resolves the text again for the current traits; called automatically on changes.
    ///
    ///     textView.restyle()
    public func restyle() {
      guard let updates else { return }
      if isEditable, let resolvedText, super.text != resolvedText.string {
        // The user edited the text: keep theirs, in the style (assigning restyles).
        self.resolvedText = nil
        content = .plain(super.text)
        return
      }
      let environment = updates.environment(
        for: traitCollection, over: theme.environment(self.environment))
      let resolved = content.styledText(style: style, theme: theme).resolved(in: environment)
      resolvedText = resolved
      super.attributedText = resolved.nsAttributedString()
      typingAttributes = style.resolved(in: environment).platformAttributes.uiKitAttributes
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
