import Typeset

/// An image's description as Markdown styling shows it after the image — literal text and
/// code, breaks as the theme writes them, tags left out — for the attachment's alternative
/// text, which an HTML `alt` attribute or a screen reader uses in its place.
///
///     var description = ImageDescription(softBreak: " ", hardBreak: "\n")
///     for child in image.children { description.walk(child) }
///     description.text   // "a *tiny* cat" → "a tiny cat"
struct ImageDescription: MarkdownWalker {
  /// What the theme writes for a soft and a hard break (only these: a document's images are
  /// many, and the theme's whole set of styles is large to copy for each).
  let softBreak: String
  let hardBreak: String
  /// The description so far.
  var text = ""

  mutating func visitText(_ text: MarkdownText) {
    text.literalBytes.withUTF8 { self.text += String(decoding: $0, as: UTF8.self) }
  }

  mutating func visitInlineCode(_ code: MarkdownInlineCode) {
    code.literalBytes.withUTF8 { text += String(decoding: $0, as: UTF8.self) }
  }

  mutating func visitSoftBreak(_ softBreak: MarkdownSoftBreak) { text += self.softBreak }

  mutating func visitLineBreak(_ lineBreak: MarkdownLineBreak) { text += self.hardBreak }
}
