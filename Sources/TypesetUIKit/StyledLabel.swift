#if canImport(UIKit) && !os(watchOS)
  import Typeset
  @_spi(Bridges) import TypesetMarkdown
  import UIKit

  /// A label that keeps its style: set `style` once, then `text`, `markup` or `markdown` as
  /// often as you like, and it re-resolves when the user changes their text size, appearance,
  /// contrast or Bold Text. It wraps lines (`numberOfLines` 0) unless told otherwise; text from
  /// a nib becomes its plain text.
  ///
  ///     let title = StyledLabel(style: .headline)
  ///     title.text = "Inbox"          // headline, in the label's traits
  ///     title.markup = "<b>3</b> new" // tags over the headline
  @MainActor open class StyledLabel: UILabel {
    /// The style of the text (the base under markup, the body of Markdown).
    ///
    ///     label.style = TextStyle.body.color(.secondaryLabel)
    public var style: TextStyle = .body { didSet { restyle() } }
    /// The theme for tags, Markdown and custom fonts.
    ///
    ///     label.theme = try Theme(json: data)
    public var theme: Theme = .default { didSet { restyle() } }
    /// The environment under the traits: defaults and font catalog (traits override the rest).
    ///
    ///     label.environment = TextEnvironment(defaults: StyleDefaults(size: 15))
    public var environment = TextEnvironment() { didSet { restyle() } }
    /// The text as last resolved.
    ///
    ///     label.resolvedText?.runs.first?.style.font.size   // 17 at Large
    public private(set) var resolvedText: ResolvedText?

    private var content = StyledContent.empty { didSet { restyle() } }
    private var updates: StyleUpdates?

    /// Plain text in ``style``; setting it keeps the style.
    ///
    ///     label.text = "Hello"
    open override var text: String? {
      get { resolvedText?.string }
      set { content = newValue.map(StyledContent.plain) ?? .empty }
    }
    /// Tag markup over ``style``, with the theme's tags.
    ///
    ///     label.markup = "Hello <b>world</b>"
    public var markup: String? {
      get { content.markupSource }
      set { content = newValue.map(StyledContent.markup) ?? .empty }
    }
    /// Markdown styled with the theme, ``style`` as its body.
    ///
    ///     label.markdown = "Hello **world**"
    public var markdown: String? {
      get { content.markdownSource }
      set { content = newValue.map(StyledContent.markdown) ?? .empty }
    }
    /// Styled text, shown with its own styles.
    ///
    ///     label.styledText = "Hi".styled(.title1)
    public var styledText: StyledText? {
      get { content.styledSource }
      set { content = newValue.map(StyledContent.styled) ?? .empty }
    }

    /// Creates a label with a style and optional text.
    ///
    ///     StyledLabel(style: .caption1, text: "Updated just now")
    public convenience init(style: TextStyle, text: String? = nil) {
      self.init(frame: .zero)
      self.style = style
      self.text = text
    }

    /// Creates an empty label in the body style.
    ///
    ///     StyledLabel(frame: .zero)
    public override init(frame: CGRect) {
      super.init(frame: frame)
      startUpdates()
    }

    /// Creates a label from an archive.
    ///
    ///     StyledLabel(coder: coder)
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      startUpdates()
    }

    private func startUpdates() {
      numberOfLines = 0
      // Text set before the updates existed (from a nib) becomes the content.
      let initial = super.attributedText?.string
      updates = StyleUpdates(view: self) { view in (view as? StyledLabel)?.restyle() }
      if case .empty = content, let initial, !initial.isEmpty {
        content = .plain(initial)
      } else {
        restyle()
      }
    }

    /// Resolves the text again for the current traits; called automatically on changes.
    ///
    ///     label.restyle()
    public func restyle() {
      guard let updates else { return }
      let environment = updates.environment(
        for: traitCollection, over: theme.environment(self.environment))
      let resolved = content.styledText(style: style, theme: theme).resolved(in: environment)
      resolvedText = resolved
      super.attributedText = resolved.nsAttributedString()
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
