import Testing

@testable import TypesetSupport

@Suite("InternTable")
struct InternTableTests {
  /// Values interned through an `InternTable`, the way its users keep them: in an array of
  /// their own, found by hash.
  struct Interned<Value: Hashable> {
    var values: [Value] = []
    var index = InternTable()
    /// The hash each value is kept by: `hashValue`, or a poor one to force collisions.
    var hash: (Value) -> Int = { $0.hashValue }

    mutating func intern(_ value: Value) -> Int32 {
      index.reserveForInsertion()
      let hash = hash(value)
      switch index.find(hash: hash, matches: { values[Int($0)] == value }) {
      case .found(let id):
        return id
      case .free(let slot):
        let id = Int32(values.count)
        values.append(value)
        index.insert(id, hash: hash, at: slot)
        return id
      }
    }

    func id(of value: Value) -> Int32? {
      guard index.count > 0 else { return nil }
      guard
        case .found(let id) = index.find(hash: hash(value), matches: { values[Int($0)] == value })
      else { return nil }
      return id
    }
  }

  @Test("equal values get one ID, in the order first met")
  func equalValuesShareAnID() {
    var table = Interned<String>()
    #expect(table.intern("bold") == 0)
    #expect(table.intern("italic") == 1)
    #expect(table.intern("bold") == 0)
    #expect(table.index.count == 2)
    #expect(table.id(of: "italic") == 1)
    #expect(table.id(of: "plain") == nil)
  }

  @Test("values whose hashes collide are told apart by the equality given")
  func collisionsUseEquality() {
    var table = Interned<Int>(hash: { $0 % 3 })
    for value in 0..<100 { #expect(table.intern(value) == Int32(value)) }
    for value in (0..<100).reversed() { #expect(table.intern(value) == Int32(value)) }
    #expect(table.index.count == 100)
  }

  @Test("a table reserved up front finds what it holds")
  func reservedTable() {
    var table = Interned<Int>()
    table.index.reserve(capacity: 1000)
    for value in 0..<1000 { _ = table.intern(value * 7) }
    #expect(table.index.count == 1000)
    for value in 0..<1000 { #expect(table.id(of: value * 7) == Int32(value)) }
    #expect(table.id(of: 3) == nil)
  }

  @Test("agrees with a Dictionary and a Set on random values, through every growth")
  func agreesWithDictionary() {
    var generator = SystemRandomNumberGenerator()
    var table = Interned<UInt64>()
    var table2 = Interned<UInt64>(hash: { Int(truncatingIfNeeded: $0 & 0xFF) })
    var reference: [UInt64: Int32] = [:]
    var seen = Set<UInt64>()
    for _ in 0..<20_000 {
      // Few enough distinct values that most repeat.
      let value = generator.next() % 5000
      let expected = reference[value] ?? Int32(reference.count)
      reference[value] = expected
      seen.insert(value)
      #expect(table.intern(value) == expected)
      #expect(table2.intern(value) == expected)
    }
    #expect(table.index.count == seen.count)
    #expect(table2.index.count == seen.count)
    for probe in 5000..<5500 as Range<UInt64> { #expect(table.id(of: probe) == nil) }
    for (value, id) in reference { #expect(table.id(of: value) == id) }
  }
}
