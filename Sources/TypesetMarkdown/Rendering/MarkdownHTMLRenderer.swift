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
    // HTML is rarely more than twice its source; one reservation saves the regrowth copies.
    var formatter = HTMLFormatter(
      options: options, capacity: document.storage.bytes.count * 2 + 64)
    formatter.walk(document)
    return String(decoding: formatter.result, as: UTF8.self)
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
    formatter.result.reserveCapacity(formatter.result.count + document.storage.bytes.count * 2 + 64)
    formatter.result.adviseHugePages()
    formatter.walk(document)
    swap(&formatter.result, &output)
  }
}
