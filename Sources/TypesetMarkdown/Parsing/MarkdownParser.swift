/// The GitHub Flavored Markdown extensions to CommonMark.
public struct MarkdownExtensions: OptionSet, Sendable, Hashable {
  /// The raw bit mask.
  public let rawValue: UInt8

  /// Creates a set from its bit mask.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Pipe tables.
  public static let table = MarkdownExtensions(rawValue: 1)
  /// `~strike~` and `~~strike~~`.
  public static let strikethrough = MarkdownExtensions(rawValue: 2)
  /// Extended autolinks: `www.`, bare `http(s)://` and `ftp://` URLs, e-mail addresses.
  public static let autolink = MarkdownExtensions(rawValue: 4)
  /// Escapes the `<` of `script`, `style`, `iframe` and similar tags in raw HTML.
  public static let tagFilter = MarkdownExtensions(rawValue: 8)
  /// `- [ ]` and `- [x]` task-list items.
  public static let taskList = MarkdownExtensions(rawValue: 16)
  /// `[^note]` footnotes.
  public static let footnotes = MarkdownExtensions(rawValue: 32)

  /// All six GitHub extensions.
  public static let gfm: MarkdownExtensions = [
    .table, .strikethrough, .autolink, .tagFilter, .taskList, .footnotes,
  ]
  /// Plain CommonMark.
  public static let none: MarkdownExtensions = []
}

/// A CommonMark 0.31.2 and GitHub Flavored Markdown parser.
///
///     let document = MarkdownParser.parse("# Hello *world*")
///     let html = MarkdownHTMLRenderer().render(document)
public struct MarkdownParser {
  /// Parsing options.
  public struct Options: Sendable, Hashable {
    /// The extensions to recognise.
    public var extensions: MarkdownExtensions

    /// Creates options.
    public init(extensions: MarkdownExtensions) {
      self.extensions = extensions
    }

    /// GitHub Flavored Markdown: all extensions on.
    public static let `default` = Options(extensions: .gfm)
    /// Plain CommonMark: no extensions.
    public static let commonMark = Options(extensions: .none)
  }

  /// Parses Markdown text. Parsing never fails; NUL characters become U+FFFD.
  public static func parse(_ text: String, options: Options = .default) -> MarkdownDocument {
    var text = text
    return text.withUTF8 { parse($0, options: options) }
  }

  /// Parses UTF-8 bytes. Invalid sequences and NUL become U+FFFD.
  public static func parse(_ bytes: some Collection<UInt8>, options: Options = .default)
    -> MarkdownDocument
  {
    let input = sanitizeInput(bytes)
    let storage = input.withUnsafeBufferPointer { p in
      var parser = BlockParser(p, extensions: options.extensions)
      return parser.run()
    }
    return MarkdownDocument(storage: storage)
  }
}
