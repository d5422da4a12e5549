/// The index of an interning table: numbers values by equality, where the values sit in an
/// array of the caller's and the table keeps their IDs (indices in that array), each with the
/// low 32 bits of its value's hash, so a probe compares values only when those agree. Open
/// addressing, eight bytes a slot, at most half full. The caller gives the hash (seeded, as
/// `hashValue` is) and the equality, as a closure over its array.
///
/// Use it to give equal values one ID; ``IntegerMap`` when the keys are numbers already.
///
///     index.reserveForInsertion()
///     switch index.find(hash: value.hashValue, matches: { values[Int($0)] == value }) {
///     case .found(let id): return id
///     case .free(let slot):
///       values.append(value)
///       index.insert(Int32(values.count - 1), hash: value.hashValue, at: slot)
///     }
package struct InternTable: Sendable {
  /// What ``find(hash:matches:)`` gives: the ID of the equal value, or the free slot where
  /// a new one goes.
  ///
  ///     if case .found(let id) = index.find(hash: hash, matches: { values[Int($0)] == value })
  package enum Lookup: Equatable {
    case found(Int32)
    case free(Int)
  }

  /// Each slot's check (a hash's low 32 bits) and ID; `id` -1 when free.
  @usableFromInline var slots: [(check: UInt32, id: Int32)] = []
  /// The number of entries.
  ///
  ///     InternTable().count   // 0
  package private(set) var count = 0

  /// An empty table; its first insertion makes sixteen slots.
  ///
  ///     var index = InternTable()
  package init() {}

  /// Makes room for one more entry, doubling the slots (to sixteen at first) when it would
  /// fill more than half. Call it before a ``find(hash:matches:)`` whose slot may be used.
  ///
  ///     index.reserveForInsertion()
  @inlinable @inline(__always)
  package mutating func reserveForInsertion() {
    if count &* 2 >= slots.count { grow() }
  }

  /// Makes room for `capacity` entries at once, so filling the table places none twice;
  /// only an empty table is sized so.
  ///
  ///     index.reserve(capacity: styles.count)
  package mutating func reserve(capacity: Int) {
    guard slots.isEmpty, capacity > 8 else { return }
    var size = 16
    while size < capacity &* 2 &+ 2 { size &*= 2 }
    slots = Array(repeating: (0, -1), count: size)
  }

  /// Doubles the slots and places every entry again, by the checks the slots keep.
  @usableFromInline
  mutating func grow() {
    let old = slots
    slots = Array(repeating: (0, -1), count: Swift.max(16, slots.count &* 2))
    let mask = slots.count &- 1
    for entry in old where entry.id >= 0 {
      var slot = Int(entry.check) & mask
      while slots[slot].id >= 0 { slot = (slot &+ 1) & mask }
      slots[slot] = entry
    }
    #if DEBUG
      assert(slots.count.nonzeroBitCount == 1 && count &* 2 <= slots.count)
      assert(slots.lazy.filter { $0.id >= 0 }.count == count, "the count is the entries'")
    #endif
  }

  /// The ID of the entry whose value has this hash and for which `matches` (given an ID)
  /// holds, or the free slot where such a value goes.
  ///
  ///     switch index.find(hash: hash, matches: { values[Int($0)] == value }) { … }
  @inlinable @inline(__always)
  package func find(hash: Int, matches: (Int32) -> Bool) -> Lookup {
    assert(!slots.isEmpty, "reserveForInsertion() makes the first slots")
    let check = UInt32(truncatingIfNeeded: hash)
    let mask = slots.count &- 1
    var slot = Int(check) & mask
    while slots[slot].id >= 0 {
      let entry = slots[slot]
      if entry.check == check, matches(entry.id) { return .found(entry.id) }
      slot = (slot &+ 1) & mask
    }
    return .free(slot)
  }

  /// Puts the entry `id`, whose value has this hash, in the free slot that
  /// ``find(hash:matches:)`` gave after ``reserveForInsertion()``.
  ///
  ///     index.insert(id, hash: hash, at: slot)
  @inlinable
  package mutating func insert(_ id: Int32, hash: Int, at slot: Int) {
    assert(id >= 0 && slots[slot].id < 0, "a new ID in a free slot")
    assert((count &+ 1) &* 2 <= slots.count, "reserveForInsertion() before the find")
    slots[slot] = (UInt32(truncatingIfNeeded: hash), id)
    count &+= 1
  }
}
