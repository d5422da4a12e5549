import TypesetSupport

/// Opening new blocks: §4.1–§4.7 leaf blocks, §5 containers, and the GFM block extensions'
/// starts.

extension BlockParser {
  /// Phase 1, second step: opens the new blocks the rest of the line starts (§4.1–§4.7,
  /// §5.1 Block quotes, §5.2 List items, GFM §4.10 Tables (extension), GFM §5.3 Task list
  /// items (extension) and footnote definitions), inside the last matched block. Returns the
  /// innermost block the line goes to.
  mutating func openNewBlocks(lastMatched: Int32) -> Int32 {
    let allMatched = matchedDepth == open.count
    var container = lastMatched
    var maybeLazy = kind(open.last!) == .paragraph
    while true {
      let containerKind = kind(container)
      if containerKind == .codeBlock || containerKind == .htmlBlock { break }
      findFirstNonspace()
      let indented = indent >= CommonMark.codeIndent
      let first = input[firstNonspace]
      let startColumn = Int32(firstNonspace - lineStart + 1)
      if !indented && first == ASCII.greaterThan {
        // §5.1: `>` and one optional space or tab.
        advanceOffset(firstNonspace + 1 - offset, columns: false)
        if ASCII.isSpaceOrTab(input[offset]) { advanceOffset(1, columns: true) }
        container = addChild(container, .blockQuote, column: startColumn)
      } else if !indented && first == ASCII.hash, let level = atxHeadingStart() {
        advanceOffset(firstNonspace + level - offset, columns: false)
        while ASCII.isSpaceOrTab(input[offset]) { advanceOffset(1, columns: false) }
        container = addChild(container, .heading, column: startColumn)
        nodes[Int(container)].headingLevel = level
        let contentEnd = atxHeadingContentEnd()
        addLeafLine(offset, max(offset, contentEnd))
        // Like cmark, the heading ends with its content (closing sequence excluded).
        nodes[Int(container)].endColumn =
          Int32(max(contentEnd, firstNonspace + level) - lineStart)
        lineConsumed = true
      } else if !indented && (first == UInt8(ascii: "`") || first == UInt8(ascii: "~")),
        let fenceLength = openingFence()
      {
        container = addChild(container, .codeBlock, column: startColumn)
        nodes[Int(container)].fenceLength = fenceLength
        openFence = (character: first, length: fenceLength, indent: firstNonspace - offset)
        readInfoString(from: firstNonspace + fenceLength)
        offset = lineEnd
        lineConsumed = true
      } else if !indented && first == ASCII.lessThan,
        case let htmlKind = htmlBlockStart(
          input, firstNonspace, lineEnd, allow7: containerKind != .paragraph && !maybeLazy),
        htmlKind > 0
      {
        container = addChild(container, .htmlBlock, column: startColumn)
        nodes[Int(container)].htmlBlockType = htmlKind
      } else if !indented && containerKind == .paragraph
        && (first == ASCII.equals || first == ASCII.hyphen),
        let level = setextUnderline(),
        // §4.3: lines that are link reference definitions are no heading content; when
        // nothing else is left, `---` may still be a thematic break (below).
        resolveReferenceDefinitions()
      {
        nodes[Int(container)].kind = .heading
        nodes[Int(container)].headingLevel = level
        nodes[Int(container)].flags.insert(.setext)
        offset = lineEnd
        lineConsumed = true
      } else if !indented && !(containerKind == .paragraph && !allMatched) && isThematicBreak() {
        container = addChild(container, .thematicBreak, column: startColumn)
        offset = lineEnd
        lineConsumed = true
      } else if !indented && first == UInt8(ascii: "[") && extensions.contains(.footnotes),
        let (labelEnd, markerLength) = footnoteDefinitionStart()
      {
        let label = UnsafeBufferPointer(rebasing: input[(firstNonspace + 2)..<labelEnd])
        advanceOffset(firstNonspace + markerLength - offset, columns: false)
        container = addChild(container, .footnoteDefinition, column: startColumn)
        nodes[Int(container)].footnoteLabel = store(label)
        let key = normalizeLabel(label, 0, label.count)
        if footnoteDefinitions[key] == nil { footnoteDefinitions[key] = container }
      } else if (!indented || containerKind == .list) && indent < CommonMark.codeIndent,
        let marker = Self.listMarker(
          input, at: firstNonspace, interruptsParagraph: containerKind == .paragraph)
      {
        container = openListItem(marker, in: container, startColumn: startColumn)
      } else if indented && !maybeLazy && !blank {
        // §4.4: the indentation is not part of the code.
        advanceOffset(CommonMark.codeIndent, columns: true)
        container = addChild(container, .codeBlock, column: Int32(offset - lineStart + 1))
      } else if !indented && containerKind == .paragraph && extensions.contains(.table)
        && tryTableHeader(container)
      {
        container = open.last!
        lineConsumed = true
        break
      } else if !indented && containerKind == .table && extensions.contains(.table) {
        addTableRow(container)
        lineConsumed = true
        break
      } else if containerKind == .listItem && extensions.contains(.taskList)
        && nodes[Int(container)].startLine == lineNumber && nodes[Int(container)].firstChild < 0
        && taskListStart()
      {
        nodes[Int(container)].flags.insert(.task)
        if lineContainsCheckedBox() { nodes[Int(container)].flags.insert(.checked) }
        advanceOffset(CommonMark.taskListMarkerLength, columns: false)
        break
      } else {
        break
      }
      if lineConsumed { break }
      let newKind = kind(container)
      if newKind == .paragraph || newKind == .heading || newKind == .codeBlock { break }
      maybeLazy = false
    }
    return container
  }

