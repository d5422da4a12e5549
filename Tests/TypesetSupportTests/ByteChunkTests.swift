import Testing

@testable import TypesetSupport

@Suite("ByteChunk")
struct ByteChunkTests {
  @Test("a record's fields read back as written, at any offset a cursor hands out")
  func recordsRoundTrip() {
    var cursor = ByteChunk.Cursor(firstSize: 64)
    var written: [(chunk: ByteChunk, offset: Int, name: [UInt8], size: Double)] = []
    var generator = SystemRandomNumberGenerator()
    for index in 0..<500 {
      let name = (0..<Int.random(in: 0..<90, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      let size = Double(index) * 1.5
      let footprint = 24 + (name.count + 7) & ~7
      let (chunk, offset) = cursor.withRoom(for: footprint) { chunk, offset in
        name.withUnsafeBufferPointer { bytes in
          chunk.writeRecord(at: offset) { record in
            record.store(Int32(bytes.count), at: 0)
            record.store(UInt32(index), at: 4)
            record.store(size, at: 8)
            record.store(Int(-index), at: 16)
            record.copy(bytes, to: 24)
          }
        }
        return (chunk, offset)
      }
      #expect(offset % 8 == 0)
      written.append((chunk, offset, name, size))
    }
    // Read back after every write: later records never overwrite earlier ones.
    for (index, entry) in written.enumerated() {
      let record = entry.chunk.record(at: entry.offset)
      let count = Int(record.load(Int32.self, at: 0))
      #expect(count == entry.name.count)
      #expect(record.load(UInt32.self, at: 4) == UInt32(index))
      #expect(record.load(Double.self, at: 8) == entry.size)
      #expect(record.load(Int.self, at: 16) == -index)
      #expect(Array(record.bytes(at: 24, count: count)) == entry.name)
    }
  }

  @Test("a word reads eight bytes as the standard library's unaligned load does")
  func wordMatchesStandardLibrary() {
    let chunk = ByteChunk.make(capacity: 32)
    let bytes: [UInt8] = (0..<32).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    bytes.withUnsafeBufferPointer { source in chunk.writeRecord(at: 0) { $0.copy(source, to: 0) } }
    for offset in 0...24 {
      let expected = bytes.withUnsafeBytes {
        $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      }
      #expect(chunk.record(at: 0).load(UInt64.self, at: offset) == expected)
    }
  }

  @Test("a cursor starts a new chunk when a value does not fit, and reuses room when it does")
  func cursorChunks() {
    var cursor = ByteChunk.Cursor(firstSize: 32)
    let first = cursor.withRoom(for: 24) { chunk, offset in (ObjectIdentifier(chunk), offset) }
    let second = cursor.withRoom(for: 8) { chunk, offset in (ObjectIdentifier(chunk), offset) }
    let third = cursor.withRoom(for: 64) { chunk, offset in (ObjectIdentifier(chunk), offset) }
    #expect(first.1 == 0 && second.0 == first.0 && second.1 == 24)
    #expect(third.0 != first.0 && third.1 == 0)
  }
}
