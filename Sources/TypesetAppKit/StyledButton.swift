#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import Typeset
  @_spi(Bridges) import TypesetMarkdown

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
