/// Text with styles: a string and runs of ``TextStyle`` over it.
///
/// Build it from a string and a style, concatenate with `+`, restyle words, ranges or regex
/// matches, then resolve it for an environment or export it. Storage is compact: the distinct
/// styles are interned once and runs are UTF-8 offsets into the string, so a million runs cost
/// a few integers each, not a style copy per run or per character.
///
///     let plain = TextStyle.body
///     let text = "Hello, ".styled(plain) + "World".styled(plain.bold())
///     text.runs.count      // 2
///     text.string          // "Hello, World"
public struct StyledText: Sendable {
  /// The text as displayed (case transforms applied).
  ///
  ///     ("Hi ".styled(.body) + "there".styled(.body)).string   // "Hi there"
  public internal(set) var string: String
  /// UTF-8 offset where each run ends; strictly increasing, the last equals the string's length.
  package internal(set) var runEnds: [Int]
  /// Index into `styles` of each run's style.
  package internal(set) var runStyleIDs: [Int32]
  /// The interned styles the runs refer to.
  package internal(set) var styles: [TextStyle]

  init(string: String, runEnds: [Int], runStyleIDs: [Int32], styles: [TextStyle]) {
    self.string = string
    self.runEnds = runEnds
    self.runStyleIDs = runStyleIDs
    self.styles = styles
  }

  /// Creates styled text from a string in one style, applying the style's case transform.
  ///
  ///     StyledText("hello", style: TextStyle().uppercased()).string   // "HELLO"
  ///
  /// - Parameters:
  ///   - string: the text.
  ///   - style: the style of all of it.
  public init(_ string: String, style: TextStyle = TextStyle()) {
    var builder = Builder()
    builder.append(string, style: style)
    self = builder.build()
  }

  /// Creates empty styled text.
  ///
  ///     StyledText().isEmpty   // true
  public init() {
    self.init(string: "", runEnds: [], runStyleIDs: [], styles: [])
  }

  /// Whether there is no text.
  ///
  ///     StyledText("").isEmpty   // true
  public var isEmpty: Bool { runEnds.isEmpty }

  /// The number of distinct styles the text uses (at most; a style may be stored twice).
  var internedStyleCount: Int { styles.count }
}

extension StyledText: ExpressibleByStringLiteral {
  /// Creates unstyled text from a literal.
  ///
  ///     let text: StyledText = "plain"
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension StyledText: Equatable, Hashable {
  /// Two styled texts are equal when their strings are equal and every character has an equal
  /// style, however the runs were built.
  ///
  ///     "ab".styled(.body) == "a".styled(.body) + "b".styled(.body)   // true
  public static func == (lhs: StyledText, rhs: StyledText) -> Bool {
    guard lhs.string == rhs.string, lhs.runEnds == rhs.runEnds else { return false }
    for index in lhs.runStyleIDs.indices
    where lhs.styles[Int(lhs.runStyleIDs[index])] != rhs.styles[Int(rhs.runStyleIDs[index])] {
      return false
    }
    return true
  }

  /// Hashes the string and the runs.
  ///
  ///     Set(["a".styled(.body), "a".styled(.body)]).count   // 1
  public func hash(into hasher: inout Hasher) {
    hasher.combine(string)
    hasher.combine(runEnds)
    for id in runStyleIDs { hasher.combine(styles[Int(id)]) }
  }
}

extension String {
  /// Returns this string as styled text in one style.
  ///
  ///     let title = "Zebras".styled(TextStyle.title1)
  public func styled(_ style: TextStyle) -> StyledText {
    StyledText(self, style: style)
  }
}
