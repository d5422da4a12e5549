extension StyledDocument {
  /// The text of a document being built: UTF-8 bytes appended in place, runs as offsets and
  /// interned styles, so appending a piece costs a copy of its bytes and, mostly, one
  /// identity comparison of its style.
  struct TextStore: Sendable {
    private(set) var bytes: [UInt8] = []
    private var runEnds: [Int] = []
    private var runStyleIDs: [Int32] = []
    private var styles: [TextStyle] = []
    private var index: [TextStyle: Int32] = [:]
    /// The two styles interned last and their IDs, compared by identity before the index is
    /// asked (text mostly alternates between two styles).
    private var recent0: (TextStyle, Int32)?
    private var recent1: (TextStyle, Int32)?

    init() {}

    init(reservingBytes count: Int, runs: Int) {
      bytes.reserveCapacity(count)
      runEnds.reserveCapacity(runs)
      runStyleIDs.reserveCapacity(runs)
    }

    var utf8Count: Int { bytes.count }

    mutating func intern(_ style: TextStyle) -> Int32 {
      if let recent0, recent0.0.storage === style.storage { return recent0.1 }
      if let found = recent1, found.0.storage === style.storage {
        recent1 = recent0
        recent0 = found
        return found.1
      }
      let id: Int32
      if let known = index[style] {
        id = known
      } else {
        id = Int32(styles.count)
        styles.append(style)
        index[style] = id
      }
      recent1 = recent0
      recent0 = (style, id)
      return id
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

    /// Appends styled text, keeping its styles (already in their final case).
    mutating func append(_ text: StyledText) {
      guard !text.isEmpty else { return }
      var mapped = [Int32](repeating: -1, count: text.styles.count)
      var source = text.string
      source.withUTF8 { utf8 in
        var start = 0
        for (end, styleID) in zip(text.runEnds, text.runStyleIDs) {
          var id = mapped[Int(styleID)]
          if id < 0 {
            id = intern(text.styles[Int(styleID)])
            mapped[Int(styleID)] = id
          }
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

    func build() -> StyledText {
      StyledText(
        string: String(decoding: bytes, as: UTF8.self), runEnds: runEnds,
        runStyleIDs: runStyleIDs, styles: styles)
    }
  }
}
