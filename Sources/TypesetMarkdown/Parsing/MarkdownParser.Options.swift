extension MarkdownParser {
  /// Parsing options.
  ///
  ///     let document = MarkdownParser.parse("~~x~~", options: .init(extensions: [.table]))
  ///     document.root.firstChild?.firstChild?.kind   // .text
  public struct Options: Sendable, Hashable {
    /// The extensions to recognise.
    ///
    ///     MarkdownParser.Options.default.extensions == .gfm   // true
    public var extensions: MarkdownExtensions

    /// Creates options.
    ///
    ///     MarkdownParser.Options(extensions: []) == .commonMark   // true
    public init(extensions: MarkdownExtensions) {
      self.extensions = extensions
    }

    /// GitHub Flavored Markdown: all extensions on.
    ///
    ///     let document = MarkdownParser.parse("- [x] done", options: .default)
    ///     document.root.firstChild?.firstChild?.taskState   // true
    public static let `default` = Options(extensions: .gfm)
    /// Plain CommonMark: no extensions.
    ///
    ///     let document = MarkdownParser.parse("- [x] done", options: .commonMark)
    ///     document.root.firstChild?.firstChild?.taskState   // nil
    public static let commonMark = Options(extensions: .commonMark)
  }
}
