import Typeset
import TypesetSupport

/// An image's description as Markdown styling shows it after the image — literal text and
/// code, breaks as the theme writes them, tags left out — for the attachment's alternative
/// text, which an HTML `alt` attribute or a screen reader uses in its place. It is gathered
/// as pieces, ranges of the document's bytes and breaks, which the lowering then writes as
/// UTF-8 after the key of its memo of images.
///
///     var description = ImageDescription(pieces: [])
///     description.walk(image.node)
///     description.pieces   // "a *tiny* cat" → [literal "a ", literal "tiny", literal " cat"]
struct ImageDescription: MarkdownWalker {
  /// A piece of a description.
  ///
  ///     ImageDescription.Piece.softBreak   // what the theme writes for a soft break
  enum Piece {
    /// Literal text: a range of the document's bytes.
    case literal(TextRange)
    case softBreak
    case hardBreak
  }

  /// The pieces gathered, after those it held at first.
  var pieces: [Piece]

  /// A description gathered after `pieces` (empty, kept to reuse its storage).
  ///
  ///     var description = ImageDescription(pieces: [])
  init(pieces: [Piece]) { self.pieces = pieces }

  mutating func visitText(_ text: MarkdownText) {
    pieces.append(.literal(text.node.record.literal))
  }

  mutating func visitInlineCode(_ code: MarkdownInlineCode) {
    pieces.append(.literal(code.node.record.literal))
  }

  mutating func visitSoftBreak(_ softBreak: MarkdownSoftBreak) { pieces.append(.softBreak) }

  mutating func visitLineBreak(_ lineBreak: MarkdownLineBreak) { pieces.append(.hardBreak) }
}
