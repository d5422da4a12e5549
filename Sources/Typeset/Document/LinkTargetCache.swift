import TypesetSupport

/// A document's links by destination, for lowerings that link text: each destination is
/// checked and made into a link once, and found again by its bytes, so a repeated link costs
/// a hash and a compare, and a new one a check and a copy into shared storage — never a style.
///
///     var builder = StyledDocument.Builder()
///     var cache = LinkTargetCache()
///     let link = Array("https://swift.org".utf8).withUnsafeBufferPointer {
///       cache.linkID(in: &builder, toUTF8: $0, allowsUnsafe: false)
///     }
///     builder.link(withID: link!).string   // "https://swift.org"
package struct LinkTargetCache {
  /// The known destinations by hash; a slot holds an index into the arrays below.
  private var slots = HashSlots()
  /// Per known destination: its seeded hash, its link ID in the builder the cache serves, and
  /// its bytes when the link holds other bytes (Foundation wrote `</r 2>` as `/r%202`).
  private var hashes: [UInt64] = []
  private var linkIDs: [Int32] = []
  private var sources: [[UInt8]?] = []
  /// Where plain targets are written, in shared chunks rather than an allocation each.
  private var arena = TextStyle.LinkTarget.Arena()

  /// An empty cache.
  ///
  ///     var cache = LinkTargetCache()
  package init() {}

  /// The ID in `builder` of the link to the destination `bytes`, or `nil` when they are
  /// empty, not a URL, or a URL the shared safety check refuses (`javascript:`, `vbscript:`,
  /// `file:`, non-image `data:`) and `allowsUnsafe` is not set. A destination met before
  /// gets the same ID.
  ///
  ///     let link = cache.linkID(in: &builder, toUTF8: bytes, allowsUnsafe: false)
  package mutating func linkID(
    in builder: inout StyledDocument.Builder, toUTF8 bytes: UnsafeBufferPointer<UInt8>,
    allowsUnsafe: Bool
  ) -> Int32? {
    guard !bytes.isEmpty else { return nil }
    let hash = SeededHash.hash(bytes, seed: SeededHash.processSeed)
    let check = UInt32(truncatingIfNeeded: hash)
    slots.reserve(count: hashes.count)
    let lookup = slots.find(check: check) { known in
      let index = Int(known)
      guard hashes[index] == hash else { return false }
      if let source = sources[index] { return source.elementsEqual(bytes) }
      return builder.link(withID: linkIDs[index]).hasBytes(bytes)
    }
    let slot: Int
    switch lookup {
    case .found(let index): return linkIDs[Int(index)]
    case .free(let free): slot = free
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
    let id = builder.linkID(for: target)
    slots.insert(check: check, id: Int32(hashes.count), at: slot)
    hashes.append(hash)
    linkIDs.append(id)
    sources.append(isVerbatim ? nil : Array(bytes))
    return id
  }
}
