import TypesetSupport

extension Flattener {
  /// The styles of the flattened text: each (source style, paragraph style) pair a run has
  /// becomes one style, made the first time the pair is met.
  struct FinalStyles {
    private(set) var styles: [TextStyle] = []
    /// The pair of each style, `source << 32 | paragraph`.
    private var keys: [Int64] = []
    private var slots = HashSlots()
    /// Styles that differ only by their link share one merge with a paragraph style: the
    /// merges, found by (number of the source values, paragraph style); the values are
    /// numbered by identity as first met (the source table holds them, so identities stay).
    private var merges: [TextStyle.Storage] = []
    private var mergeIndex = IntegerMap()
    private var valuesNumbers = IntegerMap()
    /// The pairs met last, by a hash of the pair: most runs repeat a recent one.
    private var recent = [(key: Int64, id: Int32)](repeating: (-1, -1), count: 256)

    /// The style for text in source style `source` on a line of paragraph style `paragraph`.
    mutating func id(
      source: Int32, paragraph: Int32, sources: SourceStyles,
      paragraphs: StyledDocument.ValueTable<ParagraphStyle>
    ) -> Int32 {
      let key = Int64(source) << 32 | Int64(UInt32(bitPattern: paragraph))
      let hash = UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15
      let slot = Int(truncatingIfNeeded: hash >> 56)
      if recent[slot].key == key { return recent[slot].id }
      slots.reserve(count: keys.count)
      let check = UInt32(truncatingIfNeeded: hash >> 32)
      let id: Int32
      switch slots.find(check: check, matches: { keys[Int($0)] == key }) {
      case .found(let found):
        id = found
      case .free(let free):
        var style = sources[source]
        if paragraph >= 0 {
          let identity = IntegerMap.key(ObjectIdentifier(style.storage))
          let number = valuesNumbers[identity] ?? Int32(valuesNumbers.count)
          if number == valuesNumbers.count { valuesNumbers[identity] = number }
          let mergeKey = IntegerMap.key(number, paragraph)
          if let merged = mergeIndex[mergeKey] {
            style = TextStyle(storage: merges[Int(merged)], linkTarget: style.linkTarget)
          } else {
            let value = paragraphs[paragraph]
            style.paragraph = value == ParagraphStyle() ? nil : value
            mergeIndex[mergeKey] = Int32(merges.count)
            merges.append(style.storage)
          }
        }
        id = Int32(styles.count)
        styles.append(style)
        keys.append(key)
        slots.insert(check: check, id: id, at: free)
      }
      recent[slot] = (key, id)
      return id
    }

    /// Makes room for `count` styles: about one per source style.
    mutating func reserve(_ count: Int) {
      styles.reserveCapacity(count)
      keys.reserveCapacity(count)
      slots.reserve(capacityFor: count)
    }

    /// The source style of a style made here.
    func source(of id: Int32) -> Int32 { Int32(truncatingIfNeeded: keys[Int(id)] >> 32) }
  }
}
