import TypesetSupport

/// A document's links by destination, for lowerings that link text: documents repeat their
/// links, and a repeated destination then costs a hash and a compare instead of a check and
/// a copy. Direct-mapped: a destination whose slot another took since is made into a link
/// again (a link of its own, equal to the first), so a page of distinct links costs no table
/// growth and no probing — and never a style.
///
///     var builder = StyledDocument.Builder()
///     var cache = LinkTargetCache()
///     let link = Array("https://swift.org".utf8).withUnsafeBufferPointer {
///       cache.linkID(in: &builder, toUTF8: $0, allowsUnsafe: false)
///     }
///     builder.link(withID: link!).string   // "https://swift.org"
package struct LinkTargetCache {
  /// Per slot (4 096, made on first use, so an empty cache costs nothing): the seeded hash of
  /// the destination last linked there, its link ID in the builder the cache serves (-1 for
  /// none), and its bytes when the link holds other bytes (`</r 2>` became `/r%202`), kept
  /// in the arena like targets.
  private var hashes: [UInt64] = []
  private var linkIDs: [Int32] = []
  private var sources: [TextStyle.LinkTarget?] = []
  /// Where targets and sources are written, in shared chunks rather than an allocation each.
  private var arena = TextStyle.LinkTarget.Arena()

  /// An empty cache.
  ///
  ///     var cache = LinkTargetCache()
  package init() {}

  /// The ID in `builder` of the link to the destination `bytes`, or `nil` when they are
  /// empty, not a URL, or a URL the shared safety check refuses (`javascript:`, `vbscript:`,
  /// `file:`, non-image `data:`) and `allowsUnsafe` is not set. A destination met before
  /// with the same title (`title`'s UTF-8 bytes; empty for none) gets the same ID; the same
  /// destination with another title is another link.
  ///
  ///     let link = cache.linkID(in: &builder, toUTF8: bytes, allowsUnsafe: false)
  package mutating func linkID(
    in builder: inout StyledDocument.Builder, toUTF8 bytes: UnsafeBufferPointer<UInt8>,
    title: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0),
    allowsUnsafe: Bool
  ) -> Int32? {
    guard !bytes.isEmpty else { return nil }
    if hashes.isEmpty {
      hashes = Array(repeating: 0, count: 1 << 12)
      linkIDs = Array(repeating: -1, count: 1 << 12)
      sources = Array(repeating: nil, count: 1 << 12)
    }
    let hash = SeededHash.hash(bytes, seed: SeededHash.processSeed)
    // A title moves the slot and the check: the target keeps the destination's own hash.
    let key = title.isEmpty ? hash : SeededHash.hash(title, seed: hash ^ 0x7469_746C_65)
    let slot = Int(truncatingIfNeeded: key) & (hashes.count - 1)
    let known = linkIDs[slot]
    if known >= 0, hashes[slot] == key, Self.hasTitle(title, builder.title(ofLink: known)) {
      if let source = sources[slot] {
        if source.hasBytes(bytes) { return known }
      } else if builder.link(withID: known).hasBytes(bytes) {
        return known
      }
    }
    // Refused destinations are not kept: they are rare, and checked again when met again.
    guard allowsUnsafe || !URLSafety.isDangerous(bytes) else { return nil }
    guard let (target, isVerbatim) = TextStyle.LinkTarget.made(from: bytes, hash: hash, in: &arena)
    else { return nil }
    // A target kept as written was checked as the destination; one Foundation rewrote is
    // checked again as written.
    guard allowsUnsafe || isVerbatim || !target.withBytes(URLSafety.isDangerous) else {
      return nil
    }
    // Moved into the builder: a copy would retain and release it.
    let id = builder.linkID(
      for: consume target, title: title.isEmpty ? nil : UTF8Decoding.string(title))
    hashes[slot] = key
    linkIDs[slot] = id
    if !isVerbatim {
      sources[slot] = arena.make(verbatim: bytes, hash: hash)
    } else if sources[slot] != nil {
      sources[slot] = nil
    }
    return id
  }

  /// Whether a link's title (nil for none) is `title`'s bytes (empty for none).
  private static func hasTitle(_ title: UnsafeBufferPointer<UInt8>, _ known: String?) -> Bool {
    guard var known else { return title.isEmpty }
    return known.withUTF8 { ByteComparison.equal($0, title) }
  }
}
