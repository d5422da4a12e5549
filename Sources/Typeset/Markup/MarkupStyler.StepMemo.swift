extension MarkupStyler {
  /// The memo of style steps: the style a tag gives over a parent style, both as IDs.
  ///
  /// An open-addressing table of packed (parent, tag) keys with linear probing. The slot comes
  /// from the key mixed with a per-process random seed (Fibonacci hashing of `key ^ seed`), so
  /// input cannot be written to make the probes long, and a lookup costs a multiply instead of
  /// a SipHash. The table doubles when half full.
  ///
  ///     var memo = StepMemo(seed: 42)
  ///     memo[3, 7] = 9
  ///     memo[3, 7]   // 9
  struct StepMemo {
    private var keys: [UInt64] = []
    private var values: [Int32] = []
    private var count = 0
    /// 64 minus the number of slot bits.
    private var shift: UInt64 = 64
    private let seed: UInt64

    /// An empty memo; `seed` should be random per process.
    init(seed: UInt64) { self.seed = seed }

    /// No key is all ones: tag and style IDs are never -1 together.
    private static var empty: UInt64 { .max }

    private static func key(_ parent: Int32, _ tag: Int32) -> UInt64 {
      UInt64(UInt32(bitPattern: parent)) << 32 | UInt64(UInt32(bitPattern: tag))
    }

    private func slot(_ key: UInt64) -> Int {
      Int(truncatingIfNeeded: ((key ^ seed) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    /// The style ID recorded for `tag` over `parent`; setting records one.
    subscript(parent: Int32, tag: Int32) -> Int32? {
      get {
        guard count > 0 else { return nil }
        let key = Self.key(parent, tag)
        let mask = keys.count - 1
        var index = slot(key)
        while keys[index] != Self.empty {
          if keys[index] == key { return values[index] }
          index = (index + 1) & mask
        }
        return nil
      }
      set {
        guard let newValue else { return }
        if (count + 1) * 2 > keys.count { grow() }
        let key = Self.key(parent, tag)
        let mask = keys.count - 1
        var index = slot(key)
        while keys[index] != Self.empty {
          if keys[index] == key {
            values[index] = newValue
            return
          }
          index = (index + 1) & mask
        }
        keys[index] = key
        values[index] = newValue
        count += 1
      }
    }

    /// Doubles the table (to 16 slots at first) and places every entry again.
    private mutating func grow() {
      let oldKeys = keys
      let oldValues = values
      let capacity = max(16, keys.count * 2)
      keys = [UInt64](repeating: Self.empty, count: capacity)
      values = [Int32](repeating: 0, count: capacity)
      shift = UInt64(64 - capacity.trailingZeroBitCount)
      let mask = capacity - 1
      for (index, key) in oldKeys.enumerated() where key != Self.empty {
        var slot = slot(key)
        while keys[slot] != Self.empty { slot = (slot + 1) & mask }
        keys[slot] = key
        values[slot] = oldValues[index]
      }
    }
  }
}
