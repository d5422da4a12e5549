import Testing

@testable import TypesetCLI

@Suite("When streaming renders the settled blocks again")
struct StreamPacingTests {
  @Test func theFirstBlocksAreRenderedAtOnce() {
    var pacing = StreamPacing()
    #expect(!pacing.isDue(at: .now))
    pacing.settle(nodes: 3)
    #expect(pacing.isDue(at: .now))
  }

  @Test func laterBlocksWaitUntilTheContentGrewByAnEighth() {
    var pacing = StreamPacing()
    pacing.settle(nodes: 800)
    let start = ContinuousClock.now
    // A rendering that took a second makes the time rule wait four seconds.
    pacing.rendered(from: start, to: start + .seconds(1))
    pacing.settle(nodes: 99)
    #expect(!pacing.isDue(at: start + .seconds(2)))
    pacing.settle(nodes: 1)
    #expect(pacing.isDue(at: start + .seconds(2)))
  }

  @Test func heldBackBlocksAreDueWhenEnoughTimePassed() {
    var pacing = StreamPacing()
    pacing.settle(nodes: 800)
    let start = ContinuousClock.now
    pacing.rendered(from: start, to: start + .milliseconds(10))
    #expect(pacing.millisecondsUntilDue(at: start) == -1)
    pacing.settle(nodes: 5)
    #expect(!pacing.isDue(at: start + .milliseconds(20)))
    #expect(pacing.isDue(at: start + .milliseconds(51)))
    let wait = pacing.millisecondsUntilDue(at: start + .milliseconds(20))
    #expect(wait > 0 && wait <= 31)
  }
}
