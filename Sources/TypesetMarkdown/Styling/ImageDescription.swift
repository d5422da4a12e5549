import Typeset
import TypesetSupport

/// An image's description as Markdown styling shows it after the image — literal text and
/// code, breaks as the theme writes them, tags left out — for the attachment's alternative
/// text, which an HTML `alt` attribute or a screen reader uses in its place. It is gathered
/// as UTF-8 bytes, after whatever the buffer it is given holds: the lowering keys its memo
/// of images by those bytes and boxes an attachment from them for an image it has not seen.
///
///     let buffer = ByteBuffer()
///     var description = ImageDescription(
///       source: documentBytes, softBreak: space, hardBreak: newline, into: buffer)
///     description.walk(image.node)
///     String(decoding: buffer.buffer, as: UTF8.self)   // "a *tiny* cat" → "a tiny cat"
struct ImageDescription: MarkdownWalker {
  /// The document's bytes, which the literals walked are ranges of, valid while it is walked:
  /// literals are read in place, with no reference to the storage taken and dropped for each.
  let source: UnsafeBufferPointer<UInt8>
  /// The UTF-8 of what the theme writes for a soft and a hard break, valid while the
  /// description is walked: a document's images are many, and copies of strings (or of the
  /// theme's whole set of styles) for each would be retained and released each time.
  let softBreak: UnsafeBufferPointer<UInt8>
  let hardBreak: UnsafeBufferPointer<UInt8>
  /// The buffer the bytes are gathered into, after those it held at first, unretained: its
  /// owner keeps it alive while the description is walked, and a retain and release at each
  /// piece of text add up on a page of images.
  let bytes: Unmanaged<ByteBuffer>

  /// A description gathered into `buffer`.
  init(
    source: UnsafeBufferPointer<UInt8>, softBreak: UnsafeBufferPointer<UInt8>,
    hardBreak: UnsafeBufferPointer<UInt8>, into buffer: ByteBuffer
  ) {
    self.source = source
    self.softBreak = softBreak
    self.hardBreak = hardBreak
    bytes = Unmanaged.passUnretained(buffer)
  }

  mutating func visitText(_ text: MarkdownText) {
    append(text.node.record.literal.bytes(in: source))
  }

  mutating func visitInlineCode(_ code: MarkdownInlineCode) {
    append(code.node.record.literal.bytes(in: source))
  }

  mutating func visitSoftBreak(_ softBreak: MarkdownSoftBreak) { append(self.softBreak) }

  mutating func visitLineBreak(_ lineBreak: MarkdownLineBreak) { append(hardBreak) }

  /// Appends to the buffer without retaining it.
  private func append(_ part: UnsafeBufferPointer<UInt8>) {
    bytes._withUnsafeGuaranteedRef { $0.append(part) }
  }
}
