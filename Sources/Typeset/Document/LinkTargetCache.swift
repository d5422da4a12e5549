import TypesetSupport

/// Link targets by their bytes, direct-mapped, for lowerings that link text: documents repeat
/// their links, and a repeated destination then costs a hash and a compare instead of a check
/// and an allocation.
///
///     var builder = StyledDocument.Builder()
///     var cache = LinkTargetCache()
///     let plain = builder.styleID(for: TextStyle())
///     let linked = Array("https://swift.org".utf8).withUnsafeBufferPointer {
///       cache.linkedStyleID(plain, in: &builder, toUTF8: $0, allowsUnsafe: false)
///     }
///     builder.style(withID: linked!).link?.host   // "swift.org"
package struct LinkTargetCache {
  /// 1 024 slots, made on first use (so an empty cache costs nothing to make or swap); a miss
  /// just makes the target again.
  private var slots: [TextStyle.LinkTarget?] = []
  /// The hash of each slot's target: a slot of another target is passed over on its hash,
  /// without reading the target (a document of distinct links misses every time, and the
  /// target's bytes are then far away in memory).
  private var hashes: [UInt64] = []
  /// The destination a slot's target was made from, when Foundation wrote it differently
  /// (`</r 2>` is kept as `/r%202`): the target's own bytes no longer match the destination,
  /// and without these a repeated destination would go to Foundation every time.
  private var sources: [[UInt8]?] = []
  /// Per slot, the last style linked to its target (by ID in the builder the cache serves)
  /// and the linked style's ID, or -1: a repeated link in the same surroundings is then one
  /// comparison, with no style copied and interned again.
  private var linkedOver: [Int32] = []
  private var linkedAs: [Int32] = []
  /// Where plain targets are written, in shared chunks rather than an allocation each.
  private var arena = TextStyle.LinkTarget.Arena()

  /// An empty cache.
  ///
  ///     var cache = LinkTargetCache()
  package init() {}

  /// The target of the destination `bytes`, or `nil` when they are empty, not a URL, or a URL
  /// the shared safety check refuses (`javascript:`, `vbscript:`, `file:`, non-image `data:`)
  /// and `allowsUnsafe` is not set.
  mutating func target(
    for bytes: UnsafeBufferPointer<UInt8>, allowsUnsafe: Bool
  ) -> TextStyle.LinkTarget? {
    lookUp(bytes, allowsUnsafe: allowsUnsafe).target
  }

  /// The target of `bytes` (as ``target(for:allowsUnsafe:)``) and the slot that keeps it, or
  /// -1 when it is not kept.
  private mutating func lookUp(
    _ bytes: UnsafeBufferPointer<UInt8>, allowsUnsafe: Bool
  ) -> (target: TextStyle.LinkTarget?, slot: Int) {
    guard !bytes.isEmpty else { return (nil, -1) }
    if slots.isEmpty {
      slots = Array(repeating: nil, count: 1 << 10)
      hashes = Array(repeating: 0, count: 1 << 10)
      sources = Array(repeating: nil, count: 1 << 10)
      linkedOver = Array(repeating: -1, count: 1 << 10)
      linkedAs = Array(repeating: -1, count: 1 << 10)
    }
    let hash = SeededHash.hash(bytes, seed: SeededHash.processSeed)
    let slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    if hashes[slot] == hash, let known = slots[slot] {
      if let source = sources[slot] {
        if source.elementsEqual(bytes) { return (known, slot) }
      } else if known.hasBytes(bytes) {
        return (known, slot)
      }
    }
    guard allowsUnsafe || !URLSafety.isDangerous(bytes) else { return (nil, -1) }
    guard let made = TextStyle.LinkTarget.made(from: bytes, hash: hash, in: &arena) else {
      return (nil, -1)
    }
    let (target, isVerbatim) = made
    // A target kept as written was checked as the destination; one Foundation rewrote is
    // checked again as written. Only safe targets are kept, so a hit needs no check.
    guard allowsUnsafe || isVerbatim || !target.withBytes(URLSafety.isDangerous) else {
      return (nil, -1)
    }
    slots[slot] = target
    hashes[slot] = hash
    sources[slot] = isVerbatim ? nil : Array(bytes)
    linkedOver[slot] = -1
    return (target, slot)
  }

  /// The ID of the style `id` of `builder` linked to the destination `bytes`, or `nil` when
  /// the destination gives no link (see ``target(for:allowsUnsafe:)``). The linked style is
  /// interned in `builder`; the pair is remembered, so the same link in the same style is
  /// found again without copying and hashing a style.
  ///
  ///     var builder = StyledDocument.Builder()
  ///     var cache = LinkTargetCache()
  ///     let plain = builder.styleID(for: TextStyle())
  ///     let linked = Array("https://swift.org".utf8).withUnsafeBufferPointer {
  ///       cache.linkedStyleID(plain, in: &builder, toUTF8: $0, allowsUnsafe: false)
  ///     }
  ///     builder.style(withID: linked!).link?.host   // "swift.org"
  package mutating func linkedStyleID(
    _ id: Int32, in builder: inout StyledDocument.Builder, toUTF8 bytes: UnsafeBufferPointer<UInt8>,
    allowsUnsafe: Bool
  ) -> Int32? {
    let (target, slot) = lookUp(bytes, allowsUnsafe: allowsUnsafe)
    guard let target else { return nil }
    if slot >= 0, linkedOver[slot] == id { return linkedAs[slot] }
    var linked = builder.style(withID: id)
    linked.linkTarget = target
    let result = builder.styleID(for: linked)
    if slot >= 0 {
      linkedOver[slot] = id
      linkedAs[slot] = result
    }
    return result
  }
}
