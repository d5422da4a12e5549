import TypesetSupport

// Scanners over byte buffers. Each takes a buffer, a start index and an end index (exclusive)
// and returns the end of the match or -1.

/// Case-insensitive comparison of `text[start...]` with a lowercase ASCII literal.
@inline(__always)
func matchesLower(_ text: Bytes, _ start: Int, _ end: Int, _ literal: StaticString) -> Bool {
  let length = literal.utf8CodeUnitCount
  if start + length > end { return false }
  let expected = literal.utf8Start
  for offset in 0..<length where ASCII.lowercased(text[start + offset]) != expected[offset] {
    return false
  }
  return true
}

/// Exact comparison of `text[start...]` with an ASCII literal.
@inline(__always)
func matchesExact(_ text: Bytes, _ start: Int, _ end: Int, _ literal: StaticString) -> Bool {
  let length = literal.utf8CodeUnitCount
  if start + length > end { return false }
  let expected = literal.utf8Start
  for offset in 0..<length where text[start + offset] != expected[offset] { return false }
  return true
}

/// §4.6: the tag names that start an HTML block of kind 6.
let htmlBlockType6Names: Set<[UInt8]> = Set(
  """
  address article aside base basefont blockquote body caption center col colgroup dd details \
  dialog dir div dl dt fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 \
  head header hr html iframe legend li link main menu menuitem nav noframes ol optgroup option p \
  param search section summary table tbody td tfoot th thead title tr track ul
  """.split(separator: " ").map { Array($0.utf8) })

/// §4.6: the tag names that start an HTML block of kind 1.
@inline(__always)
private func isRawTextTagName(_ name: [UInt8]) -> Bool {
  name == Array("pre".utf8) || name == Array("script".utf8) || name == Array("style".utf8)
    || name == Array("textarea".utf8)
}

/// §4.6 HTML blocks: the kind (1–7) of HTML block that starts at `start`, or 0. Kind 7 only
/// when `allow7` (it cannot interrupt a paragraph).
func htmlBlockStart(_ text: Bytes, _ start: Int, _ end: Int, allow7: Bool) -> Int {
  guard start < end, text[start] == ASCII.lessThan else { return 0 }
  var position = start + 1
  if position >= end { return 0 }
  let first = text[position]
  if first == ASCII.exclamation {
    if matchesExact(text, position + 1, end, "--") { return HTMLBlockKind.comment }
    if matchesExact(text, position + 1, end, "[CDATA[") { return HTMLBlockKind.cdata }
    if position + 1 < end && ASCII.isLetter(text[position + 1]) {
      return HTMLBlockKind.declaration
    }
    return 0
  }
  if first == UInt8(ascii: "?") { return HTMLBlockKind.processingInstruction }
  var closing = false
  if first == ASCII.slash {
    closing = true
    position += 1
  }
  let nameStart = position
  while position < end
    && (ASCII.isLetterOrDigit(text[position])
      || (position > nameStart && text[position] == ASCII.hyphen))
  {
    position += 1
  }
  if position == nameStart || !ASCII.isLetter(text[nameStart]) { return 0 }
  let name = (nameStart..<position).map { ASCII.lowercased(text[$0]) }
  let after: UInt8 = position < end ? text[position] : ASCII.lineFeed
  if !closing, position - nameStart <= CommonMark.maximumRawTextTagNameLength,
    isRawTextTagName(name)
  {
    if ASCII.isSpaceTabOrLineEnding(after) || after == ASCII.greaterThan {
      return HTMLBlockKind.rawText
    }
  }
  if htmlBlockType6Names.contains(name) {
    if ASCII.isSpaceTabOrLineEnding(after) || after == ASCII.greaterThan
      || (after == ASCII.slash && position + 1 < end && text[position + 1] == ASCII.greaterThan)
    {
      return HTMLBlockKind.blockTag
    }
  }
  if allow7 {
    var tagEnd = -1
    if closing {
      tagEnd = scanClosingTag(text, start, end)
    } else {
      var memo = ScanMemo()
      tagEnd = scanOpenTag(text, start, end, &memo)
      // §4.6 leaves `pre`, `script`, `style` and `textarea` to kind 1, which does not match
      // their self-closing form (`<script/>`); like every reference implementation, such a
      // tag alone on a line opens a kind 7 block (see DESIGN.md).
      if isRawTextTagName(name) {
        guard tagEnd > 0 && text[tagEnd - 2] == ASCII.slash else { return 0 }
      }
    }
    if tagEnd > 0 {
      var rest = tagEnd
      while rest < end && ASCII.isSpaceOrTab(text[rest]) { rest += 1 }
      if rest >= end || ASCII.isLineEnding(text[rest]) { return HTMLBlockKind.anyTag }
    }
  }
  return 0
}

