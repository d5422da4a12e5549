import TypesetSupport

/// GFM §6.9 Autolinks (extension): `www.` and URL autolinks, and the e-mail post-pass.

extension InlineParser {
  // MARK: - Extended autolinks

  /// GFM §6.9 Autolinks (extension): whether the character at `position` may be part of a
  /// domain: not whitespace and not punctuation (symbols are allowed, as in cmark-gfm).
  func isValidHostChar(_ text: Bytes, _ position: Int, _ end: Int) -> Bool {
    let byte = text[position]
    if byte < 0x80 { return !ASCII.isCSpace(byte) && !ASCII.isPunctuation(byte) }
    if byte & 0xC0 == 0x80 { return false }
    let scalar = decodeScalar(text, at: position, end: end)
    guard let unicodeScalar = Unicode.Scalar(scalar) else { return false }
    switch unicodeScalar.properties.generalCategory {
    case .spaceSeparator, .connectorPunctuation, .dashPunctuation, .openPunctuation,
      .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation:
      return false
    default: return true
    }
  }

  /// GFM §6.9 Autolinks (extension): cmark-gfm's `check_domain` over `text[start..<end]`: the
  /// length of the valid domain at `start` (segments of host characters, `-` and `_`
  /// separated by periods, with no underscore in the last two segments), or 0. Without
  /// `allowShort`, the domain needs a period.
  func checkDomain(_ text: Bytes, _ start: Int, _ end: Int, allowShort: Bool) -> Int {
    let size = end - start
    var periods = 0
    var underscoresInPreviousSegment = 0
    var underscoresInLastSegment = 0
    var length = 1
    while length < size - 1 {
      let byte = text[start + length]
      if byte == ASCII.underscore {
        underscoresInLastSegment += 1
      } else if byte == ASCII.period {
        underscoresInPreviousSegment = underscoresInLastSegment
        underscoresInLastSegment = 0
        periods += 1
      } else if !isValidHostChar(text, start + length, end) && byte != ASCII.hyphen {
        break
      }
      length += 1
    }
    if (underscoresInPreviousSegment > 0 || underscoresInLastSegment > 0)
      && periods <= CommonMark.maximumPeriodsCheckedForUnderscores
    {
      return 0
    }
    if allowShort { return length }
    return periods > 0 ? length : 0
  }

  /// GFM §6.9 Autolinks (extension), "extended autolink path validation": cmark-gfm's
  /// `autolink_delim`. Trims `text[start..<start + linkEnd]` at a `<`, then drops trailing
  /// punctuation, unbalanced closing parentheses and a trailing entity reference; returns the
  /// new length.
  func autolinkDelimiter(_ text: Bytes, _ start: Int, _ linkEnd: Int) -> Int {
    var linkEnd = linkEnd
    var openingParentheses = 0
    var closingParentheses = 0
    for offset in 0..<max(linkEnd, 0) {
      let byte = text[start + offset]
      if byte == ASCII.lessThan {
        linkEnd = offset
        break
      } else if byte == UInt8(ascii: "(") {
        openingParentheses += 1
      } else if byte == UInt8(ascii: ")") {
        closingParentheses += 1
      }
    }
    while linkEnd > 0 {
      switch text[start + linkEnd - 1] {
      case UInt8(ascii: ")"):
        if closingParentheses <= openingParentheses { return linkEnd }
        closingParentheses -= 1
        linkEnd -= 1
      case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: ","),
        UInt8(ascii: ":"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"),
        UInt8(ascii: "'"), UInt8(ascii: "\""):
        linkEnd -= 1
      case ASCII.semicolon:
        // `&name;` at the end is an entity reference, left out whole.
        var referenceStart = linkEnd - 2
        while referenceStart > 0 && ASCII.isLetter(text[start + referenceStart]) {
          referenceStart -= 1
        }
        if referenceStart < linkEnd - 2 && text[start + referenceStart] == ASCII.ampersand {
          linkEnd = referenceStart
        } else {
          linkEnd -= 1
        }
      default:
        return linkEnd
      }
    }
    return linkEnd
  }

