import Testing

@testable import TypesetSupport

@Suite("BytesMap")
struct BytesMapTests {
  private func get(_ map: BytesMap, _ key: String) -> Int32? {
    Array(key.utf8).withUnsafeBufferPointer { map[$0] }
  }

  private func insert(_ map: inout BytesMap, _ value: Int32, _ key: String) {
    Array(key.utf8).withUnsafeBufferPointer { map.insert(value, for: $0) }
  }

  @Test("finds what was inserted, by bytes, and nothing else")
  func insertAndFind() {
    var map = BytesMap()
    #expect(get(map, "a") == nil)
    insert(&map, 1, "<span>")
    insert(&map, 2, "")
    insert(&map, 3, "<span >")
    #expect(get(map, "<span>") == 1)
    #expect(get(map, "") == 2)
    #expect(get(map, "<span >") == 3)
    #expect(get(map, "<span") == nil)
    #expect(get(map, "<span>x") == nil)
    #expect(get(map, "<SPAN>") == nil)
    #expect(map.count == 3)
  }

  @Test("a key inserted again keeps its first value")
  func firstValueStays() {
    var map = BytesMap()
    insert(&map, 1, "k")
    insert(&map, 2, "k")
    #expect(get(map, "k") == 1)
    #expect(map.count == 1)
  }

  @Test("agrees with a Dictionary over many keys of several lengths")
  func agreesWithDictionary() {
    var map = BytesMap()
    var reference: [String: Int32] = [:]
    for index in 0..<5_000 {
      let key = String(repeating: "x", count: index % 40) + String(index, radix: 7)
      insert(&map, Int32(index), key)
      reference[key] = reference[key] ?? Int32(index)
    }
    #expect(map.count == reference.count)
    for (key, value) in reference { #expect(get(map, key) == value) }
    for probe in 0..<500 { #expect(get(map, "absent \(probe)") == nil) }
  }
}
