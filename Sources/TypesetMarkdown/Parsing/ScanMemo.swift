/// Remembers failed forward searches so repeated scans over the same text stay linear.
struct ScanMemo {
  /// For each searched pattern, the position from which it is known to be absent.
  var absentFrom: [Int] = [Int](repeating: Int.max, count: 8)
  /// For each searched pattern, the start and the result of its last successful search.
  var lastFound: [(start: Int, found: Int)] = Array(repeating: (Int.max, -1), count: 8)

  static let doubleQuote = 0
  static let singleQuote = 1
  static let commentEnd = 2
  static let piEnd = 3
  static let cdataEnd = 4
  static let greaterThan = 5

  /// Whether a search ran since the last reset (most subjects have no `<` and search nothing).
  private var isUsed = false

  /// Forgets everything, in place (a new subject; no allocation).
  mutating func reset() {
    guard isUsed else { return }
    isUsed = false
    for slot in absentFrom.indices {
      absentFrom[slot] = Int.max
      lastFound[slot] = (Int.max, -1)
    }
  }

  /// The first index >= `from` where `matcher` matches, or -1.
  mutating func find(_ slot: Int, _ from: Int, _ end: Int, _ matcher: (Int) -> Bool) -> Int {
    isUsed = true
    if from >= absentFrom[slot] { return -1 }
    let last = lastFound[slot]
    if last.start <= from && from <= last.found { return last.found }
    var index = from
    while index < end {
      if matcher(index) {
        lastFound[slot] = (from, index)
        return index
      }
      index += 1
    }
    absentFrom[slot] = min(absentFrom[slot], from)
    return -1
  }
}
