import Testing

@testable import TypesetSupport

@Suite("ValueBuffer")
struct ValueBufferTests {
  @Test("appends, pops, changes in place and clears as an Array does")
  func agreesWithArray() {
    let buffer = ValueBuffer<Int>(capacity: 1)
    var reference: [Int] = []
    var generator = SystemRandomNumberGenerator()
    for step in 0..<5_000 {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0:
        #expect(buffer.popLast() == reference.popLast())
      case 1 where !reference.isEmpty:
        let index = Int.random(in: 0..<reference.count, using: &generator)
        buffer[index] += step
        reference[index] += step
      case 2 where step % 500 == 0:
        buffer.removeAll()
        reference.removeAll()
      default:
        buffer.append(step)
        reference.append(step)
      }
      #expect(buffer.count == reference.count)
      #expect(buffer.first == reference.first && buffer.last == reference.last)
    }
    #expect((0..<reference.count).allSatisfy { buffer[$0] == reference[$0] })
  }

  @Test("elements with references are released when popped, cleared or freed")
  func releasesElements() {
    final class Token {}
    weak var watched: Token?
    do {
      let buffer = ValueBuffer<Token>()
      let token = Token()
      watched = token
      buffer.append(token)
      for _ in 0..<40 { buffer.append(Token()) }
    }
    #expect(watched == nil)
  }
}
