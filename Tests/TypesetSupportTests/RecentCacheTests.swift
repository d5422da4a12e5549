import Testing

@testable import TypesetSupport

@Suite("RecentCache")
struct RecentCacheTests {
  @Test func storedValueIsFoundAndOtherKeysMiss() {
    var recent = RecentCache(slotBits: 6)
    #expect(recent.capacity == 64)
    #expect(recent[7] == nil)
    recent[7] = 70
    recent[IntegerMap.key(0, 0)] = -1
    #expect(recent[7] == 70)
    #expect(recent[0] == -1)
    #expect(recent[8] == nil)
  }

  @Test func anEmptyCacheMakesNoSlotsUntilAStore() {
    var recent = RecentCache(slotBits: 12)
    _ = recent[1]
    recent[2] = nil
    #expect(recent.slots.isEmpty)
    recent[2] = 5
    #expect(recent.slots.count == 4096)
  }

  @Test func theVacantKeyIsNeverStored() {
    var recent = RecentCache(slotBits: 3)
    recent[RecentCache.vacant] = 1
    #expect(recent[RecentCache.vacant] == nil)
    #expect(recent.slots.isEmpty)
  }

  @Test func settingNilAndRemovingAllForget() {
    var recent = RecentCache(slotBits: 4)
    recent[3] = 30
    recent[4] = 40
    recent[3] = nil
    #expect(recent[3] == nil)
    #expect(recent[4] == 40)
    recent.removeAll()
    #expect(recent[4] == nil)
  }

  @Test func memoComputesOnlyOnAMiss() {
    var recent = RecentCache(slotBits: 4)
    var calls = 0
    let first = recent.memo(9) {
      calls += 1
      return 90
    }
    let second = recent.memo(9) {
      calls += 1
      return -1
    }
    #expect(first == 90 && second == 90 && calls == 1)
  }

  @Test func memoPassesErrorsOnAndStoresNothing() {
    struct Failure: Error {}
    var recent = RecentCache(slotBits: 4)
    #expect(throws: Failure.self) {
      try recent.memo(9) { () throws(Failure) -> Int32 in throw Failure() }
    }
    #expect(recent[9] == nil)
  }

  @Test("agrees with a Dictionary: every hit is the last value stored for its key")
  func agreesWithDictionary() {
    var recent = RecentCache(slotBits: 5)
    var reference: [UInt64: Int32] = [:]
    var generator = SystemRandomNumberGenerator()
    var hits = 0
    for index in 0..<5_000 {
      // A few hundred keys of several shapes, so slots are shared and entries evicted.
      let key: UInt64
      switch index % 3 {
      case 0: key = UInt64.random(in: 0..<200, using: &generator)
      case 1: key = IntegerMap.key(Int32.random(in: 0..<10), Int32.random(in: 0..<10))
      default: key = generator.next() & ~1
      }
      if Bool.random(using: &generator) {
        let value = Int32.random(in: -1000...1000, using: &generator)
        recent[key] = value
        reference[key] = value
      } else if let found = recent[key] {
        hits += 1
        #expect(found == reference[key])
      }
    }
    // Recent keys stay: the key just stored is always found.
    for key: UInt64 in [1, 2, 3] {
      recent[key] = Int32(key)
      #expect(recent[key] == Int32(key))
    }
    #expect(hits > 0)
  }
}
