import TypesetSupport

/// Renders a ``MarkdownDocument`` as bare HTML, byte for byte like cmark-gfm.
///
///     let document = MarkdownParser.parse("**Hi**")
///     MarkdownHTMLRenderer().render(document)   // "<p><strong>Hi</strong></p>\n"
///
/// Safe by default: raw HTML is replaced by `<!-- raw HTML omitted -->` and `javascript:`,
/// `vbscript:`, `file:` and non-image `data:` URLs are dropped, unless
/// ``Options-swift.struct/allowsUnsafeContent`` is set.
public struct MarkdownHTMLRenderer: Sendable {
  /// The options in use.
  ///
  ///     MarkdownHTMLRenderer().options.allowsUnsafeContent   // false
  public var options: Options

  /// Creates a renderer.
  ///
  ///     let renderer = MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true))
  ///     renderer.render(MarkdownParser.parse("<b>x</b>"))   // "<p><b>x</b></p>\n"
  public init(options: Options = .default) {
    self.options = options
  }

  /// The document as HTML.
  ///
  ///     MarkdownHTMLRenderer().render(MarkdownParser.parse("# Hi"))   // "<h1>Hi</h1>\n"
  public func render(_ document: MarkdownDocument) -> String {
    var formatter = HTMLFormatter(options: options, capacity: Self.estimatedSize(of: document))
    formatter.walk(document)
    // Checked a word at a time across ASCII, then copied: the standard library would check
    // every byte of a page with any non-ASCII character in it one by one.
    return formatter.result.withUnsafeBufferPointer(UTF8Decoding.string)
  }

  /// Renders a document as HTML, appending its UTF-8 bytes to a buffer: no `String` is made,
  /// so writing a large document to a file or a pipe costs no extra pass over the output.
  ///
  ///     var html: [UInt8] = []
  ///     MarkdownHTMLRenderer().render(MarkdownParser.parse("*a*"), into: &html)
  ///     String(decoding: html, as: UTF8.self)   // "<p><em>a</em></p>\n"
  ///
  /// - Parameters:
  ///   - document: the parsed document.
  ///   - output: the buffer the HTML is appended to.
  public func render(_ document: MarkdownDocument, into output: inout [UInt8]) {
    var formatter = HTMLFormatter(options: options, capacity: 0)
    swap(&formatter.result, &output)
    formatter.result.reserveLarge(formatter.result.count + Self.estimatedSize(of: document))
    formatter.walk(document)
    swap(&formatter.result, &output)
  }

  /// About how many bytes of HTML a document makes, erring high: its text (escaped, and
  /// link destinations written out) and the tags of its nodes. Tables make the most tags per
  /// byte of text (a cell is `<td>`, `</td>` and often an alignment), so a bound by text
  /// alone falls short on them; one reservation that holds the whole output saves copying it
  /// into a larger buffer near the end, and pages reserved but not written cost no memory.
  static func estimatedSize(of document: MarkdownDocument) -> Int {
    document.storage.bytes.count * 3 / 2 + document.nodeCount * 8 + 64
  }
}
