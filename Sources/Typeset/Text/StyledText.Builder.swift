extension StyledText {
  /// Builds styled text piece by piece in amortised constant time per piece.
  ///
  /// Styles are interned as they arrive and adjacent pieces in equal styles share a run.
  ///
  ///     var builder = StyledText.Builder()
  ///     builder.append("Total: ", style: .body)
  ///     builder.append("42", style: TextStyle.body.bold())
  ///     let text = builder.build()   // two runs
  public struct Builder: Sendable {
    private var string = ""
    private var byteCount = 0
    private var runEnds: [Int] = []
    private var runStyleIDs: [Int32] = []
    private var table = StyleTable()

    /// Creates an empty builder.
    ///
    ///     var builder = StyledText.Builder()
    public init() {}

    /// Creates a builder that reserves room for the given number of UTF-8 bytes and runs.
    ///
    ///     var builder = StyledText.Builder(reservingBytes: 1 << 20, runs: 10_000)
    ///
    /// - Parameters:
    ///   - bytes: the expected length of the text in UTF-8 bytes.
    ///   - runs: the expected number of runs.
    public init(reservingBytes bytes: Int, runs: Int) {
      string.reserveCapacity(bytes)
      runEnds.reserveCapacity(runs)
      runStyleIDs.reserveCapacity(runs)
    }

    /// The text appended so far, in UTF-8 bytes.
    ///
    ///     builder.utf8Count   // 9 after "Total: 42"
    public var utf8Count: Int { byteCount }

    /// Appends text in a style, applying the style's case transform.
    ///
    ///     builder.append("note", style: TextStyle().uppercased())   // appends "NOTE"
    ///
    /// - Parameters:
    ///   - text: the text to append.
    ///   - style: its style.
    public mutating func append(_ text: some StringProtocol, style: TextStyle) {
      guard !text.isEmpty else { return }
      let id = intern(style)
      if let textCase = style.textCase, textCase != .original {
        appendTransformed(textCase.apply(to: String(text)), styleID: id)
      } else {
        appendTransformed(text, styleID: id)
      }
    }

    /// Appends styled text, keeping its styles.
    ///
    ///     builder.append("a".styled(.body) + "b".styled(TextStyle.body.bold()))
    public mutating func append(_ text: StyledText) {
      guard !text.isEmpty else { return }
      var mapped = [Int32](repeating: -1, count: text.styles.count)
      var start = 0
      for (end, styleID) in zip(text.runEnds, text.runStyleIDs) {
        let id = table.intern(styleID, of: text, mapped: &mapped)
        appendTransformed(text.utf8Slice(start..<end), styleID: id)
        start = end
      }
    }

    /// Appends text that is already in its final case, in an interned style.
    mutating func appendTransformed(_ text: some StringProtocol, styleID id: Int32) {
      let count = text.utf8.count
      guard count > 0 else { return }
      string.append(contentsOf: text)
      byteCount += count
      if let last = runStyleIDs.last, last == id {
        runEnds[runEnds.count - 1] = byteCount
      } else {
        runEnds.append(byteCount)
        runStyleIDs.append(id)
      }
    }

    /// Returns the interned ID of a style, adding it when new.
    mutating func intern(_ style: TextStyle) -> Int32 { table.intern(style) }

    /// Returns the styled text built so far.
    ///
    ///     let text = builder.build()
    public func build() -> StyledText {
      StyledText(
        string: string, runEnds: runEnds, runStyleIDs: runStyleIDs, styles: table.styles)
    }
  }
}
