import TypesetSupport

/// §6.3 Links and §6.4 Images: the bracket stack, inline and reference links, and GFM
/// footnote references.

extension InlineParser {
  /// §6.3 Links, as the spec's appendix parses them: pushes a `[` or `![` whose text is
  /// `node` on the bracket stack; `position` is just after the bracket.
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

  /// §6.3 Links and §6.4 Images: the `]` at `pos`. Looks for a link or image opener on the
  /// bracket stack, then for an inline destination and title, then for a full, collapsed or
  /// shortcut reference (§4.7), and otherwise (GFM) for a footnote reference; without any of
  /// them, the `]` is text.
  mutating func handleCloseBracket() {
    let closePosition = pos
    pos += 1
    let afterBracket = pos
    guard let opener = brackets.last else {
      addText(closePosition, pos)
      return
    }
    if !opener.image && brackets.count - 1 < linkOpenersInactiveBelow {
      popBracket()
      addText(closePosition, pos)
      return
    }
    var destination = TextRange.empty
    var title = TextRange.empty
    var matched = false
    if peek(pos) == UInt8(ascii: "("),
      let inline = scanInlineLinkTail(from: pos + 1)
    {
      destination = inline.destination
      title = inline.title
      pos = inline.end
      matched = true
    }
    if !matched, let reference = matchReference(opener, closePosition: closePosition) {
      destination = reference.destination
      title = reference.title
      matched = true
    }
    if !matched {
      if extensions.contains(.footnotes) && !opener.image
        && peek(opener.position) == UInt8(ascii: "^") && closePosition - opener.position >= 2
      {
        pos = afterBracket
        insertFootnoteReference(opener, closePosition: closePosition)
        return
      }
      popBracket()
      pos = afterBracket
      addText(closePosition, afterBracket)
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

  /// §6.3 Links: an inline link's `(destination "title")` after the `(` at `start - 1`;
  /// returns the cleaned destination and title and the index after `)`, or nil.
  mutating func scanInlineLinkTail(from start: Int)
    -> (destination: TextRange, title: TextRange, end: Int)?
  {
    let destinationStart = skipSpaceChars(subject, start, end)
    guard let scanned = scanLinkDestination(subject, destinationStart, end) else { return nil }
    let afterDestination = skipSpaceChars(subject, scanned.matchEnd, end)
    var titleEnd = afterDestination
    var titleRange: (start: Int, end: Int)? = nil
    // A title must be separated from the destination by whitespace.
    if afterDestination != scanned.matchEnd {
      let scannedTitleEnd = scanLinkTitle(subject, afterDestination, end)
      if scannedTitleEnd > 0 {
        titleRange = (start: afterDestination + 1, end: scannedTitleEnd - 1)
        titleEnd = scannedTitleEnd
      }
    }
    let closingParenthesis = skipSpaceChars(subject, titleEnd, end)
    guard peek(closingParenthesis) == UInt8(ascii: ")") else { return nil }
    let destination = cleaned(scanned.contentStart, scanned.contentEnd)
    var title = TextRange.empty
    if let titleRange { title = cleaned(titleRange.start, titleRange.end) }
    return (destination: destination, title: title, end: closingParenthesis + 1)
  }

  /// §6.3 Links: a full (`[text][label]`), collapsed (`[text][]`) or shortcut (`[text]`)
  /// reference link for the bracket closed at `closePosition`, whose label is defined (§4.7).
  /// Moves `pos` past a full or collapsed reference's label brackets, when found, even if the
  /// label is not defined (the caller restores it).
  mutating func matchReference(_ opener: Bracket, closePosition: Int)
    -> (destination: TextRange, title: TextRange)?
  {
    let afterBracket = closePosition + 1
    var labelStart = -1
    var labelEnd = -1
    var found = false
    if peek(pos) == UInt8(ascii: "[") {
      var position = pos + 1
      while position < end {
        let byte = subject[position]
        if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") { break }
        if byte == ASCII.backslash {
          position += 1
          if position < end && ASCII.isPunctuation(subject[position]) { position += 1 }
        } else {
          position += 1
        }
        if position - pos > CommonMark.maximumLinkLabelLength + 1 { break }
      }
      if position < end && subject[position] == UInt8(ascii: "]")
        && position - pos <= CommonMark.maximumLinkLabelLength + 1
      {
        labelStart = pos + 1
        labelEnd = position
        found = true
        pos = position + 1
      }
    }
    var isEmptyLabel = true
    if found {
      for position in labelStart..<labelEnd where !ASCII.isSpaceTabOrLineEnding(subject[position]) {
        isEmptyLabel = false
        break
      }
    }
    if !found { pos = afterBracket }
    // A collapsed or shortcut reference: the link text is the label (unless it holds a
    // bracket of its own).
    if (!found || isEmptyLabel) && !opener.bracketAfter {
      labelStart = opener.position
      labelEnd = closePosition
      found = true
    }
    guard found && labelEnd - labelStart <= CommonMark.maximumLinkLabelLength + 1 else {
      return nil
    }
    let key = normalizeLabel(subject, labelStart, labelEnd)
    guard !key.isEmpty else { return nil }
    if !priorReferences.isEmpty, let known = priorReferences[key] {
      return (destination: storeExtra(known.destination), title: storeExtra(known.title))
    }
    guard let reference = references[key] else {
      if recordsMissedLabels { missedLabels.append(key) }
      return nil
    }
    return (destination: reference.destination, title: reference.title)
  }

  /// A GFM footnote reference, `[^label]`, for the bracket `opener` closed at
  /// `closePosition` (cmark-gfm's extension; no spec section): replaces the bracket's text
  /// with a footnote reference node.
  mutating func insertFootnoteReference(_ opener: Bracket, closePosition: Int) {
    let labelRange = subjectRange(opener.position + 1, closePosition)
    sawFootnoteReference = true
    let reference = makeNode(.footnoteReference, opener.position - 1, closePosition + 1)
    nodes[Int(reference)].footnoteLabel = labelRange
    nodes.insertBefore(opener.node, reference)
    processEmphasis(opener.delimiterBottom)
    var following = nodes[Int(opener.node)].next
    while following >= 0 {
      let next = nodes[Int(following)].next
      nodes.unlink(following)
      detachedCount += subtreeSize(following)
      following = next
    }
    nodes.unlink(opener.node)
    detachedCount += 1
    popBracket()
  }

  /// §2.4 Backslash escapes and §2.5 entity references resolved in
  /// `s[rangeStart..<rangeEnd]`: the subject's range itself when there is nothing to resolve.
  mutating func cleaned(_ rangeStart: Int, _ rangeEnd: Int) -> TextRange {
    if !needsUnescaping(subject, rangeStart, rangeEnd) { return subjectRange(rangeStart, rangeEnd) }
    var out = [UInt8]()
    appendUnescaped(subject, rangeStart, rangeEnd, to: &out)
    return storeExtra(out)
  }
}
