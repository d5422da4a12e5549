#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import Typeset
  @_spi(Bridges) import TypesetMarkdown

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
#endif
