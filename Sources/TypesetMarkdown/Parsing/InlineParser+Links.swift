/// §6.3 Links and §6.4 images: the bracket stack, inline and reference links, and GFM
/// footnote references.

extension InlineParser {
  mutating func pushBracket(_ node: Int32, image: Bool, position: Int) {
    if !brackets.isEmpty { brackets[brackets.count - 1].bracketAfter = true }
    brackets.append(
      Bracket(
        node: node, image: image, bracketAfter: false, position: position,
        delimiterBottom: delimiters.count))
  }

  /// Pops the top of the bracket stack, keeping the inactive watermark within the stack.
  mutating func popBracket() {
    brackets.removeLast()
    if linkOpenersInactiveBelow > brackets.count { linkOpenersInactiveBelow = brackets.count }
  }

  mutating func handleCloseBracket() {
    let closePos = pos
    pos += 1
    let initialPos = pos
    guard let opener = brackets.last else {
      addText(closePos, pos)
      return
    }
    if !opener.image && brackets.count - 1 < linkOpenersInactiveBelow {
      popBracket()
      addText(closePos, pos)
      return
    }
    var destination = TextRange.empty
    var title = TextRange.empty
    var matched = false
    // Inline link: `(dest "title")`.
    if peek(pos) == UInt8(ascii: "(") {
      let ds = skipSpaceChars(s, pos + 1, end)
      if let (destEnd, dcs, dce) = scanLinkDestination(s, ds, end) {
        let afterDest = skipSpaceChars(s, destEnd, end)
        var titleEnd = afterDest
        var titleRange: (Int, Int)? = nil
        if afterDest != destEnd {
          let te = scanLinkTitle(s, afterDest, end)
          if te > 0 {
            titleRange = (afterDest + 1, te - 1)
            titleEnd = te
          }
        }
        let close = skipSpaceChars(s, titleEnd, end)
        if peek(close) == UInt8(ascii: ")") {
          destination = cleaned(dcs, dce)
          if let (ts, te) = titleRange { title = cleaned(ts, te) }
          pos = close + 1
          matched = true
        }
      }
    }
    if !matched {
      // Reference link: full, collapsed or shortcut.
      var labelStart = -1
      var labelEnd = -1
      var found = false
      if peek(pos) == UInt8(ascii: "[") {
        var j = pos + 1
        while j < end {
          let c = s[j]
          if c == UInt8(ascii: "[") || c == UInt8(ascii: "]") { break }
          if c == UInt8(ascii: "\\") {
            j += 1
            if j < end && isASCIIPunct(s[j]) { j += 1 }
          } else {
            j += 1
          }
          if j - pos > CommonMark.maximumLinkLabelLength + 1 { break }
        }
        if j < end && s[j] == UInt8(ascii: "]") && j - pos <= CommonMark.maximumLinkLabelLength + 1
        {
          labelStart = pos + 1
          labelEnd = j
          found = true
          pos = j + 1
        }
      }
      var isEmptyLabel = true
      if found {
        var k = labelStart
        while k < labelEnd {
          if !isSpaceTabOrLineEnd(s[k]) {
            isEmptyLabel = false
            break
          }
          k += 1
        }
      }
      if !found { pos = initialPos }
      if (!found || isEmptyLabel) && !opener.bracketAfter {
        labelStart = opener.position
        labelEnd = closePos
        found = true
      }
      if found && labelEnd - labelStart <= CommonMark.maximumLinkLabelLength + 1 {
        let key = normalizeLabel(s, labelStart, labelEnd)
        if !key.isEmpty, let ref = references[key] {
          destination = ref.destination
          title = ref.title
          matched = true
        }
      }
    }
    if !matched {
      // A footnote reference?
      if extensions.contains(.footnotes) && !opener.image
        && peek(opener.position) == UInt8(ascii: "^") && closePos - opener.position >= 2
      {
        pos = initialPos
        let labelRange = subjectRange(opener.position + 1, closePos)
        sawFootnoteReference = true
        let fn = makeNode(.footnoteReference, opener.position - 1, initialPos)
        nodes[Int(fn)].footnoteLabel = labelRange
        nodes.insertBefore(opener.node, fn)
        processEmphasis(opener.delimiterBottom)
        var t = nodes[Int(opener.node)].next
        while t >= 0 {
          let next = nodes[Int(t)].next
          nodes.unlink(t)
          detachedCount += subtreeSize(t)
          t = next
        }
        nodes.unlink(opener.node)
        detachedCount += 1
        popBracket()
        return
      }
      popBracket()
      pos = initialPos
      addText(closePos, initialPos)
      return
    }
    let linkStart = opener.position - (opener.image ? 2 : 1)
    let link = makeNode(opener.image ? .image : .link, linkStart, pos)
    nodes[Int(link)].destination = destination
    nodes[Int(link)].linkTitle = title
    nodes.insertBefore(opener.node, link)
    moveSiblings(after: opener.node, before: -1, into: link)
    nodes.unlink(opener.node)
    detachedCount += 1
    processEmphasis(opener.delimiterBottom)
    popBracket()
    if !opener.image { linkOpenersInactiveBelow = brackets.count }
  }

  /// Backslash escapes and entities resolved in `s[from..<to]`.
  mutating func cleaned(_ from: Int, _ to: Int) -> TextRange {
    if !needsUnescaping(s, from, to) { return subjectRange(from, to) }
    var out = [UInt8]()
    appendUnescaped(s, from, to, to: &out)
    return storeExtra(out)
  }
}
