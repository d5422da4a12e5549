import Testing

@testable import TypesetSupport

@Suite("ByteScanner")
struct ByteScannerTests {
  /// The first index in `from..<to` where `predicate` holds, by the standard library.
  private func reference(
    _ bytes: [UInt8], from: Int, to: Int, _ predicate: (UInt8) -> Bool
  ) -> Int {
    bytes[from..<to].firstIndex(where: predicate) ?? to
  }

  @Test("finds exact bytes, by position, at every alignment")
  func exactBytes() {
    let scanner = ByteScanner(anyOf: 0x0A, 0x0D)
    for length in 0..<40 {
      for position in 0..<length {
        var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: length)
        bytes[position] = 0x0D
        let found = bytes.withUnsafeBufferPointer { scanner.firstIndex(in: $0) }
        #expect(found == position)
      }
      let none = [UInt8](repeating: 0x0B, count: length)
      #expect(none.withUnsafeBufferPointer { scanner.firstIndex(in: $0) } == length)
    }
  }

  @Test("a lane just above a match is not taken for one (borrows run upwards)")
  func borrowDoesNotMislead() {
    // 0x0B after 0x0A: the subtraction borrows into the 0x0B lane; the 0x0A lane must win.
    let bytes: [UInt8] = [1, 1, 1, 0x0B, 0x0A, 0x0B, 1, 1, 1]
    let found = bytes.withUnsafeBufferPointer { ByteScanner(anyOf: 0x0A).firstIndex(in: $0) }
    #expect(found == 4)
    let below = bytes.withUnsafeBufferPointer {
      ByteScanner(below: 0x0B).firstIndex(in: $0, from: 3)
    }
    #expect(below == 4)
  }

  @Test("agrees with Array.firstIndex(where:) on random bytes, for every kind of target")
  func agreesWithStandardLibrary() {
    var generator = SystemRandomNumberGenerator()
    let targets: [(ByteScanner, (UInt8) -> Bool)] = [
      (ByteScanner(anyOf: 0x40), { $0 == 0x40 }),
      (ByteScanner(anyOf: 0x0A, 0x0D), { $0 == 0x0A || $0 == 0x0D }),
      (
        ByteScanner(below: 0x20, anyOf: 0x22, 0x5C, 0x7F, 0xE2),
        { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }
      ),
      (
        ByteScanner(anyOf: 1, 2, 3, 4, 5, 6, 7, 0xFF),
        { (1...7).contains($0) || $0 == 0xFF }
      ),
      (ByteScanner(below: 0x80), { $0 < 0x80 }),
      (ByteScanner(below: 0x01), { $0 == 0 }),
      (ByteScanner.ascii, { $0 < 0x80 }),
      (ByteScanner.nonASCII, { $0 >= 0x80 }),
    ]
    for (scanner, predicate) in targets {
      for _ in 0..<300 {
        let count = Int.random(in: 0..<80, using: &generator)
        // Sparse matches: most bytes from a narrow band, so runs without a match are long.
        let band = UInt8.random(in: 0...0xF0, using: &generator)
        let bytes = (0..<count).map { _ in
          Int.random(in: 0..<12, using: &generator) == 0
            ? UInt8.random(in: 0...0xFF, using: &generator)
            : band &+ UInt8.random(in: 0..<16, using: &generator)
        }
        let from = count == 0 ? 0 : Int.random(in: 0...count, using: &generator)
        let to = Int.random(in: from...count, using: &generator)
        let found = bytes.withUnsafeBufferPointer { scanner.firstIndex(in: $0, from: from, to: to) }
        #expect(found == reference(bytes, from: from, to: to, predicate))
        #expect(bytes.allSatisfy { scanner.matches($0) == predicate($0) })
      }
    }
  }

  @Test("contains says whether any byte matches")
  func contains() {
    let ascii = Array("plain text".utf8)
    let accented = Array("café".utf8)
    #expect(!ascii.withUnsafeBufferPointer { ByteScanner.nonASCII.contains(in: $0) })
    #expect(accented.withUnsafeBufferPointer { ByteScanner.nonASCII.contains(in: $0) })
    #expect(![UInt8]().withUnsafeBufferPointer { ByteScanner.ascii.contains(in: $0) })
  }
}
