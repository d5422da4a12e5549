import TypesetSupport

// Scanners over byte buffers. Each takes a buffer, a start index and an end index (exclusive)
// and returns the end of the match or -1.

/// Case-insensitive comparison of `p[i...]` with a lowercase ASCII literal.
@inline(__always)
func matchesLower(_ p: Bytes, _ i: Int, _ end: Int, _ literal: StaticString) -> Bool {
  let n = literal.utf8CodeUnitCount
  if i + n > end { return false }
  let l = literal.utf8Start
  for k in 0..<n where lowerASCII(p[i + k]) != l[k] { return false }
  return true
}

@inline(__always)
func matchesExact(_ p: Bytes, _ i: Int, _ end: Int, _ literal: StaticString) -> Bool {
  let n = literal.utf8CodeUnitCount
  if i + n > end { return false }
  let l = literal.utf8Start
  for k in 0..<n where p[i + k] != l[k] { return false }
  return true
}

let htmlBlockType6Names: Set<[UInt8]> = Set(
  """
  address article aside base basefont blockquote body caption center col colgroup dd details \
  dialog dir div dl dt fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 \
  head header hr html iframe legend li link main menu menuitem nav noframes ol optgroup option p \
  param search section summary table tbody td tfoot th thead title tr track ul
  """.split(separator: " ").map { Array($0.utf8) })

/// The kind (1–7) of HTML block that starts at `i`, or 0. Kind 7 only when `allow7`.
func htmlBlockStart(_ p: Bytes, _ i: Int, _ end: Int, allow7: Bool) -> Int {
  guard i < end, p[i] == UInt8(ascii: "<") else { return 0 }
  var j = i + 1
  if j >= end { return 0 }
  let c = p[j]
  if c == UInt8(ascii: "!") {
    if matchesExact(p, j + 1, end, "--") { return HTMLBlockKind.comment }
    if matchesExact(p, j + 1, end, "[CDATA[") { return HTMLBlockKind.cdata }
    if j + 1 < end && isAlpha(p[j + 1]) { return HTMLBlockKind.declaration }
    return 0
  }
  if c == UInt8(ascii: "?") { return HTMLBlockKind.processingInstruction }
  var closing = false
  if c == UInt8(ascii: "/") {
    closing = true
    j += 1
  }
  let nameStart = j
  while j < end && (isAlnum(p[j]) || (j > nameStart && p[j] == UInt8(ascii: "-"))) { j += 1 }
  if j == nameStart || !isAlpha(p[nameStart]) { return 0 }
  let name = (nameStart..<j).map { lowerASCII(p[$0]) }
  let after: UInt8 = j < end ? p[j] : 0x0A
  if !closing, j - nameStart <= 8,
    name == Array("pre".utf8) || name == Array("script".utf8) || name == Array("style".utf8)
      || name == Array("textarea".utf8)
  {
    if isSpaceTabOrLineEnd(after) || after == UInt8(ascii: ">") { return HTMLBlockKind.rawText }
  }
  if htmlBlockType6Names.contains(name) {
    if isSpaceTabOrLineEnd(after) || after == UInt8(ascii: ">")
      || (after == UInt8(ascii: "/") && j + 1 < end && p[j + 1] == UInt8(ascii: ">"))
    {
      return HTMLBlockKind.blockTag
    }
  }
  if allow7 {
    var k = -1
    if closing {
      k = scanClosingTag(p, i, end)
    } else {
      var memo = ScanMemo()
      k = scanOpenTag(p, i, end, &memo)
      // §4.6 leaves `pre`, `script`, `style` and `textarea` to kind 1, which does not match
      // their self-closing form (`<script/>`); like every reference implementation, such a
      // tag alone on a line opens a kind 7 block (see DESIGN.md).
      if name == Array("pre".utf8) || name == Array("script".utf8) || name == Array("style".utf8)
        || name == Array("textarea".utf8)
      {
        guard k > 0 && p[k - 2] == UInt8(ascii: "/") else { return 0 }
      }
    }
    if k > 0 {
      while k < end && isSpaceOrTab(p[k]) { k += 1 }
      if k >= end || isLineEnd(p[k]) { return HTMLBlockKind.anyTag }
    }
  }
  return 0
}

