extension StyledText {
  /// The part of the text in a UTF-8 offset range (on character boundaries), keeping its
  /// styles.
  func slice(utf8 range: Range<Int>) -> StyledText {
    guard !range.isEmpty else { return StyledText() }
    var low = 0
    var high = runEnds.count - 1
    while low < high {
      let middle = (low + high) / 2
      if runEnds[middle] <= range.lowerBound { low = middle + 1 } else { high = middle }
    }
    var ends: [Int] = []
    var ids: [Int32] = []
    var remap: [Int32: Int32] = [:]
    var sliceStyles: [TextStyle] = []
    var run = low
    while run < runEnds.count {
      let end = min(runEnds[run], range.upperBound)
      let id = runStyleIDs[run]
      let mapped =
        remap[id]
        ?? {
          let new = Int32(sliceStyles.count)
          sliceStyles.append(styles[Int(id)])
          remap[id] = new
          return new
        }()
      ends.append(end - range.lowerBound)
      ids.append(mapped)
      if runEnds[run] >= range.upperBound { break }
      run += 1
    }
    return StyledText(
      string: String(utf8Slice(range)), runEnds: ends, runStyleIDs: ids, styles: sliceStyles)
  }
}
