#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Turns the tags `MarkupScanner` reports into style changes, one linear pass, no recursion.
///
/// Every character's style is the base style with the rules of all tags covering it applied
/// in the order the tags opened. Each (style, tag) step is memoised, so a rule runs once per
/// distinct combination. Closing a tag that is not the innermost (overlapping tags) recomputes
/// the tags opened after it, stopping as soon as a level comes out as before; a budget
/// proportional to the input bounds that work on hostile input, after which a misnested close
/// only takes the closed tag away from the text that follows it at its own level.
struct MarkupStyler: MarkupHandler {
  private struct OpenTag {
    /// The tag name's number (an index into `innermostByName` and `tagNames`).
    var name: Int32
    /// The tag to step with; for a link, the tag of its rule's style alone (see `isLink`).
    var tag: Int32
    /// Whether this is a link whose target is its style's: stepping it over another parent
    /// steps `tag` and puts the target back on the result.
    var isLink = false
    var styleBefore: Int32
    var style: Int32
    var sourceOffset: Int
    /// The previous and next open tags, in opening order (-1 for none). A closed tag's
    /// `next` is the next closed slot free for reuse.
    var previous: Int
    var next = -1
    /// The open tag of the same name opened before this one (-1 for none).
    var sameNameBefore = -1

    init(
      name: Int32, tag: Int32, isLink: Bool, styleBefore: Int32, style: Int32,
      sourceOffset: Int, previous: Int
    ) {
      self.name = name
      self.tag = tag
      self.isLink = isLink
      self.styleBefore = styleBefore
      self.style = style
      self.sourceOffset = sourceOffset
      self.previous = previous
    }
  }

  let scheme: TagScheme
  let mode: MarkupMode
  let input: UnsafeBufferPointer<UInt8>
  /// `SeededHash.processSeed`, read once (a global's every read checks that it is made).
  private let seed: UInt64

  /// The distinct styles, by ID (style 0 is the base).
  private var table = StyledText.StyleTable()
  var styles: [TextStyle] { table.styles }
  /// What a tag name means, looked up in the scheme once per distinct name.
  /// Plain integers only, so looking a name up copies no references.
  private enum NameInfo {
    case unknown
    /// A tag that covers text and ignores its attributes: one tag ID for every use.
    case plain(tag: Int32, name: Int)
    /// A tag that covers text and reads its attributes: a tag ID per distinct attribute list;
    /// `rule` indexes `coveringRules`.
    case reading(rule: Int, name: Int)
    /// A link tag (`TagScheme.Rule.link`): a tag ID per distinct target; `rule` indexes
    /// `coveringRules`.
    case link(rule: Int, name: Int)
    /// A self-closing tag; `rule` indexes `standaloneRules`.
    case standalone(rule: Int)
  }

  private var names: [String: NameInfo] = [:]
  private var shortNames = ShortNameCache()
  /// The infos `shortNames` refers to.
  private var shortNameInfos: [NameInfo] = []
  private var standaloneRules: [TagScheme.Rule] = []
  /// The rules of the covering tags seen so far; tag IDs refer to them by index.
  private var coveringRules: [TagScheme.Rule] = []
  /// For each of `coveringRules` that is a link rule, the tag ID of its style alone (a plain
  /// tag, so the merged style is memoised per parent and each link only adds its target);
  /// -1 for the others.
  private var linkStyleTags: [Int32] = []
  /// The recent link tags by rule and by their URL attribute's value as written: a
  /// direct-mapped cache of (the value's seeded hash mixed with the rule, value start, value
  /// length, rule, what the tag does), sized like the other caches. What it does is a tag ID
  /// to step with when the value gives no link (`tag` ≥ 0: the identity tag, or the rule's
  /// style alone for a refused link), else its last step: the parent style and the style
  /// over it, which carries the target. A link written like a recent one is one probe of a
  /// small array that stays in the processor's caches; any other link has its value decoded
  /// and checked, and the style table merges the equal styles of links that wrote one target
  /// apart. A page of distinct links then writes no large table at a random place per link,
  /// and makes no tag record.
  private var linkCache:
    [(key: UInt64, start: Int, length: Int, rule: Int32, tag: Int32, parent: Int32, style: Int32)]
  /// For each of `coveringRules` that is a link rule, its URL attribute's name packed as
  /// `packedName(_:_:)` packs the bytes of a tag's (0 when longer than eight bytes, and for
  /// other rules), so finding the attribute among a tag's compares integers.
  private var linkAttributeKeys: [UInt64] = []
  /// A tag that changes nothing, for link tags whose URL is missing or unusable (lenient).
  private var identityTag: Int32 = -1
  /// What each tag ID stands for, in one record so that a new tag (every link of a document,
  /// often) is one append.
  private struct TagRecord {
    /// The rule, an index into `coveringRules`.
    var rule: Int32
    /// The name's number (an index into `tagNames`; -1 for the identity tag), for messages.
    var name: Int32
    /// Where the attributes sit in the input: `tagSpans[spanStart..<spanStart + spanCount]`,
    /// decoded only when a rule runs. Plain values, so a document with a thousand distinct
    /// attribute lists keeps no thousand arrays alive.
    var spanStart: Int
    var spanCount: Int32
  }