/// Whether the line `p[i..<end]` contains the end condition of HTML block kind 1–5.
func htmlBlockEnds(_ kind: Int, _ p: Bytes, _ i: Int, _ end: Int) -> Bool {
  var j = i
  switch kind {
  case 1:
    while j < end {
      if p[j] == UInt8(ascii: "<") && j + 1 < end && p[j + 1] == UInt8(ascii: "/") {
        if matchesLower(p, j + 2, end, "script>") || matchesLower(p, j + 2, end, "pre>")
          || matchesLower(p, j + 2, end, "style>") || matchesLower(p, j + 2, end, "textarea>")
        {
          return true
        }
      }
      j += 1
    }
  case 2:
    while j + 2 < end {
      if p[j] == UInt8(ascii: "-") && p[j + 1] == UInt8(ascii: "-") && p[j + 2] == UInt8(ascii: ">")
      {
        return true
      }
      j += 1
    }
  case 3:
    while j + 1 < end {
      if p[j] == UInt8(ascii: "?") && p[j + 1] == UInt8(ascii: ">") { return true }
      j += 1
    }
  case 4:
    while j < end {
      if p[j] == UInt8(ascii: ">") { return true }
      j += 1
    }
  case 5:
    while j + 2 < end {
      if p[j] == UInt8(ascii: "]") && p[j + 1] == UInt8(ascii: "]") && p[j + 2] == UInt8(ascii: ">")
      {
        return true
      }
      j += 1
    }
  default: break
  }
  return false
}

@inline(__always) func isAttributeNameStart(_ c: UInt8) -> Bool {
  isAlpha(c) || c == UInt8(ascii: "_") || c == UInt8(ascii: ":")
}
@inline(__always) func isAttributeNameChar(_ c: UInt8) -> Bool {
  isAlnum(c) || c == UInt8(ascii: "_") || c == UInt8(ascii: ":") || c == UInt8(ascii: ".")
    || c == UInt8(ascii: "-")
}

/// `<tag attr="v" ...>` starting at `i` (which holds `<`); returns the index after `>`.
func scanOpenTag(_ p: Bytes, _ i: Int, _ end: Int, _ memo: inout ScanMemo) -> Int {
  var j = i + 1
  guard j < end, isAlpha(p[j]) else { return -1 }
  j += 1
  while j < end && (isAlnum(p[j]) || p[j] == UInt8(ascii: "-")) { j += 1 }
  while true {
    let wsStart = j
    while j < end && isSpaceTabOrLineEnd(p[j]) { j += 1 }
    guard j < end else { return -1 }
    let c = p[j]
    if c == UInt8(ascii: ">") { return j + 1 }
    if c == UInt8(ascii: "/") {
      return j + 1 < end && p[j + 1] == UInt8(ascii: ">") ? j + 2 : -1
    }
    if j == wsStart || !isAttributeNameStart(c) { return -1 }
    j += 1
    while j < end && isAttributeNameChar(p[j]) { j += 1 }
    // Optional value.
    var k = j
    while k < end && isSpaceTabOrLineEnd(p[k]) { k += 1 }
    if k < end && p[k] == UInt8(ascii: "=") {
      k += 1
      while k < end && isSpaceTabOrLineEnd(p[k]) { k += 1 }
      guard k < end else { return -1 }
      let q = p[k]
      if q == UInt8(ascii: "\"") || q == UInt8(ascii: "'") {
        let slot = q == UInt8(ascii: "\"") ? ScanMemo.doubleQuote : ScanMemo.singleQuote
        let close = memo.find(slot, k + 1, end) { p[$0] == q }
        if close < 0 { return -1 }
        j = close + 1
      } else {
        let vStart = k
        while k < end {
          let c = p[k]
          if isSpaceTabOrLineEnd(c) || c == UInt8(ascii: "\"") || c == UInt8(ascii: "'")
            || c == UInt8(ascii: "=") || c == UInt8(ascii: "<") || c == UInt8(ascii: ">")
            || c == UInt8(ascii: "`")
          {
            break
          }
          k += 1
        }
        if k == vStart { return -1 }
        j = k
      }
    }
  }
}

/// `</tag >` starting at `i`.
func scanClosingTag(_ p: Bytes, _ i: Int, _ end: Int) -> Int {
  var j = i + 2
  guard j < end, isAlpha(p[j]) else { return -1 }
  j += 1
  while j < end && (isAlnum(p[j]) || p[j] == UInt8(ascii: "-")) { j += 1 }
  while j < end && isSpaceTabOrLineEnd(p[j]) { j += 1 }
  return j < end && p[j] == UInt8(ascii: ">") ? j + 1 : -1
}

