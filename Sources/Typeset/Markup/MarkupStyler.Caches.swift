extension MarkupStyler {
  /// What the styler remembers so that work done once is not done again: what each tag name
  /// means, each (style, tag) step, the tag IDs of attribute-reading tags and the outcomes of
  /// recent links and images, each by key.
  ///
  /// Exact tables (``IntegerMap``) hold what must not be forgotten or is worth keeping; small
  /// direct-mapped caches (``RecentCache``) sit in front of them, and hold alone what may be
  /// recomputed. Keys made from hashes of source bytes can collide, so their values are
  /// records the styler checks against the bytes. The recent caches are used only for inputs
  /// large enough to repeat themselves, and every table is made on its first store, so a label
  /// pays for none. A class, so that a `memo(key) { compute }` can run `compute` on the styler
  /// while the caches stay where they are; the styler owns its one instance.
  ///
  ///     let id = try caches.step(IntegerMap.key(parent, tag)) { try rule(tag, over: parent) }
  final class Caches {
    /// What each tag name means: an index into `nameInfos`, by the name's packed key
    /// (`ShortNameCache.key(lowercasing:)`) or, for names longer than eight bytes, by name.
    @exclusivity(unchecked) private var shortNames = IntegerMap()
    private var longNames: [String: Int32] = [:]
    @exclusivity(unchecked) private var nameInfos: [NameInfo] = []
    /// The style each (parent style, tag) step gives, keyed `IntegerMap.key(parent, tag)`.
    @exclusivity(unchecked) private var steps = IntegerMap()
    @exclusivity(unchecked) private var recentSteps: RecentCache
    /// Attribute-reading tags by their source bytes' hash: an index into `readingTagList`,
    /// whose source is compared with the tag's.
    @exclusivity(unchecked) private var readingTags = IntegerMap()
    @exclusivity(unchecked) private var readingTagList: [ReadingTag] = []
    @exclusivity(unchecked) private var recentReadingTags: RecentCache
    /// Recent link tags by their URL value's hash mixed with the rule: an index into `links`.
    @exclusivity(unchecked) private var recentLinks: RecentCache
    @exclusivity(unchecked) var links: [LinkOutcome] = []
    /// Recent inline images by their source bytes' hash: an index into `images`.
    @exclusivity(unchecked) private var recentImages: RecentCache
    @exclusivity(unchecked) private var images: [ImageOutcome] = []
    /// Whether the input is large enough for the recent caches to pay.
    let remembersRecent: Bool
    /// `SeededHash.processSeed`, read once (a global's every read checks that it is made).
    let seed = SeededHash.processSeed
    /// Reused when attribute values with references are decoded.
    var scratch: [UInt8] = []
    /// Where link tags' targets are made: shared chunks, not an object per link.
    var linkArena = TextStyle.LinkTarget.Arena()
    /// A tag that changes nothing (for link tags whose URL is missing or unusable), or -1
    /// until one is needed.
    var identityTag: Int32 = -1

    /// Caches for an input of `count` bytes: the recent caches get 8 slots for a short string,
    /// up to 4096 from about 128 KB (see `MarkupScanner.cacheBits(forInputCount:)`).
    ///
    ///     let caches = Caches(inputCount: input.count)
    init(inputCount count: Int) {
      let bits = MarkupScanner.cacheBits(forInputCount: count)
      remembersRecent = count > 256
      recentSteps = RecentCache(slotBits: bits)
      recentReadingTags = RecentCache(slotBits: bits)
      recentLinks = RecentCache(slotBits: bits)
      recentImages = RecentCache(slotBits: bits)
    }

    /// What the tag name with packed key `key` (0 for a long name) means, looked up by
    /// `lookUp` the first time.
    ///
    ///     let info = caches.nameInfo(key) { lookUp(name()) }
    func nameInfo(
      _ key: UInt64, name: () -> String, _ lookUp: (String) -> NameInfo
    ) -> NameInfo {
      if key != 0 {
        if let known = shortNames[key] { return nameInfos[Int(known)] }
        let info = lookUp(name())
        shortNames[key] = Int32(nameInfos.count)
        nameInfos.append(info)
        return info
      }
      let name = name()
      if let known = longNames[name] { return nameInfos[Int(known)] }
      let info = lookUp(name)
      longNames[name] = Int32(nameInfos.count)
      nameInfos.append(info)
      return info
    }

    /// The style of a step keyed `IntegerMap.key(parent, tag)`: remembered, or `compute`d
    /// and remembered.
    ///
    ///     let style = try caches.step(key) { try applyRule(of: tag, over: parent) }
    func step(
      _ key: UInt64, _ compute: () throws(MarkupError) -> Int32
    ) throws(MarkupError) -> Int32 {
      if remembersRecent, let recent = recentSteps[key] { return recent }
      let style: Int32
      if let known = steps[key] {
        style = known
      } else {
        style = try compute()
        steps[key] = style
      }
      if remembersRecent { recentSteps[key] = style }
      return style
    }

    /// The tag ID of the attribute-reading tag written at `source` of `input`, hashing to
    /// `hash`: a remembered one written with the same bytes, else `make`'s, remembered
    /// (unless another tag of that hash holds the place, which only costs the next such tag a
    /// new ID).
    ///
    ///     let id = caches.readingTag(tag.sourceHash, source: range, in: input) { addTag() }
    func readingTag(
      _ hash: UInt64, source: Range<Int>, in input: UnsafeBufferPointer<UInt8>,
      _ make: () -> Int32
    ) -> Int32 {
      func isSame(_ index: Int32) -> Bool {
        MarkupStyler.same(input, readingTagList[Int(index)].source, source)
      }
      if remembersRecent, let recent = recentReadingTags[hash], isSame(recent) {
        return readingTagList[Int(recent)].tag
      }
      let known = readingTags[hash]
      var index: Int32
      if let known, isSame(known) {
        index = known
      } else {
        index = Int32(readingTagList.count)
        readingTagList.append(ReadingTag(source: source, tag: make()))
        if known == nil { readingTags[hash] = index }
      }
      if remembersRecent { recentReadingTags[hash] = index }
      return readingTagList[Int(index)].tag
    }

    /// The recent link outcome keyed `key` for which `isSame` holds, as an index into `links`.
    ///
    ///     if let index = caches.recentLink(key, isSame: { … }) { caches.links[index] }
    func recentLink(_ key: UInt64, isSame: (LinkOutcome) -> Bool) -> Int? {
      guard remembersRecent, let index = recentLinks[key], isSame(links[Int(index)]) else {
        return nil
      }
      return Int(index)
    }

    /// Remembers a link's outcome under `key`.
    ///
    ///     caches.remember(outcome, forLink: key)
    func remember(_ outcome: LinkOutcome, forLink key: UInt64) {
      guard remembersRecent else { return }
      recentLinks[key] = Int32(links.count)
      links.append(outcome)
    }

    /// The style of the image character of an image tag hashing to `hash` over style
    /// `before`: a recent one's for which `isSame` holds (same source), else `make`'s,
    /// remembered; `nil` when `make` gives none.
    ///
    ///     let style = try caches.imageStyle(hash, over: current, isSame: …) { try makeImage() }
    func imageStyle(
      _ hash: UInt64, over before: Int32, isSame: (ImageOutcome) -> Bool,
      _ make: () throws(MarkupError) -> (style: Int32?, source: Range<Int>)
    ) throws(MarkupError) -> Int32? {
      let key = hash ^ UInt64(UInt32(bitPattern: before)) &* 0x9E37_79B9_7F4A_7C15
      if remembersRecent, let index = recentImages[key] {
        let image = images[Int(index)]
        if image.before == before, isSame(image) { return image.style }
      }
      let made = try make()
      guard let style = made.style else { return nil }
      if remembersRecent {
        recentImages[key] = Int32(images.count)
        images.append(ImageOutcome(source: made.source, before: before, style: style))
      }
      return style
    }
  }

  /// What a recent link tag did: by its rule and its URL attribute's value as written. A tag
  /// ID to step with when the value gives no link (`tag` ≥ 0: the identity tag, or the rule's
  /// style alone for a refused link), else its last step: the parent style and the style over
  /// it, which carries the target.
  ///
  ///     LinkOutcome(value: 9..<28, rule: 0, tag: -1, parent: 0, style: 3)
  struct LinkOutcome {
    /// Where the value is written in the input.
    var value: Range<Int>
    var rule: Int32
    var tag: Int32
    var parent: Int32
    var style: Int32
  }

  /// An attribute-reading tag's ID, and where the tag is written in the input.
  ///
  ///     ReadingTag(source: 4..<30, tag: 2)
  struct ReadingTag {
    var source: Range<Int>
    var tag: Int32
  }

  /// What a recent image tag made: the style of its image character over style `before`.
  ///
  ///     ImageOutcome(source: 4..<30, before: 0, style: 2)
  struct ImageOutcome {
    /// Where the tag is written in the input.
    var source: Range<Int>
    var before: Int32
    var style: Int32
  }
}