  /// GFM §6.9 Autolinks (extension): an extended URL autolink, `http://`, `https://` or
  /// `ftp://` and a valid domain, found at the `:`; the scheme is taken back from the text
  /// before it.
  mutating func matchURLAutolink() -> Bool {
    let size = end - pos
    guard size >= 4, subject[pos + 1] == ASCII.slash, subject[pos + 2] == ASCII.slash else {
      return false
    }
    var rewind = 0
    while rewind < pos && ASCII.isLetter(subject[pos - rewind - 1]) { rewind += 1 }
    let linkStart = pos - rewind
    var hasScheme = false
    for scheme: StaticString in ["http://", "https://", "ftp://"] {
      let schemeLength = scheme.utf8CodeUnitCount
      if end - linkStart > schemeLength && matchesLower(subject, linkStart, end, scheme)
        && isValidHostChar(subject, linkStart + schemeLength, end)
      {
        hasScheme = true
        break
      }
    }
    guard hasScheme else { return false }
    let domainLength = checkDomain(subject, pos + 3, end, allowShort: true)
    guard domainLength > 0 else { return false }
    var linkEnd = 3 + domainLength
    while linkEnd < size && !ASCII.isCSpace(subject[pos + linkEnd])
      && subject[pos + linkEnd] != ASCII.lessThan
    {
      linkEnd += 1
    }
    linkEnd = autolinkDelimiter(subject, pos, linkEnd)
    guard linkEnd > 0 else { return false }
    unput(rewind)
    let stop = pos + linkEnd
    let link = makeNode(.link, linkStart, stop)
    nodes[Int(link)].destination = subjectRange(linkStart, stop)
    let text = makeNode(.text, linkStart, stop)
    nodes[Int(text)].literal = subjectRange(linkStart, stop)
    append(link)
    nodes.appendChild(link, text)
    pos = stop
    return true
  }

  /// Removes `count` characters from the end of the trailing text nodes.
  mutating func unput(_ count: Int) {
    var remaining = count
    var node = nodes[Int(leafNode)].lastChild
    while remaining > 0 && node >= 0 && kind(node) == .text {
      let previous = nodes[Int(node)].prev
      let length = Int(nodes[Int(node)].literal.count)
      if length <= remaining {
        remaining -= length
        nodes.unlink(node)
        detachedCount += 1
      } else {
        nodes[Int(node)].literal.count = Int32(length - remaining)
        nodes[Int(node)].endColumn -= Int32(remaining)
        remaining = 0
      }
      node = previous
    }
  }

  /// GFM §6.9 Autolinks (extension): an extended www autolink, `www.` and a valid domain,
  /// found at the first `w`, at the start of a line, after whitespace or after `*`, `_`, `~`
  /// or `(`.
  mutating func matchWWWAutolink() -> Bool {
    if pos > 0 {
      let before = subject[pos - 1]
      if !(ASCII.isCSpace(before) || before == UInt8(ascii: "*") || before == ASCII.underscore
        || before == UInt8(ascii: "~") || before == UInt8(ascii: "("))
      {
        return false
      }
    }
    let size = end - pos
    guard size >= 4, matchesExact(subject, pos, end, "www.") else { return false }
    var linkEnd = checkDomain(subject, pos, end, allowShort: false)
    guard linkEnd > 0 else { return false }
    while linkEnd < size && !ASCII.isCSpace(subject[pos + linkEnd])
      && subject[pos + linkEnd] != ASCII.lessThan
    {
      linkEnd += 1
    }
    linkEnd = autolinkDelimiter(subject, pos, linkEnd)
    guard linkEnd > 0 else { return false }
    let stop = pos + linkEnd
    var url = Array("http://".utf8)
    url.append(contentsOf: UnsafeBufferPointer(rebasing: subject[pos..<stop]))
    let link = makeNode(.link, pos, stop)
    nodes[Int(link)].destination = storeExtra(url)
    let text = makeNode(.text, pos, stop)
    nodes[Int(text)].literal = subjectRange(pos, stop)
    append(link)
    nodes.appendChild(link, text)
    pos = stop
    return true
  }

  // MARK: - E-mail autolinks (a post-pass over text, like cmark-gfm)

  /// The bytes of a text range, from the subject or the extra storage.
  func literalBytes(_ range: TextRange) -> [UInt8] {
    let start = Int(range.start)
    let count = Int(range.count)
    if start + count > bytes.count {
      return Array(extra[(start - base)..<(start - base + count)])
    }
    return Array(bytes[start..<(start + count)])
  }

