import Typeset

/// What a styled view shows, kept as its source so a style, theme or trait change
/// re-resolves it: the Apple bridges' views share it. SPI rather than `package`, as the Linux
/// check of the bridges (`AppleCheck/`) is a package of its own.
///
///     StyledContent.markdown("**Hi**").styledText(style: .body, theme: .default).string
///     // "Hi"
@_spi(Bridges) public enum StyledContent: Sendable {
  /// Nothing.
  case empty
  /// Plain text in the view's style.
  case plain(String)
  /// Tag markup over the view's style.
  case markup(String)
  /// Markdown with the view's style as its body.
  case markdown(String)
  /// Text with its own styles.
  case styled(StyledText)

  /// The text styled: plain text in `style`; markup over `style` with the theme's tags;
  /// Markdown with the theme, `style` as its body; styled text as it is.
  public func styledText(style: TextStyle, theme: Theme) -> StyledText {
    switch self {
    case .empty: StyledText()
    case .plain(let text): StyledText(text, style: style)
    case .markup(let markup): StyledText(markup: markup, style: style, tags: theme.tagScheme())
    case .markdown(let markdown):
      StyledDocument(markdown: markdown, theme: theme.withBody(style)).flattened()
    case .styled(let text): text
    }
  }

  /// The plain text this content is, or `nil` for the other kinds.
  ///
  ///     StyledContent.markdown("*x*").plainSource   // nil
  public var plainSource: String? {
    if case .plain(let text) = self { text } else { nil }
  }
  /// The markup this content is, or `nil` for the other kinds.
  ///
  ///     StyledContent.markdown("*x*").markupSource   // nil
  public var markupSource: String? {
    if case .markup(let text) = self { text } else { nil }
  }
  /// The Markdown this content is, or `nil` for the other kinds.
  ///
  ///     StyledContent.markdown("*x*").markdownSource   // "*x*"
  public var markdownSource: String? {
    if case .markdown(let text) = self { text } else { nil }
  }
  /// The styled text this content is, or `nil` for the other kinds.
  ///
  ///     StyledContent.markdown("*x*").styledSource   // nil
  public var styledSource: StyledText? {
    if case .styled(let text) = self { text } else { nil }
  }
}

extension Theme {
  /// The theme with `style` as its body style.
  ///
  ///     Theme.default.withBody(.footnote).styles["body"]   // .footnote
  @_spi(Bridges) public func withBody(_ style: TextStyle) -> Theme {
    var theme = self
    theme.styles["body"] = style
    return theme
  }
}
