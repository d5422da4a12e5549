import TypesetSupport

extension TextStyle.LinkTarget {
  /// Calls `body` with `bytes` percent-encoded as `URL(string:)` would encode them, into
  /// `count` bytes on the stack: the bytes must be ones ``Preparation`` found to need
  /// `.encoding(count:)`, with that count.
  ///
  ///     // "https://x.org/Straße", prepared as .encoding(count: 25):
  ///     TextStyle.LinkTarget.encoding(bytes, count: 25) { String(decoding: $0, as: UTF8.self) }
  ///     // "https://x.org/Stra%C3%9Fe"
  static func encoding<Result>(
    _ bytes: UnsafeBufferPointer<UInt8>, count: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
      let written = encode(bytes, into: buffer.baseAddress!)
      return body(UnsafeBufferPointer(start: buffer.baseAddress, count: written))
    }
  }

  /// Writes `bytes` to `out` with every byte a plain reference does not allow written as
  /// `%XX`, and a `%` as `%25` in a component holding such a byte, and returns the number of
  /// bytes written. Runs of eight allowed bytes are copied
  /// as one word.
  private static func encode(
    _ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>
  ) -> Int {
    guard let start = bytes.baseAddress else { return 0 }
    let count = bytes.count
    let table = allowedTable.utf8Start
    var written = 0
    var index = 0
    // Read at the first `%`: which components escape theirs as `%25`.
    var components: PercentComponents?
    while index < count {
      if index &+ 8 <= count {
        // Eight allowed bytes: their table entries ANDed together stay `p`.
        var all: UInt8 = 0x70
        for offset in 0..<8 { all &= table[Int(start[index &+ offset])] }
        if all == 0x70 {
          ByteBuffer.copyOverlapping(start + index, to: out + written, count: 8, as: UInt64.self)
          index &+= 8
          written &+= 8
          continue
        }
      }
      // Then byte by byte, up to and including the next byte that is not `p`.
      while index < count {
        let byte = start[index]
        let entry = table[Int(byte)]
        index &+= 1
        if entry == 0x2E {  // . : not allowed, so escaped (the scan said which)
          out[written] = 0x25  // %
          out[written &+ 1] = hexDigit(byte &>> 4)
          out[written &+ 2] = hexDigit(byte & 0x0F)
          written &+= 3
        } else if entry == 0x25 {  // %: kept, or escaped where its component escapes
          if components == nil { components = PercentComponents(start, count: count) }
          out[written] = 0x25
          if components!.reencodes(at: index &- 1) {
            out[written &+ 1] = 0x32  // 2
            out[written &+ 2] = 0x35  // 5
            written &+= 3
          } else {
            written &+= 1
          }
        } else {
          out[written] = byte
          written &+= 1
        }
        if entry != 0x70 { break }
      }
    }
    return written
  }

  /// The upper-case hexadecimal digit of `value` (0–15), as Foundation writes escapes.
  @inline(__always) private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? 0x30 &+ value : 0x37 &+ value
  }
}
