/// The inline phase: code spans, emphasis (the delimiter-stack algorithm), links, images,
/// autolinks, raw HTML, entities, escapes and line breaks, plus the GFM inline extensions.
struct InlineParser {
  typealias Kind = MarkdownNode.Kind

  var nodes: [NodeRecord]
  var bytes: [UInt8]
  /// Decoded strings made during the inline phase; they are appended to `bytes` at the end.
  var extra: [UInt8] = []
  let base: Int
  var segments: [LeafSegment]
  let references: [[UInt8]: LinkReference]
  let footnoteDefinitions: [[UInt8]: Int32]
  var inlineQueue: [InlineLeaf]
  let extensions: MarkdownExtensions
  var detachedCount: Int

  // Subject state.
  var s: Bytes = UnsafeBufferPointer(start: nil, count: 0)
  var subjectStart = 0
  var pos = 0
  var end = 0
  var leafNode: Int32 = 0
  var segStart = 0
  var segEnd = 0
  var segCursor = 0
  var delimiters: [Delimiter] = []
  var lastDelimiter = -1
  var brackets: [Bracket] = []
  /// Link openers (not image openers) below this index on the bracket stack are inactive: a
  /// link closed above them, and links may not contain links (§6.3). A watermark instead of a
  /// walk down the stack, as in cmark, keeps closing a link O(1).
  var linkOpenersInactiveBelow = 0
  var backticks = [Int](repeating: 0, count: CommonMark.maximumBacktickRun + 1)
  var scannedForBackticks = false
  var memo = ScanMemo()
  var special = [Bool](repeating: false, count: 256)
  var sawFootnoteReference = false

  /// Takes over the block parser's tree and text (moved, not copied).
  init(_ block: inout BlockParser) {
    nodes = []
    swap(&nodes, &block.nodes)
    bytes = []
    swap(&bytes, &block.bytes)
    base = bytes.count
    segments = []
    swap(&segments, &block.segments)
    references = block.references
    footnoteDefinitions = block.footnoteDefinitions
    inlineQueue = []
    swap(&inlineQueue, &block.inlineQueue)
    extensions = block.extensions
    detachedCount = block.detachedCount
    for c in Array("\n`\\&<*_[]!".utf8) { special[Int(c)] = true }
    if extensions.contains(.strikethrough) { special[Int(UInt8(ascii: "~"))] = true }
  }

  mutating func parseAll() {
    do {
      let content = bytes
      content.withUnsafeBufferPointer { b in
        for entry in inlineQueue where nodes[Int(entry.node)].parent >= 0 {
          parseLeaf(b, entry)
        }
      }
    }
    bytes.append(contentsOf: extra)
    extra = []
  }

  // MARK: - Nodes

  @inline(__always) func kind(_ n: Int32) -> Kind { nodes[Int(n)].kind }

  /// The source location of subject offset `o`.
  mutating func location(_ o: Int) -> (Int32, Int32) {
    if segCursor < segStart || segCursor >= segEnd { segCursor = segStart }
    while segCursor + 1 < segEnd && Int(segments[segCursor + 1].offset) <= o { segCursor += 1 }
    while segCursor > segStart && Int(segments[segCursor].offset) > o { segCursor -= 1 }
    let seg = segments[segCursor]
    return (seg.line, seg.column + Int32(o - Int(seg.offset)))
  }

  /// A new node spanning subject offsets `from..<to`, appended to `parent`.
  mutating func makeNode(_ kind: Kind, _ from: Int, _ to: Int) -> Int32 {
    var r = NodeRecord(kind: kind)
    let (sl, sc) = location(from)
    let (el, ec) = location(max(from, to - 1))
    r.startLine = sl
    r.startColumn = sc
    r.endLine = el
    r.endColumn = ec
    nodes.append(r)
    return Int32(nodes.count - 1)
  }

  mutating func append(_ n: Int32) {
    nodes.appendChild(leafNode, n)
  }

  /// Moves the siblings after `first` (exclusive) up to `stop` (exclusive, or the end) into
  /// `container`.
  mutating func moveSiblings(after first: Int32, before stop: Int32, into container: Int32) {
    var t = nodes[Int(first)].next
    while t >= 0 && t != stop {
      let next = nodes[Int(t)].next
      nodes.unlink(t)
      nodes.appendChild(container, t)
      t = next
    }
  }

  /// The number of nodes in the subtree rooted at `root` (iterative).
  func subtreeSize(_ root: Int32) -> Int {
    var count = 1
    var n = nodes[Int(root)].firstChild
    while n >= 0 {
      count += 1
      if nodes[Int(n)].firstChild >= 0 {
        n = nodes[Int(n)].firstChild
        continue
      }
      while n >= 0 && nodes[Int(n)].next < 0 {
        n = nodes[Int(n)].parent
        if n == root { n = -1 }
      }
      if n >= 0 { n = nodes[Int(n)].next }
    }
    return count
  }

