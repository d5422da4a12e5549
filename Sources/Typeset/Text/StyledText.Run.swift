extension StyledText {
  /// A maximal stretch of text in one style.
  ///
  ///     for run in text.runs { print(run.text, run.style.weight as Any) }
  public struct Run: Hashable, Sendable {
    /// The run's range in the styled text's string.
    ///
    ///     let text = "Hi ".styled(.body) + "there".styled(TextStyle.body.bold())
    ///     text.string[text.runs[1].range]   // "there"
    public let range: Range<String.Index>
    /// The run's range as UTF-8 offsets.
    ///
    ///     ("é".styled(.body) + "b".styled(TextStyle.body.bold())).runs[1].utf8Range   // 2..<3
    public let utf8Range: Range<Int>
    /// The run's text.
    ///
    ///     ("a".styled(.body) + "b".styled(TextStyle.body.bold())).runs[1].text   // "b"
    public let text: Substring
    /// The run's style.
    ///
    ///     ("a".styled(.body) + "b".styled(TextStyle.body.bold())).runs[1].style.weight   // .bold
    public let style: TextStyle
  }

  /// The runs of the text, in order.
  ///
  ///     ("a".styled(.body) + "b".styled(TextStyle.body.bold())).runs.map(\.text)   // ["a", "b"]
  public var runs: Runs { Runs(text: self) }

  /// The runs of a styled text as a random-access collection.
  ///
  ///     text.runs.first?.style
  public struct Runs: RandomAccessCollection, Sendable {
    let text: StyledText

    /// The first run's position, 0.
    ///
    ///     text.runs.startIndex   // 0
    public var startIndex: Int { 0 }

    /// One past the last run's position.
    ///
    ///     text.runs.endIndex   // the number of runs
    public var endIndex: Int { text.runEnds.count }

    /// The run at a position.
    ///
    ///     text.runs[0].text
    public subscript(position: Int) -> Run {
      let start = position == 0 ? 0 : text.runEnds[position - 1]
      let end = text.runEnds[position]
      let utf8 = text.string.utf8
      let lower = utf8.index(utf8.startIndex, offsetBy: start)
      let upper = utf8.index(lower, offsetBy: end - start)
      return Run(
        range: lower..<upper, utf8Range: start..<end, text: text.string[lower..<upper],
        style: text.styles[Int(text.runStyleIDs[position])])
    }
  }

  /// The text of a UTF-8 offset range.
  func utf8Slice(_ range: Range<Int>) -> Substring {
    let utf8 = string.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let upper = utf8.index(lower, offsetBy: range.count)
    return string[lower..<upper]
  }

  /// The style at a position in the string, or `nil` at the end.
  ///
  ///     text.style(at: text.string.startIndex)
  public func style(at position: String.Index) -> TextStyle? {
    let offset = string.utf8.distance(from: string.utf8.startIndex, to: position)
    guard offset < (runEnds.last ?? 0) else { return nil }
    var low = 0
    var high = runEnds.count - 1
    while low < high {
      let middle = (low + high) / 2
      if runEnds[middle] <= offset { low = middle + 1 } else { high = middle }
    }
    return styles[Int(runStyleIDs[low])]
  }
}
