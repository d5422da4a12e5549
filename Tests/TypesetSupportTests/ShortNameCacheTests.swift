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

@Suite("ShortNameCache names in place")
struct ShortNameCacheNameTests {
  @Test("a name has its key whatever its case and wherever it lies, by word or by byte")
  func nameHasKey() {
    let names = ["b", "href", "Color", "HREF", "hReF", "eightchr", "EightChr"]
    for name in names {
      let key = ShortNameCache.key(lowercasing: Array(name.lowercased().utf8))
      // At the end of the buffer (no word to load) and with eight bytes after it.
      for text in [name, name + "=\"https://x\">"] {
        let bytes = Array(text.utf8)
        let found = bytes.withUnsafeBufferPointer {
          ShortNameCache.name(0..<name.utf8.count, in: $0, hasKey: key)
        }
        #expect(found, "\(text)")
      }
      let other = Array((name + "x=1 >        ").utf8)
      let longer = other.withUnsafeBufferPointer {
        ShortNameCache.name(0..<name.utf8.count + 1, in: $0, hasKey: key)
      }
      #expect(!longer)
    }
  }
}
