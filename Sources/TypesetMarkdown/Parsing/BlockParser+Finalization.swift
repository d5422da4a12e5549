/// Closing blocks: end positions, literals, inline queueing and list tightness (§5.3).

extension BlockParser {
  /// Closes `block` (the tip): sets its end position (unless `endIsSet`, as for a block
  /// ended by its closing line), then does the kind's finishing work: reference definitions
  /// and inline queueing for paragraphs, literals for code and HTML, tightness for lists.
  mutating func finalize(_ block: Int32, endIsSet: Bool = false, endLine: Int32? = nil) {
    // `block` is the top of the open stack.
    if let last = open.last, last == block { open.removeLast() }
    let blockKind = kind(block)
    if !endIsSet {
      if let endLine {
        nodes[Int(block)].endLine = endLine
        nodes[Int(block)].endColumn = 0
      } else if blockKind == .heading && !flag(block, .setext) {
        // ATX heading: the end was set when the line was read.
      } else if atEOF {
        nodes[Int(block)].endLine = lineNumber
        nodes[Int(block)].endColumn = lastLineLength
      } else if blockKind == .heading && flag(block, .setext) {
        nodes[Int(block)].endLine = lineNumber
        nodes[Int(block)].endColumn = Int32(lineEnd - lineStart)
      } else if blockKind == .thematicBreak || blockKind == .table {
        if nodes[Int(block)].startLine == lineNumber {
          nodes[Int(block)].endLine = lineNumber
          nodes[Int(block)].endColumn = Int32(lineEnd - lineStart)
        } else {
          nodes[Int(block)].endLine = lineNumber - 1
          nodes[Int(block)].endColumn = lastLineLength
        }
      } else {
        nodes[Int(block)].endLine = lineNumber - 1
        nodes[Int(block)].endColumn = lastLineLength
      }
    }
    switch blockKind {
    case .paragraph:
      if !resolveLeafReferenceDefinitions() {
        // Only link reference definitions: they are blocks (§4.7), so the paragraph stays in
        // the tree until the block phase ends, keeping its item open past blank lines and
        // counting for list looseness (§5.3), and is removed then.
        definitionOnlyParagraphs.append(block)
        return
      }
      finishInlineLeaf(block)
    case .heading:
      finishInlineLeaf(block)
    case .codeBlock:
      if nodes[Int(block)].fenceLength == 0 {
        // Indented (§4.4): trailing blank lines are not part of the code.
        flushPendingLeaf()
        var lastContent = leafBuffer.count - 1
        while lastContent >= 0
          && (ASCII.isSpaceOrTab(leafBuffer[lastContent])
            || ASCII.isLineEnding(leafBuffer[lastContent]))
        {
          lastContent -= 1
        }
        if lastContent < 0 {
          leafBuffer.removeAll(keepingCapacity: true)
        } else {
          var contentEnd = lastContent
          while contentEnd < leafBuffer.count && !ASCII.isLineEnding(leafBuffer[contentEnd]) {
            contentEnd += 1
          }
          leafBuffer.removeSubrange(contentEnd...)
          leafBuffer.append(0x0A)
        }
        nodes[Int(block)].infoLength = 0
      } else {
        // The info string goes just before the literal.
        _ = store(fenceInfo)
        nodes[Int(block)].infoLength = fenceInfo.count
      }
      nodes[Int(block)].literal = storeLeaf(from: 0)
      clearLeaf()
    case .htmlBlock:
      nodes[Int(block)].literal = storeLeaf(from: 0)
      clearLeaf()
    case .list:
      finalizeList(block)
    default:
      break
    }
  }

  /// Queues a paragraph or heading for the inline phase (spec appendix, phase 2): its content
  /// after any link reference definitions (§4.7) goes to the text store, its segments to the
  /// segment table.
  mutating func finishInlineLeaf(_ leafNode: Int32) {
    let contentRange = storeLeaf(from: leafConsumed)
    // Short leaves (headings, list items) can outnumber the up-front reservations.
    inlineQueue.reserveRoom(for: 1, done: lineStart, total: input.count)
    segments.reserveRoom(for: leafSegments.count + 1, done: lineStart, total: input.count)
    let segmentStart = Int32(segments.count)
    var count: Int32 = 0
    for segment in leafSegments {
      let contentOffset = Int(segment.offset) - leafConsumed
      if contentOffset < 0 {
        // The segment starts inside consumed definitions; keep it only if the content
        // continues into it (handled by the following segment).
        continue
      }
      segments.append(
        LeafSegment(offset: Int32(contentOffset), line: segment.line, column: segment.column))
      count += 1
    }
    if count == 0 {
      let record = nodes[Int(leafNode)]
      segments.append(LeafSegment(offset: 0, line: record.startLine, column: record.startColumn))
      count = 1
    }
    inlineQueue.append(
      InlineLeaf(
        node: leafNode, content: contentRange, segmentStart: segmentStart, segmentCount: count))
    clearLeaf()
    if !leafSegments.isEmpty { leafSegments.removeAll(keepingCapacity: true) }
    leafConsumed = 0
  }

  /// §5.3 Lists: a list is loose when any of its items are separated by blank lines, or any
  /// item directly holds two block children with a blank line between them; else tight.
  mutating func finalizeList(_ list: Int32) {
    var tight = true
    var item = nodes[Int(list)].firstChild
    outer: while item >= 0 {
      let itemRecord = nodes[Int(item)]
      if lastLineBlank[Int(item)] && itemRecord.next >= 0 {
        tight = false
        break
      }
      var child = itemRecord.firstChild
      while child >= 0 {
        let childRecord = nodes[Int(child)]
        if (itemRecord.next >= 0 || childRecord.next >= 0) && endsWithBlankLine(child) {
          tight = false
          break outer
        }
        child = childRecord.next
      }
      item = itemRecord.next
    }
    if tight {
      nodes[Int(list)].flags.insert(.tight)
    } else {
      nodes[Int(list)].flags.remove(.tight)
    }
  }

  /// Whether block `node` ends with a blank line, looking into the last items of lists and
  /// list items (§5.3, as cmark's `S_ends_with_blank_line`).
  func endsWithBlankLine(_ node: Int32) -> Bool {
    var current = node
    while current >= 0 {
      if lastLineBlank[Int(current)] { return true }
      let record = nodes[Int(current)]
      if record.kind == .list || record.kind == .listItem {
        current = record.lastChild
      } else {
        return false
      }
    }
    return false
  }
}
