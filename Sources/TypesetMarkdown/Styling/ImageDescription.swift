import Typeset
import TypesetSupport

/// An image's description as Markdown styling shows it after the image — literal text and
/// code, breaks as the theme writes them, tags left out — for the attachment's alternative
/// text, which an HTML `alt` attribute or a screen reader uses in its place. It is gathered
/// as UTF-8 bytes, after whatever the buffer it is given holds: the lowering keys its memo
/// of images by those bytes and boxes an attachment from them for an image it has not seen.
///
///     var description = ImageDescription(softBreak: space, hardBreak: newline, into: ByteBuffer())
///     for child in image.children { description.walk(child) }
///     String(decoding: description.bytes.buffer, as: UTF8.self)   // "a *tiny* cat" → "a tiny cat"
struct ImageDescription: MarkdownWalker {
  /// The UTF-8 of what the theme writes for a soft and a hard break, valid while the
  /// description is walked: a document's images are many, and copies of strings (or of the
  /// theme's whole set of styles) for each would be retained and released each time.
  let softBreak: UnsafeBufferPointer<UInt8>
  let hardBreak: UnsafeBufferPointer<UInt8>
  /// The buffer the bytes are gathered into, after those it held at first.
  let bytes: ByteBuffer

  /// A description gathered into `buffer`.
  init(
    softBreak: UnsafeBufferPointer<UInt8>, hardBreak: UnsafeBufferPointer<UInt8>,
    into buffer: ByteBuffer
  ) {
    self.softBreak = softBreak
    self.hardBreak = hardBreak
    bytes = buffer
  }

  mutating func visitText(_ text: MarkdownText) {
    text.literalBytes.withUTF8 { bytes.append($0) }
  }

  mutating func visitInlineCode(_ code: MarkdownInlineCode) {
    code.literalBytes.withUTF8 { bytes.append($0) }
  }

  mutating func visitSoftBreak(_ softBreak: MarkdownSoftBreak) { bytes.append(self.softBreak) }

  mutating func visitLineBreak(_ lineBreak: MarkdownLineBreak) { bytes.append(hardBreak) }
}
