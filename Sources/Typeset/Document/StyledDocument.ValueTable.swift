extension StyledDocument {
  /// Distinct values by index, the last one asked for checked first (blocks and lines mostly
  /// repeat the one before): the block styles a builder keeps and the paragraph styles
  /// flattening makes.
  ///
  /// Values sit once in `values`; an open-addressing table of indices, each with the low half
  /// of its value's hash, finds them, so interning copies a value only when it is new (a
  /// paragraph style is a few hundred bytes, and flattening interns one per line).
  struct ValueTable<Value: Hashable & Sendable>: Sendable {
    private(set) var values: [Value] = []
    private var slots: [(check: UInt32, id: Int32)] = []
    private var lastID: Int32 = -1

    /// A table holding `first` as value 0.
    init(first: Value) { _ = intern(first) }

    /// An empty table.
    init() {}

    /// The index of `value`, adding it when new.
    mutating func intern(_ value: Value) -> Int32 {
      if lastID >= 0, values[Int(lastID)] == value { return lastID }
      if values.count * 2 >= slots.count { grow() }
      let mask = slots.count - 1
      let check = UInt32(truncatingIfNeeded: value.hashValue)
      var slot = Int(check) & mask
      while slots[slot].id >= 0 {
        let entry = slots[slot]
        if entry.check == check, values[Int(entry.id)] == value {
          lastID = entry.id
          return entry.id
        }
        slot = (slot + 1) & mask
      }
      let id = Int32(values.count)
      values.append(value)
      slots[slot] = (check, id)
      lastID = id
      return id
    }

    subscript(id: Int32) -> Value { values[Int(id)] }

    /// Doubles the slots (to 16 at first) and places every value again, by the hashes the
    /// slots keep.
    private mutating func grow() {
      let capacity = max(16, slots.count * 2)
      let old = slots
      slots = Array(repeating: (0, -1), count: capacity)
      for entry in old where entry.id >= 0 {
        var slot = Int(entry.check) & (capacity - 1)
        while slots[slot].id >= 0 { slot = (slot + 1) & (capacity - 1) }
        slots[slot] = entry
      }
    }
  }
}
