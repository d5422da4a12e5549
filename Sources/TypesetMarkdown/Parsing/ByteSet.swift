/// A set of bytes as a 256-bit mask, for scanning loops that stop at any of several bytes:
/// a test is one indexed load, one shift and one mask, with no branch on the byte's value.
struct ByteSet {
  /// Bit `b & 63` of word `b >> 6` is set when byte `b` is in the set.
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  init(_ members: StaticString) {
    let count = members.utf8CodeUnitCount
    let start = members.utf8Start
    for index in 0..<count { insert(start[index]) }
  }

  mutating func insert(_ byte: UInt8) {
    let bit = UInt64(1) &<< UInt64(byte & 63)
    switch byte >> 6 {
    case 0: words.0 |= bit
    case 1: words.1 |= bit
    case 2: words.2 |= bit
    default: words.3 |= bit
    }
  }

  @inline(__always) func contains(_ byte: UInt8) -> Bool {
    let word = withUnsafeBytes(of: words) { raw in
      raw.load(fromByteOffset: Int(byte >> 6) &* 8, as: UInt64.self)
    }
    return (word &>> UInt64(byte & 63)) & 1 != 0
  }
}