  /// GFM §6.9 Autolinks (extension): finds extended e-mail autolinks in the text of a leaf's
  /// inlines, outside links and images, merging adjacent text nodes first.
  mutating func postprocessEmails(_ leaf: Int32) {
    // Iterative walk over the leaf's inlines, skipping links.
    var node = nodes[Int(leaf)].firstChild
    while node >= 0 {
      let nodeKind = kind(node)
      if nodeKind == .text {
        // Merge adjacent text siblings, then scan.
        var text = literalBytes(nodes[Int(node)].literal)
        var next = nodes[Int(node)].next
        var merged = false
        while next >= 0 && kind(next) == .text {
          text.append(contentsOf: literalBytes(nodes[Int(next)].literal))
          nodes[Int(node)].endLine = nodes[Int(next)].endLine
          nodes[Int(node)].endColumn = nodes[Int(next)].endColumn
          let after = nodes[Int(next)].next
          nodes.unlink(next)
          detachedCount += 1
          next = after
          merged = true
        }
        if merged { nodes[Int(node)].literal = storeExtra(text) }
        if text.contains(UInt8(ascii: "@")) {
          node = scanEmails(node, text)
        }
      } else if nodeKind != .link && nodeKind != .image && nodes[Int(node)].firstChild >= 0 {
        node = nodes[Int(node)].firstChild
        continue
      }
      // Advance to the next node in document order within the leaf.
      while node >= 0 && nodes[Int(node)].next < 0 {
        node = nodes[Int(node)].parent
        if node == leaf { return }
      }
      if node < 0 { return }
      node = nodes[Int(node)].next
    }
  }

  /// Whether `byte` may be part of an extended e-mail autolink's local part besides letters
  /// and digits: `.`, `+`, `-` or `_`.
  @inline(__always)
  static func isEmailLocalPunctuation(_ byte: UInt8) -> Bool {
    byte == ASCII.period || byte == UInt8(ascii: "+") || byte == ASCII.hyphen
      || byte == ASCII.underscore
  }

