/// A small fixed-size cache of recent values: 64-bit keys to 32-bit values, forgetting freely.
///
/// Direct-mapped: each key has one slot (the top bits of its Fibonacci hash), and storing a
/// key replaces whatever held its slot, so a lookup is a multiply, a load and a compare and the
/// cache stays small enough to live in the processor's caches. A hit is always the value last
/// stored for that very key; a miss means only that the caller computes the value again. Put
/// it in front of an ``IntegerMap`` for the lookups a document repeats, or use it alone where
/// forgetting is fine. The slots are made on the first store, so a short input that stores
/// nothing pays nothing.
///
/// Keys are any bits but ``RecentCache/vacant`` (all ones), which marks an empty slot; storing
/// it is ignored. Keys that are hashes of longer values may collide: check the value's source
/// then, as the markup styler checks a tag's bytes.
///
///     var recent = RecentCache(slotBits: 6)   // 64 slots
///     recent[0x62] = 3
///     recent[0x62]   // 3
///     recent[0x69]   // nil
@usableFromInline package struct RecentCache: Sendable {
  /// The key of an empty slot; never a key of an entry.
  ///
  ///     RecentCache(slotBits: 3)[RecentCache.vacant]   // nil
  @usableFromInline package static let vacant = UInt64.max

  @usableFromInline var slots: [(key: UInt64, value: Int32)] = []
  /// 64 minus the number of slot bits: the shift that keeps a hash's top bits.
  @usableFromInline let shift: UInt64

  /// An empty cache of `1 << slotBits` slots (1 to 16 bits), made on the first store.
  ///
  ///     var steps = RecentCache(slotBits: 8)   // 256 slots
  @inlinable
  package init(slotBits: Int) {
    precondition((1...16).contains(slotBits), "a recent-value cache has 2 to 65,536 slots")
    shift = UInt64(64 &- slotBits)
  }

  /// The number of slots.
  ///
  ///     RecentCache(slotBits: 6).capacity   // 64
  @inlinable package var capacity: Int { 1 &<< (64 &- Int(shift)) }

  /// The slot of `key`.
  @inlinable
  func slot(of key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> shift)
  }

  /// The value last stored for `key`, or `nil` when another key has taken its slot since (or
  /// none was stored); setting stores a value, and setting `nil` forgets the key.
  ///
  ///     recent[key] = id
  ///     if let id = recent[key] { … }
  @inlinable
  package subscript(key: UInt64) -> Int32? {
    get {
      guard !slots.isEmpty else { return nil }
      let entry = slots[slot(of: key)]
      return entry.key == key && key != Self.vacant ? entry.value : nil
    }
    set {
      guard key != Self.vacant else { return }
      if slots.isEmpty {
        guard newValue != nil else { return }
        slots = Array(repeating: (Self.vacant, 0), count: capacity)
      }
      let slot = slot(of: key)
      if let newValue {
        slots[slot] = (key, newValue)
      } else if slots[slot].key == key {
        slots[slot] = (Self.vacant, 0)
      }
    }
  }

  /// The value for `key`: the one stored when there is one, else `compute()`'s, stored.
  ///
  ///     let id = recent.memo(key) { table.number(of: key) }
  @inlinable
  package mutating func memo<Failure: Error>(
    _ key: UInt64, _ compute: () throws(Failure) -> Int32
  ) throws(Failure) -> Int32 {
    if let known = self[key] { return known }
    let value = try compute()
    self[key] = value
    return value
  }

  /// Forgets every entry, keeping the slots.
  ///
  ///     recent.removeAll()
  @inlinable
  package mutating func removeAll() {
    for index in slots.indices { slots[index] = (Self.vacant, 0) }
  }
}
