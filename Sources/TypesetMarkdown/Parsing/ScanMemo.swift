/// Remembers failed forward searches so repeated scans over the same text stay linear.
struct ScanMemo {
  /// For each searched pattern, the position from which it is known to be absent.
  var absentFrom: [Int] = [Int](repeating: Int.max, count: 8)
  /// For each searched pattern, (search start, found position) of the last success.
  var lastFound: [(Int, Int)] = [(Int, Int)](repeating: (Int.max, -1), count: 8)

  static let doubleQuote = 0
  static let singleQuote = 1
  static let commentEnd = 2
  static let piEnd = 3
  static let cdataEnd = 4
  static let greaterThan = 5

  /// Forgets everything, in place (a new subject; no allocation).
  mutating func reset() {
    for slot in absentFrom.indices {
      absentFrom[slot] = Int.max
      lastFound[slot] = (Int.max, -1)
    }
  }

  /// The first index >= `from` where `matcher` matches, or -1.
  mutating func find(_ slot: Int, _ from: Int, _ end: Int, _ matcher: (Int) -> Bool) -> Int {
    if from >= absentFrom[slot] { return -1 }
    let (start, found) = lastFound[slot]
    if start <= from && from <= found { return found }
    var j = from
    while j < end {
      if matcher(j) {
        lastFound[slot] = (from, j)
        return j
      }
      j += 1
    }
    absentFrom[slot] = min(absentFrom[slot], from)
    return -1
  }
}
