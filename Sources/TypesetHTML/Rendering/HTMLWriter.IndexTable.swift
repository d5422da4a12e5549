extension HTMLWriter {
  /// A map from a pair of small numbers to a number (a block style and a style ID to a
  /// format, a block style and an element to a block style): open addressing over one array,
  /// no hashing of styles and no `Hasher`, so a look-up costs a multiply and a probe or two.
  ///
  /// Keys are indices the writer hands out densely from zero, not input bytes, so their
  /// Fibonacci hash spreads them without a seed.
  ///
  ///     var table = HTMLWriter.IndexTable()
  ///     table[3, 7] = 12
  ///     table[3, 7]   // 12
  ///     table[7, 3]   // nil
  struct IndexTable {
    /// Each slot's key (`first << 32 | second`, `UInt64.max` when free) and value.
    private var keys: [UInt64] = []
    private var values: [Int32] = []
    private var shift: UInt64 = 64
    private(set) var count = 0

    @inline(__always)
    private static func key(_ first: Int, _ second: Int) -> UInt64 {
      UInt64(truncatingIfNeeded: first) << 32 | UInt64(UInt32(truncatingIfNeeded: second))
    }

    @inline(__always)
    private func slot(of key: UInt64) -> Int {
      Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The value stored for the pair, or `nil`; setting it adds or replaces.
    subscript(first: Int, second: Int) -> Int32? {
      get {
        guard count > 0 else { return nil }
        let key = Self.key(first, second)
        let mask = keys.count - 1
        var index = slot(of: key)
        while true {
          let found = keys[index]
          if found == key { return values[index] }
          if found == UInt64.max { return nil }
          index = (index + 1) & mask
        }
      }
      set {
        guard let newValue else { preconditionFailure("IndexTable keeps what it is given") }
        if (count + 1) * 4 > keys.count * 3 { grow() }
        let key = Self.key(first, second)
        let mask = keys.count - 1
        var index = slot(of: key)
        while keys[index] != UInt64.max && keys[index] != key { index = (index + 1) & mask }
        if keys[index] == UInt64.max { count += 1 }
        keys[index] = key
        values[index] = newValue
      }
    }

    /// Forgets every pair, keeping the memory.
    mutating func removeAll() {
      guard count > 0 else { return }
      for index in keys.indices { keys[index] = UInt64.max }
      count = 0
    }

    private mutating func grow() {
      let oldKeys = keys
      let oldValues = values
      let capacity = max(keys.count * 2, 64)
      keys = Array(repeating: UInt64.max, count: capacity)
      values = Array(repeating: 0, count: capacity)
      shift = UInt64(64 - capacity.trailingZeroBitCount)
      let mask = capacity - 1
      for (index, key) in oldKeys.enumerated() where key != UInt64.max {
        var slot = self.slot(of: key)
        while keys[slot] != UInt64.max { slot = (slot + 1) & mask }
        keys[slot] = key
        values[slot] = oldValues[index]
      }
    }
  }
}
