import Testing

@testable import TypesetHTML

/// The map from pairs of numbers the writer finds block styles and formats in.
@Suite("HTMLWriter.IndexTable")
struct HTMLWriterIndexTableTests {
  @Test func findsEveryPairItWasGivenAndNoOther() {
    var table = HTMLWriter.IndexTable()
    #expect(table[0, 0] == nil)
    for index in 0..<10_000 {
      table[index % 97, index] = Int32(index)
    }
    #expect(table.count == 10_000)
    for index in 0..<10_000 {
      #expect(table[index % 97, index] == Int32(index))
      #expect(table[index % 97 + 1, index] == nil)
    }
    #expect(table[0, -1] == nil)
  }

  @Test func replacesAValueAndForgetsEverythingWhenEmptied() {
    var table = HTMLWriter.IndexTable()
    table[3, 7] = 1
    table[7, 3] = 2
    table[3, 7] = 5
    #expect(table.count == 2)
    #expect(table[3, 7] == 5)
    #expect(table[7, 3] == 2)
    table.removeAll()
    #expect(table.count == 0)
    #expect(table[3, 7] == nil)
    table[3, 7] = 9
    #expect(table[3, 7] == 9)
  }
}