  /// §4.2 ATX headings: the end of the heading's content on the current line, without
  /// trailing spaces and tabs and without the optional closing sequence of `#`s (which must
  /// follow a space or tab).
  func atxHeadingContentEnd() -> Int {
    var contentEnd = lineEnd
    while contentEnd > lineStart && ASCII.isSpaceOrTab(input[contentEnd - 1]) { contentEnd -= 1 }
    var closingStart = contentEnd - 1
    while closingStart >= lineStart && input[closingStart] == ASCII.hash { closingStart -= 1 }
    if closingStart != contentEnd - 1 && closingStart >= lineStart
      && ASCII.isSpaceOrTab(input[closingStart])
    {
      contentEnd = closingStart
      while contentEnd > lineStart && ASCII.isSpaceOrTab(input[contentEnd - 1]) {
        contentEnd -= 1
      }
    }
    return contentEnd
  }

  /// §4.5 Fenced code blocks: reads the info string, the rest of the opening fence's line
  /// from `start`, trimmed and with backslash escapes and entities resolved, into `fenceInfo`.
  mutating func readInfoString(from start: Int) {
    var infoStart = start
    while ASCII.isSpaceOrTab(input[infoStart]) { infoStart += 1 }
    var infoEnd = lineEnd
    while infoEnd > infoStart && ASCII.isSpaceOrTab(input[infoEnd - 1]) { infoEnd -= 1 }
    fenceInfo.removeAll(keepingCapacity: true)
    if needsUnescaping(input, infoStart, infoEnd) {
      appendUnescaped(input, infoStart, infoEnd, to: &fenceInfo)
    } else {
      fenceInfo.append(contentsOf: UnsafeBufferPointer(rebasing: input[infoStart..<infoEnd]))
    }
  }

  /// §5.2 List items: opens the item whose `marker` starts at `firstNonspace` (and its list,
  /// unless `container` is a list it continues); returns the item. The spaces after the
  /// marker that belong to it (1–4, or 1 before indented code or a blank line) set the
  /// item's content indentation.
  mutating func openListItem(
    _ marker: (length: Int, isOrdered: Bool, start: Int, delimiter: UInt8), in container: Int32,
    startColumn: Int32
  ) -> Int32 {
    let markerOffset = indent
    advanceOffset(firstNonspace - offset, columns: false)
    advanceOffset(marker.length, columns: true)
    let afterMarkerOffset = offset
    let afterMarkerColumn = column
    let afterMarkerPartialTab = partiallyConsumedTab
    while column - afterMarkerColumn <= CommonMark.maximumListMarkerSpaces + 1
      && ASCII.isSpaceOrTab(input[offset])
    {
      advanceOffset(1, columns: true)
    }
    let spaces = column - afterMarkerColumn
    let padding: Int
    if spaces > CommonMark.maximumListMarkerSpaces || spaces < 1
      || ASCII.isLineEnding(input[offset])
    {
      padding = marker.length + 1
      offset = afterMarkerOffset
      column = afterMarkerColumn
      partiallyConsumedTab = afterMarkerPartialTab
      if spaces > 0 { advanceOffset(1, columns: true) }
    } else {
      padding = marker.length + spaces
    }
    var list = container
    if kind(container) != .list
      || !listMatches(container, ordered: marker.isOrdered, delimiter: marker.delimiter)
    {
      var flags: NodeFlags = [.tight]
      if marker.isOrdered { flags.insert(.ordered) }
      if marker.delimiter == UInt8(ascii: ")") { flags.insert(.parenDelimiter) }
      list = addChild(container, .list, column: startColumn)
      nodes[Int(list)].flags = flags
      nodes[Int(list)].listStart = marker.start
      nodes[Int(list)].listDelimiter = marker.delimiter
    }
    let item = addChild(list, .listItem, column: startColumn)
    nodes[Int(item)].itemMarkerOffset = markerOffset
    nodes[Int(item)].itemPadding = padding
    return item
  }

