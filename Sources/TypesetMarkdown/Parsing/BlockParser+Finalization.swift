/// Closing blocks: end positions, literals, inline queueing and list tightness (§5.3).

extension BlockParser {
  /// Closes block `b` (the tip): sets its end position (unless `endIsSet`, as for a block
  /// ended by its closing line), then does the kind's finishing work: reference definitions
  /// and inline queueing for paragraphs, literals for code and HTML, tightness for lists.
  mutating func finalize(_ b: Int32, endIsSet: Bool = false, endLine: Int32? = nil) {
    // `b` is the top of the open stack.
    if let last = open.last, last == b { open.removeLast() }
    let k = kind(b)
    if !endIsSet {
      if let endLine {
        nodes[Int(b)].endLine = endLine
        nodes[Int(b)].endColumn = 0
      } else if k == .heading && !flag(b, .setext) {
        // ATX heading: the end was set when the line was read.
      } else if atEOF {
        nodes[Int(b)].endLine = lineNumber
        nodes[Int(b)].endColumn = lastLineLength
      } else if k == .heading && flag(b, .setext) {
        nodes[Int(b)].endLine = lineNumber
        nodes[Int(b)].endColumn = Int32(lineEnd - lineStart)
      } else if k == .thematicBreak || k == .table {
        if nodes[Int(b)].startLine == lineNumber {
          nodes[Int(b)].endLine = lineNumber
          nodes[Int(b)].endColumn = Int32(lineEnd - lineStart)
        } else {
          nodes[Int(b)].endLine = lineNumber - 1
          nodes[Int(b)].endColumn = lastLineLength
        }
      } else {
        nodes[Int(b)].endLine = lineNumber - 1
        nodes[Int(b)].endColumn = lastLineLength
      }
    }
    switch k {
    case .paragraph:
      if !resolveReferenceDefinitions() {
        // Only link reference definitions: they are blocks (§4.7), so the paragraph stays in
        // the tree until the block phase ends, keeping its item open past blank lines and
        // counting for list looseness (§5.3), and is removed then.
        definitionOnlyParagraphs.append(b)
        return
      }
      finishInlineLeaf(b)
    case .heading:
      finishInlineLeaf(b)
    case .codeBlock:
      if nodes[Int(b)].fenceLength == 0 {
        // Indented: drop trailing blank lines.
        var i = leaf.count - 1
        while i >= 0 && (isSpaceOrTab(leaf[i]) || isLineEnd(leaf[i])) { i -= 1 }
        if i < 0 {
          leaf.removeAll(keepingCapacity: true)
        } else {
          var e = i
          while e < leaf.count && !isLineEnd(leaf[e]) { e += 1 }
          leaf.removeSubrange(e...)
          leaf.append(0x0A)
        }
        nodes[Int(b)].infoLength = 0
      } else {
        // The info string goes just before the literal.
        _ = store(fenceInfo)
        nodes[Int(b)].infoLength = fenceInfo.count
      }
      nodes[Int(b)].literal = store(leaf)
      leaf.removeAll(keepingCapacity: true)
    case .htmlBlock:
      nodes[Int(b)].literal = store(leaf)
      leaf.removeAll(keepingCapacity: true)
    case .list:
      finalizeList(b)
    default:
      break
    }
  }

  mutating func finishInlineLeaf(_ b: Int32) {
    let content = leaf.withUnsafeBufferPointer { l in
      UnsafeBufferPointer(rebasing: l[leafConsumed...])
    }
    let contentRange = store(content)
    let segmentStart = Int32(segments.count)
    var count: Int32 = 0
    for s in leafSegments {
      let rel = Int(s.offset) - leafConsumed
      if rel < 0 {
        // The segment starts inside consumed definitions; keep it only if the content
        // continues into it (handled by the following segment).
        continue
      }
      segments.append(LeafSegment(offset: Int32(rel), line: s.line, column: s.column))
      count += 1
    }
    if count == 0 {
      segments.append(
        LeafSegment(offset: 0, line: nodes[Int(b)].startLine, column: nodes[Int(b)].startColumn))
      count = 1
    }
    inlineQueue.append(
      InlineLeaf(
        node: b, content: contentRange, segmentStart: segmentStart, segmentCount: count))
    leaf.removeAll(keepingCapacity: true)
    if !leafSegments.isEmpty { leafSegments.removeAll(keepingCapacity: true) }
    leafConsumed = 0
  }

  mutating func finalizeList(_ list: Int32) {
    var tight = true
    var item = nodes[Int(list)].firstChild
    outer: while item >= 0 {
      let ir = nodes[Int(item)]
      if lastLineBlank[Int(item)] && ir.next >= 0 {
        tight = false
        break
      }
      var sub = ir.firstChild
      while sub >= 0 {
        let sr = nodes[Int(sub)]
        if (ir.next >= 0 || sr.next >= 0) && endsWithBlankLine(sub) {
          tight = false
          break outer
        }
        sub = sr.next
      }
      item = ir.next
    }
    if tight {
      nodes[Int(list)].flags.insert(.tight)
    } else {
      nodes[Int(list)].flags.remove(.tight)
    }
  }

  func endsWithBlankLine(_ n: Int32) -> Bool {
    var cur = n
    while cur >= 0 {
      let r = nodes[Int(cur)]
      if lastLineBlank[Int(cur)] { return true }
      let k = r.kind
      if k == .list || k == .listItem { cur = r.lastChild } else { return false }
    }
    return false
  }
}
