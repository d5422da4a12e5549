import Testing
import TypesetTestSupport

@testable import TypesetMarkdown

/// The table of link reference labels: labels stored without a look-up and indexed at once
/// must give what storing them one by one gives — the first value of a label wins, every
/// label is found, and a label stored twice is listed once.
@Suite("Label table")
struct LabelTableTests {
  static func label(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func labelsIndexedAtOnceKeepTheirFirstValue() {
    var table = LabelTable<Int>()
    table.appendUnindexed(Self.label("foo"), 1)
    table.appendUnindexed(Self.label("bar"), 2)
    table.appendUnindexed(Self.label("foo"), 3)
    table.appendUnindexed(Self.label(""), 4)
    table.indexPending()
    #expect(table[Self.label("foo")] == 1)
    #expect(table[Self.label("bar")] == 2)
    #expect(table[Self.label("")] == 4)
    #expect(table[Self.label("fo")] == nil)
    var listed: [(String, Int)] = []
    table.forEachEntry { listed.append((String(decoding: $0, as: UTF8.self), $1)) }
    #expect(listed.map(\.0) == ["foo", "bar", ""])
    #expect(listed.map(\.1) == [1, 2, 4])
  }

  @Test func aSecondBatchLosesToTheFirstAndToInsertsBetween() {
    var table = LabelTable<Int>()
    table.appendUnindexed(Self.label("a"), 1)
    table.indexPending()
    table[Self.label("b")] = 2
    table.appendUnindexed(Self.label("a"), 10)
    table.appendUnindexed(Self.label("b"), 20)
    table.appendUnindexed(Self.label("c"), 30)
    table.appendUnindexed(Self.label("c"), 40)
    table.indexPending()
    #expect(table[Self.label("a")] == 1)
    #expect(table[Self.label("b")] == 2)
    #expect(table[Self.label("c")] == 30)
    var count = 0
    table.forEachEntry { _, _ in count += 1 }
    #expect(count == 3)
  }

  /// Many labels, many repeated, against a dictionary that keeps each label's first value;
  /// the slots grow several times on the way.
  @Test(.hangLimit) func manyLabelsAgreeWithADictionary() {
    var random = SplitMix64(seed: 44)
    var table = LabelTable<Int>()
    var expected: [[UInt8]: Int] = [:]
    var order: [[UInt8]] = []
    for round in 0..<3 {
      for value in 0..<40_000 {
        let key = Self.label("label \(random.below(60_000))")
        table.appendUnindexed(key, round * 100_000 + value)
        if expected[key] == nil {
          expected[key] = round * 100_000 + value
          order.append(key)
        }
      }
      table.indexPending()
      for (key, value) in expected { #expect(table[key] == value) }
    }
    var listed: [[UInt8]] = []
    table.forEachEntry { key, value in
      listed.append(key)
      #expect(expected[key] == value)
    }
    #expect(listed == order)
    #expect(table[Self.label("label 60000")] == nil)
  }
}
