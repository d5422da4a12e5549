/// A small cache from short ASCII names, such as tag names, to small integers: a
/// ``RecentCache`` keyed by the name's bytes packed into a `UInt64`.
///
/// A name of one to eight bytes is packed into a `UInt64` (``key(lowercasing:)``; names hold
/// no zero bytes, so the packing is unique and 0 means "no key"), which indexes one of 64 slots
/// holding an `Int32` chosen by the caller (typically an index into its own table). Looking up
/// the few names a document repeats then costs a multiply and a compare instead of hashing or
/// comparing strings. A miss just means the caller computes the value and stores it. Where a
/// name must never be forgotten, key an ``IntegerMap`` with the packed name instead.
///
///     var cache = ShortNameCache()
///     let key = ShortNameCache.key(lowercasing: Array("Color".utf8))
///     cache[key] = 7
///     cache[key]   // 7
@usableFromInline package struct ShortNameCache: Sendable {
  // Its slots are made on the first store, so a scan of text without tags pays nothing.
  @usableFromInline var recent = RecentCache(slotBits: 6)

  /// Creates an empty cache.
  @inlinable package init() {}

  /// The packed key of an ASCII name with its letters lowercased, or 0 when the name is empty
  /// or longer than eight bytes.
  ///
  ///     ShortNameCache.key(lowercasing: Array("B".utf8)) == 0x62   // true
  @inlinable
  package static func key(lowercasing name: UnsafeBufferPointer<UInt8>) -> UInt64 {
    guard !name.isEmpty, name.count <= 8 else { return 0 }
    var key: UInt64 = 0
    for index in 0..<name.count { key = Self.key(key, appending: name[index]) }
    return key
  }

  /// Whether the name at `range` of `bytes` has the packed key `key`, ignoring ASCII case: a
  /// name written in lowercase is its key, found with one masked word when eight bytes from
  /// its start lie in `bytes`; other names are packed byte by byte.
  ///
  ///     Array("HREF=".utf8).withUnsafeBufferPointer {
  ///       ShortNameCache.name(0..<4, in: $0, hasKey: ShortNameCache.key(lowercasing: Array("href".utf8)))
  ///     }   // true
  @inlinable
  package static func name(
    _ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, hasKey key: UInt64
  ) -> Bool {
    let count = range.count
    guard count >= 1, count <= 8, range.upperBound <= bytes.count else { return false }
    if range.lowerBound &+ 8 <= bytes.count, let base = bytes.baseAddress {
      let mask = count == 8 ? ~UInt64(0) : (UInt64(1) &<< UInt64(count &* 8)) &- 1
      let word = UInt64(
        littleEndian: UnsafeRawPointer(base + range.lowerBound).loadUnaligned(as: UInt64.self))
      if word & mask == key { return true }
    }
    return Self.key(lowercasing: UnsafeBufferPointer(rebasing: bytes[range])) == key
  }

  /// A key with one more byte packed in, lowercased: lets a scanner build the key while it
  /// reads the name (the key of a name longer than eight bytes is 0, which the caller sets).
  ///
  ///     ShortNameCache.key(0x62, appending: UInt8(ascii: "R")) == 0x6272   // true
  @inlinable
  package static func key(_ key: UInt64, appending byte: UInt8) -> UInt64 {
    key &<< 8 | UInt64(byte &- 0x41 < 26 ? byte | 0x20 : byte)
  }

  /// The packed key of a name given as an array of bytes.
  ///
  ///     ShortNameCache.key(lowercasing: [0x41]) == 0x61   // true
  @inlinable
  package static func key(lowercasing name: [UInt8]) -> UInt64 {
    name.withUnsafeBufferPointer { key(lowercasing: $0) }
  }

  /// The value stored for a key; `nil` for a miss or for the key 0. Setting stores it,
  /// replacing whatever shared its slot.
  ///
  ///     var cache = ShortNameCache()
  ///     cache[0x62] = 3
  ///     cache[0x62]   // 3
  @inlinable
  package subscript(key: UInt64) -> Int32? {
    get { key != 0 ? recent[key] : nil }
    set { if key != 0 { recent[key] = newValue } }
  }
}
