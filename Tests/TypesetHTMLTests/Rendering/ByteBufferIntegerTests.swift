import Testing
import TypesetSupport

@testable import TypesetHTML

/// The shared pointer-backed buffer HTML is written to, and the integers the writer adds to it.
@Suite("ByteBuffer in the HTML writer")
struct ByteBufferIntegerTests {
  static func bytes(of buffer: ByteBuffer) -> [UInt8] { Array(buffer.buffer) }

  @Test func keepsEverythingAppendedPastItsCapacity() {
    let buffer = ByteBuffer(capacity: 1)
    var expected: [UInt8] = []
    for round in 0..<500 {
      let piece = [UInt8](repeating: UInt8(round % 251), count: round % 40)
      buffer.append(piece)
      expected += piece
      buffer.append("<p>")
      expected += Array("<p>".utf8)
      buffer.append(0x0A)
      expected.append(0x0A)
    }
    #expect(buffer.count == expected.count)
    #expect(Self.bytes(of: buffer) == expected)
  }

  @Test(arguments: [0, 7, 10, 1_234_567_890, 12_345_678_901, Int.max, -5])
  func writesIntegersAsTheStyleSheetDoes(value: Int) {
    let buffer = ByteBuffer(capacity: 4)
    buffer.append("n=")
    buffer.appendInteger(value)
    var expected = Array("n=".utf8)
    CSSBytes.appendInteger(value, to: &expected)
    #expect(Self.bytes(of: buffer) == expected)
  }
}
