/// Styled text resolved for one environment: the string and runs of ``ResolvedStyle``.
///
/// Adjacent runs whose styles resolve to the same values are merged. Kern is left off the last
/// character before every line break and at the end of the text, so that centred and
/// right-aligned lines are not pushed off centre by trailing space.
///
/// Each distinct resolved style is stored once and runs refer to it, so a million runs in a
/// dozen styles cost a dozen styles and a few integers per run. Links are kept per run, beside
/// the style: a document's links are usually all different, and their runs share one style.
///
///     let resolved = text.resolved(in: TextEnvironment(appearance: .dark))
///     resolved.runs.first?.style.foregroundColor.hex   // "#FFFFFFFF"
public struct ResolvedText: Sendable {
  /// The text as displayed.
  ///
  ///     ("a".styled(.body) + "b".styled(.body)).resolved(in: TextEnvironment()).string   // "ab"
  public private(set) var string: String
  /// The resolved styles the runs refer to, without their links.
  let styles: [ResolvedStyle]
  /// UTF-8 offset where each run ends; strictly increasing, the last equals the string's length.
  let runEnds: [Int]
  /// Index into `styles` of each run's style.
  let runStyleIndices: [Int32]
  /// Each run's link; empty when no run has one.
  let runLinks: [TextStyle.LinkTarget?]

  init(
    string: String, styles: [ResolvedStyle], runEnds: [Int], runStyleIndices: [Int32],
    runLinks: [TextStyle.LinkTarget?] = []
  ) {
    self.string = string
    self.styles = styles
    self.runEnds = runEnds
    self.runStyleIndices = runStyleIndices
    self.runLinks = runLinks
  }

  /// The link of run `index`, or `nil`.
  func link(ofRun index: Int) -> TextStyle.LinkTarget? {
    runLinks.isEmpty ? nil : runLinks[index]
  }

  /// The resolved style of run `index`, its link included.
  func style(ofRun index: Int) -> ResolvedStyle {
    var style = styles[Int(runStyleIndices[index])]
    if let link = link(ofRun: index) { style.linkTarget = link }
    return style
  }

  /// The runs, in order, covering the whole string.
  ///
  ///     let text = "a".styled(.body) + "b".styled(TextStyle.body.weight(.regular))
  ///     text.resolved(in: TextEnvironment()).runs.count   // 1: both resolve alike
  public var runs: Runs { Runs(text: self) }

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

  /// The runs of a resolved text as a random-access collection.
  ///
  ///     resolved.runs.map(\.style.font.size)   // [17, 17]
  public struct Runs: RandomAccessCollection, Sendable {
    let text: ResolvedText

    /// The first run's position, 0.
    ///
    ///     resolved.runs.startIndex   // 0
    public var startIndex: Int { 0 }

    /// One past the last run's position.
    ///
    ///     resolved.runs.endIndex   // the number of runs
    public var endIndex: Int { text.runEnds.count }

    /// The run at a position.
    ///
    ///     resolved.runs[0].style.font.family   // "system-ui"
    public subscript(position: Int) -> Run {
      let range = text.utf8Range(ofRun: position)
      let utf8 = text.string.utf8
      let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
      let upper = utf8.index(lower, offsetBy: range.count)
      return Run(
        utf8Range: range, text: text.string[lower..<upper], style: text.style(ofRun: position))
    }
  }

  /// The UTF-8 range of a run.
  func utf8Range(ofRun index: Int) -> Range<Int> {
    (index == 0 ? 0 : runEnds[index - 1])..<runEnds[index]
  }
}

extension ResolvedText: Hashable {
  /// Two resolved texts are equal when their strings and runs are equal.
  ///
  ///     let text = "a".styled(.body)
  ///     text.resolved(in: TextEnvironment()) == text.resolved(in: TextEnvironment())   // true
  public static func == (lhs: ResolvedText, rhs: ResolvedText) -> Bool {
    guard lhs.string == rhs.string, lhs.runEnds == rhs.runEnds else { return false }
    for index in lhs.runStyleIndices.indices
    where lhs.link(ofRun: index) != rhs.link(ofRun: index) {
      return false
    }
    if lhs.styles == rhs.styles { return lhs.runStyleIndices == rhs.runStyleIndices }
    for index in lhs.runStyleIndices.indices
    where lhs.styles[Int(lhs.runStyleIndices[index])]
      != rhs.styles[Int(rhs.runStyleIndices[index])]
    {
      return false
    }
    return true
  }

  /// Hashes the string and the runs.
  ///
  ///     Set([text.resolved(in: TextEnvironment())]).count   // 1
  public func hash(into hasher: inout Hasher) {
    hasher.combine(string)
    hasher.combine(runEnds)
    for (run, index) in runStyleIndices.enumerated() {
      hasher.combine(styles[Int(index)])
      hasher.combine(link(ofRun: run))
    }
  }
}

