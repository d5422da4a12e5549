extension StyledText {
  /// Returns the two texts joined, each keeping its styles.
  ///
  ///     let line = "Name: ".styled(.caption1) + "Zebra".styled(.body)
  public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
    var result = lhs
    result.append(rhs)
    return result
  }

  /// Appends a text in place, keeping its styles.
  ///
  ///     var line: StyledText = "a"
  ///     line += "b".styled(TextStyle.body.bold())
  public static func += (lhs: inout StyledText, rhs: StyledText) {
    lhs.append(rhs)
  }

  /// Appends a text, keeping its styles; costs the length of `other`, not of `self`.
  ///
  ///     text.append("!".styled(.body))
  public mutating func append(_ other: StyledText) {
    guard !other.isEmpty else { return }
    guard !isEmpty else {
      self = other
      return
    }
    var mapped = [Int32](repeating: -1, count: other.styles.count)
    let offset = runEnds.last ?? 0
    string.append(other.string)
    for (end, styleID) in zip(other.runEnds, other.runStyleIDs) {
      var id = mapped[Int(styleID)]
      if id < 0 {
        id = internStyle(other.styles[Int(styleID)])
        mapped[Int(styleID)] = id
      }
      if runStyleIDs[runStyleIDs.count - 1] == id {
        runEnds[runEnds.count - 1] = offset + end
      } else {
        runEnds.append(offset + end)
        runStyleIDs.append(id)
      }
    }
  }

  /// Appends a string in one style.
  ///
  ///     text.append(" and more", style: .body)
  ///
  /// - Parameters:
  ///   - string: the text to append.
  ///   - style: its style.
  public mutating func append(_ string: String, style: TextStyle) {
    append(StyledText(string, style: style))
  }

  /// Finds an equal style among the most recent ones, else adds it.
  ///
  /// Only the last few styles are searched, so appending stays cheap however many styles the
  /// text holds; a style stored twice is still compared by value everywhere.
  private mutating func internStyle(_ style: TextStyle) -> Int32 {
    let searchFrom = max(styles.count - 8, 0)
    if let found = styles[searchFrom...].lastIndex(of: style) { return Int32(found) }
    styles.append(style)
    return Int32(styles.count - 1)
  }
}
