import TypesetSupport

extension ByteBuffer {
  /// Appends a non-negative integer in decimal (a negative one as `0`), as
  /// `CSSBytes.appendInteger` does: its last ten digits at most.
  ///
  ///     buffer.appendInteger(42)   // "42"
  func appendInteger(_ value: Int) {
    var value = max(value, 0)
    var digits: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &digits) { scratch in
      // Written from the end of the scratch space backwards, then appended in one piece.
      var start = 16
      repeat {
        start -= 1
        scratch[start] = 0x30 &+ UInt8(value % 10)
        value /= 10
      } while value > 0 && start > 6
      let bytes = scratch.bindMemory(to: UInt8.self)
      append(UnsafeBufferPointer(rebasing: bytes[start..<16]))
    }
  }
}