  /// §4.2 ATX headings: the level of the opening sequence at `firstNonspace` (1–6 `#`s
  /// followed by a space, a tab or the line's end), or nil.
  func atxHeadingStart() -> Int? {
    var position = firstNonspace
    while input[position] == ASCII.hash
      && position - firstNonspace <= CommonMark.maximumHeadingLevel
    {
      position += 1
    }
    let level = position - firstNonspace
    guard level >= 1 && level <= CommonMark.maximumHeadingLevel else { return nil }
    let after = input[position]
    return ASCII.isSpaceOrTab(after) || ASCII.isLineEnding(after) ? level : nil
  }

  /// §4.5 Fenced code blocks: the length of the opening fence at `firstNonspace`, at least 3
  /// backticks or tildes (a backtick fence's info string holds no backtick), or nil.
  func openingFence() -> Int? {
    let fenceCharacter = input[firstNonspace]
    var position = firstNonspace
    while input[position] == fenceCharacter { position += 1 }
    let length = position - firstNonspace
    guard length >= CommonMark.minimumFenceLength else { return nil }
    if fenceCharacter == UInt8(ascii: "`") {
      while !ASCII.isLineEnding(input[position]) {
        if input[position] == UInt8(ascii: "`") { return nil }
        position += 1
      }
    }
    return length
  }

  /// §4.3 Setext headings: the level (1 for `=`, 2 for `-`) of the underline at
  /// `firstNonspace`, a run of one marker followed only by spaces and tabs, or nil.
  func setextUnderline() -> Int? {
    let marker = input[firstNonspace]
    var position = firstNonspace
    while input[position] == marker { position += 1 }
    while ASCII.isSpaceOrTab(input[position]) { position += 1 }
    guard ASCII.isLineEnding(input[position]) else { return nil }
    return marker == ASCII.equals ? 1 : 2
  }

  /// §4.1 Thematic breaks: whether the line from `firstNonspace` holds 3 or more of one of
  /// `*`, `-` and `_`, and nothing else but spaces and tabs. Remembers where a failed scan
  /// stopped, so that the line is not scanned again.
  mutating func isThematicBreak() -> Bool {
    if firstNonspace < thematicBreakKillPos { return false }
    let marker = input[firstNonspace]
    guard marker == UInt8(ascii: "*") || marker == ASCII.hyphen || marker == ASCII.underscore
    else {
      return false
    }
    var markerCount = 0
    var position = firstNonspace
    while !ASCII.isLineEnding(input[position]) {
      if input[position] == marker {
        markerCount += 1
      } else if !ASCII.isSpaceOrTab(input[position]) {
        thematicBreakKillPos = position
        return false
      }
      position += 1
    }
    if markerCount < CommonMark.minimumThematicBreakMarkers { thematicBreakKillPos = position }
    return markerCount >= CommonMark.minimumThematicBreakMarkers
  }

  /// A GFM footnote definition's start (cmark-gfm's extension; no spec section): `[^label]:`
  /// followed by spaces and tabs at `firstNonspace`; returns the label's end and the length
  /// of the marker with those spaces.
  func footnoteDefinitionStart() -> (labelEnd: Int, length: Int)? {
    var position = firstNonspace + 1
    guard input[position] == UInt8(ascii: "^") else { return nil }
    position += 1
    let labelStart = position
    while true {
      let byte = input[position]
      if byte == UInt8(ascii: "]") || ASCII.isSpaceOrTab(byte) || ASCII.isLineEnding(byte) {
        break
      }
      position += 1
    }
    guard position > labelStart, input[position] == UInt8(ascii: "]"),
      input[position + 1] == ASCII.colon
    else {
      return nil
    }
    let labelEnd = position
    position += 2
    while ASCII.isSpaceOrTab(input[position]) { position += 1 }
    return (labelEnd: labelEnd, length: position - firstNonspace)
  }