/// §4.6 HTML blocks: whether the line `text[start..<end]` contains the end condition of HTML
/// block kind 1–5.
func htmlBlockEnds(_ kind: Int, _ text: Bytes, _ start: Int, _ end: Int) -> Bool {
  switch kind {
  case HTMLBlockKind.rawText:
    for position in start..<max(start, end)
    where text[position] == ASCII.lessThan && position + 1 < end
      && text[position + 1] == ASCII.slash
    {
      if matchesLower(text, position + 2, end, "script>")
        || matchesLower(text, position + 2, end, "pre>")
        || matchesLower(text, position + 2, end, "style>")
        || matchesLower(text, position + 2, end, "textarea>")
      {
        return true
      }
    }
  case HTMLBlockKind.comment: return contains(text, start, end, "-->")
  case HTMLBlockKind.processingInstruction: return contains(text, start, end, "?>")
  case HTMLBlockKind.declaration: return contains(text, start, end, ">")
  case HTMLBlockKind.cdata: return contains(text, start, end, "]]>")
  default: break
  }
  return false
}

/// Whether `text[start..<end]` contains an ASCII literal.
private func contains(_ text: Bytes, _ start: Int, _ end: Int, _ literal: StaticString) -> Bool {
  let length = literal.utf8CodeUnitCount
  var position = start
  while position + length <= end {
    if matchesExact(text, position, end, literal) { return true }
    position += 1
  }
  return false
}

/// §6.6 Raw HTML: an open tag, `<tag attr="v" ...>` or `<tag/>`, starting at `start` (which
/// holds `<`); returns the index after `>`.
func scanOpenTag(_ text: Bytes, _ start: Int, _ end: Int, _ memo: inout ScanMemo) -> Int {
  var position = start + 1
  guard position < end, ASCII.isLetter(text[position]) else { return -1 }
  position += 1
  while position < end && (ASCII.isLetterOrDigit(text[position]) || text[position] == ASCII.hyphen)
  {
    position += 1
  }
  while true {
    let whitespaceStart = position
    while position < end && ASCII.isSpaceTabOrLineEnding(text[position]) { position += 1 }
    guard position < end else { return -1 }
    let byte = text[position]
    if byte == ASCII.greaterThan { return position + 1 }
    if byte == ASCII.slash {
      return position + 1 < end && text[position + 1] == ASCII.greaterThan ? position + 2 : -1
    }
    // An attribute: whitespace, then its name.
    if position == whitespaceStart || !ASCII.isAttributeNameStart(byte) { return -1 }
    position += 1
    while position < end && ASCII.isNameByte(text[position]) { position += 1 }
    // An optional value specification: `=` and a value, with optional whitespace around `=`.
    var valuePosition = position
    while valuePosition < end && ASCII.isSpaceTabOrLineEnding(text[valuePosition]) {
      valuePosition += 1
    }
    guard valuePosition < end && text[valuePosition] == ASCII.equals else { continue }
    valuePosition += 1
    while valuePosition < end && ASCII.isSpaceTabOrLineEnding(text[valuePosition]) {
      valuePosition += 1
    }
    guard valuePosition < end else { return -1 }
    let quote = text[valuePosition]
    if quote == ASCII.doubleQuote || quote == ASCII.singleQuote {
      let slot = quote == ASCII.doubleQuote ? ScanMemo.doubleQuote : ScanMemo.singleQuote
      let closingQuote = memo.find(slot, valuePosition + 1, end) { text[$0] == quote }
      if closingQuote < 0 { return -1 }
      position = closingQuote + 1
    } else {
      let valueStart = valuePosition
      while valuePosition < end && !isUnquotedValueTerminator(text[valuePosition]) {
        valuePosition += 1
      }
      if valuePosition == valueStart { return -1 }
      position = valuePosition
    }
  }
}

