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
    /// The tag name's number (an index into `coveringNames`).
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
  /// The distinct styles, by ID (style 0 is the base).
  private var table = StyledText.StyleTable()
  var styles: [TextStyle] { table.styles }
  /// What the styler remembers between tags: name lookups, steps, tag IDs, recent links and
  /// images.
  private let caches: Caches
  /// The rules of the tag names seen so far; name infos and tag records refer to them by index.
  private var rules: [KnownRule] = []
  /// What each tag ID stands for.
  private var tags: [TagRecord] = []
  /// The attributes of the tags in `tags`, as spans of the input.
  private var tagSpans: [MarkupAttributeSpan] = []
  /// Every tag opened so far; the open ones form a linked list ending at `tail`, so closing
  /// a tag in the middle (overlap) unlinks it in constant time.
  private var nodes: [OpenTag] = []
  /// The first slot of `nodes` whose tag has closed (-1 for none; the others follow through
  /// `next`), reused by the next tag that opens, so the table stays as large as the deepest
  /// nesting rather than growing with every tag.
  private var freeSlot = -1
  private var tail = -1
  /// The covering tag names by name number: the name, for messages, and its innermost open
  /// tag.
  private var coveringNames: [CoveringName] = []
  private var repairBudget: Int
  /// Where the style changes in the output: the byte offsets, increasing, and the style IDs
  /// from there on; consecutive styles differ. Two arrays in the shape `StyledText` keeps its
  /// runs in, so assembling the runs moves them instead of copying.
  private(set) var transitionOffsets: [Int] = [0]
  private(set) var transitionStyles: [Int32] = [0]

  /// What a tag name means, looked up in the scheme once per distinct name.
  /// Plain integers only, so looking a name up copies no references.
  enum NameInfo {
    case unknown
    /// A tag that covers text and ignores its attributes: one tag ID for every use.
    case plain(tag: Int32, name: Int)
    /// A tag that covers text and reads its attributes: a tag ID per distinct attribute list;
    /// `rule` indexes `rules`.
    case reading(rule: Int, name: Int)
    /// A link tag (`TagScheme.Rule.link`): a tag ID per distinct target; `rule` indexes
    /// `rules`.
    case link(rule: Int, name: Int)
    /// A self-closing tag; `rule` indexes `rules`.
    case standalone(rule: Int)
  }

  /// A rule of the scheme in use, with what links need.
  private struct KnownRule {
    var rule: TagScheme.Rule
    /// For a link rule, the tag ID of its style alone (a plain tag, so the merged style is
    /// memoised per parent and each link only adds its target); -1 for the others.
    var linkStyleTag: Int32 = -1
    /// For a link rule, its URL attribute's name packed by `ShortNameCache.key(lowercasing:)`
    /// (0 when longer than eight bytes or not lowercase), so finding the attribute among a
    /// tag's compares integers.
    var linkAttributeKey: UInt64 = 0
    /// The rule's style over the base style, when the scheme built it once (see
    /// `TagScheme.stylesOverBody`).
    var overBase: TextStyle? = nil
  }

  /// What each tag ID stands for, in one record so that a new tag (every link of a document,
  /// often) is one append.
  private struct TagRecord {
    /// The rule, an index into `rules`.
    var rule: Int32
    /// The name's number (an index into `coveringNames`; -1 for the identity tag).
    var name: Int32
    /// Where the attributes sit in the input: `tagSpans[spanStart..<spanStart + spanCount]`,
    /// decoded only when a rule runs. Plain values, so a document with a thousand distinct
    /// attribute lists keeps no thousand arrays alive.
    var spanStart: Int
    var spanCount: Int32
  }

  /// A covering tag name: its string, for messages, and its innermost open tag (-1 for none;
  /// the others of the name follow through `OpenTag.sameNameBefore`).
  private struct CoveringName {
    var name: String
    var innermost = -1
  }

  init(base: TextStyle, scheme: TagScheme, mode: MarkupMode, input: UnsafeBufferPointer<UInt8>) {
    self.scheme = scheme
    self.mode = mode
    self.input = input
    caches = Caches(inputCount: input.count)
    if input.count > 1024 {
      // About one transition per 30 bytes in tag-dense text; reserving address space that is
      // never written costs nothing, and growing by doubling would copy and fault every page
      // again. Likewise for the styles and tags a page of distinct links makes, one each per
      // link: room for a link every 32 bytes, so such a page never copies them to grow.
      transitionOffsets.reserveCapacity(input.count / 16 + 8)
      transitionStyles.reserveCapacity(input.count / 16 + 8)
      table.reserveStyles(input.count / 32)
      tags.reserveCapacity(input.count / 32)
    }
    repairBudget = 4 * input.count + 4096
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
      return try standaloneTag(tag, rule: rules[rule].rule, outputOffset: outputOffset)
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
    var open = OpenTag(
      name: Int32(nameNumber), tag: tagID, isLink: isLink, styleBefore: before, style: style,
      sourceOffset: tag.sourceRange.lowerBound, previous: tail)
    open.sameNameBefore = coveringNames[nameNumber].innermost
    let index: Int
    if freeSlot >= 0 {
      index = freeSlot
      freeSlot = nodes[index].next
      nodes[index] = open
    } else {
      index = nodes.count
      nodes.append(open)
    }
    coveringNames[nameNumber].innermost = index
    if tail >= 0 { nodes[tail].next = index }
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
    guard nameNumber >= 0, coveringNames[nameNumber].innermost >= 0 else {
      if mode == .strict {
        throw .strayClosingTag(name, at: sourceRange.lowerBound, in: input)
      }
      return .consume
    }
    let index = coveringNames[nameNumber].innermost
    coveringNames[nameNumber].innermost = nodes[index].sameNameBefore
    let (previous, next) = (nodes[index].previous, nodes[index].next)
    if previous >= 0 { nodes[previous].next = next }
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
      return try standaloneTag(tag, rule: rules[rule].rule, outputOffset: outputOffset)
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
      let imageStyle: Int32
      if let known = caches.imageStyle(hash, over: current, source: tag.sourceRange, in: input) {
        imageStyle = known
      } else {
        let attachment: TextAttachment?
        do {
          attachment = try make(TagAttributes(tag.attributes))
        } catch {
          return try invalid(tag, error)
        }
        guard let attachment else { return .consume }
        imageStyle = intern(table.styles[Int(current)].attachment(attachment))
        caches.remember(image: imageStyle, hash: hash, over: current, source: tag.sourceRange)
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
    guard mode == .strict, tail >= 0 else { return }
    var first = tail
    while nodes[first].previous >= 0 { first = nodes[first].previous }
    throw .unclosedTag(
      coveringNames[Int(nodes[first].name)].name, at: nodes[first].sourceOffset, in: input)
  }

  // MARK: Steps

  /// A tag the scheme has no rule for: an error in strict mode, else the scheme's policy.
  private func unknown(_ name: String, _ range: Range<Int>) throws(MarkupError)
    -> MarkupTagAction
  {
    if mode == .strict { throw .unknownTag(name, at: range.lowerBound, in: input) }
    return scheme.unknownTags == .keepLiteral ? .keepLiteral : .consume
  }

  /// A tag whose rule rejected its attributes: an error in strict mode, else dropped.
  private func invalid(_ tag: ScannedTag, _ error: any Error) throws(MarkupError) -> MarkupTagAction
  {
    if mode == .strict {
      throw .custom("invalid <\(tag.name)>: \(error)", at: tag.sourceRange.lowerBound, in: input)
    }
    return .consume
  }

  /// What a tag name means; `key` is the scanner's packed name (0 for long names), which
  /// finds the names a document repeats without making or hashing their strings.
  private mutating func info(key: UInt64, name: @autoclosure () -> String) -> NameInfo {
    if let known = caches.nameInfo(key, name: name) { return known }
    let name = name()
    let info = lookUp(name)
    caches.remember(info, forName: name, key: key)
    return info
  }

  /// What a tag name means in the scheme, adding its rule (and tags that need no source).
  private mutating func lookUp(_ name: String) -> NameInfo {
    guard let rule = scheme.rules[name] else { return .unknown }
    let nameNumber = coveringNames.count
    if rule.isSelfClosing {
      rules.append(KnownRule(rule: rule))
      return .standalone(rule: rules.count - 1)
    }
    coveringNames.append(CoveringName(name: name))
    if case .link(let attribute, let style) = rule {
      rules.append(KnownRule(rule: rule, linkAttributeKey: Self.lowercaseKey(attribute)))
      rules.append(KnownRule(rule: .style(style)))
      rules[rules.count - 2].linkStyleTag = addTag(name: nameNumber, rule: rules.count - 1)
      return .link(rule: rules.count - 2, name: nameNumber)
    }
    if rule.readsAttributes {
      rules.append(KnownRule(rule: rule))
      return .reading(rule: rules.count - 1, name: nameNumber)
    }
    let base = table.styles[0]
    let isBody =
      base.storage === TextStyle.body.storage && base.linkTarget == nil
      && base.attachmentBox == nil
    rules.append(KnownRule(rule: rule, overBase: isBody ? scheme.stylesOverBody[name] : nil))
    return .plain(tag: addTag(name: nameNumber, rule: rules.count - 1), name: nameNumber)
  }

  /// The packed key of an attribute name written in lowercase, else 0: written names are
  /// lowercased before they are compared, so a name with capitals matches none, and keeps the
  /// slow path, which says so.
  private static func lowercaseKey(_ name: String) -> UInt64 {
    var name = name
    return name.withUTF8 { bytes in
      bytes.contains { $0 &- 0x41 < 26 } ? 0 : ShortNameCache.key(lowercasing: bytes)
    }
  }

  /// The tag ID of an attribute-reading tag: found by its source bytes when the same tag was
  /// written before; otherwise its attributes are kept and it gets a new ID.
  private mutating func readingTagID(_ tag: ScannedTag, rule: Int, name: Int) -> Int32 {
    let hash = tag.sourceHash
    if let known = caches.readingTag(hash, source: tag.sourceRange, in: input) { return known }
    let id = addTag(name: name, rule: rule, spans: tag.attributeSpans)
    caches.remember(readingTag: id, hash: hash, source: tag.sourceRange)
    return id
  }

  /// Whether the input's bytes at `range` equal those at `other`.
  static func same(
    _ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ other: Range<Int>
  ) -> Bool {
    range.count == other.count
      && ByteComparison.equal(
        UnsafeBufferPointer(rebasing: input[range]), UnsafeBufferPointer(rebasing: input[other]))
  }

  /// A new tag ID for the tag name numbered `name` with the rule at `rule` of `rules`, and
  /// the attributes at `spans`.
  private mutating func addTag(
    name: Int, rule: Int,
    spans: UnsafeBufferPointer<MarkupAttributeSpan> = UnsafeBufferPointer(start: nil, count: 0)
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
    return number >= 0 ? coveringNames[number].name : ""
  }

  /// The attributes of tag `tag`, decoded from the input.
  private func attributes(ofTag tag: Int32) -> TagAttributes {
    let start = tags[Int(tag)].spanStart
    let count = Int(tags[Int(tag)].spanCount)
    guard count > 0 else { return TagAttributes([]) }
    return tagSpans.withUnsafeBufferPointer { spans in
      TagAttributes(
        ScannedTag.attributes(
          of: UnsafeBufferPointer(rebasing: spans[start..<start + count]), in: input,
          reusing: &caches.scratch))
    }
  }

  /// The style of tag `tag` over style `parent`, memoised.
  private mutating func step(from parent: Int32, tag: Int32, at offset: Int) throws(MarkupError)
    -> Int32
  {
    let key = IntegerMap.key(parent, tag)
    if let known = caches.step(key) { return known }
    let style = try applyRule(ofTag: tag, over: parent, at: offset)
    caches.remember(step: style, for: key)
    return style
  }

  /// Runs the rule of tag `tag` over style `parent`: the style it gives.
  private mutating func applyRule(
    ofTag tag: Int32, over parent: Int32, at offset: Int
  ) throws(MarkupError) -> Int32 {
    let base = table.styles[Int(parent)]
    var result = parent
    let known = rules[Int(tags[Int(tag)].rule)]
    if parent == 0, let styled = known.overBase {
      result = intern(styled)
      return result == parent ? result : try checkLink(of: result, over: base, tag: tag, at: offset)
    }
    switch known.rule {
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
  ///
  /// A link written like a recent one is one probe of a small cache; any other link has its
  /// value decoded and checked, and the style table merges the equal styles of links that
  /// wrote one target apart. A page of distinct links then writes no large table at a random
  /// place per link, and makes no tag record.
  private mutating func linkStep(
    _ tag: ScannedTag, rule: Int, name nameNumber: Int, parent: Int32
  ) throws(MarkupError) -> (tag: Int32, style: Int32) {
    let attributeKey = rules[rule].linkAttributeKey
    let spans = tag.attributeSpans
    var found: MarkupAttributeSpan?
    if attributeKey != 0 {
      found = Self.span(keyed: attributeKey, in: spans, input: input)
    } else if case .link(let attribute, _) = rules[rule].rule {
      found = Self.span(named: attribute, in: spans, input: input)
    }
    guard let found else {
      return (try invalidLink(tag, name: nameNumber, rule: rule), -1)
    }
    let value = found.value
    let hash = SeededHash.hash(UnsafeBufferPointer(rebasing: input[value]), seed: caches.seed)
    let key = hash ^ UInt64(rule) &* 0x9E37_79B9_7F4A_7C15
    let styleTag = rules[rule].linkStyleTag
    let offset = tag.sourceRange.lowerBound
    let input = input
    if let index = caches.recentLink(
      key, isSame: { $0.rule == Int32(rule) && Self.same(input, $0.value, value) })
    {
      let cached = caches.links[index]
      if cached.tag >= 0 { return (cached.tag, -1) }
      if cached.parent == parent { return (styleTag, cached.style) }
      // The target (or an equal one) is the last step's.
      let target = table.styles[Int(cached.style)].linkTarget
      let style = try linked(over: parent, styleTag: styleTag, target: target, at: offset)
      caches.links[index].parent = parent
      caches.links[index].style = style
      return (styleTag, style)
    }
    var outcome = LinkOutcome(value: value, rule: Int32(rule), tag: -1, parent: parent, style: -1)
    let made = try newLinkTarget(tag, value: found, hash: hash, rule: rule, name: nameNumber)
    if let target = made.target {
      outcome.style = try linked(over: parent, styleTag: styleTag, target: target, at: offset)
    } else {
      outcome.tag = made.tag
    }
    caches.remember(outcome, forLink: key)
    return (outcome.tag >= 0 ? outcome.tag : styleTag, outcome.style)
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

  /// The span of the attribute whose name has packed key `key` among `spans`, or `nil`.
  private static func span(
    keyed key: UInt64, in spans: UnsafeBufferPointer<MarkupAttributeSpan>,
    input: UnsafeBufferPointer<UInt8>
  ) -> MarkupAttributeSpan? {
    let count = (64 - key.leadingZeroBitCount + 7) / 8
    return spans.first { span in
      span.name.count == count && ShortNameCache.name(span.name, in: input, hasKey: key)
    }
  }

  /// The span of the attribute named `name` (lowercase) among `spans`, or `nil`.
  private static func span(
    named name: String, in spans: UnsafeBufferPointer<MarkupAttributeSpan>,
    input: UnsafeBufferPointer<UInt8>
  ) -> MarkupAttributeSpan? {
    var wanted = name
    return wanted.withUTF8 { wanted in
      spans.first { span in
        span.name.count == wanted.count
          && zip(input[span.name], wanted).allSatisfy { written, byte in
            (written &- 0x41 < 26 ? written | 0x20 : written) == byte
          }
      }
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
    let caches = caches
    let target = ScannedTag.withDecodedValue(
      value, base: base, input: input, scratch: &caches.scratch
    ) { bytes -> TextStyle.LinkTarget? in
      if bytes.isEmpty { return nil }
      // Decoded bytes are hashed again: the hash kept is that of the target's bytes.
      let hash = value.hasReference ? SeededHash.hash(bytes, seed: caches.seed) : hash
      return TextStyle.LinkTarget.validating(bytes, hash: hash, in: &caches.linkArena)
    }
    guard let target else { return (nil, try invalidLink(tag, name: nameNumber, rule: rule)) }
    if !scheme.allowsUnsafeLinks, target.withBytes(URLSafety.isDangerous) {
      if mode == .strict {
        let name = coveringNames[nameNumber].name
        throw .custom(
          "invalid <\(name)>: unsafe link \(target.string.prefix(60))",
          at: tag.sourceRange.lowerBound,
          in: input)
      }
      return (nil, rules[rule].linkStyleTag)
    }
    return (target, -1)
  }

  /// A link tag without a usable URL: an error in strict mode, a tag that changes nothing in
  /// lenient mode.
  private mutating func invalidLink(
    _ tag: ScannedTag, name nameNumber: Int, rule: Int
  ) throws(MarkupError) -> Int32 {
    if mode == .strict, case .link(let attribute, _) = rules[rule].rule {
      let name = coveringNames[nameNumber].name
      throw .custom(
        "invalid <\(name)>: <\(name)> needs an \(attribute) attribute with a URL",
        at: tag.sourceRange.lowerBound, in: input)
    }
    return identity()
  }

  /// The tag that changes nothing, made on first use.
  private mutating func identity() -> Int32 {
    if caches.identityTag < 0 {
      rules.append(KnownRule(rule: .modifier { $0 }))
      caches.identityTag = addTag(name: -1, rule: rules.count - 1)
    }
    return caches.identityTag
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
