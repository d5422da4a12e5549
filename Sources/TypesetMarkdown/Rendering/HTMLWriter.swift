struct HTMLWriter {
  typealias Kind = MarkdownNode.Kind

  let nodes: UnsafeBufferPointer<NodeRecord>
  let text: UnsafeBufferPointer<UInt8>
  let unsafe: Bool
  let tagFilter: Bool
  var out: [UInt8] = []
  var plainUntil: Int32 = -1
  var footnoteIndex = 0
  var writtenFootnoteIndex = 0
  var needsClosingTableBody = false

  init(
    nodes: UnsafeBufferPointer<NodeRecord>, text: UnsafeBufferPointer<UInt8>,
    options: MarkdownHTMLRenderer.Options
  ) {
    self.nodes = nodes
    self.text = text
    self.unsafe = options.allowsUnsafeContent
    self.tagFilter = options.extensions.contains(.tagFilter)
  }

  @inline(__always) mutating func put(_ s: StaticString) {
    out.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
  }

  @inline(__always) mutating func cr() {
    if let last = out.last, last != 0x0A { out.append(0x0A) }
  }

  @inline(__always) func bytes(_ r: TextRange) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: text[Int(r.start)..<Int(r.start + r.count)])
  }

  mutating func putNumber(_ n: Int) {
    out.append(contentsOf: String(n).utf8)
  }

  mutating func render(root: Int32) {
    var node = root
    var entering = true
    while true {
      let r = nodes[Int(node)]
      if entering {
        enter(node, r)
        if r.firstChild >= 0 {
          node = r.firstChild
          continue
        }
        if NodeRecord.isContainer(r.kind) { exit(node, r) }
      } else {
        exit(node, r)
      }
      if node == root { return }
      if r.next >= 0 {
        node = r.next
        entering = true
      } else {
        node = r.parent
        entering = false
      }
    }
  }

  func isTightParagraph(_ r: NodeRecord) -> Bool {
    guard r.parent >= 0 else { return false }
    let parent = nodes[Int(r.parent)]
    guard parent.parent >= 0 else { return false }
    let grand = nodes[Int(parent.parent)]
    return grand.kind == .list && grand.flags.contains(.tight)
  }

  mutating func enter(_ node: Int32, _ r: NodeRecord) {
    let kind = r.kind
    if plainUntil >= 0 {
      switch kind {
      case .text, .code, .html: escapeHTML(bytes(r.literal))
      case .lineBreak, .softBreak: out.append(0x20)
      default: break
      }
      return
    }
    switch kind {
    case .document: break
    case .blockQuote:
      cr()
      put("<blockquote>\n")
    case .list:
      cr()
      if !r.flags.contains(.ordered) {
        put("<ul>\n")
      } else if r.listStart == 1 {
        put("<ol>\n")
      } else {
        put("<ol start=\"")
        putNumber(r.listStart)
        put("\">\n")
      }
    case .listItem:
      cr()
      if r.flags.contains(.task) {
        if r.flags.contains(.checked) {
          put("<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> ")
        } else {
          put("<li><input type=\"checkbox\" disabled=\"\" /> ")
        }
      } else {
        put("<li>")
      }
    case .codeBlock:
      cr()
      let info = bytes(r.codeInfo)
      if info.isEmpty {
        put("<pre><code>")
      } else {
        var e = 0
        while e < info.count && !isASCIISpace(info[e]) { e += 1 }
        put("<pre><code class=\"language-")
        escapeHTML(UnsafeBufferPointer(rebasing: info[0..<e]))
        put("\">")
      }
      escapeHTML(bytes(r.literal))
      put("</code></pre>\n")
    case .htmlBlock:
      cr()
      rawHTML(bytes(r.literal))
      cr()
    case .paragraph:
      if !isTightParagraph(r) {
        cr()
        put("<p>")
      }
    case .heading:
      cr()
      put("<h")
      out.append(UInt8(0x30 + r.headingLevel))
      out.append(UInt8(ascii: ">"))
    case .thematicBreak:
      cr()
      put("<hr />\n")
    case .table:
      cr()
      put("<table>\n")
      needsClosingTableBody = false
    case .tableRow:
      cr()
      if r.flags.contains(.header) {
        put("<thead>\n")
      } else if !needsClosingTableBody {
        put("<tbody>\n")
        needsClosingTableBody = true
      }
      put("<tr>\n")
    case .tableCell:
      cr()
      let header = nodes[Int(r.parent)].flags.contains(.header)
      put(header ? "<th" : "<td")
      switch r.tableCellAlignment {
      case .left: put(" align=\"left\"")
      case .center: put(" align=\"center\"")
      case .right: put(" align=\"right\"")
      case .none: break
      }
      out.append(UInt8(ascii: ">"))
    case .footnoteDefinition:
      if footnoteIndex == 0 { put("<section class=\"footnotes\" data-footnotes>\n<ol>\n") }
      footnoteIndex += 1
      put("<li id=\"fn-")
      escapeHref(bytes(r.footnoteLabel))
      put("\">\n")
    case .text:
      escapeHTML(bytes(r.literal))
    case .softBreak:
      out.append(0x0A)
    case .lineBreak:
      put("<br />\n")
    case .code:
      put("<code>")
      escapeHTML(bytes(r.literal))
      put("</code>")
    case .html:
      rawHTML(bytes(r.literal))
    case .emphasis: put("<em>")
    case .strong: put("<strong>")
    case .strikethrough: put("<del>")
    case .link:
      put("<a href=\"")
      let url = bytes(r.destination)
      if unsafe || !isDangerousURL(url) { escapeHref(url) }
      if r.linkTitle.count > 0 {
        put("\" title=\"")
        escapeHTML(bytes(r.linkTitle))
      }
      put("\">")
    case .image:
      put("<img src=\"")
      let url = bytes(r.destination)
      if unsafe || !isDangerousURL(url) { escapeHref(url) }
      put("\" alt=\"")
      if r.firstChild >= 0 { plainUntil = node }
    case .footnoteReference:
      put("<sup class=\"footnote-ref\"><a href=\"#fn-")
      escapeHref(bytes(r.footnoteLabel))
      put("\" id=\"fnref-")
      escapeHref(bytes(r.footnoteLabel))
      if r.footnoteReferenceOrdinal > 1 {
        out.append(UInt8(ascii: "-"))
        putNumber(r.footnoteReferenceOrdinal)
      }
      put("\" data-footnote-ref>")
      putNumber(r.footnoteNumber)
      put("</a></sup>")
    }
    if kind == .image && r.firstChild < 0 { plainUntil = -1 }
  }

  mutating func exit(_ node: Int32, _ r: NodeRecord) {
    let kind = r.kind
    if plainUntil >= 0 {
      if node != plainUntil { return }
      plainUntil = -1
    }
    switch kind {
    case .document:
      if footnoteIndex > 0 { put("</ol>\n</section>\n") }
    case .blockQuote:
      cr()
      put("</blockquote>\n")
    case .list:
      put(r.flags.contains(.ordered) ? "</ol>\n" : "</ul>\n")
    case .listItem:
      put("</li>\n")
    case .paragraph:
      if !isTightParagraph(r) {
        if r.parent >= 0 && nodes[Int(r.parent)].kind == .footnoteDefinition
          && r.next < 0
        {
          out.append(0x20)
          putFootnoteBackref(nodes[Int(r.parent)])
        }
        put("</p>\n")
      }
    case .heading:
      put("</h")
      out.append(UInt8(0x30 + r.headingLevel))
      put(">\n")
    case .table:
      if needsClosingTableBody {
        cr()
        put("</tbody>\n")
      }
      needsClosingTableBody = false
      cr()
      put("</table>\n")
    case .tableRow:
      cr()
      put("</tr>")
      if r.flags.contains(.header) {
        cr()
        put("</thead>")
      }
    case .tableCell:
      put(nodes[Int(r.parent)].flags.contains(.header) ? "</th>" : "</td>")
      cr()
    case .footnoteDefinition:
      if putFootnoteBackref(r) { out.append(0x0A) }
      put("</li>\n")
    case .emphasis: put("</em>")
    case .strong: put("</strong>")
    case .strikethrough: put("</del>")
    case .link: put("</a>")
    case .image:
      if r.linkTitle.count > 0 {
        put("\" title=\"")
        escapeHTML(bytes(r.linkTitle))
      }
      put("\" />")
    default: break
    }
  }

  @discardableResult
  mutating func putFootnoteBackref(_ def: NodeRecord) -> Bool {
    if writtenFootnoteIndex >= footnoteIndex { return false }
    writtenFootnoteIndex = footnoteIndex
    let label = bytes(def.footnoteLabel)
    put("<a href=\"#fnref-")
    escapeHref(label)
    put("\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩</a>")
    if def.footnoteReferenceCount > 1 {
      for i in 2...def.footnoteReferenceCount {
        put(" <a href=\"#fnref-")
        escapeHref(label)
        out.append(UInt8(ascii: "-"))
        putNumber(i)
        put(
          "\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩<sup class=\"footnote-ref\">"
        )
        putNumber(i)
        put("</sup></a>")
      }
    }
    return true
  }

  // MARK: - Escaping

  mutating func escapeHTML(_ b: UnsafeBufferPointer<UInt8>) {
    var runStart = 0
    var i = 0
    let n = b.count
    while i < n {
      let c = b[i]
      if c > 0x3E || (c != 0x26 && c != 0x3C && c != 0x3E && c != 0x22) {
        i += 1
        continue
      }
      if i > runStart { out.append(contentsOf: UnsafeBufferPointer(rebasing: b[runStart..<i])) }
      switch c {
      case 0x26: put("&amp;")
      case 0x3C: put("&lt;")
      case 0x3E: put("&gt;")
      default: put("&quot;")
      }
      i += 1
      runStart = i
    }
    if n > runStart { out.append(contentsOf: UnsafeBufferPointer(rebasing: b[runStart..<n])) }
  }

  static let hrefSafe: [Bool] = {
    var t = [Bool](repeating: false, count: 256)
    for c in Array("-_.!~*()/?:@=+$,#%;".utf8) { t[Int(c)] = true }
    for c in UInt8(ascii: "0")...UInt8(ascii: "9") { t[Int(c)] = true }
    for c in UInt8(ascii: "a")...UInt8(ascii: "z") { t[Int(c)] = true }
    for c in UInt8(ascii: "A")...UInt8(ascii: "Z") { t[Int(c)] = true }
    return t
  }()

  mutating func escapeHref(_ b: UnsafeBufferPointer<UInt8>) {
    let hex: StaticString = "0123456789ABCDEF"
    let safe = HTMLWriter.hrefSafe
    for c in b {
      if safe[Int(c)] {
        out.append(c)
      } else if c == UInt8(ascii: "&") {
        put("&amp;")
      } else if c == UInt8(ascii: "'") {
        put("&#x27;")
      } else {
        out.append(UInt8(ascii: "%"))
        out.append(hex.utf8Start[Int(c >> 4)])
        out.append(hex.utf8Start[Int(c & 15)])
      }
    }
  }

  func isDangerousURL(_ url: UnsafeBufferPointer<UInt8>) -> Bool {
    let n = url.count
    if matchesLower(url, 0, n, "javascript:") || matchesLower(url, 0, n, "vbscript:")
      || matchesLower(url, 0, n, "file:")
    {
      return true
    }
    if matchesLower(url, 0, n, "data:") {
      if matchesLower(url, 5, n, "image/png") || matchesLower(url, 5, n, "image/gif")
        || matchesLower(url, 5, n, "image/jpeg") || matchesLower(url, 5, n, "image/webp")
      {
        return false
      }
      return true
    }
    return false
  }

  static let filteredTags: [StaticString] = [
    "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
  ]

  func isFilteredTag(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
    let n = b.count
    guard n - i >= 3 else { return false }
    var j = i + 1
    if b[j] == UInt8(ascii: "/") { j += 1 }
    for tag in HTMLWriter.filteredTags {
      let len = tag.utf8CodeUnitCount
      guard matchesLower(b, j, n, tag) else { continue }
      let k = j + len
      if k >= n { return false }
      if isASCIISpace(b[k]) || b[k] == UInt8(ascii: ">") { return true }
      if b[k] == UInt8(ascii: "/") && k + 1 < n && b[k + 1] == UInt8(ascii: ">") { return true }
      return false
    }
    return false
  }

  /// Writes raw HTML: omitted unless unsafe content is allowed, then tag-filtered if asked.
  mutating func rawHTML(_ b: UnsafeBufferPointer<UInt8>) {
    if !unsafe {
      put("<!-- raw HTML omitted -->")
    } else if tagFilter {
      filterHTML(b)
    } else {
      out.append(contentsOf: b)
    }
  }

  mutating func filterHTML(_ b: UnsafeBufferPointer<UInt8>) {
    var runStart = 0
    for i in 0..<b.count where b[i] == UInt8(ascii: "<") && isFilteredTag(b, i) {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: b[runStart..<i]))
      put("&lt;")
      runStart = i + 1
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: b[runStart..<b.count]))
  }
}
