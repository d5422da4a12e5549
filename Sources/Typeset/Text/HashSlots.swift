/// The index of an interning table: an open-addressing array of IDs, each kept with the low
/// half of its value's hash, so a probe compares values only when those agree. Eight bytes a
/// slot; kept at most half full. The style table, the value table and flattening's table of
/// (style, paragraph) pairs keep their values in arrays of their own and find them through
/// one of these.
///
///     var slots = HashSlots()
///     slots.reserve(count: values.count)
///     switch slots.find(check: hash) { values[Int($0)] == value } { … }
struct HashSlots: Sendable {
  private var slots: [(check: UInt32, id: Int32)] = []

  /// Makes room for one more entry beyond `count`: doubles (to 16 at first) and places every
  /// entry again, by the checks the slots keep, when the table would be half full.
  ///
  ///     slots.reserve(count: values.count)   // before a find that may insert
  @inline(__always)
  mutating func reserve(count: Int) {
    if count &* 2 >= slots.count { grow() }
  }

  /// Makes room for `count` entries at once, so filling the table places none twice;
  /// only an empty table is sized this way.
  ///
  ///     slots.reserve(capacityFor: styles.count)
  mutating func reserve(capacityFor count: Int) {
    guard slots.isEmpty, count > 8 else { return }
    var capacity = 16
    while capacity < count * 2 + 2 { capacity *= 2 }
    slots = Array(repeating: (0, -1), count: capacity)
  }

  /// Doubles the slots and places every entry again.
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

  /// The ID of the entry with this check for which `matches` holds, or the free slot where
  /// such an entry goes. Call ``reserve(count:)`` first.
  ///
  ///     if case .found(let id) = slots.find(check: check, matches: { styles[Int($0)] == style })
  @inline(__always)
  func find(check: UInt32, matches: (Int32) -> Bool) -> Lookup {
    let mask = slots.count - 1
    var slot = Int(check) & mask
    while slots[slot].id >= 0 {
      let entry = slots[slot]
      if entry.check == check, matches(entry.id) { return .found(entry.id) }
      slot = (slot + 1) & mask
    }
    return .free(slot)
  }

  /// Puts an entry in the free slot ``find(check:matches:)`` gave.
  ///
  ///     slots.insert(check: check, id: id, at: slot)
  mutating func insert(check: UInt32, id: Int32, at slot: Int) {
    slots[slot] = (check, id)
  }

  /// What a find gives: the ID found, or the free slot for a new entry.
  enum Lookup {
    case found(Int32)
    case free(Int)
  }
}
