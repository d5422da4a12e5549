import Typeset
import TypesetSupport

/// Themed HTML for a document that arrives a piece at a time — a ``MarkdownStream``'s settled
/// blocks, styled one by one — written append-only: nothing written is ever taken back.
///
/// The page's head (or a fragment's first `<style>`) holds the theme's style sheet; each
/// piece is preceded by a `<style>` element with only the rules it needs that no earlier piece
/// did (a class first used, a colour's custom property, defined once, so a later rule never
/// undoes an earlier dark-mode override). Without those `<style>` elements, the pieces' HTML is
/// the HTML of the whole document rendered at once; an email's styles are inline, so its
/// stream is the whole email. The head is written with the first piece, so a page's title is
/// the options' title or the first piece's first heading.
///
///     var writer = HTMLStreamWriter(renderer: HTMLRenderer(options: .init(profile: .fragment)))
///     var html: [UInt8] = []
///     writer.write(StyledDocument(markdown: "# Hi"), into: &html)
///     let warnings = writer.finish(into: &html)
///     // "<style>\n…</style>\n<div class=\"typeset\"><h1>Hi</h1>\n</div>\n"
public struct HTMLStreamWriter: Sendable {
  /// The renderer whose theme and options every piece is written with.
  ///
  ///     HTMLStreamWriter().renderer.options.profile   // .page
  public let renderer: HTMLRenderer
  private var writer: HTMLWriter
  /// What the style sheet held when rules were last written: colours and class-rule bytes.
  private var writtenColors = 0
  private var writtenClassRules = 0
  /// The bytes written so far, for the email clipping warning.
  private var byteCount = 0
  private var hasBegun = false

  /// Creates a writer for one document.
  ///
  ///     let writer = HTMLStreamWriter(renderer: HTMLRenderer(theme: .compact))
  ///
  /// - Parameter renderer: the theme, profile and environment to write with.
  public init(renderer: HTMLRenderer = HTMLRenderer()) {
    self.renderer = renderer
    writer = HTMLWriter(options: renderer.options, prelude: renderer.prelude)
    writer.writesRoot = false
  }

  private var profile: HTMLRenderer.Profile { renderer.options.profile }

  /// Writes what comes before the first piece: a page's head with the theme's style sheet, a
  /// fragment's style sheet, then the opening of the text's `div`.
  private mutating func begin(into output: inout [UInt8]) {
    hasBegun = true
    let start = output.count
    var stylesheet: [UInt8] = []
    if profile != .email {
      writer.sheet.appendStyleSheet(
        elements: writer.prelude.elements, isPage: profile == .page, to: &stylesheet)
      writtenColors = writer.sheet.palette.entries.count
      writtenClassRules = writer.sheet.classRules.count
    }
    switch profile {
    case .page, .email:
      writer.appendHead(stylesheet: stylesheet, to: &output)
    case .fragment:
      CSSBytes.append("<style>\n", to: &output)
      output += stylesheet
      CSSBytes.append("</style>\n", to: &output)
    }
    writer.prelude.tags.append(.root, to: &output)
    byteCount += output.count - start
  }

  /// Writes one piece: the style rules it needs that were not written yet, then its blocks;
  /// before the first, the page's head or the fragment's style sheet.
  ///
  ///     writer.write(StyledDocument(markdown: "Some <mark>text</mark>"), into: &html)
  ///
  /// - Parameters:
  ///   - piece: the next blocks of the document, styled.
  ///   - output: the buffer the HTML is appended to.
  public mutating func write(_ piece: StyledDocument, into output: inout [UInt8]) {
    let start = output.count
    let blocks = ByteBuffer(capacity: HTMLWriter.estimatedSize(of: piece))
    writer.write(piece, to: blocks)
    if !hasBegun { begin(into: &output) }
    if profile != .email {
      var rules: [UInt8] = []
      writer.sheet.palette.appendRules(from: writtenColors, to: &rules)
      rules += writer.sheet.classRules[writtenClassRules...]
      writtenColors = writer.sheet.palette.entries.count
      writtenClassRules = writer.sheet.classRules.count
      if !rules.isEmpty {
        CSSBytes.append("<style>\n", to: &output)
        output += rules
        CSSBytes.append("</style>\n", to: &output)
      }
    }
    output.append(contentsOf: blocks.buffer)
    byteCount += output.count - start
  }

  /// Closes the text's `div` (and a page's or email's document); returns the warnings, such as
  /// an email past Gmail's clipping limit.
  ///
  ///     writer.finish(into: &html).isEmpty   // true for a short document
  ///
  /// - Parameter output: the buffer the HTML is appended to.
  public mutating func finish(into output: inout [UInt8]) -> [HTMLWarning] {
    if !hasBegun { begin(into: &output) }
    let start = output.count
    CSSBytes.append(HTMLWriter.rootEnd, to: &output)
    if profile != .fragment { CSSBytes.append(HTMLWriter.documentEnd, to: &output) }
    byteCount += output.count - start
    return HTMLRenderer.warnings(byteCount: byteCount, profile: profile)
  }
}