  /// A range of the subject as stored text.
  @inline(__always) func subjectRange(_ from: Int, _ to: Int) -> TextRange {
    TextRange(start: Int32(subjectStart + from), count: Int32(to - from))
  }

  mutating func storeExtra(_ b: [UInt8]) -> TextRange {
    let r = TextRange(start: Int32(base + extra.count), count: Int32(b.count))
    extra.append(contentsOf: b)
    return r
  }

  mutating func storeExtra(literal: StaticString) -> TextRange {
    let r = TextRange(start: Int32(base + extra.count), count: Int32(literal.utf8CodeUnitCount))
    extra.append(
      contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    return r
  }

  @discardableResult
  mutating func addText(_ from: Int, _ to: Int) -> Int32 {
    let n = makeNode(.text, from, to)
    nodes[Int(n)].literal = subjectRange(from, to)
    append(n)
    return n
  }

  mutating func addText(_ range: TextRange, _ from: Int, _ to: Int) {
    let n = makeNode(.text, from, to)
    nodes[Int(n)].literal = range
    append(n)
  }

  // MARK: - Subject

  mutating func parseLeaf(_ b: Bytes, _ entry: InlineLeaf) {
    let leaf = entry.node
    subjectStart = Int(entry.content.start)
    var len = Int(entry.content.count)
    while len > 0 && isSpaceTabOrLineEnd(b[subjectStart + len - 1]) { len -= 1 }
    s = UnsafeBufferPointer(rebasing: b[subjectStart..<(subjectStart + len)])
    pos = 0
    end = len
    leafNode = leaf
    segStart = Int(entry.segmentStart)
    segEnd = segStart + Int(entry.segmentCount)
    segCursor = segStart
    delimiters.removeAll(keepingCapacity: true)
    lastDelimiter = -1
    brackets.removeAll(keepingCapacity: true)
    linkOpenersInactiveBelow = 0
    scannedForBackticks = false
    memo.reset()
    while pos < end { parseInline() }
    processEmphasis(0)
    if extensions.contains(.autolink) {
      var hasAt = false
      for c in s where c == UInt8(ascii: "@") {
        hasAt = true
        break
      }
      if hasAt { postprocessEmails(leaf) }
    }
  }

  @inline(__always) func peek(_ i: Int) -> UInt8 { i < end ? s[i] : 0 }

  mutating func parseInline() {
    let c = s[pos]
    switch c {
    case 0x0A:
      handleNewline()
    case UInt8(ascii: "`"):
      handleBackticks()
    case UInt8(ascii: "\\"):
      handleBackslash()
    case UInt8(ascii: "&"):
      handleEntity()
    case UInt8(ascii: "<"):
      handlePointyBrace()
    case UInt8(ascii: "*"), UInt8(ascii: "_"):
      handleDelimiters(c)
    case UInt8(ascii: "~") where extensions.contains(.strikethrough):
      handleDelimiters(c)
    case UInt8(ascii: "["):
      let n = addText(pos, pos + 1)
      pushBracket(n, image: false, position: pos + 1)
      pos += 1
    case UInt8(ascii: "!"):
      // Like cmark-gfm, `![^` starts a footnote reference, not an image, with footnotes on.
      if peek(pos + 1) == UInt8(ascii: "[")
        && !(extensions.contains(.footnotes) && peek(pos + 2) == UInt8(ascii: "^"))
      {
        let n = addText(pos, pos + 2)
        pushBracket(n, image: true, position: pos + 2)
        pos += 2
      } else {
        addText(pos, pos + 1)
        pos += 1
      }
    case UInt8(ascii: "]"):
      handleCloseBracket()
    case UInt8(ascii: ":") where extensions.contains(.autolink) && brackets.isEmpty:
      if !matchURLAutolink() { textRun() }
    case UInt8(ascii: "w") where extensions.contains(.autolink) && brackets.isEmpty:
      if !matchWWWAutolink() { textRun() }
    default:
      textRun()
    }
  }

  /// Whether the text run should stop at `i` for a possible extended autolink.
  @inline(__always) func autolinkCandidate(_ i: Int) -> Bool {
    let c = s[i]
    if c == UInt8(ascii: ":") {
      return i > 0 && isAlpha(s[i - 1]) && peek(i + 1) == UInt8(ascii: "/")
        && peek(i + 2) == UInt8(ascii: "/")
    }
    if c == UInt8(ascii: "w") {
      if i > 0 {
        let b = s[i - 1]
        if !(isASCIISpace(b) || b == UInt8(ascii: "*") || b == UInt8(ascii: "_")
          || b == UInt8(ascii: "~") || b == UInt8(ascii: "("))
        {
          return false
        }
      }
      return peek(i + 1) == UInt8(ascii: "w") && peek(i + 2) == UInt8(ascii: "w")
        && peek(i + 3) == UInt8(ascii: ".")
    }
    return false
  }

  mutating func textRun() {
    let start = pos
    var j = pos + 1
    let autolink = extensions.contains(.autolink)
    while j < end {
      let c = s[j]
      if special[Int(c)] { break }
      if autolink && (c == UInt8(ascii: ":") || c == UInt8(ascii: "w")) && autolinkCandidate(j) {
        break
      }
      j += 1
    }
    pos = j
    var e = j
    if j < end && s[j] == 0x0A {
      while e > start && isSpaceOrTab(s[e - 1]) { e -= 1 }
    }
    if e > start { addText(start, e) }
  }

  mutating func handleNewline() {
    let nl = pos
    pos += 1
    while pos < end && isSpaceOrTab(s[pos]) { pos += 1 }
    let hard = nl >= 2 && s[nl - 1] == 0x20 && s[nl - 2] == 0x20
    let n = makeNode(hard ? .lineBreak : .softBreak, nl, nl + 1)
    append(n)
  }

  mutating func handleBackslash() {
    let start = pos
    pos += 1
    let c = peek(pos)
    if pos < end && isASCIIPunct(c) {
      let n = makeNode(.text, start, pos + 1)
      nodes[Int(n)].literal = subjectRange(pos, pos + 1)
      append(n)
      pos += 1
    } else if pos < end && c == 0x0A {
      // Unlike a soft break, cmark keeps the next line's leading spaces here (they only
      // survive on lazy continuation lines).
      append(makeNode(.lineBreak, start, pos + 1))
      pos += 1
    } else {
      addText(start, start + 1)
    }
  }

  mutating func handleEntity() {
    var out = [UInt8]()
    let k = decodeEntity(s, pos, end, into: &out)
    if k < 0 {
      addText(pos, pos + 1)
      pos += 1
    } else {
      addText(storeExtra(out), pos, k)
      pos = k
    }
  }

  mutating func handleBackticks() {
    let start = pos
    while pos < end && s[pos] == UInt8(ascii: "`") { pos += 1 }
    let n = pos - start
    let afterOpen = pos
    let closeEnd = scanToClosingBackticks(n)
    if closeEnd == 0 {
      pos = afterOpen
      addText(start, afterOpen)
      return
    }
    let cs = afterOpen
    let ce = closeEnd - n
    // Line endings become spaces; strip one space from each side if both are spaces.
    var content = Array(UnsafeBufferPointer(rebasing: s[cs..<ce]))
    for i in content.indices where content[i] == 0x0A { content[i] = 0x20 }
    if content.count >= 2 && content.first == 0x20 && content.last == 0x20
      && content.contains(where: { $0 != 0x20 })
    {
      content.removeFirst()
      content.removeLast()
    }
    let node = makeNode(.code, start, closeEnd)
    nodes[Int(node)].literal = storeExtra(content)
    append(node)
  }

  mutating func scanToClosingBackticks(_ openLength: Int) -> Int {
    if openLength > CommonMark.maximumBacktickRun { return 0 }
    if scannedForBackticks && backticks[openLength] <= pos { return 0 }
    while true {
      while pos < end && s[pos] != UInt8(ascii: "`") { pos += 1 }
      if pos >= end { break }
      let runStart = pos
      while pos < end && s[pos] == UInt8(ascii: "`") { pos += 1 }
      let count = pos - runStart
      if count <= CommonMark.maximumBacktickRun { backticks[count] = runStart }
      if count == openLength { return pos }
    }
    if !scannedForBackticks {
      scannedForBackticks = true
    }
    return 0
  }

  mutating func handlePointyBrace() {
    let start = pos
    var k = scanURIAutolink(s, start, end)
    if k > 0 {
      addAutolink(start, k, email: false)
      return
    }
    k = scanEmailAutolink(s, start, end)
    if k > 0 {
      addAutolink(start, k, email: true)
      return
    }
    k = scanInlineHTML(s, start, end, &memo)
    if k > 0 {
      let n = makeNode(.html, start, k)
      nodes[Int(n)].literal = subjectRange(start, k)
      append(n)
      pos = k
      return
    }
    addText(start, start + 1)
    pos += 1
  }

  mutating func addAutolink(_ start: Int, _ k: Int, email: Bool) {
    let link = makeNode(.link, start, k)
    var url = [UInt8]()
    if email { url.append(contentsOf: Array("mailto:".utf8)) }
    var text = [UInt8]()
    decodeEntitiesOnly(start + 1, k - 1, into: &text)
    url.append(contentsOf: text)
    nodes[Int(link)].destination = storeExtra(url)
    let t = makeNode(.text, start + 1, k - 1)
    nodes[Int(t)].literal = storeExtra(text)
    append(link)
    nodes.appendChild(link, t)
    pos = k
  }

  func decodeEntitiesOnly(_ from: Int, _ to: Int, into out: inout [UInt8]) {
    var i = from
    while i < to {
      if s[i] == UInt8(ascii: "&") {
        let k = decodeEntity(s, i, to, into: &out)
        if k > 0 {
          i = k
          continue
        }
      }
      out.append(s[i])
      i += 1
    }
  }
}