/// §6.6: a byte an unquoted attribute value cannot contain: whitespace, `"`, `'`, `=`, `<`,
/// `>` or `` ` ``.
@inline(__always)
private func isUnquotedValueTerminator(_ byte: UInt8) -> Bool {
  ASCII.isSpaceTabOrLineEnding(byte) || byte == ASCII.doubleQuote || byte == ASCII.singleQuote
    || byte == ASCII.equals || byte == ASCII.lessThan || byte == ASCII.greaterThan
    || byte == UInt8(ascii: "`")
}

/// §6.6 Raw HTML: a closing tag, `</tag >`, starting at `start`.
func scanClosingTag(_ text: Bytes, _ start: Int, _ end: Int) -> Int {
  var position = start + 2
  guard position < end, ASCII.isLetter(text[position]) else { return -1 }
  position += 1
  while position < end && (ASCII.isLetterOrDigit(text[position]) || text[position] == ASCII.hyphen)
  {
    position += 1
  }
  while position < end && ASCII.isSpaceTabOrLineEnding(text[position]) { position += 1 }
  return position < end && text[position] == ASCII.greaterThan ? position + 1 : -1
}

/// §6.6 Raw HTML starting at `start` (which holds `<`): an open or closing tag, a comment, a
/// processing instruction, a declaration or a CDATA section; returns the index after it or
/// -1.
func scanInlineHTML(_ text: Bytes, _ start: Int, _ end: Int, _ memo: inout ScanMemo) -> Int {
  guard start + 1 < end else { return -1 }
  let first = text[start + 1]
  if ASCII.isLetter(first) { return scanOpenTag(text, start, end, &memo) }
  if first == ASCII.slash { return scanClosingTag(text, start, end) }
  if first == UInt8(ascii: "?") {
    let found = memo.find(ScanMemo.piEnd, start + 2, end - 1) {
      text[$0] == UInt8(ascii: "?") && text[$0 + 1] == ASCII.greaterThan
    }
    return found < 0 ? -1 : found + 2
  }
  guard first == ASCII.exclamation else { return -1 }
  if matchesExact(text, start + 2, end, "--") {
    // <!--> and <!---> are complete comments (0.31).
    if matchesExact(text, start + 4, end, ">") { return start + 5 }
    if matchesExact(text, start + 4, end, "->") { return start + 6 }
    let found = memo.find(ScanMemo.commentEnd, start + 4, end - 2) {
      text[$0] == ASCII.hyphen && text[$0 + 1] == ASCII.hyphen
        && text[$0 + 2] == ASCII.greaterThan
    }
    return found < 0 ? -1 : found + 3
  }
  if matchesExact(text, start + 2, end, "[CDATA[") {
    let found = memo.find(ScanMemo.cdataEnd, start + 9, end - 2) {
      text[$0] == UInt8(ascii: "]") && text[$0 + 1] == UInt8(ascii: "]")
        && text[$0 + 2] == ASCII.greaterThan
    }
    return found < 0 ? -1 : found + 3
  }
  if start + 2 < end && ASCII.isLetter(text[start + 2]) {
    let found = memo.find(ScanMemo.greaterThan, start + 3, end) { text[$0] == ASCII.greaterThan }
    return found < 0 ? -1 : found + 1
  }
  return -1
}

