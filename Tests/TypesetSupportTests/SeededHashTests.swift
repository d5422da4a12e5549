import Testing

@testable import TypesetSupport

/// The hash reads its last bytes as one word loaded from the end; that must give exactly the
/// hash of the definition (the last 0 to 7 bytes gathered one by one, little-endian), for
/// every length and every position of the bytes in memory.
@Suite("SeededHash") struct SeededHashTests {
  /// The definition: eight-byte words, then the rest byte by byte.
  private func reference(_ bytes: [UInt8], seed: UInt64) -> UInt64 {
    var hash = seed ^ UInt64(bytes.count)
    var index = 0
    while index + 8 <= bytes.count {
      var word: UInt64 = 0
      for offset in 0..<8 { word |= UInt64(bytes[index + offset]) << (8 * UInt64(offset)) }
      hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
      hash ^= hash >> 32
      index += 8
    }
    var tail: UInt64 = 0
    for (offset, byte) in bytes[index...].enumerated() {
      tail |= UInt64(byte) << (8 * UInt64(offset))
    }
    hash = (hash ^ tail) &* 0x9E37_79B9_7F4A_7C15
    hash ^= hash >> 29
    return hash == 0 ? 1 : hash
  }

  @Test func everyLengthAndOffsetHashesAsDefined() {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    var buffer: [UInt8] = []
    for _ in 0..<80 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      buffer.append(UInt8(truncatingIfNeeded: state >> 56))
    }
    for start in 0..<8 {
      for length in 0...(buffer.count - start) {
        let bytes = Array(buffer[start..<start + length])
        let hashed = buffer.withUnsafeBufferPointer {
          SeededHash.hash(UnsafeBufferPointer(rebasing: $0[start..<start + length]), seed: 42)
        }
        #expect(hashed == reference(bytes, seed: 42), "start \(start), length \(length)")
      }
    }
  }
}
