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
  /// the destination last linked there and its link ID in the builder the cache serves (-1
  /// for none).
  private var hashes: [UInt64] = []
  private var linkIDs: [Int32] = []
  /// Per slot, the destination's bytes when its link holds other bytes (`</r 2>` became
  /// `/r%202`), so that it is found again by them: up to ``sourceRoom`` bytes at
  /// `slot * sourceRoom` of `sourceBytes`, their count in `sourceCounts` (0 when the link holds
  /// the destination as written). They are the cache's own and written over when the slot is
  /// taken again: a wall of links to pages in other languages keeps no second copy of each
  /// destination for the document's life. A longer destination goes to `longSources`, in the
  /// arena, as `sourceCounts` -1 says.
  private var sourceBytes: [UInt8] = []
  private var sourceCounts: [Int16] = []
  private var longSources: [TextStyle.LinkTarget?] = []
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
      hashes = Array(repeating: 0, count: Self.slotCount)
      linkIDs = Array(repeating: -1, count: Self.slotCount)
      sourceCounts = Array(repeating: 0, count: Self.slotCount)
    }
    let hash = SeededHash.hash(bytes, seed: SeededHash.processSeed)
    // A title moves the slot and the check: the target keeps the destination's own hash.
    let key = title.isEmpty ? hash : SeededHash.hash(title, seed: hash ^ 0x7469_746C_65)
    let slot = Int(truncatingIfNeeded: key) & (hashes.count - 1)
    let known = linkIDs[slot]
    if known >= 0, hashes[slot] == key, Self.hasTitle(title, builder.title(ofLink: known)),
      hasSource(bytes, in: slot, linked: known, builder)
    {
      return known
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
      keepSource(bytes, hash: hash, in: slot)
    } else if sourceCounts[slot] != 0 {
      sourceCounts[slot] = 0
    }
    return id
  }

  /// The number of slots.
  private static var slotCount: Int { 1 << 12 }

  /// The most bytes of a destination a slot keeps beside the arena.
  private static var sourceRoom: Int { 128 }

  /// Whether the destination linked in `slot` (link `known`) is `bytes`: the bytes kept for
  /// the slot when its link holds other bytes, else the link's own.
  private func hasSource(
    _ bytes: UnsafeBufferPointer<UInt8>, in slot: Int, linked known: Int32,
    _ builder: StyledDocument.Builder
  ) -> Bool {
    switch Int(sourceCounts[slot]) {
    case 0: return builder.link(withID: known).hasBytes(bytes)
    case -1: return longSources[slot]?.hasBytes(bytes) ?? false
    case bytes.count:
      let start = slot * Self.sourceRoom
      return sourceBytes.withUnsafeBufferPointer { kept in
        ByteComparison.equal(
          UnsafeBufferPointer(rebasing: kept[start..<start + bytes.count]), bytes)
      }
    default: return false
    }
  }

  /// Keeps a destination whose link holds other bytes for `slot`.
  private mutating func keepSource(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, in slot: Int)
  {
    guard bytes.count <= Self.sourceRoom else {
      if longSources.isEmpty { longSources = Array(repeating: nil, count: Self.slotCount) }
      longSources[slot] = arena.make(verbatim: bytes, hash: hash)
      sourceCounts[slot] = -1
      return
    }
    if sourceBytes.isEmpty {
      // Room never written costs no memory: the slots are not zeroed, and only those a
      // rewritten destination takes are ever touched. `UInt8` is trivial, so the unwritten
      // room holds unspecified bytes, never read (a slot's count says what it holds).
      sourceBytes = [UInt8](unsafeUninitializedCapacity: Self.slotCount * Self.sourceRoom) {
        _, initialized in initialized = Self.slotCount * Self.sourceRoom
      }
    }
    let start = slot * Self.sourceRoom
    sourceBytes.withUnsafeMutableBufferPointer { kept in
      let target = UnsafeMutableBufferPointer(rebasing: kept[start..<start + bytes.count])
      ByteBuffer.copy(bytes.baseAddress!, to: target.baseAddress!, count: bytes.count)
    }
    sourceCounts[slot] = Int16(bytes.count)
  }

  /// Whether a link's title (nil for none) is `title`'s bytes (empty for none).
  private static func hasTitle(_ title: UnsafeBufferPointer<UInt8>, _ known: String?) -> Bool {
    guard var known else { return title.isEmpty }
    return known.withUTF8 { ByteComparison.equal($0, title) }
  }
}