/// §6.5 Autolinks: a URI autolink, `<scheme:...>`, starting at `start`; returns the index
/// after `>`.
func scanURIAutolink(_ text: Bytes, _ start: Int, _ end: Int) -> Int {
  var position = start + 1
  guard position < end, ASCII.isLetter(text[position]) else { return -1 }
  let schemeStart = position
  position += 1
  while position < end
    && (ASCII.isLetterOrDigit(text[position]) || text[position] == UInt8(ascii: "+")
      || text[position] == ASCII.period || text[position] == ASCII.hyphen)
  {
    position += 1
  }
  let schemeLength = position - schemeStart
  guard schemeLength >= CommonMark.minimumSchemeLength,
    schemeLength <= CommonMark.maximumSchemeLength, position < end,
    text[position] == ASCII.colon
  else {
    return -1
  }
  position += 1
  while position < end {
    let byte = text[position]
    if byte == ASCII.greaterThan { return position + 1 }
    if byte <= ASCII.space || byte == ASCII.lessThan { return -1 }
    position += 1
  }
  return -1
}

/// §6.5: a byte the local part of an e-mail autolink may hold besides letters and digits.
@inline(__always)
private func isEmailLocalPunctuation(_ byte: UInt8) -> Bool {
  switch byte {
  case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"),
    UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "*"),
    UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "?"),
    UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "{"),
    UInt8(ascii: "|"), UInt8(ascii: "}"), UInt8(ascii: "~"), UInt8(ascii: "-"):
    return true
  default: return false
  }
}

/// §6.5 Autolinks: an e-mail autolink, `<user@host>`, starting at `start`; returns the index
/// after `>`.
func scanEmailAutolink(_ text: Bytes, _ start: Int, _ end: Int) -> Int {
  var position = start + 1
  let localStart = position
  while position < end
    && (ASCII.isLetterOrDigit(text[position]) || isEmailLocalPunctuation(text[position]))
  {
    position += 1
  }
  guard position > localStart, position < end, text[position] == UInt8(ascii: "@") else {
    return -1
  }
  position += 1
  while true {
    // A label: a letter or digit, then up to 62 letters, digits or `-`, not ending in `-`.
    guard position < end, ASCII.isLetterOrDigit(text[position]) else { return -1 }
    let labelStart = position
    position += 1
    while position < end
      && (ASCII.isLetterOrDigit(text[position]) || text[position] == ASCII.hyphen)
      && position - labelStart < CommonMark.maximumDomainLabelLength
    {
      position += 1
    }
    if text[position - 1] == ASCII.hyphen { return -1 }
    guard position < end else { return -1 }
    if text[position] == ASCII.greaterThan { return position + 1 }
    if text[position] == ASCII.period {
      position += 1
      continue
    }
    return -1
  }
}

