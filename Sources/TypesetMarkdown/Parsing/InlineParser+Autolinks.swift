/// GFM §6.9 autolinks (extension): `www.` and URL autolinks, and the e-mail post-pass.

extension InlineParser {
  // MARK: - Extended autolinks

  /// A host character: not whitespace and not punctuation.
  func isValidHostChar(_ p: Bytes, _ i: Int, _ end: Int) -> Bool {
    let c = p[i]
    if c < 0x80 { return !isASCIISpace(c) && !isASCIIPunct(c) }
    if c & 0xC0 == 0x80 { return false }
    let scalar = decodeScalar(p, at: i, end: end)
    guard let u = Unicode.Scalar(scalar) else { return false }
    switch u.properties.generalCategory {
    case .spaceSeparator, .connectorPunctuation, .dashPunctuation, .openPunctuation,
      .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation:
      return false
    default: return true
    }
  }

  /// cmark-gfm's `check_domain`, over `p[start..<end]`.
  func checkDomain(_ p: Bytes, _ start: Int, _ end: Int, allowShort: Bool) -> Int {
    let size = end - start
    var np = 0
    var underscore1 = 0
    var underscore2 = 0
    var i = 1
    while i < size - 1 {
      let c = p[start + i]
      if c == UInt8(ascii: "_") {
        underscore2 += 1
      } else if c == UInt8(ascii: ".") {
        underscore1 = underscore2
        underscore2 = 0
        np += 1
      } else if !isValidHostChar(p, start + i, end) && c != UInt8(ascii: "-") {
        break
      }
      i += 1
    }
    if (underscore1 > 0 || underscore2 > 0) && np <= 10 { return 0 }
    if allowShort { return i }
    return np > 0 ? i : 0
  }

  /// cmark-gfm's `autolink_delim`: trims trailing punctuation from a candidate link.
  func autolinkDelimiter(_ p: Bytes, _ start: Int, _ linkEnd: Int) -> Int {
    var linkEnd = linkEnd
    var opening = 0
    var closing = 0
    var i = 0
    while i < linkEnd {
      let c = p[start + i]
      if c == UInt8(ascii: "<") {
        linkEnd = i
        break
      } else if c == UInt8(ascii: "(") {
        opening += 1
      } else if c == UInt8(ascii: ")") {
        closing += 1
      }
      i += 1
    }
    while linkEnd > 0 {
      let c = p[start + linkEnd - 1]
      switch c {
      case UInt8(ascii: ")"):
        if closing <= opening { return linkEnd }
        closing -= 1
        linkEnd -= 1
      case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: ","),
        UInt8(ascii: ":"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"),
        UInt8(ascii: "'"), UInt8(ascii: "\""):
        linkEnd -= 1
      case UInt8(ascii: ";"):
        var newEnd = linkEnd - 2
        while newEnd > 0 && isAlpha(p[start + newEnd]) { newEnd -= 1 }
        if newEnd < linkEnd - 2 && p[start + newEnd] == UInt8(ascii: "&") {
          linkEnd = newEnd
        } else {
          linkEnd -= 1
        }
      default:
        return linkEnd
      }
    }
    return linkEnd
  }

  /// `http://`, `https://` or `ftp://` links, found at the `:`.
  mutating func matchURLAutolink() -> Bool {
    let size = end - pos
    guard size >= 4, s[pos + 1] == UInt8(ascii: "/"), s[pos + 2] == UInt8(ascii: "/") else {
      return false
    }
    var rewind = 0
    while rewind < pos && isAlpha(s[pos - rewind - 1]) { rewind += 1 }
    let linkStart = pos - rewind
    var safe = false
    for scheme: StaticString in ["http://", "https://", "ftp://"] {
      let n = scheme.utf8CodeUnitCount
      if end - linkStart > n && matchesLower(s, linkStart, end, scheme)
        && isValidHostChar(s, linkStart + n, end)
      {
        safe = true
        break
      }
    }
    guard safe else { return false }
    let domain = checkDomain(s, pos + 3, end, allowShort: true)
    guard domain > 0 else { return false }
    var linkEnd = 3 + domain
    while linkEnd < size && !isASCIISpace(s[pos + linkEnd]) && s[pos + linkEnd] != UInt8(ascii: "<")
    {
      linkEnd += 1
    }
    linkEnd = autolinkDelimiter(s, pos, linkEnd)
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
    var n = count
    var node = nodes[Int(leafNode)].lastChild
    while n > 0 && node >= 0 && kind(node) == .text {
      let prev = nodes[Int(node)].prev
      let len = Int(nodes[Int(node)].literal.count)
      if len <= n {
        n -= len
        nodes.unlink(node)
        detachedCount += 1
      } else {
        nodes[Int(node)].literal.count = Int32(len - n)
        nodes[Int(node)].endColumn -= Int32(n)
        n = 0
      }
      node = prev
    }
  }

