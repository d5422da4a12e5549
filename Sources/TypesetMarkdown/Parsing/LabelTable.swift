/// Values by normalised label (§4.7 Link reference definitions: labels match after case
/// folding and whitespace collapsing, done by `normalizeLabel` before they get here), for link
/// reference definitions and GFM footnote definitions. The first value stored for a label
/// wins.
///
/// The labels live in one flat byte store, and an open-addressing table maps a label's hash
/// to its entry, so a definition costs no allocation of its own and no retained key. The hash
/// is Swift's `Hasher`, seeded at random per process, so labels cannot be chosen to collide;
/// colliding hashes would only cost probes, as entries compare the full hash, then the bytes.
struct LabelTable<Value> {
  fileprivate struct Entry {
    var hash: Int
    var labelStart: Int32
    var labelCount: Int32
    var value: Value
  }

  /// The labels' bytes, one after another.
  private var labelBytes: [UInt8] = []
  /// The entries, in the order their labels were first stored.
  private var entries: [Entry] = []
  /// Open addressing with linear probing: an entry index, or -1 for an empty slot. Its count is
  /// a power of two, at least twice the number of entries.
  private var slots: [Int32] = []

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
        grow()
        insert(key, value, hash: position.hash, slot: find(key, hash: position.hash).emptySlot)
      } else {
        insert(key, value, hash: position.hash, slot: position.emptySlot)
      }
    }
  }

  /// Makes room for one more label of `labelCount` bytes without copying the entries at
  /// every doubling: when they are full, they grow to what the definitions so far, `done`
  /// bytes into `total`, would number at the same rate (see `Array.reserveRoom`). The slots
  /// still double as the entries fill them (a larger table would cost more cache misses).
  ///
  ///     references.reserveRoom(labelCount: key.count, done: start, total: end)
  mutating func reserveRoom(labelCount: Int, done: Int, total: Int) {
    entries.reserveRoom(for: 1, done: done, total: total)
    labelBytes.reserveRoom(for: labelCount, done: done, total: total)
    if (entries.count + 1) * 2 > slots.count { grow() }
  }

  /// Calls `body` with every label (normalised) and its value, in the order they were stored.
  func forEachEntry(_ body: (_ label: [UInt8], _ value: Value) -> Void) {
    for entry in entries {
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
    if slots.isEmpty { return (nil, -1) }
    let mask = slots.count - 1
    var slot = hash & mask
    while true {
      let index = Int(slots[slot])
      if index < 0 { return (nil, slot) }
      let entry = entries[index]
      if entry.hash == hash && Int(entry.labelCount) == key.count
        && labelMatches(key, start: Int(entry.labelStart))
      {
        return (index, slot)
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
    if (entries.count + 1) * 2 > slots.count { grow() }
    let hash = Self.hash(key)
    let place = find(key, hash: hash)
    guard place.existing == nil else { return }
    insert(key, value, hash: hash, slot: place.emptySlot)
  }

  private mutating func insert(
    _ key: UnsafeBufferPointer<UInt8>, _ value: Value, hash: Int, slot: Int
  ) {
    slots[slot] = Int32(entries.count)
    entries.append(
      Entry(
        hash: hash, labelStart: Int32(labelBytes.count), labelCount: Int32(key.count),
        value: value))
    labelBytes.append(contentsOf: key)
  }

  /// Doubles the slots and places every entry again by its stored hash.
  private mutating func grow() {
    let count = max(16, slots.count * 2)
    // Probes land anywhere in the slots: in huge pages, a table of many megabytes (hundreds
    // of thousands of definitions) costs a few TLB entries instead of one per probe.
    var fresh: [Int32] = []
    fresh.reserveCapacity(count)
    fresh.adviseHugePages()
    fresh.append(contentsOf: repeatElement(-1, count: count))
    slots = fresh
    let mask = count - 1
    for (index, entry) in entries.enumerated() {
      var slot = entry.hash & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(index)
    }
  }
}

extension LabelTable: Sendable where Value: Sendable {}
extension LabelTable.Entry: Sendable where Value: Sendable {}
