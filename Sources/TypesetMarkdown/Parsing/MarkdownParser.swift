/// A CommonMark 0.31.2 and GitHub Flavored Markdown parser.
///
///     let document = MarkdownParser.parse("# Hello *world*")
///     MarkdownHTMLRenderer().render(document)   // "<h1>Hello <em>world</em></h1>\n"
public struct MarkdownParser {
  /// Parses Markdown text. Parsing never fails; NUL characters become U+FFFD.
  ///
  ///     MarkdownParser.parse("Hello").root.firstChild?.kind   // .paragraph
  public static func parse(_ text: String, options: Options = .default) -> MarkdownDocument {
    var text = text
    return text.withUTF8 { parse($0, options: options) }
  }

  /// Parses UTF-8 bytes. Invalid sequences and NUL become U+FFFD.
  ///
  ///     MarkdownParser.parse(Array("*hi*".utf8)).root.firstChild?.firstChild?.kind   // .emphasis
  public static func parse(_ bytes: some Collection<UInt8>, options: Options = .default)
    -> MarkdownDocument
  {
    parseReportingIllFormed(bytes, options: options).document
  }

  /// Parses UTF-8 bytes as ``parse(_:options:)-(some Collection<UInt8>,_)`` does and tells
  /// where the first ill-formed sequence was (NUL is not one), or `nil` for well-formed
  /// input: a caller that reports bad input needs no second pass over the bytes to find it.
  ///
  ///     MarkdownParser.parseReportingIllFormed([0x61, 0xFF]).firstIllFormed   // 1
  package static func parseReportingIllFormed(
    _ bytes: some Collection<UInt8>, options: Options = .default
  ) -> (document: MarkdownDocument, firstIllFormed: Int?) {
    var firstIllFormed: Int?
    let input = sanitizeInput(bytes, firstIllFormed: &firstIllFormed)
    let storage = input.withUnsafeBufferPointer { p in
      var parser = BlockParser(p, extensions: options.extensions)
      return parser.run()
    }
    return (MarkdownDocument(storage: storage), firstIllFormed)
  }
}
