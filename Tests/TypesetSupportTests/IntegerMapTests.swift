import Testing

@testable import TypesetSupport

@Suite("IntegerMap")
struct IntegerMapTests {
  @Test("finds what was set, and nothing else")
  func setAndGet() {
    var map = IntegerMap()
    #expect(map[1] == nil)
    map[1] = 10
    map[IntegerMap.key(7, 3)] = -1
    #expect(map[1] == 10)
    #expect(map[IntegerMap.key(7, 3)] == -1)
    #expect(map[IntegerMap.key(3, 7)] == nil)
    #expect(map[0] == nil)
    #expect(map.count == 2)
  }

  @Test("removeAll forgets every entry and the map fills again")
  func removeAll() {
    var map = IntegerMap()
    for key in 0..<100 as Range<UInt64> { map[key] = Int32(key) }
    map.removeAll()
    #expect(map.count == 0)
    #expect((0..<100 as Range<UInt64>).allSatisfy { map[$0] == nil })
    map[5] = 50
    #expect(map[5] == 50 && map.count == 1)
  }

  @Test("an Int pair packs as high and low halves, like an Int32 pair")
  func intPairKey() {
    #expect(IntegerMap.key(2 as Int, 5 as Int) == 2 << 32 | 5)
    #expect(IntegerMap.key(Int(UInt32.max), 0) == IntegerMap.key(Int32(-1), Int32(0)))
  }

  @Test("setting a key again replaces its value without adding an entry")
  func replace() {
    var map = IntegerMap()
    map[42] = 1
    map[42] = 2
    #expect(map[42] == 2)
    #expect(map.count == 1)
  }

  @Test("agrees with a Dictionary over many keys, through every growth")
  func agreesWithDictionary() {
    var map = IntegerMap()
    var reference: [UInt64: Int32] = [:]
    var generator = SystemRandomNumberGenerator()
    // Keys of several shapes: small numbers, pairs, addresses (multiples of 16), random bits.
    for index in 0..<20_000 {
      let key: UInt64
      switch index % 4 {
      case 0: key = UInt64(index)
      case 1: key = IntegerMap.key(Int32(index / 7), Int32(index % 7))
      case 2: key = 0x7F00_0000_0000 + UInt64(index) * 16
      default: key = generator.next() & ~1
      }
      let value = Int32(truncatingIfNeeded: key &* 31)
      map[key] = value
      reference[key] = value
    }
    #expect(map.count == reference.count)
    for (key, value) in reference { #expect(map[key] == value) }
    for probe in 0..<1000 where reference[UInt64(probe) + 1 << 40] == nil {
      #expect(map[UInt64(probe) + 1 << 40] == nil)
    }
  }

  @Test("keys of identities and pairs are their bits")
  func keys() {
    #expect(IntegerMap.key(2, 5) == 2 << 32 | 5)
    #expect(IntegerMap.key(-1, 0) == 0xFFFF_FFFF_0000_0000)
    final class Box {}
    let box = Box()
    #expect(
      IntegerMap.key(ObjectIdentifier(box)) == UInt64(UInt(bitPattern: ObjectIdentifier(box))))
  }

  @Test("keys are numbered in the order first met, across growth")
  func numbering() {
    var map = IntegerMap()
    let keys: [UInt64] = (0..<100).map { $0 &* 0x1_0000_0001 &+ 3 }
    for (index, key) in keys.enumerated() { #expect(map.number(of: key) == Int32(index)) }
    for (index, key) in keys.enumerated().reversed() {
      #expect(map.number(of: key) == Int32(index))
    }
    #expect(map.count == keys.count)
  }
}
