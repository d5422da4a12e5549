import Testing

@testable import TypesetSupport

@Suite("ByteBuffer")
struct ByteBufferTests {
  /// Short stretches are copied as two words that may overlap: every length up to past the
  /// `memcpy` threshold lands exactly, after whatever the buffer held, through growth.
  @Test func appendsEveryShortLengthExactly() {
    let source = (0..<40).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    for prefix in 0..<9 {
      for length in 0...source.count {
        let buffer = ByteBuffer(capacity: 16)
        let head = Array(repeating: UInt8(0xEE), count: prefix)
        head.withUnsafeBufferPointer { buffer.append($0) }
        source.withUnsafeBufferPointer {
          buffer.append(UnsafeBufferPointer(rebasing: $0[0..<length]))
        }
        buffer.append(0x7A)
        #expect(Array(buffer.buffer) == head + source[0..<length] + [0x7A])
      }
    }
  }

  @Test func appendsConstantsAndRepeats() {
    let buffer = ByteBuffer()
    buffer.append("<strong>")
    buffer.append(0x2D, repeats: 3)
    buffer.append("</a>")
    #expect(String(decoding: buffer.buffer, as: UTF8.self) == "<strong>---</a>")
  }
}