extension StyledText {
  /// Resolves every run's style for an environment; each distinct style is resolved once.
  ///
  ///     let resolved = ("Hi ".styled(.body) + "there".styled(TextStyle.body.bold()))
  ///       .resolved(in: TextEnvironment(sizeCategory: .accessibilityExtraExtraExtraLarge))
  ///     resolved.runs.map(\.style.font.size)   // [53, 53]
  public func resolved(in environment: TextEnvironment) -> ResolvedText {
    // Each interned style is resolved once and stored once; runs refer to it by index.
    // Adjacent runs whose styles resolve alike (links included) are merged. Links stay with
    // the runs: styles that share their values and differ only by link (a document's links)
    // share one resolution.
    var resolvedByStorage: [ObjectIdentifier: Int32] = [:]
    var resolvedStyles: [ResolvedStyle] = []
    resolvedStyles.reserveCapacity(styles.count)
    // Each resolved style's hash, so neighbours in different styles are told apart without
    // comparing (or copying) whole styles.
    var hashes: [Int] = []
    var resolvedIndex = [Int32](repeating: -1, count: styles.count)
    var ends: [Int] = []
    var indices: [Int32] = []
    var links: [TextStyle.LinkTarget?] = []
    var hasLinks = false
    ends.reserveCapacity(runEnds.count)
    indices.reserveCapacity(runEnds.count)
    for (end, id) in zip(runEnds, runStyleIDs) {
      let source = styles[Int(id)]
      var index = resolvedIndex[Int(id)]
      if index < 0 {
        // A style with an attachment shares its storage with the same style without one;
        // the attachment is part of its resolution, so it is resolved on its own.
        let key = ObjectIdentifier(source.storage)
        let sharesResolution = source.attachmentBox == nil
        if sharesResolution, let known = resolvedByStorage[key] {
          index = known
        } else {
          var unlinked = source
          unlinked.linkTarget = nil
          let style = unlinked.resolved(in: environment)
          index = Int32(resolvedStyles.count)
          hashes.append(style.hashValue)
          resolvedStyles.append(style)
          if sharesResolution { resolvedByStorage[key] = index }
        }
        resolvedIndex[Int(id)] = index
      }
      let link = source.linkTarget
      if link != nil && !hasLinks {
        hasLinks = true
        links = Array(repeating: nil, count: indices.count)
      }
      if let last = indices.last, !hasLinks || links[links.count - 1] == link,
        last == index
          || (hashes[Int(last)] == hashes[Int(index)]
            && resolvedStyles[Int(last)] == resolvedStyles[Int(index)])
      {
        ends[ends.count - 1] = end
      } else {
        ends.append(end)
        indices.append(index)
        if hasLinks { links.append(link) }
      }
    }
    if resolvedStyles.contains(where: { ($0.kern ?? 0) != 0 }) {
      Self.trimTrailingKern(
        ends: &ends, indices: &indices, links: &links, styles: &resolvedStyles, in: string)
    }
    return ResolvedText(
      string: string, styles: resolvedStyles, runEnds: ends, runStyleIndices: indices,
      runLinks: links)
  }

  /// Splits kerned runs so the character that ends a line or the text carries no kern.
  static func trimTrailingKern(
    ends: inout [Int], indices: inout [Int32], links: inout [TextStyle.LinkTarget?],
    styles: inout [ResolvedStyle], in string: String
  ) {
    let lineEnds = lineEndingCharacters(in: string)
    guard !lineEnds.isEmpty else { return }
    var unkerned: [Int32: Int32] = [:]
    var newEnds: [Int] = []
    var newIndices: [Int32] = []
    var newLinks: [TextStyle.LinkTarget?] = []
    newEnds.reserveCapacity(ends.count + lineEnds.count)
    newIndices.reserveCapacity(ends.count + lineEnds.count)
    var link: TextStyle.LinkTarget? = nil
    func append(_ end: Int, _ index: Int32) {
      newEnds.append(end)
      newIndices.append(index)
      if !links.isEmpty { newLinks.append(link) }
    }
    var next = 0
    var start = 0
    for (run, (end, index)) in zip(ends, indices).enumerated() {
      defer { start = end }
      link = links.isEmpty ? nil : links[run]
      guard (styles[Int(index)].kern ?? 0) != 0 else {
        append(end, index)
        continue
      }
      while next < lineEnds.count && lineEnds[next].lowerBound < start { next += 1 }
      var position = start
      while next < lineEnds.count && lineEnds[next].upperBound <= end {
        let character = lineEnds[next]
        if character.lowerBound > position { append(character.lowerBound, index) }
        let plain =
          unkerned[index]
          ?? {
            var style = styles[Int(index)]
            style.kern = nil
            styles.append(style)
            let plain = Int32(styles.count - 1)
            unkerned[index] = plain
            return plain
          }()
        append(character.upperBound, plain)
        position = character.upperBound
        next += 1
      }
      if position < end { append(end, index) }
    }
    ends = newEnds
    indices = newIndices
    links = newLinks
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
