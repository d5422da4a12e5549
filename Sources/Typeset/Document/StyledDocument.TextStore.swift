extension StyledDocument {
  /// The text of a document being built: UTF-8 bytes appended in place, runs as offsets and
  /// interned styles, so appending a piece costs a copy of its bytes and, mostly, one
  /// identity comparison of its style.
  struct TextStore: Sendable {
    private(set) var bytes: [UInt8] = []
    private var runEnds: [Int] = []
    private var runStyleIDs: [Int32] = []
    private var table = StyledText.StyleTable()

    init() {}

    init(reservingBytes count: Int, runs: Int) {
      bytes.reserveCapacity(count)
      runEnds.reserveCapacity(runs)
      runStyleIDs.reserveCapacity(runs)
      // Distinct links are a style each: a document has up to one style in a few runs.
      table.reserve(runs / 4)
    }

    var utf8Count: Int { bytes.count }

    mutating func intern(_ style: TextStyle) -> Int32 { table.intern(style) }

    func style(withID id: Int32) -> TextStyle { table.styles[Int(id)] }

    /// Whether the style with an ID changes the case of its text.
    func hasCaseTransform(_ id: Int32) -> Bool {
      guard let textCase = table.styles[Int(id)].storage.values.textCase else { return false }
      return textCase != .original
    }

    /// Appends bytes in an interned style; they must be valid UTF-8 in its final case.
    mutating func append(_ piece: UnsafeBufferPointer<UInt8>, styleID: Int32) {
      guard !piece.isEmpty else { return }
      bytes.append(contentsOf: piece)
      extendRun(styleID)
    }

    /// Appends a string in a style, applying its case transform.
    mutating func append(_ string: some StringProtocol, style: TextStyle) {
      guard !string.isEmpty else { return }
      let id = intern(style)
      if let textCase = style.textCase, textCase != .original {
        bytes.append(contentsOf: textCase.apply(to: String(string)).utf8)
      } else {
        bytes.append(contentsOf: string.utf8)
      }
      extendRun(id)
    }

    /// Appends a string in an interned style, applying its case transform.
    mutating func append(_ string: some StringProtocol, styleID: Int32) {
      guard !string.isEmpty else { return }
      if hasCaseTransform(styleID) {
        append(string, style: style(withID: styleID))
        return
      }
      bytes.append(contentsOf: string.utf8)
      extendRun(styleID)
    }

    /// Appends styled text, keeping its styles (already in their final case).
    mutating func append(_ text: StyledText) {
      guard !text.isEmpty else { return }
      var mapped = [Int32](repeating: -1, count: text.styles.count)
      var source = text.string
      source.withUTF8 { utf8 in
        var start = 0
        for (end, styleID) in zip(text.runEnds, text.runStyleIDs) {
          let id = table.intern(styleID, of: text, mapped: &mapped)
          append(UnsafeBufferPointer(rebasing: utf8[start..<end]), styleID: id)
          start = end
        }
      }
    }

    private mutating func extendRun(_ id: Int32) {
      if let lastID = runStyleIDs.last, lastID == id {
        runEnds[runEnds.count - 1] = bytes.count
      } else {
        runEnds.append(bytes.count)
        runStyleIDs.append(id)
      }
    }

    func build() -> TextContent {
      TextContent(bytes: bytes, runEnds: runEnds, runStyleIDs: runStyleIDs, table: table)
    }
  }
}
