/// §4.7 Link reference definitions at the start of a paragraph.

extension BlockParser {
  /// Parses definitions at the start of the open paragraph's content; returns whether any
  /// content remains.
  mutating func resolveReferenceDefinitions() -> Bool {
    if skipReferenceDefinitions { return leafConsumed < leaf.count }
    while leafConsumed < leaf.count && leaf[leafConsumed] == UInt8(ascii: "[") {
      let consumed: Int? = leaf.withUnsafeBufferPointer { l in
        parseReferenceDefinition(l, leafConsumed, l.count)
      }
      guard let consumed else { break }
      leafConsumed = consumed
    }
    var i = leafConsumed
    while i < leaf.count {
      if !isSpaceTabOrLineEnd(leaf[i]) { return true }
      i += 1
    }
    return false
  }

  /// Parses one definition at `start`; returns the index after it.
  mutating func parseReferenceDefinition(_ q: Bytes, _ start: Int, _ end: Int) -> Int? {
    // Label.
    var j = start + 1
    let labelStart = j
    while j < end {
      let c = q[j]
      if c == UInt8(ascii: "[") || c == UInt8(ascii: "]") { break }
      if c == UInt8(ascii: "\\") {
        j += 1
        if j < end && isASCIIPunct(q[j]) { j += 1 }
      } else {
        j += 1
      }
      if j - labelStart > CommonMark.maximumLinkLabelLength { return nil }
    }
    guard j < end, q[j] == UInt8(ascii: "]") else { return nil }
    let key = normalizeLabel(q, labelStart, j)
    guard !key.isEmpty else { return nil }
    j += 1
    guard j < end, q[j] == UInt8(ascii: ":") else { return nil }
    j += 1
    j = skipSpacesOptionalNewline(q, j, end)
    guard let (destEnd, ds, de) = scanLinkDestination(q, j, end) else { return nil }
    if destEnd == j && !(q[j] == UInt8(ascii: "<")) { return nil }
    j = destEnd
    let beforeTitle = j
    j = skipSpacesOptionalNewline(q, j, end)
    var titleRange: (Int, Int)? = nil
    if j != beforeTitle {
      let te = scanLinkTitle(q, j, end)
      if te > 0 {
        titleRange = (j + 1, te - 1)
        j = te
      }
    }
    if titleRange == nil { j = beforeTitle }
    var k = j
    while k < end && isSpaceOrTab(q[k]) { k += 1 }
    if k < end && !isLineEnd(q[k]) {
      guard titleRange != nil else { return nil }
      titleRange = nil
      k = beforeTitle
      while k < end && isSpaceOrTab(q[k]) { k += 1 }
      if k < end && !isLineEnd(q[k]) { return nil }
    }
    if k < end { k += 1 }
    let position = references.position(of: key)
    if !position.isStored {
      let destinationStart = bytes.count
      appendUnescaped(q, ds, de, to: &bytes)
      let titleStart = bytes.count
      if let (ts, te) = titleRange { appendUnescaped(q, ts, te, to: &bytes) }
      let dest = TextRange(
        start: Int32(destinationStart), count: Int32(titleStart - destinationStart))
      let title = TextRange(start: Int32(titleStart), count: Int32(bytes.count - titleStart))
      references.insert(key, LinkReference(destination: dest, title: title), at: position)
    }
    return k
  }

  func skipSpacesOptionalNewline(_ q: Bytes, _ i: Int, _ end: Int) -> Int {
    var j = i
    while j < end && isSpaceOrTab(q[j]) { j += 1 }
    if j < end && isLineEnd(q[j]) {
      if q[j] == 0x0D && j + 1 < end && q[j + 1] == 0x0A { j += 1 }
      j += 1
      while j < end && isSpaceOrTab(q[j]) { j += 1 }
    }
    return j
  }
}
