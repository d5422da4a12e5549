/// A team's whole typography as one value: colours, font families, named styles, tag rules,
/// Markdown element styles and the document background.
///
/// Every named style can be used by name: as a tag in markup (`<headline>…</headline>`), for
/// plain text (`body`), and as the base of Markdown element styles. Themes are usually loaded
/// from JSON (``init(json:baseURL:)``); the built-in ``default`` and ``compact`` themes
/// are JSON too, read by the same loader.
///
///     let theme = Theme.default
///     theme.style(named: "headline")?.dynamicTextStyle   // .headline
///     theme.markdown.heading(1).dynamicTextStyle         // .title1
public struct Theme: Hashable, Sendable {
  /// The theme's name.
  ///
  ///     Theme.default.name   // "default"
  public var name: String
  /// The named colours a theme file defines; its styles use them by name.
  ///
  ///     try Theme(json: #"{"colors": {"brand": "#0060DF"}}"#).colors["brand"]?.description
  ///     // "#0060DFFF"
  public var colors: [String: TextColor]
  /// The named font families a theme file defines; its styles use them by name (`"font"`).
  ///
  ///     Theme.default.fontFamilies.isEmpty   // true: the default theme uses system fonts
  public var fontFamilies: [String: FontFamily]
  /// The named styles, with `basedOn` already applied.
  ///
  ///     Theme.default.styles.count   // 12
  public var styles: [String: TextStyle]
  /// Tag rules for markup: each tag's style is merged over the style around it.
  ///
  ///     Theme.default.tags["kbd"]?.fontFamily?.name   // "ui-monospace"
  public var tags: [String: TextStyle]
  /// The styles of Markdown elements, merged over ``body``.
  ///
  ///     Theme.default.markdown.heading(1).dynamicTextStyle   // .title1
  public var markdown: MarkdownStyles
  /// The colour behind the document's text; contrast is checked against it.
  ///
  ///     Theme.default.background.name   // "systemBackground"
  public var background: TextColor
  /// Custom fonts per Dynamic Type text style (a ScaledFont catalog); empty for system fonts.
  ///
  ///     Theme.default.fontCatalog.entries.isEmpty   // true
  public var fontCatalog: FontCatalog

  /// Creates a theme.
  ///
  ///     Theme(name: "Brand", styles: ["body": TextStyle.body.fontFamily(.system(design: .serif))])
  ///
  /// - Parameters:
  ///   - name: the theme's name.
  ///   - styles: the named styles; `body` is the style of plain text.
  ///   - markdown: the styles of Markdown elements.
  ///   - colors: named colours.
  ///   - fontFamilies: named font families.
  ///   - tags: tag rules, tag name → style merged over the surrounding style.
  ///   - background: the document background.
  ///   - fontCatalog: custom fonts per text style.
  public init(
    name: String, styles: [String: TextStyle], markdown: MarkdownStyles = MarkdownStyles(),
    colors: [String: TextColor] = [:], fontFamilies: [String: FontFamily] = [:],
    tags: [String: TextStyle] = [:], background: TextColor = .systemBackground,
    fontCatalog: FontCatalog = FontCatalog()
  ) {
    self.name = name
    self.styles = styles
    self.markdown = markdown
    self.colors = colors
    self.fontFamilies = fontFamilies
    self.tags = tags
    self.background = background
    self.fontCatalog = fontCatalog
  }

  /// The style with the given name, or `nil`.
  ///
  ///     Theme.default.style(named: "title1")?.dynamicTextStyle   // .title1
  public func style(named name: String) -> TextStyle? { styles[name] }

  /// The style of plain text: the theme's `body`, else ``TextStyle/body``.
  ///
  ///     Theme.default.body == TextStyle.body   // true
  public var body: TextStyle { styles["body"] ?? .body }
}