  private var tags: [TagRecord] = []
  private var tagSpans: [MarkupAttributeSpan] = []
  private var memo: StepMemo
  /// Reused when attribute values with references are decoded.
  private var scratch: [UInt8] = []
  /// Where link tags' targets are made: shared chunks, not an object per link.
  private var linkArena = TextStyle.LinkTarget.Arena()
  /// Every tag opened so far; the open ones form a linked list from `head` to `tail`, so
  /// closing a tag in the middle (overlap) unlinks it in constant time.
  private var nodes: [OpenTag] = []
  /// The first slot of `nodes` whose tag has closed (-1 for none; the others follow through
  /// `next`), reused by the next tag that opens, so the table stays as large as the deepest
  /// nesting rather than growing with every tag.
  private var freeSlot = -1
  private var head = -1
  private var tail = -1
  /// The innermost open tag of each covering tag name (by name number; -1 for none); the
  /// others of the name follow through `sameNameBefore`. Plain integers in flat arrays, so
  /// opening and closing a tag writes no nested array.
  private var innermostByName: [Int] = []
  /// The covering tag names by name number, for messages.
  private var tagNames: [String] = []
  /// A direct-mapped cache of attribute-reading tags by their source bytes: (the scanner's hash,
  /// source start, source length, tag ID). A tag written exactly like a recent one gets its ID
  /// without decoding its attributes.
  private var sourceTagCache: [(UInt64, Int, Int, Int32)]
  /// Behind that cache, every attribute-reading tag seen so far by its source bytes: an
  /// open-addressing table of (the hash's low half, source start, source length, tag ID; -1
  /// for empty), probed by the scanner's hash of the tag, which is seeded per process so
  /// crafted input cannot lengthen probe chains. Sixteen bytes a tag, as a document's
  /// distinct links make one each; inputs too large for 32-bit offsets skip the table.
  private var tagTable: [(check: UInt32, start: UInt32, length: UInt32, tag: Int32)] = []
  private var tagTableCount = 0
  /// The same for inline images: (hash, source start, source length, style before, style of
  /// the image character), so an image written like an earlier one over the same style makes
  /// no new attachment.
  private var attachmentCache: [(UInt64, Int, Int, Int32, Int32)]
  /// A direct-mapped cache in front of `memo`: (parent, tag, result) triples.
  private var stepCache: [(Int32, Int32, Int32)]
  /// 64 minus the slot bits of the three caches above, which are sized by the input (see
  /// `MarkupScanner.cacheBits(forInputCount:)`).
  private let cacheShift: UInt64
  private var repairBudget: Int
  /// Where the style changes in the output: the byte offsets, increasing, and the style IDs
  /// from there on; consecutive styles differ. Two arrays in the shape `StyledText` keeps its
  /// runs in, so assembling the runs moves them instead of copying.
  private(set) var transitionOffsets: [Int]
  private(set) var transitionStyles: [Int32]

  init(base: TextStyle, scheme: TagScheme, mode: MarkupMode, input: UnsafeBufferPointer<UInt8>) {
    self.scheme = scheme
    self.mode = mode
    self.input = input
    let bits = MarkupScanner.cacheBits(forInputCount: input.count)
    cacheShift = UInt64(64 - bits)
    sourceTagCache = Array(repeating: (0, 0, 0, -1), count: 1 << bits)
    attachmentCache = Array(repeating: (0, 0, 0, -1, -1), count: 1 << bits)
    stepCache = Array(repeating: (-1, -1, -1), count: 1 << bits)
    linkCache = Array(repeating: (0, 0, 0, -1, -1, -1, -1), count: 1 << bits)
    transitionOffsets = [0]
    transitionStyles = [0]
    // About one transition per 30 bytes in tag-dense text; reserving address space that is
    // never written costs nothing, and growing by doubling would copy and fault every page
    // again.
    transitionOffsets.reserveCapacity(input.count / 16 + 8)
    transitionStyles.reserveCapacity(input.count / 16 + 8)
    // Likewise for the styles and tags a page of distinct links makes, one each per link:
    // room for a link every 32 bytes, so such a page never copies them to grow.
    table.reserveStyles(input.count / 32)
    tags.reserveCapacity(input.count / 32)
    repairBudget = 4 * input.count + 4096
    seed = SeededHash.processSeed
    memo = StepMemo(seed: seed)
    _ = intern(base)  // style 0
  }