/// Inline raw HTML starting at `i` (which holds `<`); returns the index after it or -1.
func scanInlineHTML(_ p: Bytes, _ i: Int, _ end: Int, _ memo: inout ScanMemo) -> Int {
  guard i + 1 < end else { return -1 }
  let c = p[i + 1]
  if isAlpha(c) { return scanOpenTag(p, i, end, &memo) }
  if c == UInt8(ascii: "/") { return scanClosingTag(p, i, end) }
  if c == UInt8(ascii: "?") {
    let k = memo.find(ScanMemo.piEnd, i + 2, end - 1) {
      p[$0] == UInt8(ascii: "?") && p[$0 + 1] == UInt8(ascii: ">")
    }
    return k < 0 ? -1 : k + 2
  }
  guard c == UInt8(ascii: "!") else { return -1 }
  if matchesExact(p, i + 2, end, "--") {
    // <!--> and <!---> are complete comments (0.31).
    if matchesExact(p, i + 4, end, ">") { return i + 5 }
    if matchesExact(p, i + 4, end, "->") { return i + 6 }
    let k = memo.find(ScanMemo.commentEnd, i + 4, end - 2) {
      p[$0] == UInt8(ascii: "-") && p[$0 + 1] == UInt8(ascii: "-") && p[$0 + 2] == UInt8(ascii: ">")
    }
    return k < 0 ? -1 : k + 3
  }
  if matchesExact(p, i + 2, end, "[CDATA[") {
    let k = memo.find(ScanMemo.cdataEnd, i + 9, end - 2) {
      p[$0] == UInt8(ascii: "]") && p[$0 + 1] == UInt8(ascii: "]") && p[$0 + 2] == UInt8(ascii: ">")
    }
    return k < 0 ? -1 : k + 3
  }
  if i + 2 < end && isAlpha(p[i + 2]) {
    let k = memo.find(ScanMemo.greaterThan, i + 3, end) { p[$0] == UInt8(ascii: ">") }
    return k < 0 ? -1 : k + 1
  }
  return -1
}

/// `<scheme:...>` starting at `i`; returns the index after `>`.
func scanURIAutolink(_ p: Bytes, _ i: Int, _ end: Int) -> Int {
  var j = i + 1
  guard j < end, isAlpha(p[j]) else { return -1 }
  let schemeStart = j
  j += 1
  while j < end
    && (isAlnum(p[j]) || p[j] == UInt8(ascii: "+") || p[j] == UInt8(ascii: ".")
      || p[j] == UInt8(ascii: "-"))
  {
    j += 1
  }
  let schemeLength = j - schemeStart
  guard schemeLength >= CommonMark.minimumSchemeLength,
    schemeLength <= CommonMark.maximumSchemeLength, j < end, p[j] == UInt8(ascii: ":")
  else {
    return -1
  }
  j += 1
  while j < end {
    let c = p[j]
    if c == UInt8(ascii: ">") { return j + 1 }
    if c <= 0x20 || c == UInt8(ascii: "<") { return -1 }
    j += 1
  }
  return -1
}

/// `<user@host>` starting at `i`; returns the index after `>`.
func scanEmailAutolink(_ p: Bytes, _ i: Int, _ end: Int) -> Int {
  var j = i + 1
  let localStart = j
  while j < end {
    let c = p[j]
    if isAlnum(c) { j += 1; continue }
    switch c {
    case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"),
      UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "*"),
      UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "?"),
      UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "{"),
      UInt8(ascii: "|"), UInt8(ascii: "}"), UInt8(ascii: "~"), UInt8(ascii: "-"):
      j += 1
      continue
    default: break
    }
    break
  }
  guard j > localStart, j < end, p[j] == UInt8(ascii: "@") else { return -1 }
  j += 1
  while true {
    // A label: alnum, then up to 61 alnum or '-', ending in alnum.
    guard j < end, isAlnum(p[j]) else { return -1 }
    let labelStart = j
    j += 1
    while j < end && (isAlnum(p[j]) || p[j] == UInt8(ascii: "-")) && j - labelStart < 63 { j += 1 }
    if p[j - 1] == UInt8(ascii: "-") { return -1 }
    guard j < end else { return -1 }
    if p[j] == UInt8(ascii: ">") { return j + 1 }
    if p[j] == UInt8(ascii: ".") {
      j += 1
      continue
    }
    return -1
  }
}

/// Decodes an entity or numeric reference at `i` (which holds `&`): returns the index after
/// `;` and appends the decoded text, or returns -1.
func decodeEntity(_ p: Bytes, _ i: Int, _ end: Int, into out: inout [UInt8]) -> Int {
  var j = i + 1
  guard j < end else { return -1 }
  if p[j] == UInt8(ascii: "#") {
    j += 1
    var value: UInt32 = 0
    let digitsStart: Int
    if j < end && (p[j] | 0x20) == UInt8(ascii: "x") {
      j += 1
      digitsStart = j
      while j < end && isHexDigit(p[j]) && j - digitsStart < 6 {
        let c = p[j]
        let d = isDigit(c) ? UInt32(c - 0x30) : UInt32((c | 0x20) - 0x61 + 10)
        value = value * 16 + d
        j += 1
      }
    } else {
      digitsStart = j
      while j < end && isDigit(p[j]) && j - digitsStart < 7 {
        value = value * 10 + UInt32(p[j] - 0x30)
        j += 1
      }
    }
    guard j > digitsStart, j < end, p[j] == UInt8(ascii: ";") else { return -1 }
    UTF8Encoding.append(value, to: &out)
    return j + 1
  }
  let nameStart = j
  while j < end && isAlnum(p[j]) && j - nameStart <= HTMLEntities.maximumNameLength { j += 1 }
  guard j > nameStart, j < end, p[j] == UInt8(ascii: ";") else { return -1 }
  guard let value = HTMLEntities.lookup(UnsafeBufferPointer(rebasing: p[nameStart..<j])) else {
    return -1
  }
  out.append(contentsOf: value.utf8)
  return j + 1
}

