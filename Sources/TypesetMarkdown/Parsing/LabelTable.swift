/// Values by normalised label (§4.7 Link reference definitions: labels match after case
/// folding and whitespace collapsing, done by `normalizeLabel` before they get here), for link
/// reference definitions and GFM footnote definitions. The first value stored for a label
/// wins.
///
/// The labels live in one flat byte store, and an open-addressing table maps a label's hash
/// to its entry, so a definition costs no allocation of its own and no retained key. The hash
/// is Swift's `Hasher`, seeded at random per process, so labels cannot be chosen to collide;
/// colliding hashes would only cost probes, as entries compare the full hash, then the bytes.
///
/// The block parser stores definitions without looking them up (``appendUnindexed(_:_:)``)
/// and indexes them all at once before the first look-up (``indexPending()``): a page of a
/// million definitions then places its entries in one tight loop, whose cache misses overlap,
/// instead of one miss at a time between the parsing of two definitions.
struct LabelTable<Value> {
  fileprivate struct Entry {
    var hash: Int
    var labelStart: Int32
    var labelCount: Int32
    var value: Value
  }

  /// The labels' bytes, one after another.
  private var labelBytes: [UInt8] = []
  /// The entries, in the order their labels were stored; an entry whose label was stored
  /// before it (a later definition, which loses) has `labelCount` -1 once indexed.
  private var entries: [Entry] = []
  /// How many entries are indexed in `slots` (or found to repeat a label); look-ups see only
  /// these, so every look-up comes after ``indexPending()``.
  private var indexed = 0
  /// Where ``indexPending()`` leaves the sum of the slots it read ahead, so the reads are kept.
  private var probeSink: UInt64 = 0
  /// Open addressing with linear probing: 0 for an empty slot, else an entry index in the low
  /// 32 bits and a tag of the entry's hash (never 0) in the high 32. Its count is a power of
  /// two, at least twice the number of entries. A probe compares the tag before it reads the
  /// entry: with hundreds of thousands of definitions the entries are far out of cache, and
  /// reading one for every occupied slot passed cost a cache miss each.
  private var slots: [UInt64] = []

  /// Whether no label is stored.
  var isEmpty: Bool { entries.isEmpty }

  /// The value of `label` (normalised), or nil. Storing a value for a label that already has
  /// one keeps the first; storing nil does nothing.
  subscript(label: [UInt8]) -> Value? {
    get {
      label.withUnsafeBufferPointer { key in
        guard let slot = find(key, hash: Self.hash(key)).existing else { return nil }
        return entries[slot].value
      }
    }
    set {
      guard let newValue else { return }
      label.withUnsafeBufferPointer { key in insert(key, newValue) }
    }
  }

  /// Where a label is, or would go: found by `position(of:)`, used by `insert(_:_:at:)`.
  struct Position {
    fileprivate var hash: Int
    fileprivate var existing: Int?
    fileprivate var emptySlot: Int

    /// Whether the label has a value.
    var isStored: Bool { existing != nil }
  }

  /// The position of `label` (normalised), so a caller can test for it and then store it while
  /// hashing it once.
  func position(of label: [UInt8]) -> Position {
    label.withUnsafeBufferPointer { key in
      let hash = Self.hash(key)
      let place = find(key, hash: hash)
      return Position(hash: hash, existing: place.existing, emptySlot: place.emptySlot)
    }
  }

  /// Stores `value` for `label`, whose `position` was found with no change to the table
  /// since, unless the label has a value already.
  mutating func insert(_ label: [UInt8], _ value: Value, at position: Position) {
    guard position.existing == nil else { return }
    label.withUnsafeBufferPointer { key in
      if (entries.count + 1) * 2 > slots.count {
        grow(toHold: entries.count + 1)
        insert(key, value, hash: position.hash, slot: find(key, hash: position.hash).emptySlot)
      } else {
        insert(key, value, hash: position.hash, slot: position.emptySlot)
      }
    }
  }

  /// Makes room for one more label of `labelCount` bytes without copying the entries at
  /// every doubling: when they are full, they grow to what the definitions so far, `done`
  /// bytes into `total`, would number at the same rate (see `Array.reserveRoom`).
  ///
  ///     references.reserveRoom(labelCount: key.count, done: start, total: end)
  mutating func reserveRoom(labelCount: Int, done: Int, total: Int) {
    entries.reserveRoom(for: 1, done: done, total: total)
    labelBytes.reserveRoom(for: labelCount, done: done, total: total)
  }

  /// Stores `value` for `label` (normalised) without looking the label up: it is indexed by
  /// the next ``indexPending()``, and loses to an earlier value for the same label then.
  ///
  ///     references.appendUnindexed(key, reference)
  mutating func appendUnindexed(_ label: [UInt8], _ value: Value) {
    label.withUnsafeBufferPointer { key in
      entries.append(
        Entry(
          hash: Self.hash(key), labelStart: Int32(labelBytes.count),
          labelCount: Int32(key.count), value: value))
      labelBytes.append(contentsOf: key)
    }
  }