  private var currentStyle: Int32 { tail >= 0 ? nodes[tail].style : 0 }

  // MARK: MarkupHandler

  mutating func openTag(_ tag: ScannedTag, outputOffset: Int) throws(MarkupError) -> MarkupTagAction
  {
    let tagID: Int32
    let nameNumber: Int
    let before = currentStyle
    var style: Int32 = -1
    var isLink = false
    switch info(key: tag.nameKey, name: tag.name) {
    case .unknown: return try unknown(tag.name, tag.sourceRange)
    case .standalone(let rule):
      return try standaloneTag(tag, rule: standaloneRules[rule], outputOffset: outputOffset)
    case .plain(let id, let name):
      tagID = id
      nameNumber = name
    case .reading(let rule, let name):
      tagID = readingTagID(tag, rule: rule, name: name)
      nameNumber = name
    case .link(let rule, let name):
      (tagID, style) = try linkStep(tag, rule: rule, name: name, parent: before)
      isLink = style >= 0
      nameNumber = name
    }
    if !isLink { style = try step(from: before, tag: tagID, at: tag.sourceRange.lowerBound) }
    let open = OpenTag(
      name: Int32(nameNumber), tag: tagID, isLink: isLink, styleBefore: before, style: style,
      sourceOffset: tag.sourceRange.lowerBound, previous: tail)
    let index: Int
    if freeSlot >= 0 {
      index = freeSlot
      freeSlot = nodes[index].next
      nodes[index] = open
    } else {
      index = nodes.count
      nodes.append(open)
    }
    nodes[index].sameNameBefore = innermostByName[nameNumber]
    innermostByName[nameNumber] = index
    if tail >= 0 { nodes[tail].next = index } else { head = index }
    tail = index
    mark(style, at: outputOffset)
    return .consume
  }

  mutating func closeTag(
    named nameRange: Range<Int>, key: UInt64, sourceRange: Range<Int>, outputOffset: Int
  ) throws(MarkupError) -> MarkupTagAction {
    let nameNumber: Int
    let input = input
    var name: String {
      guard let base = input.baseAddress else { return "" }
      return MarkupScanner.lowercasedName(base, nameRange)
    }
    switch info(key: key, name: name) {
    case .unknown: return try unknown(name, sourceRange)
    case .standalone: nameNumber = -1
    case .plain(_, let name), .reading(_, let name), .link(_, let name): nameNumber = name
    }
    guard nameNumber >= 0, innermostByName[nameNumber] >= 0 else {
      if mode == .strict {
        throw .strayClosingTag(name, at: sourceRange.lowerBound, in: input)
      }
      return .consume
    }
    let index = innermostByName[nameNumber]
    innermostByName[nameNumber] = nodes[index].sameNameBefore
    let (previous, next) = (nodes[index].previous, nodes[index].next)
    if previous >= 0 { nodes[previous].next = next } else { head = next }
    if next >= 0 { nodes[next].previous = previous } else { tail = previous }
    if next >= 0 { repair(from: next, parent: nodes[index].styleBefore) }
    nodes[index].next = freeSlot
    freeSlot = index
    mark(currentStyle, at: outputOffset)
    return .consume
  }

  mutating func selfClosingTag(
    _ tag: ScannedTag, outputOffset: Int
  ) throws(MarkupError) -> MarkupTagAction {
    switch info(key: tag.nameKey, name: tag.name) {
    case .unknown: return try unknown(tag.name, tag.sourceRange)
    case .standalone(let rule):
      return try standaloneTag(tag, rule: standaloneRules[rule], outputOffset: outputOffset)
    case .plain, .reading, .link:
      return .consume  // an empty element covers no text
    }
  }

