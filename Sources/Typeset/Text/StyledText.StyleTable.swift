extension StyledText {
  /// The interned styles of text being built: each distinct style once, by ID, found first
  /// among the four used last by identity (copies of one style share their values' storage
  /// and their link's), then by hash in an open-addressing table.
  /// `StyledText.Builder`, the document text store and the markup styler each keep one.
  ///
  /// A parser that makes a style per link (a page of distinct links) adds them with
  /// ``internLink(_:)``: a small filter of the link styles' hashes tells most new ones apart
  /// without a probe of the table, which has a slot per style and, that large, is rarely in
  /// the processor's caches; they are put in the table later, together, when a lookup needs
  /// them.
  struct StyleTable: Sendable {
    private(set) var styles: [TextStyle] = []
    /// `styles` by hash, but for `unindexed`.
    private var indexed = HashSlots()
    /// Styles with links that `internLink(_:)` added without putting them in `indexed`:
    /// their checks (the low half of their hashes) and IDs. They are all different from each
    /// other and from every other style.
    private var unindexed: [(check: UInt32, id: Int32)] = []
    /// A filter of the hashes of the styles with links (two bits each; empty until
    /// `internLink(_:)` is first used): a hash whose bits are not both set belongs to no
    /// style here.
    private var linkFilter: [UInt64] = []
    /// The filter's size in bits, as a power of two.
    private var linkFilterShift = 0
    /// The hashes in the filter, so that it grows without reading the styles again.
    private var linkHashes: [Int] = []
    /// The most recently used style IDs, most recent first (-1 for none).
    private var recent: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)

    /// An empty table.
    init() {}

    /// `styles` by hash: the table's index with the styles `internLink(_:)` has not put in
    /// it yet.
    var slots: HashSlots {
      guard !unindexed.isEmpty else { return indexed }
      var slots = indexed
      Self.place(unindexed, in: &slots, styleCount: styles.count)
      return slots
    }

    /// Makes room for `count` styles.
    mutating func reserve(_ count: Int) {
      styles.reserveCapacity(count)
      indexed.reserve(capacityFor: count)
    }

    /// Makes room for `count` styles in the array alone: address space that is not written
    /// until styles are added, unlike the slots, which are written when made.
    ///
    ///     table.reserveStyles(input.count / 32)
    mutating func reserveStyles(_ count: Int) {
      styles.reserveCapacity(count)
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
    /// memo of recent styles. Taking the style moves it into the table when it is new, without
    /// a retain and release of its references.
    mutating func internByValue(_ style: consuming TextStyle) -> Int32 {
      let hash = Self.hash(style)
      let filtered = !linkFilter.isEmpty && style.linkTarget != nil
      // Only a style with a link can equal one not in the index yet.
      if filtered, !unindexed.isEmpty, mayHaveLink(hash) { placeUnindexed() }
      indexed.reserve(count: styles.count)
      let check = UInt32(truncatingIfNeeded: hash)
      switch indexed.find(check: check, matches: { styles[Int($0)] == style }) {
      case .found(let id):
        return id
      case .free(let slot):
        let id = Int32(styles.count)
        styles.append(style)
        indexed.insert(check: check, id: id, at: slot)
        if filtered { addLink(hash) }
        return id
      }
    }

    /// The ID of `style`, which has a link, adding it when new: a style the filter of link
    /// styles has not seen is added without a probe of the index, and put in it later.
    ///
    ///     let id = table.internLink(TextStyle(storage: storage, linkTarget: target))
    mutating func internLink(_ style: consuming TextStyle) -> Int32 {
      if linkFilter.isEmpty { startLinkFilter() }
      let hash = Self.hash(style)
      guard style.linkTarget != nil, !mayHaveLink(hash) else { return internByValue(style) }
      let id = Int32(styles.count)
      styles.append(style)
      unindexed.append((UInt32(truncatingIfNeeded: hash), id))
      addLink(hash)
      return id
    }

    /// The filter's two bit positions for a style hash.
    @inline(__always)
    private func linkBits(_ hash: Int) -> (Int, Int) {
      let mixed = UInt64(bitPattern: Int64(hash)) &* 0x9E37_79B9_7F4A_7C15
      let shift = UInt64(linkFilterShift)
      let mask = (UInt64(1) &<< shift) &- 1
      return (Int(mixed &>> (64 &- shift)), Int((mixed &>> (64 &- 2 &* shift)) & mask))
    }

    /// Whether a style with a link and this hash may be in the table (no: it is not).
    @inline(__always)
    private func mayHaveLink(_ hash: Int) -> Bool {
      let (first, second) = linkBits(hash)
      return linkFilter[first &>> 6] & (1 &<< UInt64(first & 63)) != 0
        && linkFilter[second &>> 6] & (1 &<< UInt64(second & 63)) != 0
    }

    /// Adds a link style's hash to the filter, which doubles to keep sixteen bits or more a
    /// hash (a few in a hundred new hashes then find both bits set).
    private mutating func addLink(_ hash: Int) {
      linkHashes.append(hash)
      if linkHashes.count &* 8 > 1 << linkFilterShift, linkFilterShift < 30 {
        fillLinkFilter(shift: linkFilterShift + 1)
        return
      }
      setLinkBits(hash)
    }

    /// Sets a hash's two bits in the filter.
    @inline(__always)
    private mutating func setLinkBits(_ hash: Int) {
      let (first, second) = linkBits(hash)
      linkFilter[first &>> 6] |= 1 &<< UInt64(first & 63)
      linkFilter[second &>> 6] |= 1 &<< UInt64(second & 63)
    }

    /// Makes the filter from the styles with links already here (added by value before
    /// `internLink(_:)` was first used).
    private mutating func startLinkFilter() {
      for style in styles where style.linkTarget != nil { linkHashes.append(Self.hash(style)) }
      fillLinkFilter(shift: 12)
    }

    /// Makes the filter anew with at least `shift` bits of size, from `linkHashes`.
    private mutating func fillLinkFilter(shift: Int) {
      var bits = shift
      while linkHashes.count * 16 > 1 << bits, bits < 30 { bits += 1 }
      linkFilterShift = bits
      linkFilter = Array(repeating: 0, count: (1 << bits) / 64)
      for hash in linkHashes { setLinkBits(hash) }
    }

    /// Puts the styles `internLink(_:)` added into the index, one after another, so their
    /// probes overlap rather than wait for each other.
    private mutating func placeUnindexed() {
      Self.place(unindexed, in: &indexed, styleCount: styles.count)
      unindexed.removeAll(keepingCapacity: true)
    }

    /// Puts entries known to differ from each other and from those in `slots` into `slots`,
    /// which is to hold `styleCount` styles.
    private static func place(
      _ entries: [(check: UInt32, id: Int32)], in slots: inout HashSlots, styleCount: Int
    ) {
      slots.reserve(total: styleCount)
      for entry in entries {
        if case .free(let slot) = slots.find(check: entry.check, matches: { _ in false }) {
          slots.insert(check: entry.check, id: entry.id, at: slot)
        }
      }
    }

    /// The ID here of the style `styleID` of `text`; `mapped` (one slot per style of `text`,
    /// -1 at first) remembers the answers, so each of `text`'s styles is interned once.
    mutating func intern(_ styleID: Int32, of text: StyledText, mapped: inout [Int32]) -> Int32 {
      if mapped[Int(styleID)] < 0 { mapped[Int(styleID)] = intern(text.styles[Int(styleID)]) }
      return mapped[Int(styleID)]
    }

    /// A style's hash for the slots: its values' (computed once per storage), combined with
    /// its link's when it has one.
    static func hash(_ style: TextStyle) -> Int {
      guard let link = style.linkTarget else { return style.storage.hash }
      return style.storage.hash ^ link.hash
    }

    private func isRecent(_ id: Int32, _ style: TextStyle) -> Bool {
      guard id >= 0 else { return false }
      let known = styles[Int(id)]
      // Styles that differ only by link share values: the link is compared too.
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
