import Testing

@testable import TypesetSupport

@Suite("Array reservation")
struct ArrayReservationTests {
  @Test("reserveLarge makes at least the room asked for, small or large, and keeps the elements")
  func reserveLarge() {
    var small = [1, 2, 3]
    small.reserveLarge(10)
    #expect(small.capacity >= 10 && small == [1, 2, 3])
    var large: [UInt8] = []
    large.reserveLarge(8 << 20)  // over the huge-page threshold
    #expect(large.capacity >= 8 << 20)
    large.append(contentsOf: repeatElement(7, count: 8 << 20))
    #expect(large.count == 8 << 20 && large.allSatisfy { $0 == 7 })
  }

  @Test("reserveRoom grows once at the rate seen, not at every doubling")
  func reserveRoomProjects() {
    // 10,000 elements for the first tenth of a 1,000,000-byte input: about 100,000 in all.
    var table = [Int](repeating: 0, count: 10_000)
    // One more than the room left (an allocation may round the capacity up).
    table.reserveRoom(for: table.capacity - table.count + 1, done: 100_000, total: 1_000_000)
    #expect(table.capacity >= 100_000)
    #expect(table.capacity <= 1_000_000 + 2 * 10_016)
    // With room left, nothing changes.
    let capacity = table.capacity
    table.reserveRoom(for: 1, done: 200_000, total: 1_000_000)
    #expect(table.capacity == capacity)
  }

  @Test("reserveRoom on a small table near the start only doubles")
  func reserveRoomSmallTable() {
    var table = [1, 2]
    table.reserveCapacity(2)
    let before = table.capacity
    table.reserveRoom(for: table.capacity - table.count + 1, done: 40, total: 10_000_000)
    #expect(table.capacity >= 3 && table.capacity < 4 * max(before, 2) + 16)
  }
}