  /// A tag whose rule inserts text or an attachment, written `<name …/>` or `<name …>`.
  private mutating func standaloneTag(
    _ tag: ScannedTag, rule: TagScheme.Rule, outputOffset: Int
  ) throws(MarkupError) -> MarkupTagAction {
    switch rule {
    case .insert(let text):
      return .insert(text)
    case .attachment(let make):
      let current = currentStyle
      let hash = tag.sourceHash
      let slot = Int(truncatingIfNeeded: hash &>> cacheShift)
      let cached = attachmentCache[slot]
      let imageStyle: Int32
      if cached.0 == hash, cached.3 == current, sameSource(cached.1, cached.2, tag.sourceRange) {
        imageStyle = cached.4
      } else {
        let attachment: TextAttachment?
        do {
          attachment = try make(TagAttributes(tag.attributes))
        } catch {
          return try invalid(tag, error)
        }
        guard let attachment else { return .consume }
        imageStyle = intern(table.styles[Int(current)].attachment(attachment))
        attachmentCache[slot] = (
          hash, tag.sourceRange.lowerBound, tag.sourceRange.count, current, imageStyle
        )
      }
      mark(imageStyle, at: outputOffset)
      mark(current, at: outputOffset + 3)  // U+FFFC is three UTF-8 bytes
      return .insert(String(TextAttachment.character))
    case .modifier, .attributeModifier, .style, .link:
      return .consume  // an empty element covers no text
    }
  }

  /// Reports the first tag still open at the end (strict mode only).
  func finish() throws(MarkupError) {
    guard mode == .strict, head >= 0 else { return }
    throw .unclosedTag(
      tagNames[Int(nodes[head].name)], at: nodes[head].sourceOffset, in: input)
  }

  // MARK: Steps

  private mutating func unknown(_ name: String, _ range: Range<Int>) throws(MarkupError)
    -> MarkupTagAction
  {
    if mode == .strict { throw .unknownTag(name, at: range.lowerBound, in: input) }
    return scheme.unknownTags == .keepLiteral ? .keepLiteral : .consume
  }

  private func invalid(_ tag: ScannedTag, _ error: any Error) throws(MarkupError) -> MarkupTagAction
  {
    if mode == .strict {
      throw .custom("invalid <\(tag.name)>: \(error)", at: tag.sourceRange.lowerBound, in: input)
    }
    return .consume
  }

  /// What a tag name means; `key` is the scanner's packed name (0 for long names), which
  /// finds the few names a document repeats without making or hashing their strings.
  private mutating func info(key: UInt64, name: @autoclosure () -> String) -> NameInfo {
    if let known = shortNames[key] { return shortNameInfos[Int(known)] }
    let found = lookUp(name())
    if key != 0 {
      shortNames[key] = Int32(shortNameInfos.count)
      shortNameInfos.append(found)
    }
    return found
  }

  private mutating func lookUp(_ name: String) -> NameInfo {
    if let known = names[name] { return known }
    let info: NameInfo
    if let rule = scheme.rules[name] {
      if rule.isSelfClosing {
        info = .standalone(rule: standaloneRules.count)
        standaloneRules.append(rule)
      } else if case .link(_, let style) = rule {
        info = .link(rule: coveringRules.count, name: innermostByName.count)
        appendRule(rule)
        appendRule(.style(style))
        linkStyleTags[coveringRules.count - 2] = addTag(
          name: innermostByName.count, spans: UnsafeBufferPointer(start: nil, count: 0),
          rule: coveringRules.count - 1)
        innermostByName.append(-1)
        tagNames.append(name)
      } else if rule.readsAttributes {
        info = .reading(rule: coveringRules.count, name: innermostByName.count)
        appendRule(rule)
        innermostByName.append(-1)
        tagNames.append(name)
      } else {
        appendRule(rule)
        let id = addTag(
          name: innermostByName.count, spans: UnsafeBufferPointer(start: nil, count: 0),
          rule: coveringRules.count - 1)
        info = .plain(tag: id, name: innermostByName.count)
        innermostByName.append(-1)
        tagNames.append(name)
      }
    } else {
      info = .unknown
    }
    names[name] = info
    return info
  }

  private mutating func appendRule(_ rule: TagScheme.Rule) {
    coveringRules.append(rule)
    linkStyleTags.append(-1)
    var key: UInt64 = 0
    if case .link(var attribute, _) = rule {
      // Written names are lowercased before they are compared, so a name with capitals
      // matches none; it keeps the slow path, which says so.
      key = attribute.withUTF8 { bytes in
        bytes.count <= 8 && !bytes.contains { $0 &- 0x41 < 26 }
          ? Self.packedName(bytes.baseAddress, 0..<bytes.count) : 0
      }
    }
    linkAttributeKeys.append(key)
  }

