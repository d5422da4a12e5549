import TypesetSupport

extension Flattener {
  /// The paragraph style of each kind of line flattening has made, by what the style is made
  /// of: the line's text style, its spacing, its indent, its marker and its table. Building a
  /// paragraph style and interning it costs a few hundred instructions; most lines repeat one
  /// made before, and are found here by a few integer comparisons instead.
  struct LineMemo {
    /// What a line's paragraph style is made of; points as bit patterns (`nil` as `noValue`).
    struct Key: Equatable {
      var textStyle: Int32
      var table: Int32
      var before: UInt64
      var after: UInt64
      var indent: UInt64
      var markerIndent: UInt64
      var markerContent: UInt64
      var rightAligned: Bool

      /// A bit pattern no point value has: `nil`.
      static let noValue: UInt64 = 0xFFF8_0000_DEAD_0001

      /// The bits of a value in points, zero for either zero (they are equal as styles).
      static func bits(_ value: Double?) -> UInt64 {
        guard let value else { return noValue }
        return value == 0 ? 0 : value.bitPattern
      }

      var hash: UInt64 {
        var h = UInt64(UInt32(bitPattern: textStyle)) | UInt64(UInt32(bitPattern: table)) << 32
        func mix(_ part: UInt64) {
          h = (h ^ part) &* 0x9E37_79B9_7F4A_7C15
          h ^= h >> 29
        }
        mix(before)
        mix(after)
        mix(indent)
        mix(markerIndent)
        mix(markerContent)
        return rightAligned ? ~h : h
      }
    }

    private var keys: [Key] = []
    private var ids: [Int32] = []
    private var index = InternTable()

    /// The paragraph style made for `key`, or where to insert it.
    mutating func find(_ key: Key) -> InternTable.Lookup {
      index.reserveForInsertion()
      switch index.find(hash: Int(truncatingIfNeeded: key.hash), matches: { keys[Int($0)] == key })
      {
      case .found(let index): return .found(ids[Int(index)])
      case .free(let slot): return .free(slot)
      }
    }

    /// Records the paragraph style made for `key` at the slot `find` gave.
    mutating func insert(_ key: Key, id: Int32, at slot: Int) {
      index.insert(Int32(keys.count), hash: Int(truncatingIfNeeded: key.hash), at: slot)
      keys.append(key)
      ids.append(id)
    }
  }
}
