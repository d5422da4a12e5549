extension MarkupScanner {
  /// Reads `<name attributes… >` or `<name attributes… />` at the `<` at `index`.
  ///
  /// Returns `nil` (lenient) or throws "malformed tag" (strict) when the bytes do not form a
  /// tag before the next `<` or the end of the input. Attributes are located, not decoded:
  /// `attributeSpans` holds them until the handler has seen the tag.
  mutating func parseOpeningTag(at index: Int) throws(MarkupError) -> (ScannedTag, Bool)? {
    var position = index + 1
    let nameStart = position
    while position < end, ASCII.isNameByte(base[position]) { position += 1 }
    let (name, nameKey) = cachedName(nameStart..<position)
    if !attributeSpans.isEmpty { attributeSpans.removeAll(keepingCapacity: true) }
    var attributeNames: Set<String>? = nil
    while true {
      let afterName = position
      while position < end, ASCII.isSpaceTabOrLineEnding(base[position]) { position += 1 }
      guard position < end else { break }
      let byte = base[position]
      if byte == ASCII.greaterThan {
        let tag = ScannedTag(
          name: name, nameKey: nameKey, sourceRange: index..<position + 1,
          attributeSpans: attributeSpans, input: input)
        return (tag, false)
      }
      if byte == ASCII.slash {
        guard position + 1 < end, base[position + 1] == ASCII.greaterThan else { break }
        let tag = ScannedTag(
          name: name, nameKey: nameKey, sourceRange: index..<position + 2,
          attributeSpans: attributeSpans, input: input)
        return (tag, true)
      }
      // An attribute must be separated from what comes before it by whitespace.
      guard position > afterName, ASCII.isLetter(byte) else { break }
      guard let attribute = try parseAttribute(at: &position, tagStart: index, tagName: name)
      else { break }
      if try isDuplicate(attribute.name, names: &attributeNames, index, name) { continue }
      attributeSpans.append(attribute)
    }
    if strict { throw .malformedTag(name, at: index, in: input) }
    return nil
  }

  /// Reads `</name>` (whitespace allowed before `>`) at the `<` at `index`.
  mutating func parseClosingTag(at index: Int) throws(MarkupError) -> (
    name: String, key: UInt64, end: Int
  )? {
    var position = index + 2
    let nameStart = position
    if position < end, ASCII.isLetter(base[position]) {
      while position < end, ASCII.isNameByte(base[position]) { position += 1 }
    }
    let named = position > nameStart ? cachedName(nameStart..<position) : nil
    let name = named?.name
    if let named {
      while position < end, ASCII.isSpaceTabOrLineEnding(base[position]) { position += 1 }
      if position < end, base[position] == ASCII.greaterThan {
        return (named.name, named.key, position + 1)
      }
    }
    if strict { throw .malformedClosingTag(name, at: index, in: input) }
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
    at position: inout Int, tagStart: Int, tagName: String
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
        cursor = firstIndex(of: quote, ASCII.lessThan, ASCII.ampersand, from: cursor, to: end)
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
          Self.lowercasedName(base, name), tag: tagName, at: tagStart, in: input)
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
  /// case-insensitively, byte by byte; very long tags switch to a set of names.
  private func isDuplicate(
    _ name: Range<Int>, names: inout Set<String>?, _ tagStart: Int, _ tagName: String
  ) throws(MarkupError) -> Bool {
    let found: Bool
    if attributeSpans.count < 16 {
      found = attributeSpans.contains { sameNameIgnoringCase($0.name, name) }
    } else {
      if names == nil {
        names = Set(attributeSpans.lazy.map { Self.lowercasedName(self.base, $0.name) })
      }
      found = !names!.insert(Self.lowercasedName(base, name)).inserted
    }
    if found, strict {
      throw .duplicateAttribute(
        Self.lowercasedName(base, name), tag: tagName, at: tagStart, in: input)
    }
    return found
  }

  /// Whether two names in the input are equal with ASCII letters compared case-insensitively.
  private func sameNameIgnoringCase(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
    guard first.count == second.count else { return false }
    for offset in 0..<first.count {
      let left = base[first.lowerBound + offset]
      let right = base[second.lowerBound + offset]
      if left != right, left | 0x20 != right | 0x20 || !ASCII.isLetter(left) { return false }
    }
    return true
  }

  /// The ASCII-lowercased name at `range` and its packed key (0 for names longer than eight
  /// bytes), reusing the string made for an earlier equal name: the few names a document
  /// repeats are then made once instead of once per tag.
  private mutating func cachedName(_ range: Range<Int>) -> (name: String, key: UInt64) {
    let key = ShortNameCache.key(
      lowercasing: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    if let known = nameCache[key] { return (cachedNames[Int(known)], key) }
    let name = Self.lowercasedName(base, range)
    if key != 0 {
      nameCache[key] = Int32(cachedNames.count)
      cachedNames.append(name)
    }
    return (name, key)
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
