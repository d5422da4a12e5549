#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import Typeset
  import TypesetMarkdown

  /// What a styled view shows, kept as its source so a style, theme or trait change
  /// re-resolves it.
  enum StyledContent {
    case empty
    case plain(String)
    case markup(String)
    case markdown(String)
    case styled(StyledText)

    /// The text styled: plain text in `style`; markup over `style` with the theme's tags;
    /// Markdown with the theme, `style` as its body; styled text as it is.
    func styledText(style: TextStyle, theme: Theme) -> StyledText {
      switch self {
      case .empty: StyledText()
      case .plain(let text): StyledText(text, style: style)
      case .markup(let markup): StyledText(markup: markup, style: style, tags: theme.tagScheme())
      case .markdown(let markdown):
        StyledDocument(markdown: markdown, theme: theme.withBody(style)).flattened()
      case .styled(let text): text
      }
    }

    var plainSource: String? {
      if case .plain(let text) = self { text } else { nil }
    }
    var markupSource: String? {
      if case .markup(let text) = self { text } else { nil }
    }
    var markdownSource: String? {
      if case .markdown(let text) = self { text } else { nil }
    }
    var styledSource: StyledText? {
      if case .styled(let text) = self { text } else { nil }
    }
  }

  extension Theme {
    /// The theme with `style` as its body style.
    func withBody(_ style: TextStyle) -> Theme {
      var theme = self
      theme.styles["body"] = style
      return theme
    }
  }
#endif
