import Testing

@testable import TypesetSupport

@Suite("ShortNameCache") struct ShortNameCacheTests {
  @Test func keysIgnoreASCIICaseAndAreUniquePerName() {
    #expect(
      ShortNameCache.key(lowercasing: Array("COLOR".utf8))
        == ShortNameCache.key(lowercasing: Array("color".utf8)))
    #expect(
      ShortNameCache.key(lowercasing: Array("b".utf8))
        != ShortNameCache.key(lowercasing: Array("i".utf8)))
    #expect(
      ShortNameCache.key(lowercasing: Array("ab".utf8))
        != ShortNameCache.key(lowercasing: Array("ba".utf8)))
  }

  @Test(arguments: ["b", "Color", "a-b.c:d", "EM_1", "abcdefgh"])
  func keysBuiltByteByByteEqualKeysOfTheWholeName(name: String) {
    let built = name.utf8.reduce(UInt64(0)) { ShortNameCache.key($0, appending: $1) }
    #expect(built == ShortNameCache.key(lowercasing: Array(name.utf8)))
  }

  @Test func longAndEmptyNamesHaveNoKey() {
    #expect(ShortNameCache.key(lowercasing: Array("abcdefghi".utf8)) == 0)
    #expect(ShortNameCache.key(lowercasing: []) == 0)
    var cache = ShortNameCache()
    cache[0] = 4
    #expect(cache[0] == nil)
  }

  @Test func storedValuesAreFoundAndCollisionsOnlyMiss() {
    var cache = ShortNameCache()
    #expect(cache[0x62] == nil)
    // Every name of eight letters from a small alphabet: many share slots, none is misread.
    var stored: [UInt64: Int32] = [:]
    for (index, name) in ["b", "i", "u", "em", "strong", "color", "a", "small", "sup", "sub"]
      .enumerated()
    {
      let key = ShortNameCache.key(lowercasing: Array(name.utf8))
      cache[key] = Int32(index)
      stored[key] = Int32(index)
    }
    for (key, value) in stored {
      if let found = cache[key] { #expect(found == value) }
    }
    #expect(cache[ShortNameCache.key(lowercasing: Array("sub".utf8))] == 9)
  }
}
