extension MarkdownHTMLRenderer {
  /// Rendering options.
  ///
  ///     let options = MarkdownHTMLRenderer.Options(allowsUnsafeContent: true)
  ///     MarkdownHTMLRenderer(options: options).render(MarkdownParser.parse("<br>"))   // "<br>\n"
  public struct Options: Sendable, Hashable {
    /// Keep raw HTML and dangerous URLs (cmark's `--unsafe`).
    ///
    ///     let document = MarkdownParser.parse("[x](javascript:alert(1))")
    ///     MarkdownHTMLRenderer().render(document)   // "<p><a href=\"\">x</a></p>\n"
    public var allowsUnsafeContent: Bool
    /// Extensions that affect rendering: `.tagFilter` escapes `<script>` and similar tags.
    ///
    ///     let options = MarkdownHTMLRenderer.Options(allowsUnsafeContent: true, extensions: [])
    ///     MarkdownHTMLRenderer(options: options).render(MarkdownParser.parse("<xmp>"))
    ///     // "<xmp>\n"
    public var extensions: MarkdownExtensions

    /// Creates options.
    ///
    ///     MarkdownHTMLRenderer.Options(extensions: .commonMark).extensions.isEmpty   // true
    public init(allowsUnsafeContent: Bool = false, extensions: MarkdownExtensions = .gfm) {
      self.allowsUnsafeContent = allowsUnsafeContent
      self.extensions = extensions
    }

    /// Safe output, all extensions.
    ///
    ///     MarkdownHTMLRenderer.Options.default.extensions == .gfm   // true
    public static let `default` = Options()
  }
}
