import Typeset

/// Renders a ``StyledDocument`` (and so any ``StyledText``) as semantic HTML styled by a theme:
/// a page, a fragment with its style sheet, or an email with inline styles.
///
/// Headings, paragraphs, lists (with their start), task items (disabled checkboxes), quotes,
/// code blocks (`language-…` classes), tables (with alignment), rules, links and images become
/// their HTML elements; text whose style came from the theme's strong, emphasis,
/// strikethrough or inline code styles becomes `strong`, `em`, `del` or `code`, and anything
/// else that differs from the text around it a `span` with a class (page, fragment) or a
/// `style` attribute (email). Every value comes from resolving the styles, as the
/// `AttributedString` export does: sizes and colours are numbers, never text from the theme.
///
/// Safe by default: text and attribute values are escaped by the escaper the bare Markdown
/// renderer uses, and links and image sources pass the same URL-safety check as Markdown and
/// tag markup (a dangerous link stays as text, a dangerous image is left out) unless
/// ``Options-swift.struct/allowsUnsafeLinks`` is set. Control characters from content are
/// shown in caret notation, as the terminal renderer shows them (ESC as `^[`, U+009B as
/// `^[[`), a carriage return as a line feed, U+FFFE and U+FFFF as U+FFFD, so every profile is
/// well-formed XML as well as HTML; the bare Markdown renderer keeps them, as cmark-gfm does.
///
///     let document = StyledDocument(markdown: "# Hi\n\nSome **bold** text.")
///     let page = HTMLRenderer().render(document).html
///     // "<!DOCTYPE html>…<h1>Hi</h1>\n<p>Some <strong>bold</strong> text.</p>\n…"
public struct HTMLRenderer: Sendable {
  /// The theme whose Markdown element styles the element rules come from.
  ///
  ///     HTMLRenderer().theme.name   // "default"
  public var theme: Theme {
    didSet { prelude = HTMLWriter.Prelude.make(theme: theme, options: options) }
  }
  /// The options in use.
  ///
  ///     HTMLRenderer().options.profile   // .page
  public var options: Options {
    didSet { prelude = HTMLWriter.Prelude.make(theme: theme, options: options) }
  }
  /// The element rules and named classes, made once for the theme and options.
  private(set) var prelude: HTMLWriter.Prelude

  /// Creates a renderer.
  ///
  ///     let email = HTMLRenderer(theme: .compact, options: .init(profile: .email))
  ///
  /// - Parameters:
  ///   - theme: the theme the document was styled with (the built-in one by default).
  ///   - options: the profile and the environment.
  public init(theme: Theme = .default, options: Options = .default) {
    self.theme = theme
    self.options = options
    prelude = HTMLWriter.Prelude.make(theme: theme, options: options)
  }

  /// The document as HTML, with its style sheet and any warnings.
  ///
  ///     HTMLRenderer(options: .init(profile: .fragment))
  ///       .render(StyledDocument(markdown: "*Hi*")).html
  ///     // "<div class=\"typeset\"><p><em>Hi</em></p>\n</div>\n"
  public func render(_ document: StyledDocument) -> HTMLRendering {
    var html: [UInt8] = []
    let stylesheet = write(document, into: &html)
    return HTMLRendering(
      html: String(decoding: html, as: UTF8.self),
      stylesheet: String(decoding: stylesheet, as: UTF8.self),
      warnings: Self.warnings(byteCount: html.count, profile: options.profile))
  }

  /// The text as HTML: a one-paragraph document.
  ///
  ///     HTMLRenderer(options: .init(profile: .fragment)).render("Hi".styled(.body)).html
  ///     // "<div class=\"typeset\"><p>Hi</p>\n</div>\n"
  public func render(_ text: StyledText) -> HTMLRendering {
    render(text.document)
  }

  /// Appends the document's HTML to a buffer and returns the warnings: no `String` is made,
  /// so a large document goes to a file or a pipe without another pass.
  ///
  ///     var html: [UInt8] = []
  ///     let warnings = HTMLRenderer().render(document, into: &html)
  ///     warnings.isEmpty   // true
  ///
  /// - Parameters:
  ///   - document: the styled document.
  ///   - output: the buffer the HTML is appended to.
  public func render(_ document: StyledDocument, into output: inout [UInt8]) -> [HTMLWarning] {
    let start = output.count
    _ = write(document, into: &output)
    return Self.warnings(byteCount: output.count - start, profile: options.profile)
  }

  /// Appends the document's HTML to `output` and its style sheet to `stylesheet` (what a
  /// fragment needs beside it), as bytes: no `String` is made or checked.
  ///
  ///     var html: [UInt8] = []
  ///     var css: [UInt8] = []
  ///     HTMLRenderer(options: .init(profile: .fragment))
  ///       .render(document, into: &html, stylesheet: &css)   // []
  package func render(
    _ document: StyledDocument, into output: inout [UInt8], stylesheet: inout [UInt8]
  ) -> [HTMLWarning] {
    let start = output.count
    stylesheet += write(document, into: &output)
    return Self.warnings(byteCount: output.count - start, profile: options.profile)
  }

  /// Writes the document's HTML after the buffer's bytes, in the buffer itself, and returns
  /// the style sheet.
  private func write(_ document: StyledDocument, into output: inout [UInt8]) -> [UInt8] {
    var writer = HTMLWriter(options: options, prelude: prelude)
    let estimate = HTMLWriter.estimatedSize(of: document)
    guard output.isEmpty else {
      let body = ByteBuffer(capacity: estimate)
      writer.write(document, to: body)
      return writer.finish(body: body, into: &output)
    }
    // An empty output is made with room for the whole page and the body written straight
    // into it: copying a finished body of many megabytes into fresh memory would cost a
    // second pass over it and its page faults. The head, written last, goes in front.
    var stylesheet: [UInt8] = []
    var leftover: ByteBuffer?
    output = [UInt8](unsafeUninitializedCapacity: estimate + Self.headRoom) { memory, count in
      HugePages.advise(memory)
      let body = ByteBuffer(lending: memory)
      writer.write(document, to: body)
      if let finished = writer.finishInPlace(body: body, in: memory) {
        count = finished.count
        stylesheet = finished.stylesheet
      } else if body.isWritingInPlace {
        // The head did not fit: the body moves out, as `memory` takes the page from its start.
        let moved = ByteBuffer(capacity: body.count)
        moved.append(body.buffer)
        leftover = moved
        count = 0
      } else {
        leftover = body
        count = 0
      }
    }
    if let body = leftover {
      stylesheet = writer.finish(body: body, into: &output)
    }
    return stylesheet
  }

  /// Room beyond the body's estimate for the head (meta tags, title and style sheet) when
  /// the page is written in place.
  static let headRoom = 1 << 16

  static func warnings(byteCount: Int, profile: Profile) -> [HTMLWarning] {
    guard profile == .email, byteCount > HTMLWarning.gmailClippingLimit else { return [] }
    return [.emailClipped(byteCount: byteCount)]
  }
}
