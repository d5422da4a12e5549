/// Finds the first of a few bytes in UTF-8 text, eight bytes at a time.
///
/// Callers say what they look for — up to eight exact bytes, bytes below a threshold, ASCII or
/// non-ASCII bytes — and the scanner tests a 64-bit word per step instead of a byte (the
/// classic "has a zero byte" test on the word XOR the target, whose lowest flag is exact).
/// Build a scanner at the call site or in a computed `static var` from constants: every member
/// is inlinable, so the compiler folds the tests a scanner does not use away.
///
///     let lineEnds = ByteScanner(anyOf: 0x0A, 0x0D)
///     Array("ab\ncd".utf8).withUnsafeBufferPointer { lineEnds.firstIndex(in: $0) }   // 2
@usableFromInline package struct ByteScanner: Sendable {
  /// Each exact byte broadcast to all eight lanes; unused lanes repeat the first byte.
  @usableFromInline let exact: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
  /// The exact bytes, for testing one byte.
  @usableFromInline let exactBytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)
  /// Whether any exact byte is looked for.
  @usableFromInline let hasExact: Bool
  /// Bytes below this one match; 0 for none. At most 0x80.
  @usableFromInline let threshold: UInt8
  /// Whether bytes 0x80 and above match.
  @usableFromInline let matchesNonASCII: Bool
  /// Whether bytes below 0x80 match.
  @usableFromInline let matchesASCII: Bool

  @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
  @usableFromInline static let highs: UInt64 = 0x8080_8080_8080_8080

  @inlinable @inline(__always)
  init(
    exact bytes: (UInt8, UInt8?, UInt8?, UInt8?, UInt8?, UInt8?, UInt8?, UInt8?)?,
    threshold: UInt8, nonASCII: Bool, ascii: Bool
  ) {
    precondition(threshold <= 0x80, "ByteScanner finds bytes below at most 0x80")
    let first = bytes?.0 ?? 0
    let lanes = (
      first, bytes?.1 ?? first, bytes?.2 ?? first, bytes?.3 ?? first, bytes?.4 ?? first,
      bytes?.5 ?? first, bytes?.6 ?? first, bytes?.7 ?? first
    )
    exactBytes = lanes
    exact = (
      Self.ones &* UInt64(lanes.0), Self.ones &* UInt64(lanes.1), Self.ones &* UInt64(lanes.2),
      Self.ones &* UInt64(lanes.3), Self.ones &* UInt64(lanes.4), Self.ones &* UInt64(lanes.5),
      Self.ones &* UInt64(lanes.6), Self.ones &* UInt64(lanes.7)
    )
    hasExact = bytes != nil
    self.threshold = threshold
    matchesNonASCII = nonASCII
    matchesASCII = ascii
  }

  /// A scanner for any of up to eight bytes, and, when `below` is above 0, for every byte below
  /// it (at most 0x80).
  ///
  ///     ByteScanner(anyOf: UInt8(ascii: "<"), UInt8(ascii: "&"))
  ///     ByteScanner(below: 0x20, anyOf: UInt8(ascii: "\""), UInt8(ascii: "\\"))
  @inlinable @inline(__always)
  package init(
    below: UInt8 = 0, anyOf first: UInt8, _ second: UInt8? = nil, _ third: UInt8? = nil,
    _ fourth: UInt8? = nil, _ fifth: UInt8? = nil, _ sixth: UInt8? = nil,
    _ seventh: UInt8? = nil, _ eighth: UInt8? = nil
  ) {
    self.init(
      exact: (first, second, third, fourth, fifth, sixth, seventh, eighth),
      threshold: below, nonASCII: false, ascii: false)
  }

  /// A scanner for every byte below `threshold` (at most 0x80).
  ///
  ///     ByteScanner(below: 0x20)   // the C0 controls
  @inlinable @inline(__always)
  package init(below threshold: UInt8) {
    self.init(exact: nil, threshold: threshold, nonASCII: false, ascii: false)
  }

  /// A scanner for ASCII bytes (below 0x80): where a run of non-ASCII text ends.
  ///
  ///     Array("é!".utf8).withUnsafeBufferPointer { ByteScanner.ascii.firstIndex(in: $0) }   // 2
  @inlinable package static var ascii: ByteScanner {
    ByteScanner(exact: nil, threshold: 0, nonASCII: false, ascii: true)
  }

  /// A scanner for bytes 0x80 and above: where a run of ASCII text ends.
  ///
  ///     Array("ab€".utf8).withUnsafeBufferPointer { ByteScanner.nonASCII.firstIndex(in: $0) }   // 2
  @inlinable package static var nonASCII: ByteScanner {
    ByteScanner(exact: nil, threshold: 0, nonASCII: true, ascii: false)
  }

  /// Whether the scanner looks for `byte`.
  ///
  ///     ByteScanner(anyOf: 0x0A).matches(0x0A)   // true
  @inlinable @inline(__always)
  package func matches(_ byte: UInt8) -> Bool {
    if byte < threshold { return true }
    if matchesNonASCII && byte >= 0x80 { return true }
    if matchesASCII && byte < 0x80 { return true }
    guard hasExact else { return false }
    let lanes = exactBytes
    return byte == lanes.0 || byte == lanes.1 || byte == lanes.2 || byte == lanes.3
      || byte == lanes.4 || byte == lanes.5 || byte == lanes.6 || byte == lanes.7
  }

  /// Flags (the high bit of a lane) on the word's lanes that may match, the lowest one exactly.
  ///
  /// Each test's lowest flag is exact, and a wrong flag only sits above a right one (a borrow
  /// runs upwards), so the lowest flag of their union is a match.
  @inlinable @inline(__always)
  func flags(_ word: UInt64) -> UInt64 {
    let ones = Self.ones
    var found: UInt64 = 0
    if hasExact {
      @inline(__always) func zeroLanes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value }
      found |= zeroLanes(word ^ exact.0) | zeroLanes(word ^ exact.1)
      found |= zeroLanes(word ^ exact.2) | zeroLanes(word ^ exact.3)
      found |= zeroLanes(word ^ exact.4) | zeroLanes(word ^ exact.5)
      found |= zeroLanes(word ^ exact.6) | zeroLanes(word ^ exact.7)
    }
    if threshold > 0 { found |= (word &- ones &* UInt64(threshold)) & ~word }
    if matchesNonASCII { found |= word }
    if matchesASCII { found |= ~word }
    return found & Self.highs
  }

  /// The first index in `from..<to` whose byte the scanner looks for, or `to` when there is
  /// none.
  ///
  ///     ByteScanner(anyOf: 0x40).firstIndex(in: base, from: 0, to: count)
  @inlinable
  @inline(__always)
  package func firstIndex(in start: UnsafePointer<UInt8>, from: Int, to limit: Int) -> Int {
    assert(from >= 0, "a scan starts inside the buffer")
    let raw = UnsafeRawPointer(start)
    var index = from
    while index &+ 8 <= limit {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let found = flags(word)
      if found != 0 { return index &+ (found.trailingZeroBitCount &>> 3) }
      index &+= 8
    }
    while index < limit {
      if matches(start[index]) { return index }
      index &+= 1
    }
    return limit
  }

  /// The first index in `from..<to` (`to` defaults to the end) whose byte the scanner looks
  /// for, or that end when there is none.
  ///
  ///     Array("a@b".utf8).withUnsafeBufferPointer { ByteScanner(anyOf: 0x40).firstIndex(in: $0) }   // 1
  @inlinable @inline(__always)
  package func firstIndex(
    in bytes: UnsafeBufferPointer<UInt8>, from: Int = 0, to end: Int? = nil
  ) -> Int {
    let limit = end ?? bytes.count
    precondition(limit <= bytes.count, "the end lies past the buffer")
    guard let start = bytes.baseAddress else { return limit }
    return firstIndex(in: start, from: from, to: limit)
  }

  /// Whether `bytes` holds a byte the scanner looks for.
  ///
  ///     Array("plain".utf8).withUnsafeBufferPointer { ByteScanner.nonASCII.contains(in: $0) }   // false
  @inlinable
  package func contains(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    firstIndex(in: bytes) < bytes.count
  }
}
