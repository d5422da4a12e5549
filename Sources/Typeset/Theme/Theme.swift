/// A named set of styles that parsers and renderers draw on.
///
/// Every named style can be used by name: as a tag in markup (`<headline>…</headline>`), for
/// plain text (`body`), and by the Markdown theme. The built-in ``standard`` theme names the
/// eleven Dynamic Type styles plus `code`.
///
///     let theme = Theme.standard
///     theme.style(named: "headline")?.weight   // nil: the headline text style gives semibold
public struct Theme: Hashable, Sendable {
  /// The theme's name.
  ///
  ///     Theme.standard.name   // "standard"
  public var name: String
  /// The named styles.
  ///
  ///     Theme.standard.styles.count   // 12
  public var styles: [String: TextStyle]
  /// The styles of Markdown elements, merged over ``body``.
  ///
  ///     Theme.standard.markdown.heading(1).dynamicTextStyle   // .title1
  public var markdown: MarkdownStyles

  /// Creates a theme.
  ///
  ///     Theme(name: "Brand", styles: ["body": TextStyle.body.fontFamily(.system(design: .serif))])
  ///
  /// - Parameters:
  ///   - name: the theme's name.
  ///   - styles: the named styles; `body` is the style of plain text.
  ///   - markdown: the styles of Markdown elements.
  public init(
    name: String, styles: [String: TextStyle], markdown: MarkdownStyles = MarkdownStyles()
  ) {
    self.name = name
    self.styles = styles
    self.markdown = markdown
  }

  /// The style with the given name, or `nil`.
  ///
  ///     Theme.standard.style(named: "title1")
  public func style(named name: String) -> TextStyle? { styles[name] }

  /// The style of plain text: the theme's `body`, else ``TextStyle/body``.
  ///
  ///     Theme.standard.body == TextStyle.body   // true
  public var body: TextStyle { styles["body"] ?? .body }

  /// The built-in theme: system font, Dynamic Type text styles scaled to all sizes, label colour.
  ///
  ///     Theme.standard.styles.keys.sorted().first   // "body"
  public static let standard = Theme(
    name: "standard",
    styles: [
      "body": .body, "largeTitle": .largeTitle, "title1": .title1, "title2": .title2,
      "title3": .title3, "headline": .headline, "subheadline": .subheadline, "callout": .callout,
      "footnote": .footnote, "caption1": .caption1, "caption2": .caption2, "code": .code,
    ])
}
