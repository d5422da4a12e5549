import TypesetSupport

/// An attachment kept out of line, as the UTF-8 bytes of its image name, alternative text
/// and title after a small header, in a chunk of storage that many boxes may share: a
/// style's attachment, shared by the styles that have it.
///
/// A page of images makes one per image, from bytes it already has; a lowering that makes
/// many (``Arena``) writes them one after another into shared chunks, so a page of distinct
/// images costs no allocation, and no release, per image. A `TextAttachment` (its strings) is
/// made only when one is asked for, and renderers read the bytes in place. Boxes compare and
/// hash as the attachments they hold.
///
/// A box's header and bytes are written once, before the box exists, and never change; an
/// arena writes only past the boxes it has made. That is what makes the unchecked `Sendable`
/// sound.
///
///     let box = AttachmentBox.make(TextAttachment(imageName: "star", alternativeText: "★"))
///     box.value.imageName                          // "star"
///     box.withName { String(decoding: $0, as: UTF8.self) }   // "star"
package struct AttachmentBox: @unchecked Sendable {
  /// The header's bytes: the name's, alternative text's and title's lengths (4 each; -1 for
  /// no alternative text or title) and which sizes there are (4), then, only when there is a
  /// size, the width and height (8 each). Most images (every Markdown image) have no size,
  /// and a wall of badges is a box per image: 16 bytes less each.
  static func headerSize(hasSizes: Bool) -> Int { hasSizes ? 32 : 16 }

  /// The chunk the box lies in: a header (the three lengths, which sizes there are, the two
  /// sizes if any), then the name's bytes, the alternative text's and the title's.
  private let storage: ByteChunk
  /// Where this box's header starts in `storage`.
  private let offset: Int

  private init(storage: ByteChunk, offset: Int) {
    self.storage = storage
    self.offset = offset
  }

  /// Whether two boxes are the same box (copies of one box are).
  ///
  ///     box.isIdentical(to: box)   // true
  package func isIdentical(to other: AttachmentBox) -> Bool {
    storage === other.storage && offset == other.offset
  }

  /// The bytes a box of `count` bytes of text takes in a chunk, rounded up to eight, with or
  /// without sizes.
  static func footprint(_ count: Int, hasSizes: Bool) -> Int {
    headerSize(hasSizes: hasSizes) + (count + 7) & ~7
  }

  /// The box's record: its header, then its bytes.
  private var record: ByteChunk.Record { storage.record(at: offset) }

  /// Writes a box of the parts into `storage`, which has room for its ``footprint(_:)``, at
  /// `offset`; the parts must be well-formed UTF-8.
  static func write(
    name: UnsafeBufferPointer<UInt8>, alternativeText: UnsafeBufferPointer<UInt8>?,
    title: UnsafeBufferPointer<UInt8>?, width: Double?, height: Double?,
    into storage: ByteChunk, at offset: Int
  ) -> AttachmentBox {
    storage.writeRecord(at: offset) { record in
      record.store(Int32(name.count), at: 0)
      record.store(Int32(alternativeText?.count ?? -1), at: 4)
      record.store(Int32(title?.count ?? -1), at: 8)
      let sizes: UInt32 = (width == nil ? 0 : 1) | (height == nil ? 0 : 2)
      record.store(sizes, at: 12)
      if sizes != 0 {
        record.store(width ?? 0, at: 16)
        record.store(height ?? 0, at: 24)
      }
      var target = headerSize(hasSizes: sizes != 0)
      record.copy(name, to: target)
      target += name.count
      if let alternativeText {
        record.copy(alternativeText, to: target)
        target += alternativeText.count
      }
      if let title { record.copy(title, to: target) }
    }
    return AttachmentBox(storage: storage, offset: offset)
  }

  /// A box of an image named by `name`'s bytes with alternative text `alternativeText`'s
  /// bytes and title `title`'s (nil for none), in a chunk of its own; all must be
  /// well-formed UTF-8.
  ///
  ///     AttachmentBox.make(name: nameBytes, alternativeText: nil, width: nil, height: nil)
  package static func make(
    name: UnsafeBufferPointer<UInt8>, alternativeText: UnsafeBufferPointer<UInt8>?,
    title: UnsafeBufferPointer<UInt8>? = nil, width: Double? = nil, height: Double? = nil
  ) -> AttachmentBox {
    let count = name.count + (alternativeText?.count ?? 0) + (title?.count ?? 0)
    return write(
      name: name, alternativeText: alternativeText, title: title, width: width, height: height,
      into: ByteChunk.make(capacity: footprint(count, hasSizes: width != nil || height != nil)),
      at: 0)
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

  /// The number of bytes of the name, the alternative text and the title together.
  ///
  ///     AttachmentBox.make(TextAttachment(imageName: "star", alternativeText: "★")).byteCount
  ///     // 7
  package var byteCount: Int {
    withExtendedLifetime(storage) {
      let header = record
      return Int(header.load(Int32.self, at: 0)) &+ max(Int(header.load(Int32.self, at: 4)), 0)
        &+ max(Int(header.load(Int32.self, at: 8)), 0)
    }
  }

  /// The attachment's hash, computed when asked: a page of badges makes a box per image and
  /// never hashes one (an image's style is added without a look-up), while a style table
  /// interning a style with an attachment asks once per distinct style.
  package var valueHash: Int {
    withExtendedLifetime(storage) {
      let header = record
      let parts = unsafeParts
      // The parts lie one after another: hashed in one pass, with the header's lengths.
      let bytes = header.bytes(
        at: Self.headerSize(hasSizes: header.load(UInt32.self, at: 12) != 0), count: byteCount)
      let lengths = header.load(UInt64.self, at: 0)
      let more = header.load(UInt64.self, at: 8)
      return Self.hash(
        bytes, lengths: lengths ^ (more &* 0x9E37_79B9_7F4A_7C15), width: parts.width,
        height: parts.height)
    }
  }

  /// Calls `body` with the image name's UTF-8 bytes.
  ///
  ///     box.withName { $0.count }   // 4 for "star"
  package func withName<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    withExtendedLifetime(storage) { body(unsafeParts.name) }
  }

  /// Calls `body` with the alternative text's UTF-8 bytes, or nil when there is none.
  ///
  ///     box.withAlternativeText { $0?.count }   // 3 for "★"
  package func withAlternativeText<Result>(
    _ body: (UnsafeBufferPointer<UInt8>?) -> Result
  ) -> Result {
    withExtendedLifetime(storage) { body(unsafeParts.alternativeText) }
  }

  /// An attachment's parts as ``unsafeParts`` gives them: the bytes of the image name, of
  /// the alternative text and of the title (nil for none), and the size.
  ///
  ///     let parts: AttachmentBox.Parts = box.unsafeParts
  package typealias Parts = (
    name: UnsafeBufferPointer<UInt8>, alternativeText: UnsafeBufferPointer<UInt8>?,
    title: UnsafeBufferPointer<UInt8>?, width: Double?, height: Double?
  )

  /// The bytes of the image name, of the alternative text and of the title (nil for none),
  /// valid while the box is alive, and the size: for renderers, which hold the styles of a document
  /// throughout and would otherwise read the bytes in closures and the header once per part.
  ///
  ///     let parts = box.unsafeParts   // while `box` is alive
  ///     parts.name.count              // 4 for "star"
  package var unsafeParts: Parts {
    let header = record
    let nameCount = Int(header.load(Int32.self, at: 0))
    let alternativeCount = Int(header.load(Int32.self, at: 4))
    let titleCount = Int(header.load(Int32.self, at: 8))
    let sizes = header.load(UInt32.self, at: 12)
    let bytesStart = Self.headerSize(hasSizes: sizes != 0)
    let name = header.bytes(at: bytesStart, count: nameCount)
    let text =
      alternativeCount < 0 ? nil : header.bytes(at: bytesStart + nameCount, count: alternativeCount)
    let title =
      titleCount < 0
      ? nil : header.bytes(at: bytesStart + nameCount + max(alternativeCount, 0), count: titleCount)
    let width = sizes & 1 == 0 ? nil : header.load(Double.self, at: 16)
    let height = sizes & 2 == 0 ? nil : header.load(Double.self, at: 24)
    return (name, text, title, width, height)
  }

  /// The hash of an attachment's parts, without `Hasher`: `bytes` are the name's, the
  /// alternative text's and the title's one after another, and `lengths` mixes their lengths
  /// (so `ab` + `c` and `a` + `bc` differ). Equal for equal attachments (0 and -0 alike, as
  /// they are equal).
  static func hash(
    _ bytes: UnsafeBufferPointer<UInt8>, lengths: UInt64, width: Double?, height: Double?
  ) -> Int {
    let hash = SeededHash.hash(bytes, seed: SeededHash.processSeed ^ lengths)
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
    return withExtendedLifetime((lhs.storage, rhs.storage)) {
      let left = lhs.record
      let right = rhs.record
      // The three lengths and which sizes there are, then each size there is, then the bytes.
      guard left.load(UInt64.self, at: 0) == right.load(UInt64.self, at: 0),
        left.load(UInt64.self, at: 8) == right.load(UInt64.self, at: 8)
      else { return false }
      let mine = lhs.unsafeParts
      let theirs = rhs.unsafeParts
      guard mine.width == theirs.width, mine.height == theirs.height else { return false }
      let bytesStart = Self.headerSize(hasSizes: left.load(UInt32.self, at: 12) != 0)
      let count = lhs.byteCount
      return ByteComparison.equal(
        left.bytes(at: bytesStart, count: count), right.bytes(at: bytesStart, count: count))
    }
  }

  /// Hashes the attachment's hash.
  package func hash(into hasher: inout Hasher) { hasher.combine(valueHash) }
}
