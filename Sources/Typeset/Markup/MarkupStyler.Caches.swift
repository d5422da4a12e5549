extension MarkupStyler {
  /// What the styler remembers so that work done once is not done again: what each tag name
  /// means, each (style, tag) step, the tag IDs of attribute-reading tags and the outcomes of
  /// recent links and images, each by key.
  ///
  /// Exact tables (``IntegerMap``) hold what must not be forgotten or is worth keeping; small
  /// direct-mapped caches (``RecentCache``) sit in front of them, and hold alone what may be
  /// recomputed. Keys made from hashes of source bytes can collide, so their entries carry
  /// the source, compared before an entry is used. The recent caches are used only for inputs
  /// large enough to repeat themselves, and every table is made on its first store, so a label
  /// pays for none.
  ///
  /// Each memo is a lookup and a `remember`, the computing between them done by the styler:
  /// a `memo(key) { compute }` whose closure changed the styler would make every call keep
  /// the caches alive by a retain and release, a tenth of the time on tag-dense input. A
  /// class, so that looking up leaves the styler as it is and copies nothing; the styler
  /// owns its one instance.
  ///
  ///     if let known = caches.step(key) { return known }
  ///     let style = try applyRule(ofTag: tag, over: parent, at: offset)
  ///     caches.remember(step: style, for: key)
  final class Caches {
    /// What each tag name means: an index into `nameInfos`, by the name's packed key
    /// (`ShortNameCache.key(lowercasing:)`) or, for names longer than eight bytes, by name.
    @exclusivity(unchecked) private var shortNames = IntegerMap()
    @exclusivity(unchecked) private var longNames: [String: Int32] = [:]
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
    @exclusivity(unchecked) var scratch: [UInt8] = []
    /// Where link tags' targets are made: shared chunks, not an object per link.
    @exclusivity(unchecked) var linkArena = TextStyle.LinkTarget.Arena()
    /// A tag that changes nothing (for link tags whose URL is missing or unusable), or -1
    /// until one is needed.
    @exclusivity(unchecked) var identityTag: Int32 = -1

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

    /// What the tag name with packed key `key` means, when it was looked up before (`name`
    /// is asked for only when the key is 0, for a name longer than eight bytes).
    ///
    ///     if let info = caches.nameInfo(key, name: name) { return info }
    func nameInfo(_ key: UInt64, name: () -> String) -> NameInfo? {
      let known = key != 0 ? shortNames[key] : longNames[name()]
      return known.map { nameInfos[Int($0)] }
    }

    /// Remembers what the tag name `name` with packed key `key` means.
    ///
    ///     caches.remember(info, forName: name, key: key)
    func remember(_ info: NameInfo, forName name: String, key: UInt64) {
      if key != 0 {
        shortNames[key] = Int32(nameInfos.count)
      } else {
        longNames[name] = Int32(nameInfos.count)
      }
      nameInfos.append(info)
    }

    /// The style of the step keyed `IntegerMap.key(parent, tag)`, when it was remembered.
    ///
    ///     if let known = caches.step(key) { return known }
    func step(_ key: UInt64) -> Int32? {
      if remembersRecent, let recent = recentSteps[key] { return recent }
      guard let known = steps[key] else { return nil }
      if remembersRecent { recentSteps[key] = known }
      return known
    }

    /// Remembers the style of the step keyed `key`.
    ///
    ///     caches.remember(step: style, for: key)
    func remember(step style: Int32, for key: UInt64) {
      steps[key] = style
      if remembersRecent { recentSteps[key] = style }
    }

    /// The tag ID of the attribute-reading tag written at `source` of `input`, hashing to
    /// `hash`, when one written with the same bytes was remembered.
    ///
    ///     if let id = caches.readingTag(hash, source: range, in: input) { return id }
    func readingTag(
      _ hash: UInt64, source: Range<Int>, in input: UnsafeBufferPointer<UInt8>
    ) -> Int32? {
      func isSame(_ index: Int32) -> Bool {
        MarkupStyler.same(input, readingTagList[Int(index)].source, source)
      }
      if remembersRecent, let recent = recentReadingTags[hash], isSame(recent) {
        return readingTagList[Int(recent)].tag
      }
      guard let known = readingTags[hash], isSame(known) else { return nil }
      if remembersRecent { recentReadingTags[hash] = known }
      return readingTagList[Int(known)].tag
    }

    /// Remembers the tag ID of the attribute-reading tag written at `source`, hashing to
    /// `hash` (unless another tag of that hash holds the place, which only costs the next
    /// such tag a new ID).
    ///
    ///     caches.remember(readingTag: id, hash: hash, source: range)
    func remember(readingTag tag: Int32, hash: UInt64, source: Range<Int>) {
      let index = Int32(readingTagList.count)
      readingTagList.append(ReadingTag(source: source, tag: tag))
      if readingTags[hash] == nil { readingTags[hash] = index }
      if remembersRecent { recentReadingTags[hash] = index }
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
      // The records of evicted links are dropped now and then, so the records stay as few
      // as the slots, in the processor's caches, on a page where every link is new.
      if links.count >= 2 * recentLinks.capacity {
        recentLinks.removeAll()
        links.removeAll(keepingCapacity: true)
      }
      recentLinks[key] = Int32(links.count)
      links.append(outcome)
    }

    /// The style of the image character of an image tag hashing to `hash` over style
    /// `before`, written at `source` of `input`, when a recent one was written alike.
    ///
    ///     if let style = caches.imageStyle(hash, over: current, source: range, in: input) { … }
    func imageStyle(
      _ hash: UInt64, over before: Int32, source: Range<Int>, in input: UnsafeBufferPointer<UInt8>
    ) -> Int32? {
      guard remembersRecent, let index = recentImages[Self.imageKey(hash, before)] else {
        return nil
      }
      let image = images[Int(index)]
      guard image.before == before, MarkupStyler.same(input, image.source, source) else {
        return nil
      }
      return image.style
    }

    /// Remembers the style of an image tag's character over style `before`.
    ///
    ///     caches.remember(image: style, hash: hash, over: current, source: range)
    func remember(image style: Int32, hash: UInt64, over before: Int32, source: Range<Int>) {
      guard remembersRecent else { return }
      if images.count >= 2 * recentImages.capacity {
        recentImages.removeAll()
        images.removeAll(keepingCapacity: true)
      }
      recentImages[Self.imageKey(hash, before)] = Int32(images.count)
      images.append(ImageOutcome(source: source, before: before, style: style))
    }

    /// The key of an image tag over a style: its hash mixed with the style.
    private static func imageKey(_ hash: UInt64, _ before: Int32) -> UInt64 {
      hash ^ UInt64(UInt32(bitPattern: before)) &* 0x9E37_79B9_7F4A_7C15
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
