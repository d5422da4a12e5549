#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import Typeset
  @_spi(Bridges) import TypesetMarkdown

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
#endif
