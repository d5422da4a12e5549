/// The package's one integer-keyed hash map: 64-bit keys to 32-bit values, for hot lookups by
/// number, pair of numbers or identity (memos of style steps, formats by style, numbers by
/// identity). Open addressing with linear probing and a multiplicative hash of the key mixed
/// with a per-process random seed, so no input can be written to make its probes long; keys
/// and values side by side, at most half full. A lookup costs a multiply and, mostly, one
/// comparison, where a `Dictionary` runs SipHash (a hundred instructions and more) first.
///
/// Use it when keys are numbers; ``BytesMap`` for short byte strings, an intern table to
/// number values by equality, a recent-value cache when forgetting is fine.
///
/// Keys are any bits but ``IntegerMap/vacant`` (all ones), which marks a free slot; pairs of
/// 32-bit numbers fit as `high << 32 | low`, and an object's identity as its address.
///
///     var map = IntegerMap()
///     map[7 << 32 | 3] = 42
///     map[7 << 32 | 3]   // 42
///     map[3]             // nil
@usableFromInline package struct IntegerMap: Sendable {
  /// The key of a free slot; never a key of an entry.
  @usableFromInline package static let vacant = UInt64.max

  @usableFromInline var slots: [(key: UInt64, value: Int32)] = []
  /// The shift that keeps a hash's top bits, as many as the slot count's.
  @usableFromInline var shift: UInt64 = 64
  /// Mixed into every key before it is hashed: random per process.
  @usableFromInline let seed = SeededHash.processSeed
  /// The number of entries.
  @usableFromInline package internal(set) var count = 0

  /// An empty map; its first insertion makes sixteen slots.
  ///
  ///     var map = IntegerMap()
  @inlinable package init() {}

  /// The value for `key`, or `nil`; setting `nil` is not supported (entries are never
  /// removed), and setting a value replaces the one there.
  ///
  ///     map[key] = id
  ///     if let id = map[key] { … }
  @inlinable package subscript(key: UInt64) -> Int32? {
    get {
      guard count > 0 else { return nil }
      let mask = slots.count &- 1
      var slot = slot(of: key)
      while true {
        let entry = slots[slot]
        if entry.key == key { return entry.value }
        if entry.key == Self.vacant { return nil }
        slot = (slot &+ 1) & mask
      }
    }
    set {
      guard let newValue else { return }
      assert(key != Self.vacant, "the vacant key marks free slots")
      if (count &+ 1) &* 2 > slots.count { grow() }
      let mask = slots.count &- 1
      var slot = slot(of: key)
      while slots[slot].key != Self.vacant && slots[slot].key != key {
        slot = (slot &+ 1) & mask
      }
      if slots[slot].key == Self.vacant { count &+= 1 }
      slots[slot] = (key, newValue)
    }
  }

  /// The number of `key` among the keys numbered so far: its value when present, else the
  /// next number (the count), stored for it. Renderers number style values by identity so.
  ///
  ///     var numbers = IntegerMap()
  ///     numbers.number(of: 7)   // 0
  ///     numbers.number(of: 9)   // 1
  ///     numbers.number(of: 7)   // 0
  @inlinable package mutating func number(of key: UInt64) -> Int32 {
    if let known = self[key] { return known }
    let number = Int32(count)
    self[key] = number
    return number
  }

  /// Forgets every entry, keeping the slots for the next use.
  ///
  ///     map.removeAll()
  ///     map.count   // 0
  package mutating func removeAll() {
    guard count > 0 else { return }
    for index in slots.indices { slots[index] = (Self.vacant, 0) }
    count = 0
  }

  /// The home slot of `key`: the top bits of the seeded key's Fibonacci hash.
  @inlinable @inline(__always)
  func slot(of key: UInt64) -> Int {
    Int(truncatingIfNeeded: ((key ^ seed) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// Doubles the slots (to sixteen at first) and places every entry again.
  @usableFromInline @inline(never) mutating func grow() {
    defer { checkInvariants() }
    let old = slots
    let capacity = max(16, slots.count &* 2)
    slots = Array(repeating: (Self.vacant, 0), count: capacity)
    shift = UInt64(64 - capacity.trailingZeroBitCount)
    let mask = capacity &- 1
    for entry in old where entry.key != Self.vacant {
      var slot = slot(of: entry.key)
      while slots[slot].key != Self.vacant { slot = (slot &+ 1) & mask }
      slots[slot] = entry
    }
  }

  /// The key for a pair of 32-bit numbers.
  ///
  ///     IntegerMap.key(2, 5)   // 2 << 32 | 5
  @inlinable package static func key(_ high: Int32, _ low: Int32) -> UInt64 {
    UInt64(UInt32(bitPattern: high)) << 32 | UInt64(UInt32(bitPattern: low))
  }

  /// The key for a pair of indices, each kept to its low 32 bits (as `Int32` keys are).
  ///
  ///     IntegerMap.key(2 as Int, 5 as Int)   // 2 << 32 | 5
  @inlinable package static func key(_ high: Int, _ low: Int) -> UInt64 {
    UInt64(truncatingIfNeeded: high) << 32 | UInt64(UInt32(truncatingIfNeeded: low))
  }

  /// In debug builds, checks that the count matches the occupied slots and the table is at
  /// most half full.
  @usableFromInline func checkInvariants() {
    #if DEBUG
      assert(slots.count == 0 || slots.count.nonzeroBitCount == 1)
      assert(count * 2 <= slots.count)
      assert(slots.lazy.filter { $0.key != Self.vacant }.count == count)
    #endif
  }

  /// The key for an object's identity: its address.
  ///
  ///     IntegerMap.key(ObjectIdentifier(storage))
  @inlinable package static func key(_ identity: ObjectIdentifier) -> UInt64 {
    UInt64(UInt(bitPattern: identity))
  }
}
