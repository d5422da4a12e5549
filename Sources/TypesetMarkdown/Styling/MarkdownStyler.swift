import Typeset

/// Turns a parsed Markdown document into a ``StyledDocument`` with a theme.
///
/// The theme's `body` is the base style and `theme.markdown` gives every element's style as a
/// modifier merged over the style around it: strong text inside emphasis is emphasis, then
/// strong, then `strongEmphasis`, so it is bold italic; headings take their slots and follow
/// Dynamic Type; links take the link style and, when the shared URL-safety check accepts the
/// destination, the link; images become an attachment character and their description; inline
/// HTML is styled by the theme's tag rules as tag markup is.
///
/// The tree is read only through ``MarkdownWalker`` and the document is built with explicit
/// stacks, so 10⁵ levels of nesting are ordinary.
///
///     let document = MarkdownParser.parse("# Hi\n\n*so* **very** <sup>2</sup>")
///     let styled = MarkdownStyler(theme: .default).style(document)
///     styled.blocks.first?.kind   // .heading(level: 1)
public struct MarkdownStyler: Sendable {
  /// The theme whose `body` and `markdown` styles are used.
  ///
  ///     MarkdownStyler(theme: .default).theme.name   // "default"
  public var theme: Theme {
    didSet { tags = MarkdownLowering.tagScheme(theme: theme, options: options) }
  }
  /// What happens to raw HTML, links and tags.
  ///
  ///     MarkdownStyler(theme: .default).options.rawHTML   // .drop
  public var options: Options {
    didSet { tags = MarkdownLowering.tagScheme(theme: theme, options: options) }
  }
  /// The tag rules inline HTML is styled by, made from the theme and options once rather than
  /// per document: a short document (a chat message, a streamed block) spent most of its
  /// styling making them.
  private var tags: TagScheme

  /// Creates a styler.
  ///
  ///     let styler = MarkdownStyler(theme: .default, options: .init(rawHTML: .keepLiteral))
  ///
  /// - Parameters:
  ///   - theme: the theme.
  ///   - options: raw HTML, link and tag options.
  public init(theme: Theme, options: Options = .default) {
    self.theme = theme
    self.options = options
    tags = MarkdownLowering.tagScheme(theme: theme, options: options)
  }

  /// The styled document of a parsed Markdown document.
  ///
  ///     MarkdownStyler(theme: .default).style(MarkdownParser.parse("Hello")).blocks.count   // 1
  public func style(_ document: MarkdownDocument) -> StyledDocument {
    // The lowering reads the document's bytes and the theme's breaks in place: it is made
    // inside the closures that lend them, and done with before they return.
    let breaks = MarkdownLowering.breakBytes(theme: theme)
    return document.storage.bytes.withUnsafeBufferPointer { bytes in
      breaks.withUnsafeBufferPointer { breaks in
        var lowering = MarkdownLowering(
          theme: theme, options: options, tags: tags, sizeHint: document.nodeCount,
          source: bytes, breaks: breaks)
        lowering.walk(document)
        return lowering.finish()
      }
    }
  }
}

extension MarkdownDocument {
  /// This document styled with a theme; see ``MarkdownStyler``.
  ///
  ///     let styled = MarkdownParser.parse("**Bold**").styled(theme: .default)
  ///     styled.flattened().runs.first?.style.weight   // .bold
  ///
  /// - Parameters:
  ///   - theme: the theme.
  ///   - options: raw HTML, link and tag options.
  public func styled(
    theme: Theme = .default, options: MarkdownStyler.Options = .default
  ) -> StyledDocument {
    MarkdownStyler(theme: theme, options: options).style(self)
  }
}

extension StyledDocument {
  /// Parses Markdown (CommonMark with GFM) and styles it with a theme.
  ///
  ///     let document = StyledDocument(markdown: "- [x] done", theme: .default)
  ///     document.flattened().string   // "☑\tdone"
  ///
  /// - Parameters:
  ///   - markdown: the Markdown text.
  ///   - theme: the theme.
  ///   - options: raw HTML, link and tag options.
  public init(
    markdown: String, theme: Theme = .default, options: MarkdownStyler.Options = .default
  ) {
    self = MarkdownParser.parse(markdown).styled(theme: theme, options: options)
  }
}
