import TypesetSupport

extension Flattener {
  /// The styles of the flattened text: each (source style, paragraph style) pair a run has
  /// becomes one style, made the first time the pair is met.
  struct FinalStyles {
    private(set) var styles: [TextStyle] = []
    /// The pair of each style, `source << 32 | paragraph`.
    private var keys: [Int64] = []
    /// Styles by pair, for the pairs of sources met with more than one paragraph style.
    private var byPair = IntegerMap()
    /// Styles that differ only by their link share one merge with a paragraph style: the
    /// merges, found by (number of the source values, paragraph style); the values are
    /// numbered by identity as first met (the source table holds them, so identities stay).
    private var merges: [TextStyle.Storage] = []
    private var mergeIndex = IntegerMap()
    private var valuesNumbers = IntegerMap()
    /// The merge last found or made for each style ID (without what is beside it), with its
    /// paragraph style: the runs of a paragraph of images or links find it without the two
    /// look-ups above.
    private var mergesByStyle: [(paragraph: Int32, merge: Int32)] = []
    /// The pairs met last, by a hash of the pair: most runs repeat a recent one.
    private var recent = [(key: Int64, id: Int32)](repeating: (-1, -1), count: 256)
    /// The latest pair of each source style, by source ID (`id` -1 for a source not met):
    /// a style met once is found and made here, in an array read in document order, without
    /// a probe of `byPair`. A source's earlier pairs move to `byPair` when it meets another
    /// paragraph style.
    private var latest: [(paragraph: Int32, id: Int32)] = []
    /// The same for linked sources (a distinct link each), by their number.
    private var linkedLatest: [(paragraph: Int32, id: Int32)] = []

    /// The style for text in source style `source` on a line of paragraph style `paragraph`.
    mutating func id(
      source: Int32, paragraph: Int32, sources: SourceStyles,
      paragraphs: StyledDocument.ValueTable<ParagraphStyle>
    ) -> Int32 {
      let key = Int64(source) << 32 | Int64(UInt32(bitPattern: paragraph))
      let hash = UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15
      let slot = Int(truncatingIfNeeded: hash >> 56)
      if recent[slot].key == key { return recent[slot].id }
      let isLinked = SourceStyles.isLinked(source)
      let index = isLinked ? Int(source - SourceStyles.linkedBase) : Int(source)
      let none: (paragraph: Int32, id: Int32) = (-1, -1)
      if isLinked {
        // Linked sources are numbered as met: mostly one more each time.
        while index >= linkedLatest.count { linkedLatest.append(none) }
      } else if index >= latest.count {
        latest.append(
          contentsOf: repeatElement(none, count: max(index + 1, sources.count) - latest.count))
      }
      let known = isLinked ? linkedLatest[index] : latest[index]
      if known.id >= 0 && known.paragraph == paragraph {
        recent[slot] = (key, known.id)
        return known.id
      }
      let id: Int32
      if known.id < 0 {
        // A source met for the first time: the pair is new.
        id = make(key: key, sources: sources, paragraphs: paragraphs)
      } else {
        // The source's latest pair goes to the table, where this one is looked for.
        insert(key: Int64(source) << 32 | Int64(UInt32(bitPattern: known.paragraph)), id: known.id)
        if let found = find(key: key) {
          id = found
        } else {
          id = make(key: key, sources: sources, paragraphs: paragraphs)
          insert(key: key, id: id)
        }
      }
      if isLinked { linkedLatest[index] = (paragraph, id) } else { latest[index] = (paragraph, id) }
      recent[slot] = (key, id)
      return id
    }

    /// The style made for a pair already in `byPair`, or nil.
    private func find(key: Int64) -> Int32? { byPair[UInt64(bitPattern: key)] }

    /// Puts a pair made earlier into `byPair`, unless it is there. Sized by the pairs it
    /// holds, not by every style made: a page of distinct links makes a style per link, and
    /// only the few met again in another paragraph are indexed.
    private mutating func insert(key: Int64, id: Int32) {
      if byPair[UInt64(bitPattern: key)] == nil { byPair[UInt64(bitPattern: key)] = id }
    }

    /// Makes the style of a new pair.
    private mutating func make(
      key: Int64, sources: SourceStyles, paragraphs: StyledDocument.ValueTable<ParagraphStyle>
    ) -> Int32 {
      let paragraph = Int32(truncatingIfNeeded: key)
      let source = Int32(truncatingIfNeeded: key >> 32)
      // The source style is copied only when its values are merged; a source whose values
      // were merged before (a distinct link's or image's) takes the merge and its own link
      // and attachment, so making its style retains just what the new style holds. A linked
      // source (a style with a link beside it) takes the merge of its style's values
      // directly: no style is made for the style without the link, which most linked
      // sources (an image in a link, a link's text) never need.
      let style: TextStyle
      if paragraph >= 0 {
        // Styles that differ only by their image or link come one after another, or take
        // turns (a badge's image and its description): the merge is kept per style ID.
        let styleID = Int(sources.unlinked(source))
        if styleID >= mergesByStyle.count {
          mergesByStyle.append(
            contentsOf: repeatElement(
              (paragraph: Int32(-1), merge: Int32(-1)),
              count: max(styleID + 1, sources.count) - mergesByStyle.count))
        }
        if mergesByStyle[styleID].paragraph != paragraph {
          mergesByStyle[styleID] = (paragraph, merge(of: source, paragraph, sources, paragraphs))
        }
        let merge = mergesByStyle[styleID].merge
        let (link, attachment) = sources.linkAndAttachment(of: source)
        style = TextStyle(storage: merges[Int(merge)], linkTarget: link, attachment: attachment)
      } else if SourceStyles.isLinked(source) {
        let (link, attachment) = sources.linkAndAttachment(of: source)
        style = TextStyle(
          storage: sources.storage(of: source), linkTarget: link, attachment: attachment)
      } else {
        style = sources[source]
      }
      let id = Int32(styles.count)
      styles.append(consume style)
      keys.append(key)
      return id
    }

    /// The merge of source `source`'s values with paragraph style `paragraph`: found by
    /// (number of the values, paragraph style), or made.
    private mutating func merge(
      of source: Int32, _ paragraph: Int32, _ sources: SourceStyles,
      _ paragraphs: StyledDocument.ValueTable<ParagraphStyle>
    ) -> Int32 {
      let identity = IntegerMap.key(sources.storageIdentity(of: source))
      let mergeKey = IntegerMap.key(valuesNumbers.number(of: identity), paragraph)
      if let known = mergeIndex[mergeKey] { return known }
      let merge = Int32(merges.count)
      mergeIndex[mergeKey] = merge
      var made = sources[sources.unlinked(source)]
      let value = paragraphs[paragraph]
      made.paragraph = value == ParagraphStyle() ? nil : value
      merges.append(made.storage)
      return merge
    }

    /// Makes room for `count` styles: about one per source style.
    mutating func reserve(_ count: Int) {
      // A page of distinct links or images has a style or two each: filled in one pass.
      styles.reserveLarge(count)
      keys.reserveLarge(count)
    }

    /// Makes room for `count` linked sources: about one per link.
    mutating func reserveLinked(_ count: Int) {
      linkedLatest.reserveLarge(count)
    }

    /// The source style of a style made here.
    func source(of id: Int32) -> Int32 { Int32(truncatingIfNeeded: keys[Int(id)] >> 32) }
  }
}
