import TypesetSupport

/// §6.2 Emphasis and strong emphasis (the delimiter-run algorithm of the spec's appendix),
/// and GFM §6.5 Strikethrough (extension).

extension InlineParser {
  /// §6.2 Emphasis and strong emphasis: cmark's `scan_delims`. The length of the run of
  /// `delimiter` at `pos`, whether it is left- and right-flanking, and whether it can open
  /// and close emphasis (`_` is stricter inside words).
  func scanDelimiters(_ delimiter: UInt8) -> (
    count: Int, canOpen: Bool, canClose: Bool, isLeftFlanking: Bool, isRightFlanking: Bool
  ) {
    var runEnd = pos
    while runEnd < end && subject[runEnd] == delimiter { runEnd += 1 }
    let count = runEnd - pos
    // Like cmark-gfm, with strikethrough on, `~` is skipped when looking at the characters
    // around a delimiter run.
    let skipsTildes = extensions.contains(.strikethrough)
    // Skipping back to the start of the text counts as a line start.
    var beforeEnd = pos
    if skipsTildes {
      while beforeEnd > 0 && subject[beforeEnd - 1] == UInt8(ascii: "~") { beforeEnd -= 1 }
    }
    var afterStart = runEnd
    if skipsTildes {
      while afterStart < end && subject[afterStart] == UInt8(ascii: "~") { afterStart += 1 }
    }
    // The start and end of the text count as whitespace (a line ending).
    let before: UInt32 =
      beforeEnd == 0 ? UInt32(ASCII.lineFeed) : decodeScalar(subject, before: beforeEnd, start: 0)
    let after: UInt32 =
      afterStart >= end ? UInt32(ASCII.lineFeed) : decodeScalar(subject, at: afterStart, end: end)
    let spaceBefore = isUnicodeWhitespace(before)
    let spaceAfter = isUnicodeWhitespace(after)
    let punctuationBefore = isUnicodePunctuation(before)
    let punctuationAfter = isUnicodePunctuation(after)
    let isLeftFlanking = !spaceAfter && (!punctuationAfter || spaceBefore || punctuationBefore)
    let isRightFlanking = !spaceBefore && (!punctuationBefore || spaceAfter || punctuationAfter)
    var canOpen = isLeftFlanking
    var canClose = isRightFlanking
    if delimiter == ASCII.underscore {
      canOpen = isLeftFlanking && (!isRightFlanking || punctuationBefore)
      canClose = isRightFlanking && (!isLeftFlanking || punctuationAfter)
    }
    return (
      count: count, canOpen: canOpen, canClose: canClose, isLeftFlanking: isLeftFlanking,
      isRightFlanking: isRightFlanking
    )
  }

  /// §6.2 and GFM §6.5: adds the run of `delimiter` at `pos` as text and, if it can open or
  /// close, pushes it on the delimiter stack. A strikethrough run is one or two `~`.
  mutating func handleDelimiters(_ delimiter: UInt8) {
    let run = scanDelimiters(delimiter)
    let start = pos
    pos += run.count
    let node = addText(start, pos)
    if delimiter == UInt8(ascii: "~") {
      if (run.isLeftFlanking || run.isRightFlanking) && (run.count == 1 || run.count == 2) {
        pushDelimiter(
          node, delimiter, canOpen: run.isLeftFlanking, canClose: run.isRightFlanking,
          length: run.count)
      }
    } else if run.canOpen || run.canClose {
      pushDelimiter(
        node, delimiter, canOpen: run.canOpen, canClose: run.canClose, length: run.count)
    }
  }

  /// Pushes a delimiter run, whose text is `node`, on the delimiter stack.
  mutating func pushDelimiter(
    _ node: Int32, _ delimiter: UInt8, canOpen: Bool, canClose: Bool, length: Int
  ) {
    delimiters.append(
      Delimiter(
        node: node, char: delimiter, canOpen: canOpen, canClose: canClose,
        originalLength: length, prev: lastDelimiter, next: -1, active: true))
    let pushed = delimiters.count - 1
    if lastDelimiter >= 0 { delimiters[lastDelimiter].next = pushed }
    lastDelimiter = pushed
  }

  /// Unlinks delimiter `index` from the stack.
  mutating func removeDelimiter(_ index: Int) {
    let removed = delimiters[index]
    if removed.next >= 0 {
      delimiters[removed.next].prev = removed.prev
    } else {
      lastDelimiter = removed.prev
    }
    if removed.prev >= 0 { delimiters[removed.prev].next = removed.next }
    delimiters[index].active = false
  }

