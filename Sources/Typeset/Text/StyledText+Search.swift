extension StyledText {
  /// Returns the ranges of every occurrence of `target`, left to right, not overlapping.
  ///
  /// Matching works on whole characters (extended grapheme clusters) and by canonical
  /// equivalence, as `String`'s `==` does: `"é"` finds `"e\u{301}"`, and `"👍"` does not
  /// match the first half of `"👍🏽"` or a member of a ZWJ family sequence. The search is
  /// linear in the length of the text (Knuth–Morris–Pratt over characters).
  ///
  ///     "a zebra, a Zebra".styled(.body).ranges(of: "zebra", options: .ignoringCase).count   // 2
  ///     "👍🏽 and 👍".styled(.body).ranges(of: "👍").count                                   // 1
  ///
  /// - Parameters:
  ///   - target: the text to find; an empty target finds nothing.
  ///   - options: case, diacritic and whole-word matching.
  public func ranges(of target: String, options: SearchOptions = []) -> [Range<String.Index>] {
    guard !target.isEmpty, !string.isEmpty else { return [] }
    let fold = SearchFolding(options: options)
    let pattern = target.map(fold.key)
    var starts: [String.Index] = []
    var keys: [String] = []
    starts.reserveCapacity(string.utf8.count)
    keys.reserveCapacity(string.utf8.count)
    for index in string.indices {
      starts.append(index)
      keys.append(fold.key(string[index]))
    }
    let failure = Self.failureTable(pattern)
    var result: [Range<String.Index>] = []
    var matched = 0
    var matchStart: [Int] = []
    matchStart.reserveCapacity(pattern.count)
    for position in keys.indices {
      let key = keys[position]
      while matched > 0 && pattern[matched] != key { matched = failure[matched - 1] }
      if pattern[matched] == key { matched += 1 }
      guard matched == pattern.count else { continue }
      let first = position + 1 - pattern.count
      let range =
        starts[first]..<(position + 1 < starts.count ? starts[position + 1] : string.endIndex)
      if !options.contains(.wholeWords) || isWholeWord(range) {
        result.append(range)
        matched = 0
      } else {
        matched = failure[matched - 1]
      }
    }
    return result
  }

  /// The Knuth–Morris–Pratt failure table: for each prefix length, the longest proper prefix
  /// of the pattern that is also a suffix of that prefix.
  static func failureTable(_ pattern: [String]) -> [Int] {
    var table = [Int](repeating: 0, count: pattern.count)
    var length = 0
    var index = 1
    while index < pattern.count {
      if pattern[index] == pattern[length] {
        length += 1
        table[index] = length
        index += 1
      } else if length > 0 {
        length = table[length - 1]
      } else {
        table[index] = 0
        index += 1
      }
    }
    return table
  }

  private func isWholeWord(_ range: Range<String.Index>) -> Bool {
    func isWordCharacter(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_"
    }
    if range.lowerBound > string.startIndex,
      isWordCharacter(string[string.index(before: range.lowerBound)])
    {
      return false
    }
    if range.upperBound < string.endIndex, isWordCharacter(string[range.upperBound]) {
      return false
    }
    return true
  }
}

/// Turns each character into the key it is compared by, for the search options in force.
private struct SearchFolding {
  let ignoresCase: Bool
  let ignoresDiacritics: Bool

  init(options: StyledText.SearchOptions) {
    ignoresCase = options.contains(.ignoringCase)
    ignoresDiacritics = options.contains(.ignoringDiacritics)
  }

  /// The character itself (compared by canonical equivalence), or its folded form.
  func key(_ character: Character) -> String {
    guard ignoresCase || ignoresDiacritics else { return String(character) }
    return DiacriticFolding.fold(character, diacritics: ignoresDiacritics, case: ignoresCase)
  }
}
