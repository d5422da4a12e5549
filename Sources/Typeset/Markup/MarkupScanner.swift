/// A one-pass scanner for XML-like tag markup over UTF-8 bytes.
///
/// It copies text to its output, decodes character references, drops comments and hands every
/// tag to a `MarkupHandler`, which decides what the tag becomes. Time and memory are linear in
/// the input and nothing recurses, so deep nesting and large inputs are ordinary.
///
/// What is text and what is markup:
/// - `<name …>`, `</name>`, `<name …/>` are tags. A `<` followed by anything else (space, digit,
///   `!` without `--`, end of input) is text in both modes. A `<` followed by a letter or `/`
///   that does not form a tag before the next `<` or the end is text in lenient mode and a
///   "malformed tag" error in strict mode. A tag never contains a `<`, not even inside a quoted
///   attribute value (write `&lt;` there).
/// - `<!-- … -->` disappears. Without its `-->` it is text in lenient mode and an
///   "unterminated comment" error in strict mode.
/// - `&…;` references are decoded: see `MarkupScanner+References.swift` for the exact rule.
struct MarkupScanner {
  /// Scans `input`, writes the decoded text into the returned bytes and reports every tag to
  /// `handler` in source order. Throws only in strict mode (or when the handler throws).
  static func scan<Handler: MarkupHandler>(
    _ input: UnsafeBufferPointer<UInt8>, mode: MarkupMode, handler: inout Handler
  ) throws(MarkupError) -> [UInt8] {
    guard let base = input.baseAddress, !input.isEmpty else { return [] }
    var scanner = MarkupScanner(
      input: input, base: base, strict: mode == .strict, output: Output(reserving: input.count))
    try scanner.run(&handler)
    return scanner.output.bytes
  }

  /// Scans `input` like ``scan(_:mode:handler:)`` but writes the text into `buffer`; returns
  /// the number of bytes written, or `nil` when the text did not fit (the scan stops there,
  /// and the handler has seen only part of the tags).
  static func scan<Handler: MarkupHandler>(
    _ input: UnsafeBufferPointer<UInt8>, mode: MarkupMode, handler: inout Handler,
    into buffer: UnsafeMutableBufferPointer<UInt8>
  ) throws(MarkupError) -> Int? {
    guard let base = input.baseAddress, !input.isEmpty else { return 0 }
    var scanner = MarkupScanner(
      input: input, base: base, strict: mode == .strict, output: Output(into: buffer))
    try scanner.run(&handler)
    return scanner.output.overflowed ? nil : scanner.output.count
  }

  let input: UnsafeBufferPointer<UInt8>
  let base: UnsafePointer<UInt8>
  let end: Int
  let strict: Bool
  /// The decoded text written so far.
  var output: Output
  /// A search for `-->` starting here or later is known to fail; keeps `<!--<!--…` linear.
  var commentCloseMissingFrom = Int.max
  /// The attributes of the tag being read, the first `attributeCount`: the array is reused
  /// from tag to tag and never shrinks, so starting a tag only sets the count.
  var attributeSpans: [MarkupAttributeSpan] = []
  var attributeCount = 0
  /// Tags read so far, by the top bits of their hash; see `RecentTag`. Empty until the first
  /// tag.
  var recentTags: [RecentTag] = []
  /// The attributes of the tags read, in reading order; `recentTags` refer to ranges of it.
  /// It grows only with tags that were read rather than recognised, and when it outgrows the
  /// recent tags (see `compactSpanPool()`) it keeps only theirs, so a document of distinct
  /// tags reuses one small, cached buffer instead of growing one with every tag.
  var spanPool: [MarkupAttributeSpan] = []
  /// The number of slot bits of the direct-mapped caches (the scanner's recent tags, the
  /// styler's tag, image and step caches) for an input of `count` bytes: 8 slots for a short
  /// string, up to 4096 from about 128 KB, so a label's styling allocates almost nothing and a
  /// document's distinct tags rarely evict each other.
  static func cacheBits(forInputCount count: Int) -> Int {
    var bits = 3
    while bits < 12 && (32 << bits) < count { bits += 1 }
    return bits
  }