  /// Whether only spaces and tabs follow `start` on the line (a list item that starts blank
  /// cannot interrupt a paragraph).
  func isBlankRest(from start: Int) -> Bool { Self.isBlankRest(input, from: start) }

  /// Whether only spaces and tabs follow `start` on its line.
  static func isBlankRest(_ input: Bytes, from start: Int) -> Bool {
    var position = start
    while ASCII.isSpaceOrTab(input[position]) { position += 1 }
    return ASCII.isLineEnding(input[position])
  }

  /// §5.2 List items: the list marker at `markerStart`, if any: `-`, `+` or `*`, or up to 9
  /// digits and `.` or `)`, followed by a space, a tab or the line's end. A marker that
  /// interrupts a paragraph must start at 1 and be followed by content.
  ///
  /// Static, so that the block parser (a large value) is not copied for the call.
  static func listMarker(_ input: Bytes, at markerStart: Int, interruptsParagraph: Bool)
    -> (length: Int, isOrdered: Bool, start: Int, delimiter: UInt8)?
  {
    var position = markerStart
    let first = input[position]
    if first == UInt8(ascii: "*") || first == ASCII.hyphen || first == UInt8(ascii: "+") {
      position += 1
      guard ASCII.isSpaceTabOrLineEnding(input[position]) else { return nil }
      if interruptsParagraph && isBlankRest(input, from: position) { return nil }
      return (length: 1, isOrdered: false, start: 0, delimiter: first)
    }
    guard ASCII.isDigit(first) else { return nil }
    var start = 0
    var digits = 0
    repeat {
      start = start * 10 + Int(input[position] - ASCII.zero)
      position += 1
      digits += 1
    } while digits < CommonMark.maximumListStartDigits && ASCII.isDigit(input[position])
    if interruptsParagraph && start != 1 { return nil }
    let delimiter = input[position]
    guard delimiter == ASCII.period || delimiter == UInt8(ascii: ")") else { return nil }
    position += 1
    guard ASCII.isSpaceTabOrLineEnding(input[position]) else { return nil }
    if interruptsParagraph && isBlankRest(input, from: position) { return nil }
    return (length: position - markerStart, isOrdered: true, start: start, delimiter: delimiter)
  }

  /// GFM §5.3 Task list items (extension): whether the new list item's content starts with
  /// `[ ]`, `[x]` or `[X]` followed by whitespace.
  func taskListStart() -> Bool {
    var position = lineStart
    while ASCII.isSpaceOrTab(input[position]) { position += 1 }
    let first = input[position]
    if first == UInt8(ascii: "*") || first == ASCII.hyphen || first == UInt8(ascii: "+") {
      position += 1
    } else if ASCII.isDigit(first) {
      let digitsStart = position
      while ASCII.isDigit(input[position]) { position += 1 }
      guard position - digitsStart <= CommonMark.maximumListStartDigits else { return false }
      guard input[position] == ASCII.period || input[position] == UInt8(ascii: ")") else {
        return false
      }
      position += 1
    } else {
      return false
    }
    guard ASCII.isSpaceOrTab(input[position]) else { return false }
    while ASCII.isSpaceOrTab(input[position]) { position += 1 }
    // The marker found must be the new item's own: its content starts here.
    guard position == offset || (partiallyConsumedTab && position == offset + 1) else {
      return false
    }
    guard input[position] == UInt8(ascii: "["),
      position + CommonMark.taskListMarkerLength <= lineEnd
    else {
      return false
    }
    let mark = input[position + 1]
    guard mark == ASCII.space || mark == UInt8(ascii: "x") || mark == UInt8(ascii: "X") else {
      return false
    }
    guard input[position + 2] == UInt8(ascii: "]") else { return false }
    // A space or tab must follow; a line ending does not count (as in cmark-gfm).
    let after = input[position + CommonMark.taskListMarkerLength]
    return ASCII.isSpaceOrTab(after) || after == ASCII.verticalTab || after == ASCII.formFeed
  }

  /// GFM §5.3: whether the line holds a checked box, `[x]` or `[X]`.
  func lineContainsCheckedBox() -> Bool {
    var position = lineStart
    while position + 2 < lineEnd {
      if input[position] == UInt8(ascii: "[")
        && ASCII.lowercased(input[position + 1]) == UInt8(ascii: "x")
        && input[position + 2] == UInt8(ascii: "]")
      {
        return true
      }
      position += 1
    }
    return false
  }
}
