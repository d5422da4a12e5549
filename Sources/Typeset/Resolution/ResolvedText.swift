/// Styled text resolved for one environment: the string and runs of ``ResolvedStyle``.
///
/// Adjacent runs whose styles resolve to the same values are merged. Kern is left off the last
/// character before every line break and at the end of the text, so that centred and
/// right-aligned lines are not pushed off centre by trailing space.
///
///     let resolved = text.resolved(in: TextEnvironment(appearance: .dark))
///     resolved.runs.first?.style.foregroundColor.hex   // "#FFFFFFFF"
public struct ResolvedText: Hashable, Sendable {
  /// The text as displayed.
  ///
  ///     ("a".styled(.body) + "b".styled(.body)).resolved(in: TextEnvironment()).string   // "ab"
  public var string: String
  /// The runs, in order, covering the whole string.
  ///
  ///     let text = "a".styled(.body) + "b".styled(TextStyle.body.weight(.regular))
  ///     text.resolved(in: TextEnvironment()).runs.count   // 1: both resolve alike
  public var runs: [Run]

  /// A stretch of text in one resolved style.
  ///
  ///     resolved.runs[0].text
  public struct Run: Hashable, Sendable {
    /// The run's range as UTF-8 offsets into the string.
    ///
    ///     let text = "é".styled(.body) + "b".styled(TextStyle.body.bold())
    ///     text.resolved(in: TextEnvironment()).runs[1].utf8Range   // 2..<3
    public var utf8Range: Range<Int>
    /// The run's text.
    ///
    ///     let text = "é".styled(.body) + "b".styled(TextStyle.body.bold())
    ///     text.resolved(in: TextEnvironment()).runs[1].text   // "b"
    public var text: Substring
    /// The run's resolved style.
    ///
    ///     let text = "é".styled(.body) + "b".styled(TextStyle.body.bold())
    ///     text.resolved(in: TextEnvironment()).runs[1].style.font.weight   // .bold
    public var style: ResolvedStyle
  }
}

extension StyledText {
  /// Resolves every run's style for an environment; each distinct style is resolved once.
  ///
  ///     let resolved = ("Hi ".styled(.body) + "there".styled(TextStyle.body.bold()))
  ///       .resolved(in: TextEnvironment(sizeCategory: .accessibilityExtraExtraExtraLarge))
  ///     resolved.runs.map(\.style.font.size)   // [53, 53]
  public func resolved(in environment: TextEnvironment) -> ResolvedText {
    var cache = [ResolvedStyle?](repeating: nil, count: styles.count)
    var pieces: [(range: Range<Int>, style: ResolvedStyle)] = []
    pieces.reserveCapacity(runEnds.count)
    var start = 0
    for (end, id) in zip(runEnds, runStyleIDs) {
      let style: ResolvedStyle
      if let known = cache[Int(id)] {
        style = known
      } else {
        style = styles[Int(id)].resolved(in: environment)
        cache[Int(id)] = style
      }
      if let last = pieces.last, last.style == style {
        pieces[pieces.count - 1].range = last.range.lowerBound..<end
      } else {
        pieces.append((start..<end, style))
      }
      start = end
    }
    pieces = Self.trimmingTrailingKern(pieces, in: string)
    return ResolvedText(
      string: string,
      runs: pieces.map {
        ResolvedText.Run(utf8Range: $0.range, text: utf8Slice($0.range), style: $0.style)
      })
  }

  /// Splits kerned runs so the character that ends a line or the text carries no kern.
  static func trimmingTrailingKern(
    _ pieces: [(range: Range<Int>, style: ResolvedStyle)], in string: String
  ) -> [(range: Range<Int>, style: ResolvedStyle)] {
    guard pieces.contains(where: { ($0.style.kern ?? 0) != 0 }) else { return pieces }
    let lineEnds = lineEndingCharacters(in: string)
    guard !lineEnds.isEmpty else { return pieces }
    var result: [(range: Range<Int>, style: ResolvedStyle)] = []
    result.reserveCapacity(pieces.count + lineEnds.count)
    var next = 0
    for piece in pieces {
      guard (piece.style.kern ?? 0) != 0 else {
        result.append(piece)
        continue
      }
      while next < lineEnds.count && lineEnds[next].lowerBound < piece.range.lowerBound {
        next += 1
      }
      var position = piece.range.lowerBound
      var unkerned = piece.style
      unkerned.kern = nil
      while next < lineEnds.count && lineEnds[next].upperBound <= piece.range.upperBound {
        let character = lineEnds[next]
        if character.lowerBound > position {
          result.append((position..<character.lowerBound, piece.style))
        }
        result.append((character, unkerned))
        position = character.upperBound
        next += 1
      }
      if position < piece.range.upperBound {
        result.append((position..<piece.range.upperBound, piece.style))
      }
    }
    return result
  }

  /// UTF-8 ranges of the characters that end a line: the one before each line break, and the
  /// last character of the text.
  static func lineEndingCharacters(in string: String) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var previous: Range<Int>?
    var offset = 0
    for character in string {
      let length = character.utf8.count
      let range = offset..<offset + length
      if character.isNewline {
        if let previous { result.append(previous) }
        previous = nil
      } else {
        previous = range
      }
      offset += length
    }
    if let previous { result.append(previous) }
    return result
  }
}