  /// GFM §6.9 Autolinks (extension): splits text node `node` (whose bytes are `text`) around
  /// extended e-mail autolinks, `user@domain`, optionally after `mailto:` or `xmpp:` (which
  /// allows a `/resource`), as cmark-gfm's `postprocess_text` does; returns the last node of
  /// the split.
  mutating func scanEmails(_ node: Int32, _ text: [UInt8]) -> Int32 {
    var current = node
    let textRange = nodes[Int(current)].literal
    let (line, column) = (nodes[Int(node)].startLine, nodes[Int(node)].startColumn)
    return text.withUnsafeBufferPointer { data -> Int32 in
      // The unsplit rest of the text is `data[restStart...]`; `offset` bytes of it are done.
      var restStart = 0
      var offset = 0
      var restLength = data.count
      var candidates = 0
      /// Whether `scheme` ends just before the `rewind` bytes before `at`, at the start of the
      /// text or after a byte that is no letter or digit.
      func validateProtocol(
        _ scheme: StaticString, _ at: Int, _ rewind: Int, _ maximumRewind: Int
      ) -> Bool {
        let schemeLength = scheme.utf8CodeUnitCount
        if schemeLength > maximumRewind - rewind { return false }
        if !matchesExact(data, at - rewind - schemeLength, data.count, scheme) { return false }
        if schemeLength == maximumRewind - rewind { return true }
        return !ASCII.isLetterOrDigit(data[at - rewind - schemeLength - 1])
      }
      while true {
        if offset >= restLength { break }
        var atSign = -1
        var searched = restStart + offset
        while searched < restStart + restLength {
          if data[searched] == UInt8(ascii: "@") {
            atSign = searched
            break
          }
          searched += 1
        }
        if atSign < 0 { break }
        // cmark-gfm handles each `@` in a recursive call and gives up after 1 000 levels.
        candidates += 1
        if candidates > CommonMark.maximumEmailCandidates { break }
        // How far the local part may reach back: to the end of the bytes already done.
        var maximumRewind = atSign - (restStart + offset)
        var addsMailto = true
        var isXMPP = false
        var rewind = 0
        var linkEnd = 0
        var periods = 0
        var retry = true
        var skip = false
        while retry {
          retry = false
          // Each candidate starts afresh: a `mailto:` or `xmpp:` seen before an earlier `@`
          // does not belong to this one.
          addsMailto = true
          isXMPP = false
          rewind = 0
          // The local part, read backwards from the `@`.
          while rewind < maximumRewind {
            let byte = data[restStart + offset + maximumRewind - rewind - 1]
            if ASCII.isLetterOrDigit(byte) || Self.isEmailLocalPunctuation(byte) {
              rewind += 1
              continue
            }
            if byte == ASCII.colon {
              let at = restStart + offset + maximumRewind
              if validateProtocol("mailto:", at, rewind, maximumRewind) {
                addsMailto = false
                rewind += 1
                continue
              }
              if validateProtocol("xmpp:", at, rewind, maximumRewind) {
                addsMailto = false
                isXMPP = true
                rewind += 1
                continue
              }
            }
            break
          }
          if rewind == 0 {
            offset += maximumRewind + 1
            skip = true
            break
          }
          // The domain, read forwards from the `@`.
          periods = 0
          linkEnd = 1
          while linkEnd < restLength - offset - maximumRewind {
            let byte = data[restStart + offset + maximumRewind + linkEnd]
            if ASCII.isLetterOrDigit(byte) {
              linkEnd += 1
              continue
            }
            if byte == UInt8(ascii: "@") {
              offset += maximumRewind + 1
              maximumRewind = linkEnd - 1
              retry = true
              break
            } else if byte == ASCII.period && linkEnd < restLength - offset - maximumRewind - 1
              && ASCII.isLetterOrDigit(data[restStart + offset + maximumRewind + linkEnd + 1])
            {
              periods += 1
            } else if byte == ASCII.slash && isXMPP {
              linkEnd += 1
              continue
            } else if byte != ASCII.hyphen && byte != ASCII.underscore {
              break
            }
            linkEnd += 1
          }
        }
        if skip { continue }
        // The domain needs a period and must end in a letter or `.` (cut by the delimiter
        // rules below).
        let lastIndex = restStart + offset + maximumRewind + linkEnd - 1
        if linkEnd < 2 || periods == 0
          || (!ASCII.isLetter(data[lastIndex]) && data[lastIndex] != ASCII.period)
        {
          offset += maximumRewind + linkEnd
          continue
        }
        linkEnd = autolinkDelimiter(data, restStart + offset + maximumRewind, linkEnd)
        if linkEnd == 0 {
          offset += maximumRewind + 1
          continue
        }
        let emailStart = restStart + offset + maximumRewind - rewind
        let emailEnd = restStart + offset + maximumRewind + linkEnd
        var url: [UInt8] = addsMailto ? Array("mailto:".utf8) : []
        url.append(contentsOf: data[emailStart..<emailEnd])
        var link = NodeRecord(kind: .link)
        link.startLine = line
        link.startColumn = column + Int32(emailStart)
        link.endLine = line
        link.endColumn = column + Int32(emailEnd - 1)
        link.destination = storeExtra(url)
        nodes.append(link)
        let linkNode = Int32(nodes.count - 1)
        var linkText = link
        linkText.kind = .text
        linkText.literal = storeExtra(Array(data[emailStart..<emailEnd]))
        nodes.append(linkText)
        let textNode = Int32(nodes.count - 1)
        nodes.appendChild(linkNode, textNode)
        nodes.insertAfter(current, linkNode)
        var after = NodeRecord(kind: .text)
        after.startLine = line
        after.startColumn = column + Int32(emailEnd)
        after.endLine = nodes[Int(current)].endLine
        after.endColumn = nodes[Int(current)].endColumn
        after.literal = TextRange(
          start: textRange.start + Int32(emailEnd), count: Int32(data.count - emailEnd))
        nodes.append(after)
        let afterNode = Int32(nodes.count - 1)
        nodes.insertAfter(linkNode, afterNode)
        nodes[Int(current)].literal = TextRange(
          start: textRange.start + Int32(restStart), count: Int32(emailStart - restStart))
        nodes[Int(current)].endColumn = column + Int32(max(emailStart - 1, 0))
        current = afterNode
        restStart = emailEnd
        restLength = data.count - emailEnd
        offset = 0
      }
      return current
    }
  }
}
