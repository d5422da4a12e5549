/// A set of bytes as a 256-bit mask, for scanning loops that stop at any of several bytes
/// (one shift and one test a byte, no table load through an array).
struct ByteSet {
  private var low: UInt64 = 0
  private var high: UInt64 = 0
  private var upperLow: UInt64 = 0
  private var upperHigh: UInt64 = 0

  init(_ members: StaticString) {
    let count = members.utf8CodeUnitCount
    let start = members.utf8Start
    for index in 0..<count { insert(start[index]) }
  }

  mutating func insert(_ byte: UInt8) {
    let bit = UInt64(1) &<< UInt64(byte & 63)
    switch byte >> 6 {
    case 0: low |= bit
    case 1: high |= bit
    case 2: upperLow |= bit
    default: upperHigh |= bit
    }
  }

  @inline(__always) func contains(_ byte: UInt8) -> Bool {
    let bit = UInt64(1) &<< UInt64(byte & 63)
    switch byte >> 6 {
    case 0: return low & bit != 0
    case 1: return high & bit != 0
    case 2: return upperLow & bit != 0
    default: return upperHigh & bit != 0
    }
  }
}