/// §2.5 Entity and numeric character references: decodes the reference at `start` (which
/// holds `&`): returns the index after `;` and appends the decoded text, or returns -1.
func decodeEntity(_ text: Bytes, _ start: Int, _ end: Int, into out: inout [UInt8]) -> Int {
  var position = start + 1
  guard position < end else { return -1 }
  if text[position] == ASCII.hash {
    position += 1
    var value: UInt32 = 0
    let digitsStart: Int
    if position < end && ASCII.lowercased(text[position]) == UInt8(ascii: "x") {
      position += 1
      digitsStart = position
      while position < end && ASCII.isHexDigit(text[position])
        && position - digitsStart < CommonMark.maximumHexadecimalReferenceDigits
      {
        let digit = text[position]
        let digitValue =
          ASCII.isDigit(digit)
          ? UInt32(digit - ASCII.zero) : UInt32(ASCII.lowercased(digit) - UInt8(ascii: "a") + 10)
        value = value * 16 + digitValue
        position += 1
      }
    } else {
      digitsStart = position
      while position < end && ASCII.isDigit(text[position])
        && position - digitsStart < CommonMark.maximumDecimalReferenceDigits
      {
        value = value * 10 + UInt32(text[position] - ASCII.zero)
        position += 1
      }
    }
    guard position > digitsStart, position < end, text[position] == ASCII.semicolon else {
      return -1
    }
    UTF8Encoding.append(value, to: &out)
    return position + 1
  }
  let nameStart = position
  while position < end && ASCII.isLetterOrDigit(text[position])
    && position - nameStart <= HTMLEntities.maximumNameLength
  {
    position += 1
  }
  guard position > nameStart, position < end, text[position] == ASCII.semicolon else {
    return -1
  }
  let name = UnsafeBufferPointer(rebasing: text[nameStart..<position])
  guard let value = HTMLEntities.lookup(name) else { return -1 }
  out.append(contentsOf: value.utf8)
  return position + 1
}

/// §2.4 Backslash escapes and §2.5 entity references: appends `text[start..<end]` with both
/// resolved.
func appendUnescaped(_ text: Bytes, _ start: Int, _ end: Int, to out: inout [UInt8]) {
  // Escapes and entities are rare in a destination or a title: room for it all at once,
  // and the stretches between them copied whole.
  out.reserveCapacity(out.count + end - start)
  var position = start
  while position < end {
    var plain = position
    while plain < end && text[plain] != ASCII.backslash && text[plain] != ASCII.ampersand {
      plain += 1
    }
    if plain > position {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: text[position..<plain]))
      position = plain
      continue
    }
    let byte = text[position]
    if byte == ASCII.backslash && position + 1 < end && ASCII.isPunctuation(text[position + 1]) {
      out.append(text[position + 1])
      position += 2
    } else if byte == ASCII.ampersand {
      let referenceEnd = decodeEntity(text, position, end, into: &out)
      if referenceEnd < 0 {
        out.append(byte)
        position += 1
      } else {
        position = referenceEnd
      }
    } else {
      out.append(byte)
      position += 1
    }
  }
}

/// Whether `text[start..<end]` holds something `appendUnescaped` resolves: a backslash
/// before ASCII punctuation, or an `&` that starts a reference's shape (`#`, an optional `x`,
/// letters and digits, then `;`). Anything else is kept as written, so a range without them
/// is its own unescaped text — as most destinations with a query string (`?a=1&b=2`) are.
func needsUnescaping(_ text: Bytes, _ start: Int, _ end: Int) -> Bool {
  var position = start
  while position < end {
    let byte = text[position]
    position += 1
    if byte == ASCII.backslash {
      if position < end && ASCII.isPunctuation(text[position]) { return true }
    } else if byte == ASCII.ampersand {
      var name = position
      if name < end && text[name] == ASCII.hash { name += 1 }
      if name < end && ASCII.lowercased(text[name]) == UInt8(ascii: "x") { name += 1 }
      while name < end && ASCII.isLetterOrDigit(text[name]) { name += 1 }
      if name > position && name < end && text[name] == ASCII.semicolon { return true }
    }
  }
  return false
}

/// Skips spaces, tabs and line endings (cmark's `scan_spacechars`).
func skipSpaceChars(_ text: Bytes, _ start: Int, _ end: Int) -> Int {
  var position = start
  while position < end && ASCII.isSpaceTabOrLineEnding(text[position]) { position += 1 }
  return position
}