/// Appends `p[start..<end]` with backslash escapes and entities resolved.
func appendUnescaped(_ p: Bytes, _ start: Int, _ end: Int, to out: inout [UInt8]) {
  var i = start
  while i < end {
    let c = p[i]
    if c == UInt8(ascii: "\\") && i + 1 < end && isASCIIPunct(p[i + 1]) {
      out.append(p[i + 1])
      i += 2
    } else if c == UInt8(ascii: "&") {
      let k = decodeEntity(p, i, end, into: &out)
      if k < 0 {
        out.append(c)
        i += 1
      } else {
        i = k
      }
    } else {
      out.append(c)
      i += 1
    }
  }
}

func needsUnescaping(_ p: Bytes, _ start: Int, _ end: Int) -> Bool {
  for i in start..<end where p[i] == UInt8(ascii: "\\") || p[i] == UInt8(ascii: "&") {
    return true
  }
  return false
}

/// Skips spaces, tabs and line endings (cmark's `scan_spacechars`).
func skipSpaceChars(_ p: Bytes, _ i: Int, _ end: Int) -> Int {
  var j = i
  while j < end && isSpaceTabOrLineEnd(p[j]) { j += 1 }
  return j
}

/// A link destination at `i`: returns (end of match, content start, content end) or nil.
func scanLinkDestination(_ p: Bytes, _ i: Int, _ end: Int) -> (Int, Int, Int)? {
  var j = i
  if j < end && p[j] == UInt8(ascii: "<") {
    j += 1
    while j < end {
      let c = p[j]
      if c == UInt8(ascii: ">") { return (j + 1, i + 1, j) }
      if c == UInt8(ascii: "\\") {
        j += 2
      } else if c == 0x0A || c == 0x0D || c == UInt8(ascii: "<") {
        return nil
      } else {
        j += 1
      }
    }
    return nil
  }
  var depth = 0
  while j < end {
    let c = p[j]
    if c == UInt8(ascii: "\\") && j + 1 < end && isASCIIPunct(p[j + 1]) {
      j += 2
    } else if c == UInt8(ascii: "(") {
      depth += 1
      j += 1
      if depth > 32 { return nil }
    } else if c == UInt8(ascii: ")") {
      if depth == 0 { break }
      depth -= 1
      j += 1
    } else if c <= 0x20 || c == 0x7F {
      if j == i { return nil }
      break
    } else {
      j += 1
    }
  }
  if j >= end || depth != 0 { return nil }
  return (j, i, j)
}

/// A link title at `i`: returns the index after the closing delimiter, or -1.
func scanLinkTitle(_ p: Bytes, _ i: Int, _ end: Int) -> Int {
  guard i < end else { return -1 }
  let open = p[i]
  let close: UInt8
  switch open {
  case UInt8(ascii: "\""): close = open
  case UInt8(ascii: "'"): close = open
  case UInt8(ascii: "("): close = UInt8(ascii: ")")
  default: return -1
  }
  var j = i + 1
  while j < end {
    let c = p[j]
    if c == UInt8(ascii: "\\") && j + 1 < end && isASCIIPunct(p[j + 1]) {
      j += 2
    } else if c == close {
      return j + 1
    } else if open == UInt8(ascii: "(") && c == UInt8(ascii: "(") {
      return -1
    } else {
      j += 1
    }
  }
  return -1
}

/// The canonical form of a link label: case-folded, whitespace collapsed, trimmed.
func normalizeLabel(_ p: Bytes, _ start: Int, _ end: Int) -> [UInt8] {
  var out = [UInt8]()
  out.reserveCapacity(end - start)
  var ascii = true
  var pendingSpace = false
  for i in start..<end {
    let c = p[i]
    if isSpaceTabOrLineEnd(c) {
      pendingSpace = !out.isEmpty
      continue
    }
    if pendingSpace {
      out.append(0x20)
      pendingSpace = false
    }
    if c >= 0x80 { ascii = false }
    out.append(lowerASCII(c))
  }
  if ascii { return out }
  // Full Unicode case folding, approximated as lower(upper(lower(s))), which folds ẞ and ß to ss.
  let folded = String(decoding: out, as: UTF8.self).lowercased().uppercased().lowercased()
  return Array(folded.utf8)
}
