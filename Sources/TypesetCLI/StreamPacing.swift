/// When `typeset render --stream --to ansi` renders the settled blocks again.
///
/// The terminal rendering of the settled blocks is made whole each time (so link numbers and
/// the blank lines between blocks are the whole document's), which would cost time quadratic in
/// the answer if it ran for every settled block. It runs when the settled content has grown by
/// an eighth since the last rendering (so all renderings together cost a small multiple of the
/// last one), or when the time since the last rendering is four times what that rendering took
/// (so rendering takes at most a fifth of the wall time while a slow producer writes), and
/// always for the first block and at the end of the input.
///
///     var pacing = StreamPacing()
///     pacing.settle(nodes: 12)
///     pacing.isDue(at: .now)   // true: nothing was printed yet
struct StreamPacing {
  /// The nodes of the settled blocks rendered last time, and those settled since.
  private(set) var renderedNodes = 0
  private(set) var pendingNodes = 0
  /// When a rendering is due even if the content grew less than an eighth.
  private var dueTime: ContinuousClock.Instant?

  /// Whether blocks settled since the last rendering.
  var hasPending: Bool { pendingNodes > 0 }

  /// Counts newly settled blocks by their nodes.
  mutating func settle(nodes: Int) { pendingNodes += max(nodes, 1) }

  /// Whether the settled blocks should be rendered now.
  func isDue(at now: ContinuousClock.Instant) -> Bool {
    guard hasPending else { return false }
    if renderedNodes == 0 || pendingNodes * 8 >= renderedNodes { return true }
    return dueTime.map { now >= $0 } ?? true
  }

  /// How long to wait for input before the pending blocks are due, in milliseconds (-1: no
  /// limit, as nothing is pending).
  func millisecondsUntilDue(at now: ContinuousClock.Instant) -> Int32 {
    guard hasPending else { return -1 }
    guard let dueTime, dueTime > now else { return 0 }
    let (seconds, attoseconds) = (dueTime - now).components
    return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
  }

  /// Records a rendering that started at `start` and ended at `end`.
  mutating func rendered(from start: ContinuousClock.Instant, to end: ContinuousClock.Instant) {
    renderedNodes += pendingNodes
    pendingNodes = 0
    dueTime = end + (end - start) * 4
  }
}