  /// The tag ID of an attribute-reading tag: found by its source bytes when the same tag was
  /// written before; otherwise its attributes are decoded and it gets a new ID.
  private mutating func readingTagID(_ tag: ScannedTag, rule: Int, name: Int) -> Int32 {
    if let cached = cachedTagID(tag) { return cached }
    let id = tableTagID(tag, hash: tag.sourceHash, rule: rule, name: name)
    cache(id, for: tag)
    return id
  }

  /// The tag ID `sourceTagCache` holds for a tag written with exactly these bytes, or `nil`.
  /// Mutating, like `sameSource` and `linkAttribute`, only so that the styler's mutating
  /// code passes it by reference: a method that is not is handed a copy of the whole styler.
  private mutating func cachedTagID(_ tag: ScannedTag) -> Int32? {
    let cached = sourceTagCache[Int(truncatingIfNeeded: tag.sourceHash &>> cacheShift)]
    guard cached.0 == tag.sourceHash, cached.3 >= 0,
      sameSource(cached.1, cached.2, tag.sourceRange)
    else { return nil }
    return cached.3
  }

  /// Remembers `id` for tags written with `tag`'s bytes.
  private mutating func cache(_ id: Int32, for tag: ScannedTag) {
    let slot = Int(truncatingIfNeeded: tag.sourceHash &>> cacheShift)
    sourceTagCache[slot] = (tag.sourceHash, tag.sourceRange.lowerBound, tag.sourceRange.count, id)
  }

  /// The tag ID for `tag`'s source bytes from `tagTable`, adding the tag when it is new.
  private mutating func tableTagID(
    _ tag: ScannedTag, hash: UInt64, rule: Int, name: Int
  ) -> Int32 {
    let source = tag.sourceRange
    guard input.count <= UInt32.max else {
      return addTag(name: name, spans: tag.attributeSpans, rule: rule)
    }
    if tagTableCount * 2 >= tagTable.count { growTagTable() }
    let mask = tagTable.count - 1
    let check = UInt32(truncatingIfNeeded: hash)
    var slot = Int(check) & mask
    while tagTable[slot].tag >= 0 {
      let entry = tagTable[slot]
      if entry.check == check, sameSource(Int(entry.start), Int(entry.length), source) {
        return entry.tag
      }
      slot = (slot + 1) & mask
    }
    let id = addTag(name: name, spans: tag.attributeSpans, rule: rule)
    tagTable[slot] = (check, UInt32(source.lowerBound), UInt32(source.count), id)
    tagTableCount += 1
    return id
  }

  /// Doubles `tagTable` (to 16 slots at first) and places every entry again.
  private mutating func growTagTable() {
    let capacity = max(16, tagTable.count * 2)
    let old = tagTable
    tagTable = Array(repeating: (0, 0, 0, -1), count: capacity)
    for entry in old where entry.tag >= 0 {
      var slot = Int(entry.check) & (capacity - 1)
      while tagTable[slot].tag >= 0 { slot = (slot + 1) & (capacity - 1) }
      tagTable[slot] = entry
    }
  }

  /// Whether the source bytes at `start` (`length` of them) equal those of `range`.
  private mutating func sameSource(_ start: Int, _ length: Int, _ range: Range<Int>) -> Bool {
    guard length == range.count, let base = input.baseAddress else { return false }
    return memcmp(base + start, base + range.lowerBound, length) == 0
  }

  /// A new tag ID for the tag name numbered `name` with the attributes at `spans` and the rule
  /// at `rule` of `coveringRules`.
  private mutating func addTag(
    name: Int, spans: UnsafeBufferPointer<MarkupAttributeSpan>, rule: Int
  ) -> Int32 {
    tags.append(
      TagRecord(
        rule: Int32(rule), name: Int32(name), spanStart: tagSpans.count,
        spanCount: Int32(spans.count)))
    // One at a time: `append(contentsOf:)` costs more than the copy for the few a tag has.
    for span in spans { tagSpans.append(span) }
    return Int32(tags.count - 1)
  }

  /// The name of tag `tag`, for messages.
  private func name(ofTag tag: Int32) -> String {
    let number = Int(tags[Int(tag)].name)
    return number >= 0 ? tagNames[number] : ""
  }

  /// The attributes of tag `tag`, decoded from the input.
  private mutating func attributes(ofTag tag: Int32) -> TagAttributes {
    let range = (start: tags[Int(tag)].spanStart, count: Int(tags[Int(tag)].spanCount))
    guard range.count > 0 else { return TagAttributes([]) }
    let input = input
    // Borrow the buffer without copying it.
    var scratch: [UInt8] = []
    swap(&scratch, &self.scratch)
    defer { swap(&scratch, &self.scratch) }
    return tagSpans.withUnsafeBufferPointer { spans in
      TagAttributes(
        ScannedTag.attributes(
          of: UnsafeBufferPointer(rebasing: spans[range.start..<range.start + range.count]),
          in: input, reusing: &scratch))
    }
  }

