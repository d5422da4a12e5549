/// The GitHub Flavored Markdown extensions to CommonMark.
///
///     let options = MarkdownParser.Options(extensions: [.strikethrough])
///     MarkdownHTMLRenderer().render(MarkdownParser.parse("~~x~~", options: options))
///     // "<p><del>x</del></p>\n"
public struct MarkdownExtensions: OptionSet, Sendable, Hashable {
  /// The raw bit mask.
  ///
  ///     MarkdownExtensions.gfm.rawValue   // 63
  public let rawValue: UInt8

  /// Creates a set from its bit mask.
  ///
  ///     MarkdownExtensions(rawValue: 3) == [.table, .strikethrough]   // true
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Pipe tables.
  ///
  ///     let document = MarkdownParser.parse("| a |\n|---|", options: .init(extensions: .table))
  ///     document.root.firstChild?.kind   // .table
  public static let table = MarkdownExtensions(rawValue: 1)
  /// `~strike~` and `~~strike~~`.
  ///
  ///     let document = MarkdownParser.parse("~~x~~", options: .init(extensions: .strikethrough))
  ///     document.root.firstChild?.firstChild?.kind   // .strikethrough
  public static let strikethrough = MarkdownExtensions(rawValue: 2)
  /// Extended autolinks: `www.`, bare `http(s)://` and `ftp://` URLs, e-mail addresses.
  ///
  ///     let options = MarkdownParser.Options(extensions: .autolink)
  ///     let document = MarkdownParser.parse("www.example.com", options: options)
  ///     document.root.firstChild?.firstChild?.destination   // "http://www.example.com"
  public static let autolink = MarkdownExtensions(rawValue: 4)
  /// Escapes the `<` of `script`, `style`, `iframe` and similar tags in raw HTML.
  ///
  ///     var options = MarkdownHTMLRenderer.Options(allowsUnsafeContent: true)
  ///     options.extensions = .tagFilter
  ///     let renderer = MarkdownHTMLRenderer(options: options)
  ///     renderer.render(MarkdownParser.parse("<xmp>"))   // "&lt;xmp>\n"
  public static let tagFilter = MarkdownExtensions(rawValue: 8)
  /// `- [ ]` and `- [x]` task-list items.
  ///
  ///     let document = MarkdownParser.parse("- [ ] todo", options: .init(extensions: .taskList))
  ///     document.root.firstChild?.firstChild?.taskState   // false
  public static let taskList = MarkdownExtensions(rawValue: 16)
  /// `[^note]` footnotes.
  ///
  ///     let options = MarkdownParser.Options(extensions: .footnotes)
  ///     let document = MarkdownParser.parse("a[^1]\n\n[^1]: b", options: options)
  ///     document.root.lastChild?.kind   // .footnoteDefinition
  public static let footnotes = MarkdownExtensions(rawValue: 32)

  /// All six GitHub extensions.
  ///
  ///     MarkdownExtensions.gfm.contains(.footnotes)   // true
  public static let gfm: MarkdownExtensions = [
    .table, .strikethrough, .autolink, .tagFilter, .taskList, .footnotes,
  ]
  /// Plain CommonMark, no extensions (not `none`, which an optional would take for `nil`).
  ///
  ///     MarkdownExtensions.commonMark.isEmpty   // true
  public static let commonMark: MarkdownExtensions = []
}
