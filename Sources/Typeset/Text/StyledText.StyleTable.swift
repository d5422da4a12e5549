import TypesetSupport

extension StyledText {
  /// The interned styles of text being built: each distinct style once, by ID, found first
  /// among the four used last by identity (copies of one style share their values' storage
  /// and their link's), then by hash in an open-addressing table.
  /// `StyledText.Builder`, the document text store and the markup styler each keep one.
  struct StyleTable: Sendable {
    private(set) var styles: [TextStyle] = []
    /// `styles` by hash.
    private(set) var index = InternTable()
    /// The most recently used style IDs, most recent first (-1 for none).
    private var recent: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)

    /// An empty table.
    init() {}

    /// Makes room for `count` styles.
    mutating func reserve(_ count: Int) {
      styles.reserveCapacity(count)
      index.reserve(capacity: count)
    }

    /// Makes room for `count` styles in the array alone: address space that is not written
    /// until styles are added, unlike the index's slots, which are written when made.
    ///
    ///     table.reserveStyles(input.count / 32)
    mutating func reserveStyles(_ count: Int) {
      styles.reserveCapacity(count)
    }

    /// The ID of `style`, adding it when new (taken, so a new style moves into the table
    /// rather than being copied there).
    mutating func intern(_ style: consuming TextStyle) -> Int32 {
      if isRecent(recent.0, style) { return recent.0 }
      if isRecent(recent.1, style) { return promote(1) }
      if isRecent(recent.2, style) { return promote(2) }
      if isRecent(recent.3, style) { return promote(3) }
      let id = internByValue(style)
      recent = (id, recent.0, recent.1, recent.2)
      return id
    }

    /// The ID of `style` by value alone, adding it when new: for callers that keep their own
    /// memo of recent styles. Taking the style moves it into the table when it is new, without
    /// a retain and release of its references.
    mutating func internByValue(_ style: consuming TextStyle) -> Int32 {
      index.reserveForInsertion()
      let hash = Self.hash(style)
      switch index.find(hash: hash, matches: { styles[Int($0)] == style }) {
      case .found(let id):
        return id
      case .free(let slot):
        let id = Int32(styles.count)
        styles.append(style)
        index.insert(id, hash: hash, at: slot)
        return id
      }
    }

    /// The ID here of the style `styleID` of `text`; `mapped` (one slot per style of `text`,
    /// -1 at first) remembers the answers, so each of `text`'s styles is interned once.
    mutating func intern(_ styleID: Int32, of text: StyledText, mapped: inout [Int32]) -> Int32 {
      if mapped[Int(styleID)] < 0 { mapped[Int(styleID)] = intern(text.styles[Int(styleID)]) }
      return mapped[Int(styleID)]
    }

    /// A style's hash for the index: its values' (computed once per storage), combined with
    /// its link's and its attachment's when it has them.
    static func hash(_ style: TextStyle) -> Int {
      var hash = style.storage.hash
      if let link = style.linkTarget { hash ^= link.hash }
      if let attachment = style.attachmentBox { hash ^= attachment.valueHash &* 31 }
      return hash
    }

    private func isRecent(_ id: Int32, _ style: TextStyle) -> Bool {
      guard id >= 0 else { return false }
      let known = styles[Int(id)]
      // Styles that differ only by link share values: the link is compared too.
      switch (known.attachmentBox, style.attachmentBox) {
      case (nil, nil): break
      case (let knownBox?, let box?) where knownBox.isIdentical(to: box): break
      default: return false
      }
      guard known.storage === style.storage else { return false }
      switch (known.linkTarget, style.linkTarget) {
      case (nil, nil): return true
      case (let knownLink?, let link?): return knownLink.isIdentical(to: link)
      default: return false
      }
    }

    /// Moves the recently used style at `position` to the front and returns its ID.
    private mutating func promote(_ position: Int) -> Int32 {
      switch position {
      case 1: recent = (recent.1, recent.0, recent.2, recent.3)
      case 2: recent = (recent.2, recent.0, recent.1, recent.3)
      default: recent = (recent.3, recent.0, recent.1, recent.2)
      }
      return recent.0
    }
  }
}
