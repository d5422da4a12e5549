extension StyledText {
  // MARK: Occurrences

  /// Returns a copy in which every occurrence of `target` has the given style.
  ///
  ///     let text = "the plains zebra and the mountain zebra".styled(.body)
  ///     text.restyled(occurrencesOf: "zebra", with: TextStyle.body.bold())
  ///
  /// - Parameters:
  ///   - target: the text to find.
  ///   - options: case, diacritic and whole-word matching.
  ///   - style: the style that replaces the occurrences' styles.
  public func restyled(
    occurrencesOf target: String, options: SearchOptions = [], with style: TextStyle
  ) -> StyledText {
    restyled(in: ranges(of: target, options: options), using: { _ in style })
  }

  /// Returns a copy in which a modifier is applied to the styles of every occurrence of
  /// `target`.
  ///
  ///     text.restyled(occurrencesOf: "zebra", options: .ignoringCase) { $0.italic() }
  ///
  /// - Parameters:
  ///   - target: the text to find.
  ///   - options: case, diacritic and whole-word matching.
  ///   - modifier: turns the style there into the new one; runs once per distinct style.
  public func restyled(
    occurrencesOf target: String, options: SearchOptions = [],
    using modifier: (TextStyle) -> TextStyle
  ) -> StyledText {
    restyled(in: ranges(of: target, options: options), using: modifier)
  }

  // MARK: Regular expressions

  /// Returns a copy in which every match of a regular expression has the given style.
  ///
  ///     text.restyled(matching: /#\w+/, with: TextStyle.body.color(.link))
  ///
  /// - Parameters:
  ///   - regex: the pattern.
  ///   - style: the style that replaces the matches' styles.
  public func restyled(matching regex: some RegexComponent, with style: TextStyle) -> StyledText {
    restyled(matching: regex, using: { _ in style })
  }

  /// Returns a copy in which a modifier is applied to the styles of every regex match.
  ///
  ///     text.restyled(matching: /\d+/) { $0.monospacedDigits() }
  ///
  /// - Parameters:
  ///   - regex: the pattern.
  ///   - modifier: turns the style there into the new one.
  public func restyled(
    matching regex: some RegexComponent, using modifier: (TextStyle) -> TextStyle
  ) -> StyledText {
    restyled(in: string.ranges(of: regex), using: modifier)
  }

  // MARK: Ranges

  /// Returns a copy in which a range has the given style.
  ///
  ///     let first = text.string.startIndex..<text.string.index(text.string.startIndex, offsetBy: 3)
  ///     text.restyled(in: first, with: TextStyle.body.bold())
  ///
  /// - Parameters:
  ///   - range: a range of the text's string.
  ///   - style: the style that replaces the range's styles.
  public func restyled(in range: Range<String.Index>, with style: TextStyle) -> StyledText {
    restyled(in: [range], using: { _ in style })
  }

  /// Returns a copy in which a modifier is applied to the styles of a range.
  ///
  ///     text.restyled(in: range) { $0.underline() }
  ///
  /// - Parameters:
  ///   - range: a range of the text's string.
  ///   - modifier: turns the style there into the new one.
  public func restyled(
    in range: Range<String.Index>, using modifier: (TextStyle) -> TextStyle
  ) -> StyledText {
    restyled(in: [range], using: modifier)
  }

  /// Returns a copy in which a modifier is applied to the styles of several ranges.
  ///
  /// Ranges may come in any order and may overlap; each character is modified once. When the
  /// new style sets a different case transform, the affected text is transformed again.
  ///
  ///     text.restyled(in: text.ranges(of: "a") + text.ranges(of: "b")) { $0.bold() }
  ///
  /// - Parameters:
  ///   - ranges: ranges of the text's string.
  ///   - modifier: turns the style there into the new one; runs once per distinct style.
  public func restyled(
    in ranges: [Range<String.Index>], using modifier: (TextStyle) -> TextStyle
  ) -> StyledText {
    let utf8 = string.utf8
    let offsets =
      ranges
      .map {
        utf8.distance(
          from: utf8.startIndex, to: $0.lowerBound)..<utf8.distance(
            from: utf8.startIndex, to: $0.upperBound)
      }
      .filter { !$0.isEmpty }
      .sorted { $0.lowerBound < $1.lowerBound }
    return restyled(utf8Ranges: Self.coalesced(offsets), using: modifier)
  }

  /// Applies `modifier` to sorted, disjoint UTF-8 ranges in one pass over the runs.
  func restyled(
    utf8Ranges ranges: [Range<Int>], using modifier: (TextStyle) -> TextStyle
  ) -> StyledText {
    guard !ranges.isEmpty else { return self }
    var builder = Builder(reservingBytes: string.utf8.count, runs: runEnds.count + 2 * ranges.count)
    var memo: [Int32: (style: TextStyle, id: Int32)] = [:]
    var rangeIndex = 0
    var runStart = 0
    for (runEnd, styleID) in zip(runEnds, runStyleIDs) {
      let style = styles[Int(styleID)]
      let keptID = builder.intern(style)
      var position = runStart
      while position < runEnd {
        while rangeIndex < ranges.count && ranges[rangeIndex].upperBound <= position {
          rangeIndex += 1
        }
        guard rangeIndex < ranges.count, ranges[rangeIndex].lowerBound < runEnd else {
          builder.appendTransformed(utf8Slice(position..<runEnd), styleID: keptID)
          position = runEnd
          break
        }
        let range = ranges[rangeIndex]
        if range.lowerBound > position {
          builder.appendTransformed(utf8Slice(position..<range.lowerBound), styleID: keptID)
          position = range.lowerBound
        }
        let end = min(range.upperBound, runEnd)
        let modified: (style: TextStyle, id: Int32)
        if let known = memo[styleID] {
          modified = known
        } else {
          let newStyle = modifier(style)
          modified = (newStyle, builder.intern(newStyle))
          memo[styleID] = modified
        }
        let piece = utf8Slice(position..<end)
        if let textCase = modified.style.textCase, textCase != style.textCase {
          builder.appendTransformed(textCase.apply(to: String(piece)), styleID: modified.id)
        } else {
          builder.appendTransformed(piece, styleID: modified.id)
        }
        position = end
      }
      runStart = runEnd
    }
    return builder.build()
  }

  /// Merges overlapping or touching sorted ranges.
  static func coalesced(_ sorted: [Range<Int>]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    result.reserveCapacity(sorted.count)
    for range in sorted {
      if let last = result.last, range.lowerBound <= last.upperBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }
}