  /// §6.2, the appendix's "process emphasis": matches closers with openers above
  /// `stackBottom`, innermost first, inserting emphasis, strong emphasis and (GFM §6.5)
  /// strikethrough nodes; then removes every delimiter above the bottom.
  mutating func processEmphasis(_ stackBottom: Int) {
    // Nothing above the bottom: nothing to match or remove (and no table to allocate).
    if lastDelimiter < stackBottom { return }
    // For each kind of closer (delimiter, whether it can open, length mod 3), the lowest
    // opener still worth looking at: below it, a search failed already.
    var openersBottom = [Int](repeating: stackBottom, count: 16)
    // Find the first delimiter above the bottom.
    var closer = -1
    var candidate = lastDelimiter
    while candidate >= 0 && candidate >= stackBottom {
      closer = candidate
      candidate = delimiters[candidate].prev
    }
    let multiple = CommonMark.delimiterRunMultiple
    while closer >= 0 {
      let closing = delimiters[closer]
      guard closing.canClose else {
        closer = closing.next
        continue
      }
      let bottomIndex: Int
      switch closing.char {
      case ASCII.underscore:
        bottomIndex = 2 + (closing.canOpen ? 3 : 0) + closing.originalLength % multiple
      case UInt8(ascii: "*"):
        bottomIndex = 8 + (closing.canOpen ? 3 : 0) + closing.originalLength % multiple
      default: bottomIndex = 14 + closing.originalLength % 2
      }
      var opener = closing.prev
      var found = false
      while opener >= 0 && opener >= openersBottom[bottomIndex] {
        let opening = delimiters[opener]
        if opening.canOpen && opening.char == closing.char {
          // Rules 9 and 10: the "multiple of 3" rule for runs that can both open and close.
          if !(closing.canOpen || opening.canClose) || closing.originalLength % multiple == 0
            || (opening.originalLength + closing.originalLength) % multiple != 0
          {
            found = true
            break
          }
        }
        opener = opening.prev
      }
      let searchedCloser = closer
      if found {
        if closing.char == UInt8(ascii: "~") {
          closer = insertStrikethrough(opener, closer)
        } else {
          closer = insertEmphasis(opener, closer)
        }
      } else {
        closer = closing.next
        openersBottom[bottomIndex] = searchedCloser
        if !closing.canOpen { removeDelimiter(searchedCloser) }
      }
    }
    while lastDelimiter >= 0 && lastDelimiter >= stackBottom { removeDelimiter(lastDelimiter) }
  }

  /// §6.2: wraps the inlines between `opener` and `closer` in emphasis (one delimiter used
  /// from each) or strong emphasis (two); returns the delimiter to look at next.
  mutating func insertEmphasis(_ opener: Int, _ closer: Int) -> Int {
    let openerNode = delimiters[opener].node
    let closerNode = delimiters[closer].node
    var openerCount = Int(nodes[Int(openerNode)].literal.count)
    var closerCount = Int(nodes[Int(closerNode)].literal.count)
    let used = closerCount >= 2 && openerCount >= 2 ? 2 : 1
    openerCount -= used
    closerCount -= used
    nodes[Int(openerNode)].literal.count = Int32(openerCount)
    // The closer keeps its last characters.
    nodes[Int(closerNode)].literal.start += Int32(used)
    nodes[Int(closerNode)].literal.count = Int32(closerCount)
    removeDelimiters(between: opener, and: closer)
    var emphasis = NodeRecord(kind: used == 1 ? .emphasis : .strong)
    let openerRecord = nodes[Int(openerNode)]
    let closerRecord = nodes[Int(closerNode)]
    emphasis.startLine = openerRecord.startLine
    emphasis.startColumn = openerRecord.startColumn + Int32(openerCount)
    emphasis.endLine = closerRecord.endLine
    emphasis.endColumn = closerRecord.endColumn - Int32(closerCount)
    nodes.append(emphasis)
    let emphasisNode = Int32(nodes.count - 1)
    moveSiblings(after: openerNode, before: closerNode, into: emphasisNode)
    nodes.insertAfter(openerNode, emphasisNode)
    nodes[Int(openerNode)].endColumn -= Int32(used)
    nodes[Int(closerNode)].startColumn += Int32(used)
    var next = closer
    if openerCount == 0 {
      nodes.unlink(openerNode)
      detachedCount += 1
      removeDelimiter(opener)
    }
    if closerCount == 0 {
      nodes.unlink(closerNode)
      detachedCount += 1
      next = delimiters[closer].next
      removeDelimiter(closer)
    }
    return next
  }

  /// Removes the delimiters strictly between `opener` and `closer`.
  @inline(__always)
  mutating func removeDelimiters(between opener: Int, and closer: Int) {
    var delimiter = delimiters[closer].prev
    while delimiter >= 0 && delimiter != opener {
      let previous = delimiters[delimiter].prev
      removeDelimiter(delimiter)
      delimiter = previous
    }
  }

  /// GFM §6.5 Strikethrough (extension): wraps the inlines between `opener` and `closer` in a
  /// strikethrough when both runs have the same length; returns the delimiter to look at
  /// next.
  mutating func insertStrikethrough(_ opener: Int, _ closer: Int) -> Int {
    let openerNode = delimiters[opener].node
    let closerNode = delimiters[closer].node
    let next = delimiters[closer].next
    if nodes[Int(openerNode)].literal.count == nodes[Int(closerNode)].literal.count {
      removeDelimiters(between: opener, and: closer)
      // The opener's text node becomes the strikethrough node.
      nodes[Int(openerNode)].kind = .strikethrough
      nodes[Int(openerNode)].literal = .empty
      moveSiblings(after: openerNode, before: closerNode, into: openerNode)
      nodes[Int(openerNode)].endLine = nodes[Int(closerNode)].endLine
      nodes[Int(openerNode)].endColumn = nodes[Int(closerNode)].endColumn
      nodes.unlink(closerNode)
      detachedCount += 1
      removeDelimiter(opener)
    }
    removeDelimiter(closer)
    return next
  }
}
