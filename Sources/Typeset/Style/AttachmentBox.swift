import TypesetSupport

/// The sizes and lengths at the head of an ``AttachmentBox``.
package struct AttachmentBoxHeader {
  /// The attachment's hash, from its bytes and sizes.
  var hash: Int
  /// The length of the image name's UTF-8 bytes, which come first.
  var nameCount: Int32
  /// The length of the alternative text's UTF-8 bytes, which follow; -1 for none.
  var alternativeCount: Int32
  /// The length of the title's UTF-8 bytes, which come last; -1 for none.
  var titleCount: Int32
  var width: Double?
  var height: Double?
}

/// An attachment kept out of line, as the UTF-8 bytes of its image name, alternative text
/// and title in one allocation: a style's attachment, shared by the styles that have it.
///
/// A page of images makes one per image, from bytes it already has; a `TextAttachment` (its
/// strings) is made only when one is asked for, and renderers read the bytes in place. Boxes
/// compare and hash as the attachments they hold.
///
///     let box = AttachmentBox.make(TextAttachment(imageName: "star", alternativeText: "★"))
///     box.value.imageName                          // "star"
///     box.withName { String(decoding: $0, as: UTF8.self) }   // "star"
package struct AttachmentBox: @unchecked Sendable {
  // Sendable: the buffer is not changed after `make` returns.

  /// The header, then the name's bytes, the alternative text's and the title's.
  private final class Buffer: ManagedBuffer<AttachmentBoxHeader, UInt8> {}

  private let buffer: Buffer

  private init(buffer: Buffer) { self.buffer = buffer }

  /// Whether two boxes are the same allocation.
  ///
  ///     box.isIdentical(to: box)   // true
  package func isIdentical(to other: AttachmentBox) -> Bool { buffer === other.buffer }

  private var header: AttachmentBoxHeader { buffer.header }

  /// A box of an image named by `name`'s bytes with alternative text `alternativeText`'s
  /// bytes and title `title`'s (nil for none); all must be well-formed UTF-8.
  ///
  ///     AttachmentBox.make(name: nameBytes, alternativeText: nil, width: nil, height: nil)
  package static func make(
    name: UnsafeBufferPointer<UInt8>, alternativeText: UnsafeBufferPointer<UInt8>?,
    title: UnsafeBufferPointer<UInt8>? = nil, width: Double? = nil, height: Double? = nil
  ) -> AttachmentBox {
    let alternativeCount = alternativeText?.count ?? 0
    let titleCount = title?.count ?? 0
    let made = Buffer.create(minimumCapacity: name.count + alternativeCount + titleCount) { _ in
      AttachmentBoxHeader(
        hash: hash(
          name: name, alternativeText: alternativeText, title: title, width: width,
          height: height),
        nameCount: Int32(name.count), alternativeCount: Int32(alternativeText?.count ?? -1),
        titleCount: Int32(title?.count ?? -1), width: width, height: height)
    }
    made.withUnsafeMutablePointerToElements { elements in
      if let start = name.baseAddress { elements.update(from: start, count: name.count) }
      if let alternativeText, let start = alternativeText.baseAddress {
        (elements + name.count).update(from: start, count: alternativeText.count)
      }
      if let title, let start = title.baseAddress {
        (elements + name.count + alternativeCount).update(from: start, count: title.count)
      }
    }
    return AttachmentBox(buffer: unsafeDowncast(made, to: Buffer.self))
  }

  /// A box holding `attachment`.
  ///
  ///     AttachmentBox.make(TextAttachment(imageName: "star")).value.imageName   // "star"
  package static func make(_ attachment: TextAttachment) -> AttachmentBox {
    var name = attachment.imageName
    var text = attachment.alternativeText ?? ""
    var title = attachment.title ?? ""
    return name.withUTF8 { nameBytes in
      text.withUTF8 { textBytes in
        title.withUTF8 { titleBytes in
          make(
            name: nameBytes, alternativeText: attachment.alternativeText == nil ? nil : textBytes,
            title: attachment.title == nil ? nil : titleBytes, width: attachment.width,
            height: attachment.height)
        }
      }
    }
  }

  /// The attachment, made from the bytes.
  ///
  ///     box.value.alternativeText   // "★"
  package var value: TextAttachment {
    let parts = unsafeParts
    return TextAttachment(
      imageName: String(decoding: parts.name, as: UTF8.self), width: parts.width,
      height: parts.height,
      alternativeText: parts.alternativeText.map { String(decoding: $0, as: UTF8.self) },
      title: parts.title.map { String(decoding: $0, as: UTF8.self) })
  }

  /// The attachment's hash, computed once, when it was boxed.
  package var valueHash: Int { header.hash }

  /// Calls `body` with the image name's UTF-8 bytes.
  ///
  ///     box.withName { $0.count }   // 4 for "star"
  package func withName<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    buffer.withUnsafeMutablePointerToElements {
      body(UnsafeBufferPointer(start: $0, count: Int(header.nameCount)))
    }
  }

  /// Calls `body` with the alternative text's UTF-8 bytes, or nil when there is none.
  ///
  ///     box.withAlternativeText { $0?.count }   // 3 for "★"
  package func withAlternativeText<Result>(
    _ body: (UnsafeBufferPointer<UInt8>?) -> Result
  ) -> Result {
    let count = Int(header.alternativeCount)
    guard count >= 0 else { return body(nil) }
    return buffer.withUnsafeMutablePointerToElements {
      body(UnsafeBufferPointer(start: $0 + Int(header.nameCount), count: count))
    }
  }

  /// The bytes of the image name, of the alternative text and of the title (nil for none),
  /// valid while the box is alive, and the size: for renderers, which hold the styles of a document
  /// throughout and would otherwise read the bytes in closures and the header once per part.
  ///
  ///     let parts = box.unsafeParts   // while `box` is alive
  ///     parts.name.count              // 4 for "star"
  package var unsafeParts:
    (
      name: UnsafeBufferPointer<UInt8>, alternativeText: UnsafeBufferPointer<UInt8>?,
      title: UnsafeBufferPointer<UInt8>?, width: Double?, height: Double?
    )
  {
    let header = header
    let start = buffer.withUnsafeMutablePointerToElements { UnsafePointer($0) }
    let name = UnsafeBufferPointer(start: start, count: Int(header.nameCount))
    let text =
      header.alternativeCount < 0
      ? nil
      : UnsafeBufferPointer(
        start: start + Int(header.nameCount), count: Int(header.alternativeCount))
    let title =
      header.titleCount < 0
      ? nil
      : UnsafeBufferPointer(
        start: start + Int(header.nameCount) + max(Int(header.alternativeCount), 0),
        count: Int(header.titleCount))
    return (name, text, title, header.width, header.height)
  }

  /// The hash of an attachment's parts, without `Hasher`: equal for equal attachments (0 and
  /// -0 alike, as they are equal).
  static func hash(
    name: UnsafeBufferPointer<UInt8>, alternativeText: UnsafeBufferPointer<UInt8>?,
    title: UnsafeBufferPointer<UInt8>?, width: Double?, height: Double?
  ) -> Int {
    var hash = SeededHash.hash(name, seed: SeededHash.processSeed)
    if let alternativeText { hash = SeededHash.hash(alternativeText, seed: hash ^ 0x5A) }
    if let title { hash = SeededHash.hash(title, seed: hash ^ 0xA5) }
    return Int(truncatingIfNeeded: mix(mix(hash, width), height))
  }

  /// `hash` mixed with a size.
  private static func mix(_ hash: UInt64, _ size: Double?) -> UInt64 {
    let bits = size.map { $0 == 0 ? 0 : $0.bitPattern } ?? 0x7FF8_0000_0000_0001
    let mixed = (hash ^ bits) &* 0x9E37_79B9_7F4A_7C15
    return mixed ^ (mixed &>> 31)
  }
}

extension AttachmentBox: Hashable {
  /// Boxes are equal when their attachments are.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.isIdentical(to: rhs) { return true }
    let left = lhs.header
    let right = rhs.header
    guard
      left.hash == right.hash && left.nameCount == right.nameCount
        && left.alternativeCount == right.alternativeCount && left.titleCount == right.titleCount
        && left.width == right.width && left.height == right.height
    else { return false }
    let count =
      Int(left.nameCount) + max(Int(left.alternativeCount), 0) + max(Int(left.titleCount), 0)
    return lhs.buffer.withUnsafeMutablePointerToElements { leftBytes in
      rhs.buffer.withUnsafeMutablePointerToElements { rightBytes in
        UnsafeBufferPointer(start: leftBytes, count: count).elementsEqual(
          UnsafeBufferPointer(start: rightBytes, count: count))
      }
    }
  }

  /// Hashes the attachment's hash.
  package func hash(into hasher: inout Hasher) { hasher.combine(header.hash) }
}
