/// The index of an interning table: numbers values by equality, where the values themselves
/// sit in an array of the caller's and the table keeps only their IDs (indices in that array).
///
/// An open-addressing array of slots, each an ID with the low 32 bits of its value's hash (its
/// *check*), so a probe asks the caller to compare values only when the checks agree; eight
/// bytes a slot, at most half full. The caller supplies the hash (its values' own, seeded as
/// `Hasher` is) and the equality, as a closure over its array.
///
/// Use it to give equal values one ID; ``IntegerMap`` when the keys are numbers already.
///
///     var index = InternTable()
///     var values: [String] = []
///     func intern(_ value: String) -> Int32 {
///       index.reserveForInsertion()
///       switch index.find(hash: value.hashValue, matches: { values[Int($0)] == value }) {
///       case .found(let id): return id
///       case .free(let slot):
///         values.append(value)
///         index.insert(Int32(values.count - 1), hash: value.hashValue, at: slot)
///         return Int32(values.count - 1)
///       }
///     }
package struct InternTable: Sendable {
  /// A slot: an entry's check and ID, or `id` -1 when free.
  @usableFromInline
  struct Slot: Sendable {
    @usableFromInline var check: UInt32
    @usableFromInline var id: Int32

    @inlinable
    init(check: UInt32, id: Int32) {
      self.check = check
      self.id = id
    }

    /// A free slot.
    @inlinable
    static var free: Slot { Slot(check: 0, id: -1) }
  }

  /// What ``find(hash:matches:)`` gives: the ID of the equal value, or the free slot where
  /// a new one goes (for ``insert(_:hash:at:)``).
  ///
  ///     if case .found(let id) = index.find(hash: hash, matches: { values[Int($0)] == value })
  package enum Lookup: Equatable {
    case found(Int32)
    case free(Int)
  }

  @usableFromInline
  var slots: [Slot] = []
  /// The number of entries.
  ///
  ///     InternTable().count   // 0
  package private(set) var count = 0

  /// An empty table; its first insertion makes sixteen slots.
  ///
  ///     var index = InternTable()
  @inlinable
  package init() {}

  /// The check a hash is kept and compared by: its low 32 bits.
  @inlinable @inline(__always)
  static func check(_ hash: Int) -> UInt32 { UInt32(truncatingIfNeeded: hash) }

  /// Makes room for one more entry: doubles the slots (to sixteen at first) and places every
  /// entry again when one more would fill more than half. Call it before a
  /// ``find(hash:matches:)`` whose free slot may be used.
  ///
  ///     index.reserveForInsertion()
  @inlinable @inline(__always)
  package mutating func reserveForInsertion() {
    if count &* 2 >= slots.count { grow() }
  }

  /// Makes room for `count` entries at once, so filling the table places none twice; only an
  /// empty table is sized so (small counts are left to the first insertion).
  ///
  ///     index.reserve(capacity: styles.count)
  package mutating func reserve(capacity: Int) {
    guard slots.isEmpty, capacity > 8 else { return }
    var size = 16
    while size < capacity &* 2 &+ 2 { size &*= 2 }
    slots = Array(repeating: .free, count: size)
  }

  /// Doubles the slots and places every entry again, by the checks the slots keep.
  @usableFromInline
  mutating func grow() {
    let size = Swift.max(16, slots.count &* 2)
    let old = slots
    slots = Array(repeating: .free, count: size)
    let mask = size &- 1
    for entry in old where entry.id >= 0 {
      var slot = Int(entry.check) & mask
      while slots[slot].id >= 0 { slot = (slot &+ 1) & mask }
      slots[slot] = entry
    }
    checkInvariants()
  }

  /// The ID of the entry whose value has this hash and for which `matches` (given an ID)
  /// holds, or the free slot where such a value goes. Call ``reserveForInsertion()`` first
  /// when the slot may be used.
  ///
  ///     switch index.find(hash: hash, matches: { values[Int($0)] == value }) { … }
  @inlinable @inline(__always)
  package func find(hash: Int, matches: (Int32) -> Bool) -> Lookup {
    assert(!slots.isEmpty, "reserveForInsertion() makes the first slots")
    let check = Self.check(hash)
    let mask = slots.count &- 1
    var slot = Int(check) & mask
    while true {
      let entry = slots[slot]
      if entry.id < 0 { return .free(slot) }
      if entry.check == check, matches(entry.id) { return .found(entry.id) }
      slot = (slot &+ 1) & mask
    }
  }

  /// Puts the entry `id`, whose value has this hash, in the free slot
  /// ``find(hash:matches:)`` gave for it.
  ///
  ///     index.insert(id, hash: hash, at: slot)
  @inlinable
  package mutating func insert(_ id: Int32, hash: Int, at slot: Int) {
    assert(id >= 0, "IDs are indices")
    assert(slots[slot].id < 0, "a free slot from find(hash:matches:)")
    assert((count &+ 1) &* 2 <= slots.count, "reserveForInsertion() before the find")
    slots[slot] = Slot(check: Self.check(hash), id: id)
    count &+= 1
  }

  /// In debug builds, checks that the slots are a power of two, at most half full, and that
  /// the count is the number of entries.
  @usableFromInline
  func checkInvariants() {
    #if DEBUG
      assert(slots.count == 0 || slots.count.nonzeroBitCount == 1)
      assert(count &* 2 <= slots.count)
      assert(slots.lazy.filter { $0.id >= 0 }.count == count)
    #endif
  }
}
