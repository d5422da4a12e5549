extension MarkupScanner {
  /// Reads `<name attributes… >` or `<name attributes… />` at the `<` at `index`; returns
  /// the slot of `recentTags` that describes it.
  ///
  /// Returns `nil` (lenient) or throws "malformed tag" (strict) when the bytes do not form a
  /// tag before the next `<` or the end of the input. Attributes are located, not decoded.
  mutating func parseOpeningTag(at index: Int) throws(MarkupError) -> Int? {
    // The bytes up to the first `>` (before any `<`) find a tag read before with the same
    // bytes; a tag whose quoted value holds a `>` is simply found by its longer length. A
    // tag needs a `>` before the next `<`, so without one this is no tag.
    if recentTags.isEmpty {
      // One slot more than the cache has: the tag read last when it was not kept.
      recentTags = Array(
        repeating: RecentTag(), count: (1 << Self.cacheBits(forInputCount: end)) + 1)
    }
    let firstClose = ByteScanner(anyOf: ASCII.greaterThan, ASCII.lessThan).firstIndex(
      in: base, from: index + 1, to: end)
    guard firstClose < end, base[firstClose] == ASCII.greaterThan else {
      // Only for strict mode's error: reading cannot succeed without a `>`.
      try readOpeningTag(at: index, into: 0, hash: 0)
      return nil
    }
    let hash = tagHash(index..<firstClose + 1)
    let slotBits = (recentTags.count - 1).trailingZeroBitCount
    let slot = Int(truncatingIfNeeded: hash &>> UInt64(64 - slotBits))
    if recentTags[slot].hash == hash {
      let start = recentTags[slot].start
      let length = recentTags[slot].length
      if length <= end - index, ByteComparison.equal(base + index, base + start, count: length) {
        return slot
      }
    }
    // A tag is kept once it has been seen twice (its hash is noted the first time): a page
    // of tags each written once (every link different) then evicts none of the tags it
    // repeats, and its attributes never pile up in `spanPool`.
    let keep = recentTags[slot].seenHash == hash
    if !keep { recentTags[slot].seenHash = hash }
    let target = keep ? slot : oneOffSlot
    return try readOpeningTag(at: index, into: target, hash: hash) ? target : nil
  }

  /// The slot of `recentTags` past the cache's: the tag just read when it is not kept (see
  /// `parseOpeningTag(at:)`), its attributes left in `attributeSpans` (the first
  /// `attributeCount`).
  var oneOffSlot: Int { recentTags.count - 1 }

  /// Keeps in `spanPool` only the attributes the recent tags refer to, in place and in their
  /// order; called when the pool grows past a few times what the recent tags can hold, so
  /// the copying costs a small constant a tag.
  private mutating func compactSpanPool() {
    // The tags in the order of their spans, so moving each tag's spans down never
    // overwrites spans still to move.
    var order: [Int] = []
    order.reserveCapacity(recentTags.count)
    for slot in recentTags.indices.dropLast() where recentTags[slot].spansCount > 0 {
      order.append(slot)
    }
    order.sort { recentTags[$0].spansStart < recentTags[$1].spansStart }
    var next = 0
    for slot in order {
      let start = recentTags[slot].spansStart
      let count = recentTags[slot].spansCount
      for offset in 0..<count { spanPool[next + offset] = spanPool[start + offset] }
      recentTags[slot].spansStart = next
      next += count
    }
    spanPool.removeLast(spanPool.count - next)
  }

  /// Reads the opening tag at `index` byte by byte and, when it is one, records it in
  /// `recentTags[slot]` with its `hash`; whether it is one.
  @discardableResult
  private mutating func readOpeningTag(
    at index: Int, into slot: Int, hash: UInt64
  ) throws(MarkupError) -> Bool {
    let (nameRange, nameKey) = Self.scanName(base, end, from: index + 1)
    var position = nameRange.upperBound
    attributeCount = 0
    var attributeNames: Set<String>? = nil
    while true {
      let afterName = position
      while position < end, ASCII.isSpaceTabOrLineEnding(base[position]) { position += 1 }
      guard position < end else { break }
      let byte = base[position]
      var tagEnd = -1
      if byte == ASCII.greaterThan {
        tagEnd = position + 1
      } else if byte == ASCII.slash {
        guard position + 1 < end, base[position + 1] == ASCII.greaterThan else { break }
        tagEnd = position + 2
      }
      if tagEnd >= 0 {
        let isOneOff = slot == oneOffSlot
        if !isOneOff, spanPool.count + attributeCount > 8 * recentTags.count + 64 {
          compactSpanPool()
        }
        recentTags[slot] = RecentTag(
          hash: hash, seenHash: recentTags[slot].seenHash, start: index, length: tagEnd - index,
          nameRange: nameRange, nameKey: nameKey, spansStart: isOneOff ? 0 : spanPool.count,
          spansCount: attributeCount, isSelfClosing: byte == ASCII.slash)
        // One at a time: `append(contentsOf:)` costs more than the copy for a tag's few.
        if !isOneOff {
          for offset in 0..<attributeCount { spanPool.append(attributeSpans[offset]) }
        }
        return true
      }
      // An attribute must be separated from what comes before it by whitespace.
      guard position > afterName, ASCII.isLetter(byte) else { break }
      guard let attribute = try parseAttribute(at: &position, tagStart: index, nameRange: nameRange)
      else { break }
      if try isDuplicate(attribute.name, names: &attributeNames, index, nameRange) { continue }
      if attributeCount < attributeSpans.count {
        attributeSpans[attributeCount] = attribute
      } else {
        attributeSpans.append(attribute)
      }
      attributeCount += 1
    }
    if strict { throw .malformedTag(Self.lowercasedName(base, nameRange), at: index, in: input) }
    return false
  }

  /// A hash of the bytes at `range`, eight at a time, never 0.
  ///
  /// Each step is a bijection of the state mixed with the next word, and the state starts
  /// from a per-process random seed, so tags that collide cannot be written down in advance:
  /// the styler's table of tags, probed by this hash, stays fast on hostile input.
  func tagHash(_ range: Range<Int>) -> UInt64 {
    SeededHash.hash(
      UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), seed: hashSeed)
  }

  /// The tag or attribute name's bytes from `start` and its packed key
  /// (`ShortNameCache.key(lowercasing:)`, 0 when longer than eight bytes), in `base` up to
  /// `end`. Static, like the other helpers the scanner's mutating code calls per tag: a
  /// method of the scanner would be handed a copy of it at every call.
  private static func scanName(
    _ base: UnsafePointer<UInt8>, _ end: Int, from start: Int
  ) -> (range: Range<Int>, key: UInt64) {
    var position = start
    var key: UInt64 = 0
    while position < end, ASCII.isNameByte(base[position]) {
      key = ShortNameCache.key(key, appending: base[position])
      position += 1
    }
    return (start..<position, position - start > 8 ? 0 : key)
  }

  /// Reads `</name>` (whitespace allowed before `>`) at the `<` at `index`: the name's
  /// bytes, its packed key (0 for names longer than eight bytes) and the offset after `>`.
  mutating func parseClosingTag(at index: Int) throws(MarkupError) -> (
    name: Range<Int>, key: UInt64, end: Int
  )? {
    var name = index + 2..<index + 2
    var key: UInt64 = 0
    if name.lowerBound < end, ASCII.isLetter(base[name.lowerBound]) {
      (name, key) = Self.scanName(base, end, from: name.lowerBound)
    }
    var position = name.upperBound
    if !name.isEmpty {
      while position < end, ASCII.isSpaceTabOrLineEnding(base[position]) { position += 1 }
      if position < end, base[position] == ASCII.greaterThan { return (name, key, position + 1) }
    }
    if strict {
      throw .malformedClosingTag(
        name.isEmpty ? nil : Self.lowercasedName(base, name), at: index, in: input)
    }
    return nil
  }

  /// Skips `<!-- … -->` at the `<` at `index`; `nil` when this is not a complete comment.
  mutating func skipComment(at index: Int) throws(MarkupError) -> Int? {
    guard index + 3 < end, base[index + 2] == ASCII.hyphen, base[index + 3] == ASCII.hyphen else {
      return nil
    }
    var position = index + 4
    if position < commentCloseMissingFrom {
      while position + 2 < end {
        if base[position + 2] == ASCII.greaterThan, base[position + 1] == ASCII.hyphen,
          base[position] == ASCII.hyphen
        {
          return position + 3
        }
        position += 1
      }
      commentCloseMissingFrom = index + 4
    }
    if strict { throw .unterminatedComment(at: index, in: input) }
    return nil
  }

  /// Locates `name`, `name="value"`, `name='value'` or `name=value` starting at a letter, and
  /// moves `position` past it; `nil` when it is malformed. Strict mode checks the value's
  /// references here, so decoding it later cannot fail.
  private mutating func parseAttribute(
    at position: inout Int, tagStart: Int, nameRange tagName: Range<Int>
  ) throws(MarkupError) -> MarkupAttributeSpan? {
    let nameStart = position
    while position < end, ASCII.isNameByte(base[position]) { position += 1 }
    let name = nameStart..<position
    var cursor = position
    while cursor < end, ASCII.isSpaceTabOrLineEnding(base[cursor]) { cursor += 1 }
    guard cursor < end, base[cursor] == ASCII.equals else {
      return MarkupAttributeSpan(name: name, value: position..<position, hasReference: false)
    }
    cursor += 1
    while cursor < end, ASCII.isSpaceTabOrLineEnding(base[cursor]) { cursor += 1 }
    guard cursor < end else { return nil }
    let quote = base[cursor]
    let valueStart: Int
    let valueEnd: Int
    var hasReference = false
    if quote == ASCII.doubleQuote || quote == ASCII.singleQuote {
      valueStart = cursor + 1
      cursor = valueStart
      while true {
        // One scanner per quote, so each is made of constants and tests three bytes.
        let delimiters =
          quote == ASCII.doubleQuote
          ? ByteScanner(anyOf: ASCII.doubleQuote, ASCII.lessThan, ASCII.ampersand)
          : ByteScanner(anyOf: ASCII.singleQuote, ASCII.lessThan, ASCII.ampersand)
        cursor = delimiters.firstIndex(in: base, from: cursor, to: end)
        guard cursor < end, base[cursor] == ASCII.ampersand else { break }
        hasReference = true
        cursor += 1
      }
      guard cursor < end, base[cursor] == quote else { return nil }
      valueEnd = cursor
      position = cursor + 1
    } else {
      valueStart = cursor
      while cursor < end {
        let byte = base[cursor]
        if ASCII.isSpaceTabOrLineEnding(byte) || byte == ASCII.greaterThan || byte == ASCII.lessThan
        {
          break
        }
        if byte == ASCII.slash, cursor + 1 < end, base[cursor + 1] == ASCII.greaterThan { break }
        if byte == ASCII.ampersand { hasReference = true }
        cursor += 1
      }
      guard cursor > valueStart, cursor < end, base[cursor] != ASCII.lessThan else { return nil }
      if strict {
        throw .unquotedAttributeValue(
          Self.lowercasedName(base, name), tag: Self.lowercasedName(base, tagName), at: tagStart,
          in: input)
      }
      valueEnd = cursor
      position = cursor
    }
    if strict && hasReference { try checkReferences(valueStart..<valueEnd) }
    return MarkupAttributeSpan(name: name, value: valueStart..<valueEnd, hasReference: hasReference)
  }

  /// Throws at the first reference in `range` that strict mode rejects.
  private func checkReferences(_ range: Range<Int>) throws(MarkupError) {
    var index = range.lowerBound
    while index < range.upperBound {
      guard base[index] == ASCII.ampersand,
        let reference = try Self.parseReference(
          base, at: index, limit: range.upperBound, strict: true, input: input)
      else {
        index += 1
        continue
      }
      index = reference.end
    }
  }

  /// Whether an attribute named like `name` is already among `attributeSpans`: lenient mode
  /// drops the repeat (the first wins), strict mode throws. Names compare ASCII
  /// case-insensitively, byte by byte; very long tags switch to a set of names. Mutating
  /// only so that `readOpeningTag` passes the scanner by reference rather than a copy.
  private mutating func isDuplicate(
    _ name: Range<Int>, names: inout Set<String>?, _ tagStart: Int, _ tagName: Range<Int>
  ) throws(MarkupError) -> Bool {
    let found: Bool
    if attributeCount < 16 {
      var offset = 0
      while offset < attributeCount,
        !Self.sameNameIgnoringCase(base, attributeSpans[offset].name, name)
      {
        offset += 1
      }
      found = offset < attributeCount
    } else {
      if names == nil {
        let base = base
        names = Set(
          attributeSpans[..<attributeCount].lazy.map { Self.lowercasedName(base, $0.name) })
      }
      found = !names!.insert(Self.lowercasedName(base, name)).inserted
    }
    if found, strict {
      throw .duplicateAttribute(
        Self.lowercasedName(base, name), tag: Self.lowercasedName(base, tagName), at: tagStart,
        in: input)
    }
    return found
  }

  /// Whether two names in `base` are equal with ASCII letters compared case-insensitively.
  private static func sameNameIgnoringCase(
    _ base: UnsafePointer<UInt8>, _ first: Range<Int>, _ second: Range<Int>
  ) -> Bool {
    guard first.count == second.count else { return false }
    for offset in 0..<first.count {
      let left = base[first.lowerBound + offset]
      let right = base[second.lowerBound + offset]
      if left != right, left | 0x20 != right | 0x20 || !ASCII.isLetter(left) { return false }
    }
    return true
  }

  /// The ASCII-lowercased name at `range`.
  static func lowercasedName(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> String {
    let bytes = UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    guard bytes.contains(where: { $0 &- 0x41 < 26 }) else {
      return String(decoding: bytes, as: UTF8.self)
    }
    return String(unsafeUninitializedCapacity: bytes.count) { buffer in
      for (offset, byte) in bytes.enumerated() {
        buffer[offset] = byte &- 0x41 < 26 ? byte | 0x20 : byte
      }
      return bytes.count
    }
  }
}