  /// Indexes the entries stored by ``appendUnindexed(_:_:)`` since the last call, in the order
  /// they were stored, so a label's first value wins; the slots grow once, to fit them all.
  ///
  /// Entries go in sixteen at a time: the first slot of each is read before any is placed,
  /// so the sixteen cache misses of a table far larger than the caches overlap instead of
  /// coming one after another.
  mutating func indexPending() {
    guard indexed < entries.count else { return }
    if entries.count * 2 > slots.count { grow(toHold: entries.count) }
    let mask = slots.count - 1
    var batch = indexed
    var touched: UInt64 = 0
    while batch < entries.count {
      let batchEnd = min(batch + 16, entries.count)
      for index in batch..<batchEnd { touched &+= slots[entries[index].hash & mask] }
      for index in batch..<batchEnd { place(index, mask: mask) }
      batch = batchEnd
    }
    probeSink = touched
    indexed = entries.count
  }

  /// Places entry `index` in the slots, or marks it as losing to an earlier entry with the
  /// same label.
  @inline(__always)
  private mutating func place(_ index: Int, mask: Int) {
    let entry = entries[index]
    let start = Int(entry.labelStart)
    let found = labelBytes.withUnsafeBufferPointer { stored in
      find(
        UnsafeBufferPointer(rebasing: stored[start..<start + Int(entry.labelCount)]),
        hash: entry.hash, mask: mask)
    }
    if found.existing != nil {
      entries[index].labelCount = -1
    } else {
      slots[found.emptySlot] = Self.slot(entry: index, hash: entry.hash)
    }
  }

  /// Calls `body` with every label (normalised) and its value, in the order they were stored;
  /// a label stored twice comes once, with its first value.
  func forEachEntry(_ body: (_ label: [UInt8], _ value: Value) -> Void) {
    assert(indexed == entries.count, "index pending labels first")
    for entry in entries where entry.labelCount >= 0 {
      let start = Int(entry.labelStart)
      body(Array(labelBytes[start..<start + Int(entry.labelCount)]), entry.value)
    }
  }

  private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
    var hasher = Hasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(key))
    return hasher.finalize()
  }

  /// The entry holding `key`, or the empty slot where it would go.
  private func find(_ key: UnsafeBufferPointer<UInt8>, hash: Int)
    -> (existing: Int?, emptySlot: Int)
  {
    assert(indexed == entries.count, "index pending labels first")
    if slots.isEmpty { return (nil, -1) }
    return find(key, hash: hash, mask: slots.count - 1)
  }

  /// `find(_:hash:)` in slots that are not empty, with their mask.
  @inline(__always)
  private func find(_ key: UnsafeBufferPointer<UInt8>, hash: Int, mask: Int)
    -> (existing: Int?, emptySlot: Int)
  {
    let tag = Self.tag(hash)
    var slot = hash & mask
    while true {
      let stored = slots[slot]
      if stored == 0 { return (nil, slot) }
      if stored >> 32 == tag {
        let index = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: stored))
        let entry = entries[index]
        if entry.hash == hash && Int(entry.labelCount) == key.count
          && labelMatches(key, start: Int(entry.labelStart))
        {
          return (index, slot)
        }
      }
      slot = (slot + 1) & mask
    }
  }

  private func labelMatches(_ key: UnsafeBufferPointer<UInt8>, start: Int) -> Bool {
    labelBytes.withUnsafeBufferPointer { stored in
      for offset in 0..<key.count where stored[start + offset] != key[offset] { return false }
      return true
    }
  }

  private mutating func insert(_ key: UnsafeBufferPointer<UInt8>, _ value: Value) {
    if (entries.count + 1) * 2 > slots.count { grow(toHold: entries.count + 1) }
    let hash = Self.hash(key)
    let place = find(key, hash: hash)
    guard place.existing == nil else { return }
    insert(key, value, hash: hash, slot: place.emptySlot)
  }

  private mutating func insert(
    _ key: UnsafeBufferPointer<UInt8>, _ value: Value, hash: Int, slot: Int
  ) {
    slots[slot] = Self.slot(entry: entries.count, hash: hash)
    entries.append(
      Entry(
        hash: hash, labelStart: Int32(labelBytes.count), labelCount: Int32(key.count),
        value: value))
    labelBytes.append(contentsOf: key)
    indexed = entries.count
  }

  /// Grows the slots to at least twice their count and to room for `wanted` entries at half
  /// load, and places every entry again by its stored hash.
  private mutating func grow(toHold wanted: Int) {
    var count = max(16, slots.count * 2)
    while count < wanted * 2 { count *= 2 }
    // Probes land anywhere in the slots: in huge pages, a table of many megabytes (hundreds
    // of thousands of definitions) costs a few TLB entries instead of one per probe.
    var fresh: [UInt64] = []
    fresh.reserveLarge(count)
    fresh.append(contentsOf: repeatElement(0, count: count))
    slots = fresh
    let mask = count - 1
    for index in 0..<indexed where entries[index].labelCount >= 0 {
      let entry = entries[index]
      var slot = entry.hash & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Self.slot(entry: index, hash: entry.hash)
    }
  }

  /// The tag of a hash kept in its slot: its high 32 bits, never 0 (0 is an empty slot).
  @inline(__always)
  private static func tag(_ hash: Int) -> UInt64 {
    UInt64(UInt32(truncatingIfNeeded: hash >> 32) | 1)
  }

  /// The slot of entry `index`, whose label has hash `hash`.
  @inline(__always)
  private static func slot(entry index: Int, hash: Int) -> UInt64 {
    tag(hash) << 32 | UInt64(UInt32(truncatingIfNeeded: index))
  }
}

extension LabelTable: Sendable where Value: Sendable {}
extension LabelTable.Entry: Sendable where Value: Sendable {}
