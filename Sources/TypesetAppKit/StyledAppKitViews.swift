#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import Typeset

  extension NSView {
    /// The environment for this view's effective appearance over a theme and base environment.
    func typesetEnvironment(theme: Theme, over base: TextEnvironment) -> TextEnvironment {
      PlatformTraits(appKitAppearanceName: effectiveAppearance.name.rawValue)
        .applied(to: theme.environment(base))
    }
  }

  /// A non-editable text field used as a label, keeping its style through text changes and
  /// re-resolving when the effective appearance changes (dark mode, increased contrast).
  ///
  ///     let title = StyledLabel(style: .headline, text: "Inbox")
  @MainActor open class StyledLabel: NSTextField {
    /// The style of the text.
    ///
    ///     label.style = .headline
    public var style: TextStyle = .body { didSet { restyle() } }
    /// The theme for tags, Markdown and custom fonts.
    ///
    ///     label.theme = .default
    public var theme: Theme = .default { didSet { restyle() } }
    /// The environment under the appearance (macOS has no Dynamic Type setting: set the size
    /// category here if the app offers one).
    ///
    ///     label.environment = TextEnvironment(sizeCategory: .extraLarge)
    public var environment = TextEnvironment() { didSet { restyle() } }
    private var content = StyledContent.empty { didSet { restyle() } }

    /// Plain text in ``style``.
    ///
    ///     label.text = "Hello"
    public var text: String? {
      get { content.plainSource }
      set { content = newValue.map(StyledContent.plain) ?? .empty }
    }
    /// Tag markup over ``style``.
    ///
    ///     label.markup = "<b>3</b> new"
    public var markup: String? {
      get { content.markupSource }
      set { content = newValue.map(StyledContent.markup) ?? .empty }
    }
    /// Markdown, ``style`` as its body.
    ///
    ///     label.markdown = "**3** new"
    public var markdown: String? {
      get { content.markdownSource }
      set { content = newValue.map(StyledContent.markdown) ?? .empty }
    }

    /// Creates a label with a style and optional text.
    ///
    ///     StyledLabel(style: .caption1, text: "Saved")
    public convenience init(style: TextStyle, text: String? = nil) {
      self.init(frame: .zero)
      self.style = style
      self.text = text
    }

    /// Creates an empty label in the body style.
    ///
    ///     StyledLabel(frame: .zero)
    public override init(frame frameRect: NSRect) {
      super.init(frame: frameRect)
      isEditable = false
      isBordered = false
      drawsBackground = false
    }

    /// Creates a label from an archive.
    ///
    ///     StyledLabel(coder: coder)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Resolves the text again for the current appearance.
    ///
    ///     label.restyle()
    public func restyle() {
      let environment = typesetEnvironment(theme: theme, over: self.environment)
      attributedStringValue = content.styledText(style: style, theme: theme)
        .nsAttributedString(in: environment)
    }

    /// Restyles when the appearance changes.
    open override func viewDidChangeEffectiveAppearance() {
      super.viewDidChangeEffectiveAppearance()
      restyle()
    }
  }

  /// A text view that keeps its style and re-resolves when the appearance changes.
  ///
  ///     let notes = StyledTextView(frame: .zero)
  ///     notes.markdown = "# Notes"
  @MainActor open class StyledTextView: NSTextView {
    /// The style of the text, also used while typing.
    ///
    ///     textView.style = .body
    public var style: TextStyle = .body { didSet { restyle() } }
    /// The theme for tags, Markdown and custom fonts.
    ///
    ///     textView.theme = .default
    public var theme: Theme = .default { didSet { restyle() } }
    /// The environment under the appearance.
    ///
    ///     textView.environment = TextEnvironment()
    public var environment = TextEnvironment() { didSet { restyle() } }
    private var content = StyledContent.empty { didSet { restyle() } }

    /// Plain text in ``style``.
    ///
    ///     textView.text = "Hello"
    public var text: String? {
      get { content.plainSource }
      set { content = newValue.map(StyledContent.plain) ?? .empty }
    }
    /// Tag markup over ``style``.
    ///
    ///     textView.markup = "<i>Draft</i>"
    public var markup: String? {
      get { content.markupSource }
      set { content = newValue.map(StyledContent.markup) ?? .empty }
    }
    /// Markdown, ``style`` as its body.
    ///
    ///     textView.markdown = "- one"
    public var markdown: String? {
      get { content.markdownSource }
      set { content = newValue.map(StyledContent.markdown) ?? .empty }
    }

    /// Resolves the text again for the current appearance.
    ///
    ///     textView.restyle()
    public func restyle() {
      let environment = typesetEnvironment(theme: theme, over: self.environment)
      textStorage?.setAttributedString(
        content.styledText(style: style, theme: theme).nsAttributedString(in: environment))
      typingAttributes = style.resolved(in: environment).platformAttributes.appKitAttributes
    }

    /// Restyles when the appearance changes.
    open override func viewDidChangeEffectiveAppearance() {
      super.viewDidChangeEffectiveAppearance()
      restyle()
    }
  }

  /// A button whose title keeps its style and re-resolves when the appearance changes; the
  /// ``ControlStyles/selected`` style (merged over normal) is its alternate title, shown while a
  /// toggle button is on. AppKit draws the disabled and pressed looks itself.
  ///
  ///     let button = StyledButton(styles: ControlStyles(normal: .body, selected: TextStyle().bold()))
  ///     button.text = "Bold"
  @MainActor open class StyledButton: NSButton {
    /// The title's styles.
    ///
    ///     button.styles = ControlStyles(normal: .headline)
    public var styles = ControlStyles(normal: .body) { didSet { restyle() } }
    /// The theme for tags and custom fonts.
    ///
    ///     button.theme = .default
    public var theme: Theme = .default { didSet { restyle() } }
    /// The environment under the appearance.
    ///
    ///     button.environment = TextEnvironment()
    public var environment = TextEnvironment() { didSet { restyle() } }
    private var content = StyledContent.empty { didSet { restyle() } }

    /// The title as plain text.
    ///
    ///     button.text = "OK"
    public var text: String? {
      get { content.plainSource }
      set { content = newValue.map(StyledContent.plain) ?? .empty }
    }
    /// The title as tag markup.
    ///
    ///     button.markup = "<b>OK</b>"
    public var markup: String? {
      get { content.markupSource }
      set { content = newValue.map(StyledContent.markup) ?? .empty }
    }

    /// Creates a button with styles.
    ///
    ///     StyledButton(styles: ControlStyles(normal: .body))
    public convenience init(styles: ControlStyles) {
      self.init(frame: .zero)
      self.styles = styles
    }

    /// Sets the titles again for the current appearance.
    ///
    ///     button.restyle()
    public func restyle() {
      let environment = typesetEnvironment(theme: theme, over: self.environment)
      attributedTitle = content.styledText(style: styles.style(for: .normal), theme: theme)
        .nsAttributedString(in: environment)
      attributedAlternateTitle = content.styledText(
        style: styles.style(for: .selected), theme: theme
      ).nsAttributedString(in: environment)
    }

    /// Restyles when the appearance changes.
    open override func viewDidChangeEffectiveAppearance() {
      super.viewDidChangeEffectiveAppearance()
      restyle()
    }
  }
#endif
