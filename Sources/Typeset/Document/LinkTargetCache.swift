import TypesetSupport

/// Link targets by their bytes, direct-mapped, for lowerings that link text: documents repeat
/// their links, and a repeated destination then costs a hash and a compare instead of a check
/// and an allocation.
///
///     var cache = LinkTargetCache()
///     let linked = Array("https://swift.org".utf8).withUnsafeBufferPointer {
///       TextStyle().linking(toUTF8: $0, allowsUnsafe: false, cache: &cache)
///     }
///     linked?.link?.host   // "swift.org"
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
    guard !bytes.isEmpty else { return nil }
    if slots.isEmpty {
      slots = Array(repeating: nil, count: 1 << 10)
      hashes = Array(repeating: 0, count: 1 << 10)
      sources = Array(repeating: nil, count: 1 << 10)
    }
    let hash = SeededHash.hash(bytes, seed: SeededHash.processSeed)
    let slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    if hashes[slot] == hash, let known = slots[slot] {
      if let source = sources[slot] {
        if source.elementsEqual(bytes) { return known }
      } else if known.hasBytes(bytes) {
        return known
      }
    }
    guard allowsUnsafe || !URLSafety.isDangerous(bytes) else { return nil }
    let target = TextStyle.LinkTarget.validating(bytes, hash: hash, in: &arena)
    // Only safe targets are kept (a refused one returned above), so a hit needs no check.
    if let target, allowsUnsafe || !target.withBytes(URLSafety.isDangerous) {
      slots[slot] = target
      hashes[slot] = hash
      sources[slot] = target.hasBytes(bytes) ? nil : Array(bytes)
    }
    return target
  }
}

extension TextStyle {
  /// This style linking to the destination `bytes`, or `nil` when they are not a URL or the
  /// shared URL-safety check refuses them and `allowsUnsafe` is not set; targets are reused
  /// through `cache`.
  ///
  ///     var cache = LinkTargetCache()
  ///     Array("javascript:x".utf8).withUnsafeBufferPointer {
  ///       TextStyle().linking(toUTF8: $0, allowsUnsafe: false, cache: &cache)
  ///     }   // nil
  package func linking(
    toUTF8 bytes: UnsafeBufferPointer<UInt8>, allowsUnsafe: Bool, cache: inout LinkTargetCache
  ) -> TextStyle? {
    guard let target = cache.target(for: bytes, allowsUnsafe: allowsUnsafe) else { return nil }
    var linked = self
    linked.linkTarget = target
    return linked
  }
}