  /// `www.` links, found at the first `w`.
  mutating func matchWWWAutolink() -> Bool {
    if pos > 0 {
      let b = s[pos - 1]
      if !(isASCIISpace(b) || b == UInt8(ascii: "*") || b == UInt8(ascii: "_")
        || b == UInt8(ascii: "~") || b == UInt8(ascii: "("))
      {
        return false
      }
    }
    let size = end - pos
    guard size >= 4, matchesExact(s, pos, end, "www.") else { return false }
    var linkEnd = checkDomain(s, pos, end, allowShort: false)
    guard linkEnd > 0 else { return false }
    while linkEnd < size && !isASCIISpace(s[pos + linkEnd]) && s[pos + linkEnd] != UInt8(ascii: "<")
    {
      linkEnd += 1
    }
    linkEnd = autolinkDelimiter(s, pos, linkEnd)
    guard linkEnd > 0 else { return false }
    let stop = pos + linkEnd
    var url = Array("http://".utf8)
    url.append(contentsOf: UnsafeBufferPointer(rebasing: s[pos..<stop]))
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

  func literalBytes(_ r: TextRange) -> [UInt8] {
    let start = Int(r.start)
    if start + Int(r.count) > bytes.count {
      return Array(extra[(start - base)..<(start - base + Int(r.count))])
    }
    return Array(bytes[start..<(start + Int(r.count))])
  }

  mutating func postprocessEmails(_ leaf: Int32) {
    // Iterative walk over the leaf's inlines, skipping links.
    var node = nodes[Int(leaf)].firstChild
    while node >= 0 {
      let k = kind(node)
      if k == .text {
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
      } else if k != .link && k != .image && nodes[Int(node)].firstChild >= 0 {
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

  /// Splits text node `node` (whose bytes are `text`) around e-mail addresses; returns the
  /// last node of the split.
  mutating func scanEmails(_ node: Int32, _ text: [UInt8]) -> Int32 {
    var current = node
    let baseRange = nodes[Int(current)].literal
    // Make sure the text is addressable by offset: store a copy if it is not contiguous.
    let textRange = baseRange
    let (line, column) = (nodes[Int(node)].startLine, nodes[Int(node)].startColumn)
    return text.withUnsafeBufferPointer { d -> Int32 in
      var start = 0
      var offset = 0
      var remaining = d.count
      var examined = 0
      func validateProtocol(_ proto: StaticString, _ at: Int, _ rewind: Int, _ maxRewind: Int)
        -> Bool
      {
        let len = proto.utf8CodeUnitCount
        if len > maxRewind - rewind { return false }
        if !matchesExact(d, at - rewind - len, d.count, proto) { return false }
        if len == maxRewind - rewind { return true }
        return !isAlnum(d[at - rewind - len - 1])
      }
      while true {
        if offset >= remaining { break }
        var atIndex = -1
        var q = start + offset
        while q < start + remaining {
          if d[q] == UInt8(ascii: "@") {
            atIndex = q
            break
          }
          q += 1
        }
        if atIndex < 0 { break }
        // cmark-gfm handles each `@` in a recursive call and gives up after 1 000 levels.
        examined += 1
        if examined > 1001 { break }
        var maxRewind = atIndex - (start + offset)
        var autoMailto = true
        var isXMPP = false
        var rewind = 0
        var linkEnd = 0
        var np = 0
        var retry = true
        var skip = false
        while retry {
          retry = false
          // Each candidate starts afresh: a `mailto:` or `xmpp:` seen before an earlier `@`
          // does not belong to this one.
          autoMailto = true
          isXMPP = false
          rewind = 0
          while rewind < maxRewind {
            let c = d[start + offset + maxRewind - rewind - 1]
            if isAlnum(c) || c == UInt8(ascii: ".") || c == UInt8(ascii: "+")
              || c == UInt8(ascii: "-") || c == UInt8(ascii: "_")
            {
              rewind += 1
              continue
            }
            if c == UInt8(ascii: ":") {
              let at = start + offset + maxRewind
              if validateProtocol("mailto:", at, rewind, maxRewind) {
                autoMailto = false
                rewind += 1
                continue
              }
              if validateProtocol("xmpp:", at, rewind, maxRewind) {
                autoMailto = false
                isXMPP = true
                rewind += 1
                continue
              }
            }
            break
          }
          if rewind == 0 {
            offset += maxRewind + 1
            skip = true
            break
          }
          np = 0
          linkEnd = 1
          while linkEnd < remaining - offset - maxRewind {
            let c = d[start + offset + maxRewind + linkEnd]
            if isAlnum(c) {
              linkEnd += 1
              continue
            }
            if c == UInt8(ascii: "@") {
              offset += maxRewind + 1
              maxRewind = linkEnd - 1
              retry = true
              break
            } else if c == UInt8(ascii: ".") && linkEnd < remaining - offset - maxRewind - 1
              && isAlnum(d[start + offset + maxRewind + linkEnd + 1])
            {
              np += 1
            } else if c == UInt8(ascii: "/") && isXMPP {
              linkEnd += 1
              continue
            } else if c != UInt8(ascii: "-") && c != UInt8(ascii: "_") {
              break
            }
            linkEnd += 1
          }
        }
        if skip { continue }
        let lastIndex = start + offset + maxRewind + linkEnd - 1
        if linkEnd < 2 || np == 0 || (!isAlpha(d[lastIndex]) && d[lastIndex] != UInt8(ascii: ".")) {
          offset += maxRewind + linkEnd
          continue
        }
        linkEnd = autolinkDelimiter(d, start + offset + maxRewind, linkEnd)
        if linkEnd == 0 {
          offset += maxRewind + 1
          continue
        }
        let emailStart = start + offset + maxRewind - rewind
        let emailEnd = start + offset + maxRewind + linkEnd
        var url: [UInt8] = autoMailto ? Array("mailto:".utf8) : []
        url.append(contentsOf: d[emailStart..<emailEnd])
        var link = NodeRecord(kind: .link)
        link.startLine = line
        link.startColumn = column + Int32(emailStart)
        link.endLine = line
        link.endColumn = column + Int32(emailEnd - 1)
        link.destination = storeExtra(url)
        nodes.append(link)
        let linkNode = Int32(nodes.count - 1)
        var t = link
        t.kind = .text
        t.literal = storeExtra(Array(d[emailStart..<emailEnd]))
        nodes.append(t)
        let textNode = Int32(nodes.count - 1)
        nodes.appendChild(linkNode, textNode)
        nodes.insertAfter(current, linkNode)
        var post = NodeRecord(kind: .text)
        post.startLine = line
        post.startColumn = column + Int32(emailEnd)
        post.endLine = nodes[Int(current)].endLine
        post.endColumn = nodes[Int(current)].endColumn
        post.literal = TextRange(
          start: textRange.start + Int32(emailEnd), count: Int32(d.count - emailEnd))
        nodes.append(post)
        let postNode = Int32(nodes.count - 1)
        nodes.insertAfter(linkNode, postNode)
        nodes[Int(current)].literal = TextRange(
          start: textRange.start + Int32(start), count: Int32(emailStart - start))
        nodes[Int(current)].endColumn = column + Int32(max(emailStart - 1, 0))
        current = postNode
        start = emailEnd
        remaining = d.count - emailEnd
        offset = 0
      }
      return current
    }
  }
}
