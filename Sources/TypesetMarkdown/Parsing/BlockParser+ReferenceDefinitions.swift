import TypesetSupport

/// §4.7 Link reference definitions at the start of a paragraph.

extension BlockParser {
  /// §4.7 Link reference definitions: parses the definitions at the start of the open
  /// paragraph's content; returns whether any content remains.
  mutating func resolveReferenceDefinitions() -> Bool {
    if skipReferenceDefinitions { return leafConsumed < leaf.count }
    while leafConsumed < leaf.count && leaf[leafConsumed] == UInt8(ascii: "[") {
      let consumed: Int? = leaf.withUnsafeBufferPointer { content in
        parseReferenceDefinition(content, leafConsumed, content.count)
      }
      guard let consumed else { break }
      leafConsumed = consumed
    }
    var position = leafConsumed
    while position < leaf.count {
      if !ASCII.isSpaceTabOrLineEnding(leaf[position]) { return true }
      position += 1
    }
    return false
  }

  /// §4.7 Link reference definitions: parses one definition, `[label]: destination "title"`,
  /// at `start` of `text[..<end]`, and records it unless its label is defined already;
  /// returns the index after it (after its line ending), or nil when there is none.
  mutating func parseReferenceDefinition(_ text: Bytes, _ start: Int, _ end: Int) -> Int? {
    // The label: at most 999 characters, no unescaped brackets, not blank.
    var position = start + 1
    let labelStart = position
    while position < end {
      let byte = text[position]
      if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") { break }
      if byte == ASCII.backslash {
        position += 1
        if position < end && ASCII.isPunctuation(text[position]) { position += 1 }
      } else {
        position += 1
      }
      if position - labelStart > CommonMark.maximumLinkLabelLength { return nil }
    }
    guard position < end, text[position] == UInt8(ascii: "]") else { return nil }
    // The colon first: a paragraph that starts with a link (`[name](url)`, a list of links)
    // is no definition, and is told so without normalising its label.
    guard position + 1 < end, text[position + 1] == ASCII.colon else { return nil }
    let key = normalizeLabel(text, labelStart, position)
    guard !key.isEmpty else { return nil }
    // With footnotes on, a label a footnote could have belongs to footnotes: no link
    // definition takes one (see DESIGN.md, "Decisions where the spec is silent").
    if extensions.contains(.footnotes) && isFootnoteLabel(key) { return nil }
    position += 2
    // The destination, after optional whitespace with at most one line ending.
    position = skipSpacesOptionalNewline(text, position, end)
    guard let destination = scanLinkDestination(text, position, end) else { return nil }
    if destination.matchEnd == position && text[position] != ASCII.lessThan { return nil }
    position = destination.matchEnd
    // The optional title, which must be separated from the destination by whitespace.
    let beforeTitle = position
    position = skipSpacesOptionalNewline(text, position, end)
    var title: (start: Int, end: Int)? = nil
    if position != beforeTitle {
      let titleEnd = scanLinkTitle(text, position, end)
      if titleEnd > 0 {
        title = (start: position + 1, end: titleEnd - 1)
        position = titleEnd
      }
    }
    if title == nil { position = beforeTitle }
    // Nothing but spaces and tabs may follow on the line; if something does after a title,
    // the definition ends before the title (when the title started on a line of its own).
    var lineRest = position
    while lineRest < end && ASCII.isSpaceOrTab(text[lineRest]) { lineRest += 1 }
    if lineRest < end && !ASCII.isLineEnding(text[lineRest]) {
      guard title != nil else { return nil }
      title = nil
      lineRest = beforeTitle
      while lineRest < end && ASCII.isSpaceOrTab(text[lineRest]) { lineRest += 1 }
      if lineRest < end && !ASCII.isLineEnding(text[lineRest]) { return nil }
    }
    if lineRest < end { lineRest += 1 }
    // Stored without a look-up: the table indexes its labels before inline parsing, where a
    // later definition of a label loses to the first.
    references.reserveRoom(labelCount: key.count, done: start, total: end)
    let destinationStart = bytes.count
    appendUnescaped(text, destination.contentStart, destination.contentEnd, to: &bytes)
    let titleStart = bytes.count
    if let title { appendUnescaped(text, title.start, title.end, to: &bytes) }
    let storedDestination = TextRange(
      start: Int32(destinationStart), count: Int32(titleStart - destinationStart))
    let storedTitle = TextRange(start: Int32(titleStart), count: Int32(bytes.count - titleStart))
    references.appendUnindexed(
      key, LinkReference(destination: storedDestination, title: storedTitle))
    return lineRest
  }

  /// Skips spaces and tabs, at most one line ending, and the spaces and tabs after it (§4.7's
  /// "optional spaces or tabs (including up to one line ending)").
  func skipSpacesOptionalNewline(_ text: Bytes, _ start: Int, _ end: Int) -> Int {
    var position = start
    while position < end && ASCII.isSpaceOrTab(text[position]) { position += 1 }
    if position < end && ASCII.isLineEnding(text[position]) {
      if text[position] == ASCII.carriageReturn && position + 1 < end
        && text[position + 1] == ASCII.lineFeed
      {
        position += 1
      }
      position += 1
      while position < end && ASCII.isSpaceOrTab(text[position]) { position += 1 }
    }
    return position
  }
}
