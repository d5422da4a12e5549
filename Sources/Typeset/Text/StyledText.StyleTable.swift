extension StyledText {
  /// The interned styles of text being built: each distinct style once, by ID, found first
  /// among the four used last by identity (copies of one style share their values' storage
  /// and their link's), then by hash in an open-addressing table.
  /// `StyledText.Builder`, the document text store and the markup styler each keep one.
  struct StyleTable: Sendable {
    private(set) var styles: [TextStyle] = []
    /// `styles` by hash: indices into `styles` (-1 for empty), each with the low half of its
    /// style's hash, so a probe compares styles only when the hashes agree. Eight bytes a
    /// slot, as a page of distinct links makes a style each.
    private var slots: [(check: UInt32, id: Int32)] = []
    /// The most recently used style IDs, most recent first (-1 for none).
    private var recent: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)

    /// An empty table.
    init() {}

    /// A table holding `styles`, which are distinct (a built text's), at their indices.
    init(distinct styles: [TextStyle]) {
      self.styles = styles
      var capacity = 16
      while capacity <= styles.count * 2 { capacity *= 2 }
      slots = Array(repeating: (0, -1), count: capacity)
      for (id, style) in styles.enumerated() {
        let check = UInt32(truncatingIfNeeded: Self.hash(style))
        var slot = Int(check) & (capacity - 1)
        while slots[slot].id >= 0 { slot = (slot + 1) & (capacity - 1) }
        slots[slot] = (check, Int32(id))
      }
    }

    /// The ID of `style`, adding it when new.
    mutating func intern(_ style: TextStyle) -> Int32 {
      if isRecent(recent.0, style) { return recent.0 }
      if isRecent(recent.1, style) { return promote(1) }
      if isRecent(recent.2, style) { return promote(2) }
      if isRecent(recent.3, style) { return promote(3) }
      let id = internByValue(style)
      recent = (id, recent.0, recent.1, recent.2)
      return id
    }

    /// The ID of `style` by value alone, adding it when new: for callers that keep their own
    /// memo of recent styles.
    mutating func internByValue(_ style: TextStyle) -> Int32 {
      if styles.count * 2 >= slots.count { grow() }
      let mask = slots.count - 1
      let check = UInt32(truncatingIfNeeded: Self.hash(style))
      var slot = Int(check) & mask
      while slots[slot].id >= 0 {
        let entry = slots[slot]
        if entry.check == check, styles[Int(entry.id)] == style { return entry.id }
        slot = (slot + 1) & mask
      }
      let id = Int32(styles.count)
      styles.append(style)
      slots[slot] = (check, id)
      return id
    }

    /// The ID here of the style `styleID` of `text`; `mapped` (one slot per style of `text`,
    /// -1 at first) remembers the answers, so each of `text`'s styles is interned once.
    mutating func intern(_ styleID: Int32, of text: StyledText, mapped: inout [Int32]) -> Int32 {
      if mapped[Int(styleID)] < 0 { mapped[Int(styleID)] = intern(text.styles[Int(styleID)]) }
      return mapped[Int(styleID)]
    }

    /// A style's hash for the slots: its values' (computed once per storage), combined with
    /// its link's when it has one.
    private static func hash(_ style: TextStyle) -> Int {
      guard let link = style.linkTarget else { return style.storage.hash }
      return style.storage.hash ^ link.hash
    }

    /// Doubles the slots (to 16 at first) and places every style again, by the hashes the
    /// slots keep.
    private mutating func grow() {
      let capacity = max(16, slots.count * 2)
      let old = slots
      slots = Array(repeating: (0, -1), count: capacity)
      for entry in old where entry.id >= 0 {
        var slot = Int(entry.check) & (capacity - 1)
        while slots[slot].id >= 0 { slot = (slot + 1) & (capacity - 1) }
        slots[slot] = entry
      }
    }

    private func isRecent(_ id: Int32, _ style: TextStyle) -> Bool {
      guard id >= 0 else { return false }
      let known = styles[Int(id)]
      // Styles that differ only by link share values: the link is compared too.
      return known.storage === style.storage
        && known.linkTarget?.storage === style.linkTarget?.storage
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