  /// The style of tag `tag` over style `parent`, memoised.
  private mutating func step(from parent: Int32, tag: Int32, at offset: Int) throws(MarkupError)
    -> Int32
  {
    let ruleIndex = Int(tags[Int(tag)].rule)
    let mixed = UInt64(UInt32(bitPattern: parent)) << 32 | UInt64(UInt32(bitPattern: tag))
    let slot = Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) &>> cacheShift)
    let cached = stepCache[slot]
    if cached.0 == parent && cached.1 == tag { return cached.2 }
    if let known = memo[parent, tag] {
      stepCache[slot] = (parent, tag, known)
      return known
    }
    let base = table.styles[Int(parent)]
    var result = parent
    switch coveringRules[ruleIndex] {
    case .modifier(let modify):
      result = intern(modify(base))
    case .style(let style):
      result = intern(base.merging(style))
    case .attributeModifier(let modify):
      do {
        result = intern(try modify(base, attributes(ofTag: tag)))
      } catch {
        if mode == .strict {
          throw .custom("invalid <\(name(ofTag: tag))>: \(error)", at: offset, in: input)
        }
      }
    case .insert, .attachment, .link:
      break
    }
    if result != parent { result = try checkLink(of: result, over: base, tag: tag, at: offset) }
    memo[parent, tag] = result
    stepCache[slot] = (parent, tag, result)
    return result
  }

  /// A link tag over style `parent`: its style, with the target of its URL attribute's
  /// value (`tag` is then the tag of the rule's style alone, stepped before the target is
  /// put on), or, when the value gives no link, `style` -1 and the tag to step with. The
  /// value is found as written when a recent link of the rule wrote it so, else decoded and
  /// checked: a missing or unusable URL makes the tag invalid (strict mode: an error;
  /// lenient: a tag that changes nothing); a dangerous one (see `URLSafety`) is refused
  /// unless the scheme allows unsafe links (lenient: the rule's style without the link, so
  /// the text keeps the link it had).
  private mutating func linkStep(
    _ tag: ScannedTag, rule: Int, name nameNumber: Int, parent: Int32
  ) throws(MarkupError) -> (tag: Int32, style: Int32) {
    guard let base = input.baseAddress, let found = linkAttribute(of: tag, rule: rule, base: base)
    else {
      return (try invalidLink(tag, name: nameNumber, rule: rule), -1)
    }
    let value = found.value
    let hash = SeededHash.hash(
      UnsafeBufferPointer(start: base + value.lowerBound, count: value.count),
      seed: seed)
    let key = hash ^ UInt64(rule) &* 0x9E37_79B9_7F4A_7C15
    let slot = Int(truncatingIfNeeded: key &>> cacheShift)
    let styleTag = linkStyleTags[rule]
    let offset = tag.sourceRange.lowerBound
    let cached = linkCache[slot]
    if cached.key == key, cached.rule == Int32(rule), sameSource(cached.start, cached.length, value)
    {
      if cached.tag >= 0 { return (cached.tag, -1) }
      if cached.parent == parent { return (styleTag, cached.style) }
      // The target (or an equal one) is the last step's.
      let target = table.styles[Int(cached.style)].linkTarget
      let style = try linked(over: parent, styleTag: styleTag, target: target, at: offset)
      linkCache[slot].parent = parent
      linkCache[slot].style = style
      return (styleTag, style)
    }
    let made = try newLinkTarget(tag, value: found, hash: hash, rule: rule, name: nameNumber)
    guard let target = made.target else {
      linkCache[slot] = (key, value.lowerBound, value.count, Int32(rule), made.tag, -1, -1)
      return (made.tag, -1)
    }
    let style = try linked(over: parent, styleTag: styleTag, target: target, at: offset)
    linkCache[slot] = (key, value.lowerBound, value.count, Int32(rule), -1, parent, style)
    return (styleTag, style)
  }

  /// The style of a link over `parent`: the style of its rule's style alone over `parent`
  /// (tag `styleTag`, memoised), sharing its storage, with `target` on it.
  private mutating func linked(
    over parent: Int32, styleTag: Int32, target: TextStyle.LinkTarget?, at offset: Int
  ) throws(MarkupError) -> Int32 {
    let styled = try step(from: parent, tag: styleTag, at: offset)
    let style = table.styles[Int(styled)]
    return intern(
      TextStyle(storage: style.storage, linkTarget: target, attachment: style.attachmentBox))
  }

  /// Up to eight name bytes at `range` of `base`, lowercased, packed into an integer: equal
  /// for names that are equal ignoring ASCII case, and, with their lengths, for no others
  /// (names hold no zero bytes).
  private static func packedName(_ base: UnsafePointer<UInt8>?, _ range: Range<Int>) -> UInt64 {
    guard let base else { return 0 }
    var key: UInt64 = 0
    var shift: UInt64 = 0
    for offset in range {
      let byte = base[offset]
      key |= UInt64(byte &- 0x41 < 26 ? byte | 0x20 : byte) &<< shift
      shift &+= 8
    }
    return key
  }

  /// The span of the URL attribute of link rule `rule` in `tag`, or `nil` (mutating: see
  /// `cachedTagID(_:)`).
  private mutating func linkAttribute(
    of tag: ScannedTag, rule: Int, base: UnsafePointer<UInt8>
  ) -> MarkupAttributeSpan? {
    let key = linkAttributeKeys[rule]
    guard key != 0 else {
      guard case .link(let attribute, _) = coveringRules[rule] else { return nil }
      return Self.span(named: attribute, in: tag.attributeSpans, base: base)
    }
    let count = (64 - key.leadingZeroBitCount + 7) / 8
    // A name written in lowercase is its key: one load, masked to its length, when eight
    // bytes from its start are in the input (a `>` follows every name).
    let mask = count == 8 ? ~UInt64(0) : (UInt64(1) &<< UInt64(count &* 8)) &- 1
    for span in tag.attributeSpans where span.name.count == count {
      let start = span.name.lowerBound
      if start &+ 8 <= input.count,
        UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
          & mask == key
      {
        return span
      }
      if Self.packedName(base, span.name) == key { return span }
    }
    return nil
  }

  /// The span of the attribute named `name` (lowercase) among `spans`, or `nil`.
  private static func span(
    named name: String, in spans: UnsafeBufferPointer<MarkupAttributeSpan>,
    base: UnsafePointer<UInt8>
  ) -> MarkupAttributeSpan? {
    var wanted = name
    return wanted.withUTF8 { wanted in
      for span in spans where span.name.count == wanted.count {
        var offset = 0
        while offset < wanted.count {
          let written = base[span.name.lowerBound &+ offset]
          guard (written &- 0x41 < 26 ? written | 0x20 : written) == wanted[offset] else { break }
          offset &+= 1
        }
        if offset == wanted.count { return span }
      }
      return nil
    }
  }

  /// The target of a link tag whose URL attribute is `value` (`hash` is its seeded hash as
  /// written), decoded and checked; or, when it gives no link, the tag to step with instead.
  private mutating func newLinkTarget(
    _ tag: ScannedTag, value: MarkupAttributeSpan, hash: UInt64, rule: Int,
    name nameNumber: Int
  ) throws(MarkupError) -> (target: TextStyle.LinkTarget?, tag: Int32) {
    guard let base = input.baseAddress else { return (nil, identity()) }
    // The target as Foundation would keep it, or nil: plain references as written, others
    // through `URL(string:)`. Without references the bytes are those hashed.
    var scratch: [UInt8] = []
    var arena = TextStyle.LinkTarget.Arena()
    swap(&scratch, &self.scratch)
    swap(&arena, &linkArena)
    let seed = seed
    let target = ScannedTag.withDecodedValue(value, base: base, input: input, scratch: &scratch) {
      bytes -> TextStyle.LinkTarget? in
      if bytes.isEmpty { return nil }
      // Decoded bytes are hashed again: the hash kept is that of the target's bytes.
      let hash =
        value.hasReference ? SeededHash.hash(bytes, seed: seed) : hash
      return TextStyle.LinkTarget.validating(bytes, hash: hash, in: &arena)
    }
    swap(&scratch, &self.scratch)
    swap(&arena, &linkArena)
    guard let target else { return (nil, try invalidLink(tag, name: nameNumber, rule: rule)) }
    if !scheme.allowsUnsafeLinks, target.withBytes(URLSafety.isDangerous) {
      if mode == .strict {
        let name = tagNames[nameNumber]
        throw .custom(
          "invalid <\(name)>: unsafe link \(target.string.prefix(60))",
          at: tag.sourceRange.lowerBound,
          in: input)
      }
      return (nil, linkStyleTags[rule])
    }
    return (target, -1)
  }

  /// A link tag without a usable URL: an error in strict mode, a tag that changes nothing in
  /// lenient mode.
  private mutating func invalidLink(
    _ tag: ScannedTag, name nameNumber: Int, rule: Int
  ) throws(MarkupError) -> Int32 {
    if mode == .strict, case .link(let attribute, _) = coveringRules[rule] {
      let name = tagNames[nameNumber]
      throw .custom(
        "invalid <\(name)>: <\(name)> needs an \(attribute) attribute with a URL",
        at: tag.sourceRange.lowerBound, in: input)
    }
    return identity()
  }

  /// The tag that changes nothing, made on first use.
  private mutating func identity() -> Int32 {
    if identityTag < 0 {
      appendRule(.modifier { $0 })
      identityTag = addTag(
        name: -1, spans: UnsafeBufferPointer(start: nil, count: 0),
        rule: coveringRules.count - 1)
    }
    return identityTag
  }

  /// Keeps a dangerous link a rule set (`javascript:` and the rest, see `URLSafety`) out of
  /// the style unless the scheme allows unsafe links: strict mode reports it, lenient mode
  /// keeps the rule's other effects and the link that was there before.
  private mutating func checkLink(
    of style: Int32, over base: TextStyle, tag: Int32, at offset: Int
  ) throws(MarkupError) -> Int32 {
    let candidate = table.styles[Int(style)]
    guard !scheme.allowsUnsafeLinks, let link = candidate.linkTarget,
      link != base.linkTarget, link.withBytes(URLSafety.isDangerous)
    else { return style }
    if mode == .strict {
      throw .custom(
        "invalid <\(name(ofTag: tag))>: unsafe link \(link.string.prefix(60))",
        at: offset, in: input)
    }
    var safe = candidate
    safe.linkTarget = base.linkTarget
    return intern(safe)
  }

  /// The ID of `style`, adding it when it is new (the styler keeps its own memos of recent
  /// steps, so the table is asked by value).
  private mutating func intern(_ style: consuming TextStyle) -> Int32 {
    table.internByValue(style)
  }

  /// Records that the text from `offset` on has style `style`.
  private mutating func mark(_ style: Int32, at offset: Int) {
    let last = transitionOffsets.count - 1
    if transitionOffsets[last] == offset {
      transitionStyles[last] = style
      if last > 0 && transitionStyles[last - 1] == style {
        transitionOffsets.removeLast()
        transitionStyles.removeLast()
      }
    } else if transitionStyles[last] != style {
      transitionOffsets.append(offset)
      transitionStyles.append(style)
    }
  }

  /// Moves the transitions out as runs of an output of `byteCount` bytes: each run's end
  /// offset and style ID, no run empty. The styler has no transitions afterwards.
  mutating func takeRuns(byteCount: Int) -> (ends: [Int], styles: [Int32]) {
    var ends: [Int] = []
    var styleIDs: [Int32] = []
    swap(&ends, &transitionOffsets)
    swap(&styleIDs, &transitionStyles)
    // Each transition starts where the one before ends: shift the offsets down by one place.
    ends.withUnsafeMutableBufferPointer { offsets in
      for index in offsets.indices.dropLast() { offsets[index] = offsets[index + 1] }
      offsets[offsets.count - 1] = byteCount
    }
    // Only the last transition can be empty (one marked at the very end of the output), and
    // only the first when the output is empty.
    while let last = ends.last, ends.count > 1, ends[ends.count - 2] >= last {
      ends.removeLast()
      styleIDs.removeLast()
    }
    if ends.count == 1, byteCount == 0 {
      ends = []
      styleIDs = []
    }
    return (ends, styleIDs)
  }

  /// Recomputes the styles of the open tags from `start` on over a new parent style.
  private mutating func repair(from start: Int, parent: Int32) {
    var parent = parent
    var position = start
    while position >= 0 {
      // Everything from here up is unchanged once a level sees the parent it had before.
      if nodes[position].styleBefore == parent { return }
      guard repairBudget > 0 else { return }
      repairBudget -= 1
      // Steps never throw here: every (style, tag) was accepted when the tag opened, or the
      // rule failed in lenient mode, where failures are not errors.
      let tag = nodes[position].tag
      let style: Int32
      if nodes[position].isLink {
        let target = table.styles[Int(nodes[position].style)].linkTarget
        style = (try? linked(over: parent, styleTag: tag, target: target, at: 0)) ?? parent
      } else {
        style = (try? step(from: parent, tag: tag, at: 0)) ?? parent
      }
      nodes[position].styleBefore = parent
      nodes[position].style = style
      parent = style
      position = nodes[position].next
    }
  }
}