/// §6.3 Links: a link destination at `start`, `<...>` or a run without spaces and with
/// balanced parentheses; returns where the match ends and where its content starts and ends
/// (inside the pointy brackets), or nil.
func scanLinkDestination(_ text: Bytes, _ start: Int, _ end: Int)
  -> (matchEnd: Int, contentStart: Int, contentEnd: Int)?
{
  var position = start
  if position < end && text[position] == ASCII.lessThan {
    position += 1
    while position < end {
      let byte = text[position]
      if byte == ASCII.greaterThan {
        return (matchEnd: position + 1, contentStart: start + 1, contentEnd: position)
      }
      if byte == ASCII.backslash {
        position += 2
      } else if ASCII.isLineEnding(byte) || byte == ASCII.lessThan {
        return nil
      } else {
        position += 1
      }
    }
    return nil
  }
  var depth = 0
  while position < end {
    let byte = text[position]
    if byte == ASCII.backslash && position + 1 < end && ASCII.isPunctuation(text[position + 1]) {
      position += 2
    } else if byte == UInt8(ascii: "(") {
      depth += 1
      position += 1
      if depth > CommonMark.maximumDestinationParenthesisDepth { return nil }
    } else if byte == UInt8(ascii: ")") {
      if depth == 0 { break }
      depth -= 1
      position += 1
    } else if byte <= ASCII.space || byte == ASCII.delete {
      if position == start { return nil }
      break
    } else {
      position += 1
    }
  }
  if position >= end || depth != 0 { return nil }
  return (matchEnd: position, contentStart: start, contentEnd: position)
}

/// §6.3 Links: a link title at `start`, in `"`, `'` or parentheses; returns the index after
/// the closing delimiter, or -1.
func scanLinkTitle(_ text: Bytes, _ start: Int, _ end: Int) -> Int {
  guard start < end else { return -1 }
  let opening = text[start]
  let closing: UInt8
  switch opening {
  case ASCII.doubleQuote, ASCII.singleQuote: closing = opening
  case UInt8(ascii: "("): closing = UInt8(ascii: ")")
  default: return -1
  }
  var position = start + 1
  while position < end {
    let byte = text[position]
    if byte == ASCII.backslash && position + 1 < end && ASCII.isPunctuation(text[position + 1]) {
      position += 2
    } else if byte == closing {
      return position + 1
    } else if opening == UInt8(ascii: "(") && byte == UInt8(ascii: "(") {
      return -1
    } else {
      position += 1
    }
  }
  return -1
}

/// Whether a normalised label could name a GFM footnote: `^` and at least one more byte, with
/// no whitespace (a footnote definition's label holds none, so normalising left no space).
/// With footnotes on, only such labels are kept from link reference definitions; `[^]` and
/// `[^a b]` stay ordinary link labels (CommonMark §4.7, §6.3).
///
///     isFootnoteLabel(Array("^1".utf8))    // true
///     isFootnoteLabel(Array("^".utf8))     // false
///     isFootnoteLabel(Array("^a b".utf8))  // false
func isFootnoteLabel(_ key: [UInt8]) -> Bool {
  key.count >= 2 && key[0] == UInt8(ascii: "^") && !key.contains(ASCII.space)
}

/// §4.7 Link reference definitions: the canonical form of a link label, case-folded, with
/// runs of whitespace collapsed to one space and trimmed.
func normalizeLabel(_ text: Bytes, _ start: Int, _ end: Int) -> [UInt8] {
  var out = [UInt8]()
  out.reserveCapacity(end - start)
  var isASCII = true
  var pendingSpace = false
  for position in start..<end {
    let byte = text[position]
    if ASCII.isSpaceTabOrLineEnding(byte) {
      pendingSpace = !out.isEmpty
      continue
    }
    if pendingSpace {
      out.append(ASCII.space)
      pendingSpace = false
    }
    if byte >= 0x80 { isASCII = false }
    out.append(ASCII.lowercased(byte))
  }
  if isASCII { return out }
  // Full Unicode case folding, approximated as lower(upper(lower(s))), which folds ẞ and ß to ss.
  let folded = String(decoding: out, as: UTF8.self).lowercased().uppercased().lowercased()
  return Array(folded.utf8)
}