  /// The seed of `tagHash(_:)`: the per-process seed the styler's tables use too.
  let hashSeed = SeededHash.processSeed

  private init(
    input: UnsafeBufferPointer<UInt8>, base: UnsafePointer<UInt8>, strict: Bool, output: Output
  ) {
    self.input = input
    self.base = base
    self.end = input.count
    self.strict = strict
    self.output = output
  }

  private mutating func run<Handler: MarkupHandler>(_ handler: inout Handler) throws(MarkupError) {
    // A leading UTF-8 byte-order mark is an encoding signature, not text (as in cmark).
    let bom = end >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF
    var index = bom ? 3 : 0
    var textStart = index
    while !output.overflowed {
      index = nextSpecialByte(from: index)
      guard index < end else { break }
      if base[index] == ASCII.ampersand {
        guard
          let reference = try Self.parseReference(
            base, at: index, limit: end, strict: strict, input: input)
        else {
          index += 1
          continue
        }
        appendText(textStart..<index)
        output.append(reference.replacement)
        index = reference.end
        textStart = index
        continue
      }
      guard let after = try markup(at: index, textStart: textStart, handler: &handler) else {
        index += 1
        continue
      }
      index = after
      textStart = after
    }
    appendText(textStart..<end)
  }

  /// Reads the tag or comment at the `<` at `index`; returns the offset after it, or `nil` when
  /// the `<` is plain text. Text before `index` is flushed before a tag is reported.
  private mutating func markup<Handler: MarkupHandler>(
    at index: Int, textStart: Int, handler: inout Handler
  ) throws(MarkupError) -> Int? {
    guard index + 1 < end else { return nil }
    let next = base[index + 1]
    if ASCII.isLetter(next) {
      guard let slot = try parseOpeningTag(at: index) else { return nil }
      appendText(textStart..<index)
      let outputOffset = output.count
      let recent = recentTags[slot]
      let source = index..<index + recent.length
      let input = input
      // The tag holds only offsets and pointers, so handing it over copies no references. A
      // tag that was not kept has its attributes where they were read; each buffer is
      // borrowed in place, not copied out of the scanner.
      func report(
        _ pool: UnsafeBufferPointer<MarkupAttributeSpan>
      ) throws(MarkupError) -> MarkupTagAction {
        let spans = UnsafeBufferPointer(
          rebasing: pool[recent.spansStart..<recent.spansStart + recent.spansCount])
        let tag = ScannedTag(
          nameRange: recent.nameRange, nameKey: recent.nameKey, sourceRange: source,
          attributeSpans: spans, input: input, sourceHash: recent.hash)
        return recent.isSelfClosing
          ? try handler.selfClosingTag(tag, outputOffset: outputOffset)
          : try handler.openTag(tag, outputOffset: outputOffset)
      }
      let action =
        slot == oneOffSlot
        ? try attributeSpans.withUnsafeBufferPointer(report)
        : try spanPool.withUnsafeBufferPointer(report)
      apply(action, source: source)
      return source.upperBound
    }
    if next == ASCII.slash {
      guard let (name, nameKey, after) = try parseClosingTag(at: index) else { return nil }
      appendText(textStart..<index)
      let action = try handler.closeTag(
        named: name, key: nameKey, sourceRange: index..<after, outputOffset: output.count)
      apply(action, source: index..<after)
      return after
    }
    if next == ASCII.exclamation {
      guard let after = try skipComment(at: index) else { return nil }
      appendText(textStart..<index)
      return after
    }
    return nil
  }

  /// The offset of the next `<` or `&` at or after `start`, or `end`.
  @inline(__always)
  private func nextSpecialByte(from start: Int) -> Int {
    ByteScanner(anyOf: ASCII.lessThan, ASCII.ampersand).firstIndex(in: base, from: start, to: end)
  }

  @inline(__always)
  private mutating func appendText(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    output.append(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
  }

  private mutating func apply(_ action: MarkupTagAction, source: Range<Int>) {
    switch action {
    case .consume: break
    case .keepLiteral: appendText(source)
    case .insert(let text): output.append(text)
    }
  }
}
