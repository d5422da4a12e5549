import Testing

@testable import TypesetSupport

@Suite("Byte comparison") struct ByteComparisonTests {
  /// Every length up to 40 and a difference at every offset: the word-at-a-time part and the
  /// byte-at-a-time tail each find it, and equal ranges compare equal.
  @Test func findsADifferenceAtEveryOffsetOfEveryLength() {
    for count in 0...40 {
      let left = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 1) }
      var sameAnswers = true
      left.withUnsafeBufferPointer { a in
        let copy = Array(left)
        copy.withUnsafeBufferPointer { b in
          if count > 0 && !ByteComparison.equal(a.baseAddress!, b.baseAddress!, count: count) {
            sameAnswers = false
          }
        }
      }
      #expect(sameAnswers, "equal ranges of \(count) bytes")
      for offset in 0..<count {
        var right = left
        right[offset] ^= 0x40
        let equal = left.withUnsafeBufferPointer { a in
          right.withUnsafeBufferPointer { b in
            ByteComparison.equal(a.baseAddress!, b.baseAddress!, count: count)
          }
        }
        #expect(!equal, "a difference at \(offset) of \(count)")
      }
    }
  }

  /// Buffers compare by count first, then bytes: a prefix is not equal, empty buffers (with or
  /// without a start) are, and a difference in the last byte is found.
  @Test func buffersCompareByCountAndBytes() {
    let url = Array("mailto:me@example.org".utf8)
    let shown = Array("me@example.org".utf8)
    let other = Array("me@example.orh".utf8)
    url.withUnsafeBufferPointer { url in
      shown.withUnsafeBufferPointer { shown in
        other.withUnsafeBufferPointer { other in
          #expect(!ByteComparison.equal(shown, url))
          #expect(ByteComparison.equal(shown, UnsafeBufferPointer(rebasing: url[7...])))
          #expect(!ByteComparison.equal(UnsafeBufferPointer(rebasing: shown[..<13]), shown))
          #expect(!ByteComparison.equal(shown, other))
          let empty = UnsafeBufferPointer(rebasing: shown[3..<3])
          #expect(ByteComparison.equal(empty, UnsafeBufferPointer(start: nil, count: 0)))
        }
      }
    }
  }
}
