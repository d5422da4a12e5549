import Testing

@testable import TypesetSupport

@Suite("ByteBuffer lending")
struct ByteBufferLendingTests {
  /// Bytes go into the lent memory until it is full, then move to the buffer's own memory;
  /// the lent memory keeps what was written and is not freed by the buffer.
  @Test func writesInPlaceThenMovesOut() {
    let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 32)
    defer { memory.deallocate() }
    do {
      let buffer = ByteBuffer(lending: memory)
      buffer.append("0123456789")
      #expect(buffer.isWritingInPlace)
      #expect(buffer.base == memory.baseAddress)
      #expect(Array(memory[0..<10]) == Array("0123456789".utf8))
      buffer.append(0x2D, repeats: 40)
      #expect(!buffer.isWritingInPlace)
      #expect(Array(buffer.buffer) == Array("0123456789".utf8) + Array(repeating: 0x2D, count: 40))
    }
    #expect(Array(memory[0..<10]) == Array("0123456789".utf8))
  }

  @Test func tooSmallMemoryIsNotUsed() {
    let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 4)
    defer { memory.deallocate() }
    let buffer = ByteBuffer(lending: memory)
    #expect(!buffer.isWritingInPlace)
    buffer.append("abcdef")
    #expect(String(decoding: buffer.buffer, as: UTF8.self) == "abcdef")
  }
}
