/// Opening new blocks: §4.1–§4.10 leaf blocks, §5 containers, and the GFM block extensions' starts.

extension BlockParser {
  /// Phase 1, second step: opens the new blocks the rest of the line starts (§4.1–§4.10,
  /// §5.1, §5.2, GFM tables, task items and footnotes), inside the last matched block.
  /// Returns the innermost block the line goes to.
  mutating func openNewBlocks(lastMatched: Int32) -> Int32 {
    let allMatched = matchedDepth == open.count
    var container = lastMatched
    var maybeLazy = kind(open.last!) == .paragraph
    while true {
      let ck = kind(container)
      if ck == .codeBlock || ck == .htmlBlock { break }
      findFirstNonspace()
      let indented = indent >= CommonMark.codeIndent
      let c = input[firstNonspace]
      if !indented && c == UInt8(ascii: ">") {
        let col = Int32(firstNonspace - lineStart + 1)
        advanceOffset(firstNonspace + 1 - offset, columns: false)
        if isSpaceOrTab(input[offset]) { advanceOffset(1, columns: true) }
        container = addChild(container, .blockQuote, column: col)
      } else if !indented && c == UInt8(ascii: "#"), let level = atxHeadingStart() {
        let col = Int32(firstNonspace - lineStart + 1)
        advanceOffset(firstNonspace + level - offset, columns: false)
        while isSpaceOrTab(input[offset]) { advanceOffset(1, columns: false) }
        container = addChild(container, .heading, column: col)
        nodes[Int(container)].headingLevel = level
        // Content: the rest of the line without the closing sequence.
        var e = lineEnd
        while e > lineStart && isSpaceOrTab(input[e - 1]) { e -= 1 }
        var h = e - 1
        while h >= lineStart && input[h] == UInt8(ascii: "#") { h -= 1 }
        if h != e - 1 && h >= lineStart && isSpaceOrTab(input[h]) {
          e = h
          while e > lineStart && isSpaceOrTab(input[e - 1]) { e -= 1 }
        }
        addLeafLine(offset, max(offset, e))
        // Like cmark, the heading ends with its content (closing sequence excluded).
        nodes[Int(container)].endColumn = Int32(max(e, firstNonspace + level) - lineStart)
        lineConsumed = true
      } else if !indented && (c == UInt8(ascii: "`") || c == UInt8(ascii: "~")),
        let fenceLength = openingFence()
      {
        let col = Int32(firstNonspace - lineStart + 1)
        container = addChild(container, .codeBlock, column: col)
        nodes[Int(container)].fenceLength = fenceLength
        openFence = (character: c, length: fenceLength, indent: firstNonspace - offset)
        // Info string: the rest of the line, trimmed and unescaped.
        var s = firstNonspace + fenceLength
        while isSpaceOrTab(input[s]) { s += 1 }
        var e = lineEnd
        while e > s && isSpaceOrTab(input[e - 1]) { e -= 1 }
        fenceInfo.removeAll(keepingCapacity: true)
        if needsUnescaping(input, s, e) {
          appendUnescaped(input, s, e, to: &fenceInfo)
        } else {
          fenceInfo.append(contentsOf: UnsafeBufferPointer(rebasing: input[s..<e]))
        }
        offset = lineEnd
        lineConsumed = true
      } else if !indented && c == UInt8(ascii: "<"),
        case let htmlKind = htmlBlockStart(
          input, firstNonspace, lineEnd, allow7: ck != .paragraph && !maybeLazy),
        htmlKind > 0
      {
        let col = Int32(firstNonspace - lineStart + 1)
        container = addChild(container, .htmlBlock, column: col)
        nodes[Int(container)].htmlBlockType = htmlKind
      } else if !indented && ck == .paragraph && (c == UInt8(ascii: "=") || c == UInt8(ascii: "-")),
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
      } else if !indented && !(ck == .paragraph && !allMatched) && isThematicBreak() {
        let col = Int32(firstNonspace - lineStart + 1)
        container = addChild(container, .thematicBreak, column: col)
        offset = lineEnd
        lineConsumed = true
      } else if !indented && c == UInt8(ascii: "[") && extensions.contains(.footnotes),
        let (labelEnd, matched) = footnoteDefinitionStart()
      {
        let col = Int32(firstNonspace - lineStart + 1)
        let label = UnsafeBufferPointer(rebasing: input[(firstNonspace + 2)..<labelEnd])
        advanceOffset(firstNonspace + matched - offset, columns: false)
        container = addChild(container, .footnoteDefinition, column: col)
        nodes[Int(container)].footnoteLabel = store(label)
        let key = normalizeLabel(label, 0, label.count)
        if footnoteDefinitions[key] == nil { footnoteDefinitions[key] = container }
      } else if (!indented || ck == .list) && indent < CommonMark.codeIndent,
        let (markerLength, ordered, start, delimiter) = Self.listMarker(
          input, at: firstNonspace, interruptsParagraph: ck == .paragraph)
      {
        let markerOffset = indent
        let col = Int32(firstNonspace - lineStart + 1)
        advanceOffset(firstNonspace - offset, columns: false)
        advanceOffset(markerLength, columns: true)
        let savedOffset = offset
        let savedColumn = column
        let savedTab = partiallyConsumedTab
        while column - savedColumn <= CommonMark.maximumListMarkerSpaces + 1
          && isSpaceOrTab(input[offset])
        {
          advanceOffset(1, columns: true)
        }
        let spaces = column - savedColumn
        var padding: Int
        if spaces > CommonMark.maximumListMarkerSpaces || spaces < 1 || isLineEnd(input[offset]) {
          padding = markerLength + 1
          offset = savedOffset
          column = savedColumn
          partiallyConsumedTab = savedTab
          if spaces > 0 { advanceOffset(1, columns: true) }
        } else {
          padding = markerLength + spaces
        }
        var flags: NodeFlags = [.tight]
        if ordered { flags.insert(.ordered) }
        if delimiter == UInt8(ascii: ")") { flags.insert(.parenDelimiter) }
        if ck != .list || !listMatches(container, ordered: ordered, delimiter: delimiter) {
          container = addChild(container, .list, column: col)
          nodes[Int(container)].flags = flags
          nodes[Int(container)].listStart = start
          nodes[Int(container)].listDelimiter = delimiter
        }
        container = addChild(container, .listItem, column: col)
        nodes[Int(container)].itemMarkerOffset = markerOffset
        nodes[Int(container)].itemPadding = padding
      } else if indented && !maybeLazy && !blank {
        advanceOffset(CommonMark.codeIndent, columns: true)
        container = addChild(container, .codeBlock, column: Int32(offset - lineStart + 1))
      } else if !indented && ck == .paragraph && extensions.contains(.table)
        && tryTableHeader(container)
      {
        container = open.last!
        lineConsumed = true
        break
      } else if !indented && ck == .table && extensions.contains(.table) {
        addTableRow(container)
        lineConsumed = true
        break
      } else if ck == .listItem && extensions.contains(.taskList)
        && nodes[Int(container)].startLine == lineNumber && nodes[Int(container)].firstChild < 0
        && taskListStart()
      {
        nodes[Int(container)].flags.insert(.task)
        if lineContainsCheckedBox() { nodes[Int(container)].flags.insert(.checked) }
        advanceOffset(3, columns: false)
        break
      } else {
        break
      }
      if lineConsumed { break }
      let nk = kind(container)
      if nk == .paragraph || nk == .heading || nk == .codeBlock { break }
      maybeLazy = false
    }
    return container
  }

  func atxHeadingStart() -> Int? {
    var j = firstNonspace
    while input[j] == UInt8(ascii: "#") && j - firstNonspace <= CommonMark.maximumHeadingLevel {
      j += 1
    }
    let level = j - firstNonspace
    guard level >= 1 && level <= CommonMark.maximumHeadingLevel else { return nil }
    let c = input[j]
    return isSpaceOrTab(c) || isLineEnd(c) ? level : nil
  }

  func openingFence() -> Int? {
    let c = input[firstNonspace]
    var j = firstNonspace
    while input[j] == c { j += 1 }
    let length = j - firstNonspace
    guard length >= CommonMark.minimumFenceLength else { return nil }
    if c == UInt8(ascii: "`") {
      while !isLineEnd(input[j]) {
        if input[j] == UInt8(ascii: "`") { return nil }
        j += 1
      }
    }
    return length
  }

  func setextUnderline() -> Int? {
    let c = input[firstNonspace]
    var j = firstNonspace
    while input[j] == c { j += 1 }
    while isSpaceOrTab(input[j]) { j += 1 }
    guard isLineEnd(input[j]) else { return nil }
    return c == UInt8(ascii: "=") ? 1 : 2
  }

  mutating func isThematicBreak() -> Bool {
    if firstNonspace < thematicBreakKillPos { return false }
    let c = input[firstNonspace]
    guard c == UInt8(ascii: "*") || c == UInt8(ascii: "-") || c == UInt8(ascii: "_") else {
      return false
    }
    var count = 0
    var j = firstNonspace
    while !isLineEnd(input[j]) {
      if input[j] == c {
        count += 1
      } else if !isSpaceOrTab(input[j]) {
        thematicBreakKillPos = j
        return false
      }
      j += 1
    }
    if count < CommonMark.minimumThematicBreakMarkers { thematicBreakKillPos = j }
    return count >= CommonMark.minimumThematicBreakMarkers
  }

  /// `[^label]:` followed by spaces; returns (label end, matched length).
  func footnoteDefinitionStart() -> (labelEnd: Int, length: Int)? {
    var j = firstNonspace + 1
    guard input[j] == UInt8(ascii: "^") else { return nil }
    j += 1
    let labelStart = j
    while true {
      let c = input[j]
      if c == UInt8(ascii: "]") || c == 0x20 || c == 0x09 || isLineEnd(c) { break }
      j += 1
    }
    guard j > labelStart, input[j] == UInt8(ascii: "]"), input[j + 1] == UInt8(ascii: ":") else {
      return nil
    }
    let labelEnd = j
    j += 2
    while isSpaceOrTab(input[j]) { j += 1 }
    return (labelEnd: labelEnd, length: j - firstNonspace)
  }

  /// Whether only spaces and tabs follow `start` on the line (a list item that starts blank
  /// cannot interrupt a paragraph).
  func isBlankRest(from start: Int) -> Bool { Self.isBlankRest(input, from: start) }

  /// Whether only spaces and tabs follow `start` on its line.
  static func isBlankRest(_ input: Bytes, from start: Int) -> Bool {
    var position = start
    while isSpaceOrTab(input[position]) { position += 1 }
    return isLineEnd(input[position])
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
    if first == UInt8(ascii: "*") || first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      position += 1
      guard isSpaceTabOrLineEnd(input[position]) else { return nil }
      if interruptsParagraph && isBlankRest(input, from: position) { return nil }
      return (length: 1, isOrdered: false, start: 0, delimiter: first)
    }
    guard isDigit(first) else { return nil }
    var start = 0
    var digits = 0
    repeat {
      start = start * 10 + Int(input[position] - 0x30)
      position += 1
      digits += 1
    } while digits < CommonMark.maximumListStartDigits && isDigit(input[position])
    if interruptsParagraph && start != 1 { return nil }
    let delimiter = input[position]
    guard delimiter == UInt8(ascii: ".") || delimiter == UInt8(ascii: ")") else { return nil }
    position += 1
    guard isSpaceTabOrLineEnd(input[position]) else { return nil }
    if interruptsParagraph && isBlankRest(input, from: position) { return nil }
    return (length: position - markerStart, isOrdered: true, start: start, delimiter: delimiter)
  }

  func taskListStart() -> Bool {
    var j = lineStart
    while isSpaceOrTab(input[j]) { j += 1 }
    let c = input[j]
    if c == UInt8(ascii: "*") || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") {
      j += 1
    } else if isDigit(c) {
      let digitsStart = j
      while isDigit(input[j]) { j += 1 }
      guard j - digitsStart <= CommonMark.maximumListStartDigits else { return false }
      guard input[j] == UInt8(ascii: ".") || input[j] == UInt8(ascii: ")") else { return false }
      j += 1
    } else {
      return false
    }
    guard isSpaceOrTab(input[j]) else { return false }
    while isSpaceOrTab(input[j]) { j += 1 }
    // The marker found must be the new item's own: its content starts here.
    guard j == offset || (partiallyConsumedTab && j == offset + 1) else { return false }
    guard input[j] == UInt8(ascii: "["), j + 3 <= lineEnd else { return false }
    let m = input[j + 1]
    guard m == 0x20 || m == UInt8(ascii: "x") || m == UInt8(ascii: "X") else { return false }
    guard input[j + 2] == UInt8(ascii: "]") else { return false }
    // A space or tab must follow; a line ending does not count (as in cmark-gfm).
    let after = input[j + 3]
    return after == 0x20 || after == 0x09 || after == 0x0B || after == 0x0C
  }

  func lineContainsCheckedBox() -> Bool {
    var j = lineStart
    while j + 2 < lineEnd {
      if input[j] == UInt8(ascii: "[") && (input[j + 1] | 0x20) == UInt8(ascii: "x")
        && input[j + 2] == UInt8(ascii: "]")
      {
        return true
      }
      j += 1
    }
    return false
  }
}
