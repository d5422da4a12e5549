/// §6.2 Emphasis and strong emphasis (the delimiter-run algorithm of the spec's appendix),
/// and GFM strikethrough.

extension InlineParser {
  /// cmark's `scan_delims`: the run length and whether it can open and close.
  func scanDelimiters(_ c: UInt8) -> (Int, Bool, Bool, Bool, Bool) {
    var j = pos
    while j < end && s[j] == c { j += 1 }
    let count = j - pos
    // Like cmark-gfm, with strikethrough on, `~` is skipped when looking at the characters
    // around a delimiter run.
    let skipTilde = extensions.contains(.strikethrough)
    // Skipping back to the start of the text counts as a line start.
    var b = pos
    if skipTilde {
      while b > 0 && s[b - 1] == UInt8(ascii: "~") { b -= 1 }
    }
    var a = j
    if skipTilde {
      while a < end && s[a] == UInt8(ascii: "~") { a += 1 }
    }
    let before: UInt32 = b == 0 ? 0x0A : decodeScalar(s, before: b, start: 0)
    let after: UInt32 = a >= end ? 0x0A : decodeScalar(s, at: a, end: end)
    let beforeSpace = isUnicodeWhitespace(before)
    let afterSpace = isUnicodeWhitespace(after)
    let beforePunct = isUnicodePunctuation(before)
    let afterPunct = isUnicodePunctuation(after)
    let left = !afterSpace && (!afterPunct || beforeSpace || beforePunct)
    let right = !beforeSpace && (!beforePunct || afterSpace || afterPunct)
    var canOpen = left
    var canClose = right
    if c == UInt8(ascii: "_") {
      canOpen = left && (!right || beforePunct)
      canClose = right && (!left || afterPunct)
    }
    return (count, canOpen, canClose, left, right)
  }

  mutating func handleDelimiters(_ c: UInt8) {
    let (count, canOpen, canClose, left, right) = scanDelimiters(c)
    let start = pos
    pos += count
    let n = addText(start, pos)
    if c == UInt8(ascii: "~") {
      if (left || right) && (count == 1 || count == 2) {
        pushDelimiter(n, c, canOpen: left, canClose: right, length: count)
      }
    } else if canOpen || canClose {
      pushDelimiter(n, c, canOpen: canOpen, canClose: canClose, length: count)
    }
  }

  mutating func pushDelimiter(_ node: Int32, _ c: UInt8, canOpen: Bool, canClose: Bool, length: Int)
  {
    delimiters.append(
      Delimiter(
        node: node, char: c, canOpen: canOpen, canClose: canClose, originalLength: length,
        prev: lastDelimiter, next: -1, active: true))
    let i = delimiters.count - 1
    if lastDelimiter >= 0 { delimiters[lastDelimiter].next = i }
    lastDelimiter = i
  }

  mutating func removeDelimiter(_ i: Int) {
    let d = delimiters[i]
    if d.next >= 0 {
      delimiters[d.next].prev = d.prev
    } else {
      lastDelimiter = d.prev
    }
    if d.prev >= 0 { delimiters[d.prev].next = d.next }
    delimiters[i].active = false
  }

  mutating func processEmphasis(_ stackBottom: Int) {
    // Nothing above the bottom: nothing to match or remove (and no table to allocate).
    if lastDelimiter < stackBottom { return }
    var openersBottom = [Int](repeating: stackBottom, count: 16)
    // Find the first delimiter above the bottom.
    var closer = -1
    var candidate = lastDelimiter
    while candidate >= 0 && candidate >= stackBottom {
      closer = candidate
      candidate = delimiters[candidate].prev
    }
    while closer >= 0 {
      let cd = delimiters[closer]
      guard cd.canClose else {
        closer = cd.next
        continue
      }
      let index: Int
      switch cd.char {
      case UInt8(ascii: "_"): index = 2 + (cd.canOpen ? 3 : 0) + cd.originalLength % 3
      case UInt8(ascii: "*"): index = 8 + (cd.canOpen ? 3 : 0) + cd.originalLength % 3
      default: index = 14 + cd.originalLength % 2
      }
      var opener = cd.prev
      var found = false
      while opener >= 0 && opener >= openersBottom[index] {
        let od = delimiters[opener]
        if od.canOpen && od.char == cd.char {
          if !(cd.canOpen || od.canClose) || cd.originalLength % 3 == 0
            || (od.originalLength + cd.originalLength) % 3 != 0
          {
            found = true
            break
          }
        }
        opener = od.prev
      }
      let oldCloser = closer
      if found {
        if cd.char == UInt8(ascii: "~") {
          closer = insertStrikethrough(opener, closer)
        } else {
          closer = insertEmphasis(opener, closer)
        }
      } else {
        closer = cd.next
        openersBottom[index] = oldCloser
        if !cd.canOpen { removeDelimiter(oldCloser) }
      }
    }
    while lastDelimiter >= 0 && lastDelimiter >= stackBottom { removeDelimiter(lastDelimiter) }
  }

  mutating func insertEmphasis(_ opener: Int, _ closer: Int) -> Int {
    let openerNode = delimiters[opener].node
    let closerNode = delimiters[closer].node
    var openerCount = Int(nodes[Int(openerNode)].literal.count)
    var closerCount = Int(nodes[Int(closerNode)].literal.count)
    let use = closerCount >= 2 && openerCount >= 2 ? 2 : 1
    openerCount -= use
    closerCount -= use
    nodes[Int(openerNode)].literal.count = Int32(openerCount)
    // The closer keeps its last characters.
    nodes[Int(closerNode)].literal.start += Int32(use)
    nodes[Int(closerNode)].literal.count = Int32(closerCount)
    // Drop delimiters between opener and closer.
    var d = delimiters[closer].prev
    while d >= 0 && d != opener {
      let prev = delimiters[d].prev
      removeDelimiter(d)
      d = prev
    }
    var emph = NodeRecord(kind: use == 1 ? .emphasis : .strong)
    let o = nodes[Int(openerNode)]
    let c = nodes[Int(closerNode)]
    emph.startLine = o.startLine
    emph.startColumn = o.startColumn + Int32(openerCount)
    emph.endLine = c.endLine
    emph.endColumn = c.endColumn - Int32(closerCount)
    nodes.append(emph)
    let e = Int32(nodes.count - 1)
    moveSiblings(after: openerNode, before: closerNode, into: e)
    nodes.insertAfter(openerNode, e)
    nodes[Int(openerNode)].endColumn -= Int32(use)
    nodes[Int(closerNode)].startColumn += Int32(use)
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

  mutating func insertStrikethrough(_ opener: Int, _ closer: Int) -> Int {
    let openerNode = delimiters[opener].node
    let closerNode = delimiters[closer].node
    let next = delimiters[closer].next
    if nodes[Int(openerNode)].literal.count == nodes[Int(closerNode)].literal.count {
      var d = delimiters[closer].prev
      while d >= 0 && d != opener {
        let prev = delimiters[d].prev
        removeDelimiter(d)
        d = prev
      }
      // The opener's text node becomes the strikethrough node.
      let o = openerNode
      nodes[Int(o)].kind = .strikethrough
      nodes[Int(o)].literal = .empty
      moveSiblings(after: o, before: closerNode, into: o)
      nodes[Int(o)].endLine = nodes[Int(closerNode)].endLine
      nodes[Int(o)].endColumn = nodes[Int(closerNode)].endColumn
      nodes.unlink(closerNode)
      detachedCount += 1
      removeDelimiter(opener)
    }
    removeDelimiter(closer)
    return next
  }
}
