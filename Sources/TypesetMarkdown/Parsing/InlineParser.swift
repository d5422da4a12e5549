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
  let references: LabelTable<LinkReference>
  let footnoteDefinitions: LabelTable<Int32>
  /// Streaming: definitions from text before this parse's input, looked up first (the first
  /// definition of a label wins, and these come first).
  let priorReferences: LabelTable<KnownReference>
  /// Streaming: whether to collect the labels that reference lookups did not find.
  var recordsMissedLabels = false
  /// Streaming: the normalised labels reference lookups did not find, in lookup order.
  var missedLabels: [[UInt8]] = []
  var inlineQueue: [InlineLeaf]
  let extensions: MarkdownExtensions
  var detachedCount: Int

  // Subject state.
  /// The leaf text being parsed (its trailing whitespace trimmed); `pos` and `end` index it.
  var subject: Bytes = UnsafeBufferPointer(start: nil, count: 0)
  var subjectStart = 0
  var pos = 0
  var end = 0
  var leafNode: Int32 = 0
  /// The leaf's segments: `segments[segmentStart..<segmentEnd]`.
  var segmentStart = 0
  var segmentEnd = 0
  /// The segment of the last position asked for, and the subject range it covers
  /// (`cursorLow..<cursorHigh`), so most positions need no search.
  var segmentCursor = 0
  var cursorLow: Int32 = 0
  var cursorHigh: Int32 = -1
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
  /// The bytes where a text run stops: those that may start an inline, and with autolinks
  /// on, `:` and `w`, where an extended autolink may start (checked when reached).
  var textRunStops = [Bool](repeating: false, count: 256)
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
    block.references.indexPending()
    references = block.references
    footnoteDefinitions = block.footnoteDefinitions
    priorReferences = block.priorReferences
    recordsMissedLabels = block.recordsMissedLabels
    inlineQueue = []
    swap(&inlineQueue, &block.inlineQueue)
    extensions = block.extensions
    // Decoded strings (code spans, entities, autolinks) are a fraction of the text.
    extra.reserveLarge(base / 2 + 64)
    detachedCount = block.detachedCount
    var stops = Array("\n`\\&<*_[]!".utf8)
    if extensions.contains(.strikethrough) { stops.append(UInt8(ascii: "~")) }
    if extensions.contains(.autolink) { stops += [UInt8(ascii: ":"), UInt8(ascii: "w")] }
    for stop in stops { textRunStops[Int(stop)] = true }
  }

  /// Parses every queued leaf still in the tree, in document order, then moves the extra
  /// store's text to the end of the text store.
  mutating func parseAll() {
    do {
      let content = bytes
      content.withUnsafeBufferPointer { text in
        // `subject` points into `text`: it must not outlive this closure.
        defer { subject = Bytes(start: nil, count: 0) }
        for entry in inlineQueue where nodes[Int(entry.node)].parent >= 0 {
          parseLeaf(text, entry)
        }
      }
    }
    bytes.append(contentsOf: extra)
    extra = []
  }

  // MARK: - Nodes

  @inline(__always) func kind(_ node: Int32) -> Kind { nodes[Int(node)].kind }

  /// The source position of subject offset `offset`, found from the leaf's segments (one per
  /// content line). The cursor only moves forward in the common case, so a leaf costs
  /// O(nodes + lines).
  @inline(__always)
  mutating func sourcePosition(of offset: Int) -> (line: Int32, column: Int32) {
    let offset32 = Int32(truncatingIfNeeded: offset)
    if offset32 < cursorLow || offset32 >= cursorHigh { moveSegmentCursor(to: offset32) }
    let segment = segments[segmentCursor]
    return (segment.line, segment.column + (offset32 - segment.offset))
  }

  /// Moves the segment cursor to the segment holding subject offset `offset`.
  mutating func moveSegmentCursor(to offset: Int32) {
    var cursor = segmentCursor
    if cursor < segmentStart || cursor >= segmentEnd { cursor = segmentStart }
    while cursor + 1 < segmentEnd && segments[cursor + 1].offset <= offset { cursor += 1 }
    while cursor > segmentStart && segments[cursor].offset > offset { cursor -= 1 }
    segmentCursor = cursor
    // The first segment also covers offsets before it, the last those after it.
    cursorLow = cursor == segmentStart ? Int32.min : segments[cursor].offset
    cursorHigh = cursor + 1 < segmentEnd ? segments[cursor + 1].offset : Int32.max
  }

  /// A new node spanning subject offsets `from..<to`, appended to the node table (not yet
  /// linked into the tree).
  mutating func makeNode(_ kind: Kind, _ from: Int, _ to: Int) -> Int32 {
    nodes.append(record(kind, from, to))
    return Int32(nodes.count - 1)
  }

  /// A record of `kind` spanning subject offsets `from..<to`, with its source positions.
  @inline(__always)
  mutating func record(_ kind: Kind, _ from: Int, _ to: Int) -> NodeRecord {
    var record = NodeRecord(kind: kind)
    let start = sourcePosition(of: from)
    let last = sourcePosition(of: max(from, to - 1))
    record.startLine = start.line
    record.startColumn = start.column
    record.endLine = last.line
    record.endColumn = last.column
    return record
  }

  /// Links `node` as the leaf's last child.
  mutating func append(_ node: Int32) {
    nodes.appendChild(leafNode, node)
  }

  /// Moves the siblings after `first` (exclusive) up to `stop` (exclusive, or the end) into
  /// `container`.
  mutating func moveSiblings(after first: Int32, before stop: Int32, into container: Int32) {
    var sibling = nodes[Int(first)].next
    while sibling >= 0 && sibling != stop {
      let next = nodes[Int(sibling)].next
      nodes.unlink(sibling)
      nodes.appendChild(container, sibling)
      sibling = next
    }
  }

  /// The number of nodes in the subtree rooted at `root` (iterative).
  func subtreeSize(_ root: Int32) -> Int {
    var count = 1
    var node = nodes[Int(root)].firstChild
    while node >= 0 {
      count += 1
      if nodes[Int(node)].firstChild >= 0 {
        node = nodes[Int(node)].firstChild
        continue
      }
      while node >= 0 && nodes[Int(node)].next < 0 {
        node = nodes[Int(node)].parent
        if node == root { node = -1 }
      }
      if node >= 0 { node = nodes[Int(node)].next }
    }
    return count
  }

  /// A range of the subject as stored text.
  @inline(__always) func subjectRange(_ from: Int, _ to: Int) -> TextRange {
    TextRange(start: Int32(subjectStart + from), count: Int32(to - from))
  }

  /// Appends decoded text to the extra store; returns its range in the final text store.
  mutating func storeExtra(_ text: [UInt8]) -> TextRange {
    let range = TextRange(start: Int32(base + extra.count), count: Int32(text.count))
    extra.append(contentsOf: text)
    return range
  }

  /// Appends a literal to the extra store; returns its range in the final text store.
  mutating func storeExtra(literal: StaticString) -> TextRange {
    let range = TextRange(
      start: Int32(base + extra.count), count: Int32(literal.utf8CodeUnitCount))
    extra.append(
      contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    return range
  }

  @discardableResult
  mutating func addText(_ from: Int, _ to: Int) -> Int32 {
    addText(subjectRange(from, to), from, to)
  }

  /// Appends a text node with literal `range`, spanning subject offsets `from..<to`, as the
  /// leaf's last child.
  @discardableResult
  mutating func addText(_ range: TextRange, _ from: Int, _ to: Int) -> Int32 {
    var text = record(.text, from, to)
    text.literal = range
    return nodes.appendNode(text, to: leafNode)
  }

  // MARK: - Subject

  /// Parses one leaf's content (spec appendix, phase 2) into inline children of its node;
  /// trailing spaces and line endings are not part of the subject (§4.8).
  mutating func parseLeaf(_ text: Bytes, _ entry: InlineLeaf) {
    let leaf = entry.node
    subjectStart = Int(entry.content.start)
    var len = Int(entry.content.count)
    while len > 0 && ASCII.isSpaceTabOrLineEnding(text[subjectStart + len - 1]) { len -= 1 }
    subject = UnsafeBufferPointer(rebasing: text[subjectStart..<(subjectStart + len)])
    // A leaf makes at most about a node per byte; when the table is short of that, it grows
    // once to what the rest of the text needs at the rate so far.
    nodes.reserveRoom(for: len + 2, done: subjectStart, total: base)
    pos = 0
    end = len
    leafNode = leaf
    segmentStart = Int(entry.segmentStart)
    segmentEnd = segmentStart + Int(entry.segmentCount)
    segmentCursor = segmentStart
    cursorLow = 0
    cursorHigh = -1
    delimiters.removeAll(keepingCapacity: true)
    lastDelimiter = -1
    brackets.removeAll(keepingCapacity: true)
    linkOpenersInactiveBelow = 0
    scannedForBackticks = false
    memo.reset()
    while pos < end { parseInline() }
    processEmphasis(0)
    if extensions.contains(.autolink) {
      // GFM §6.9 extended email autolinks need an `@`.
      if Self.firstIndex(of: UInt8(ascii: "@"), in: subject, from: 0, to: end) < end {
        postprocessEmails(leaf)
      }
    }
  }

  /// The first index in `from..<to` where `subject` holds `target`, or `to`.
  static func firstIndex(of target: UInt8, in subject: Bytes, from: Int, to: Int) -> Int {
    ByteScanner(anyOf: target).firstIndex(in: subject, from: from, to: to)
  }

  /// The subject's byte at `index`, or 0 past its end.
  @inline(__always) func peek(_ index: Int) -> UInt8 { index < end ? subject[index] : 0 }

  /// Parses one inline at `pos`, dispatching on its first byte (spec appendix, phase 2).
  mutating func parseInline() {
    let byte = subject[pos]
    switch byte {
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
      handleDelimiters(byte)
    case UInt8(ascii: "~") where extensions.contains(.strikethrough):
      handleDelimiters(byte)
    case UInt8(ascii: "["):
      let opener = addText(pos, pos + 1)
      pushBracket(opener, image: false, position: pos + 1)
      pos += 1
    case UInt8(ascii: "!"):
      // Like cmark-gfm, `![^` starts a footnote reference, not an image, with footnotes on.
      if peek(pos + 1) == UInt8(ascii: "[")
        && !(extensions.contains(.footnotes) && peek(pos + 2) == UInt8(ascii: "^"))
      {
        let opener = addText(pos, pos + 2)
        pushBracket(opener, image: true, position: pos + 2)
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
  /// (GFM §6.9 Autolinks (extension): a URL autolink has a scheme before `://`, a www
  /// autolink starts a word with `www.`.)
  @inline(__always) func autolinkCandidate(_ index: Int) -> Bool {
    let byte = subject[index]
    if byte == UInt8(ascii: ":") {
      return index > 0 && ASCII.isLetter(subject[index - 1]) && peek(index + 1) == UInt8(ascii: "/")
        && peek(index + 2) == UInt8(ascii: "/")
    }
    if byte == UInt8(ascii: "w") {
      if index > 0 {
        let before = subject[index - 1]
        if !(ASCII.isCSpace(before) || before == UInt8(ascii: "*") || before == UInt8(ascii: "_")
          || before == UInt8(ascii: "~") || before == UInt8(ascii: "("))
        {
          return false
        }
      }
      return peek(index + 1) == UInt8(ascii: "w") && peek(index + 2) == UInt8(ascii: "w")
        && peek(index + 3) == UInt8(ascii: ".")
    }
    return false
  }

  /// §6.9 Textual content: a run of bytes that start no inline becomes one text node; spaces
  /// before a line ending are left for the line break (§6.7, §6.8).
  mutating func textRun() {
    let start = pos
    let subject = self.subject
    let subjectEnd = end
    var runEnd = pos + 1
    textRunStops.withUnsafeBufferPointer { stops in
      while runEnd < subjectEnd {
        let byte = subject[runEnd]
        if stops[Int(byte)] {
          if byte != UInt8(ascii: ":") && byte != UInt8(ascii: "w") { break }
          if autolinkCandidate(runEnd) { break }
        }
        runEnd += 1
      }
    }
    pos = runEnd
    var textEnd = runEnd
    if runEnd < subjectEnd && subject[runEnd] == 0x0A {
      while textEnd > start && ASCII.isSpaceOrTab(subject[textEnd - 1]) { textEnd -= 1 }
    }
    if textEnd > start { addText(start, textEnd) }
  }

  /// §6.7 Hard line breaks (two or more spaces before the line ending) and §6.8 Soft line
  /// breaks; the next line's leading spaces are dropped.
  mutating func handleNewline() {
    let lineFeed = pos
    pos += 1
    while pos < end && ASCII.isSpaceOrTab(subject[pos]) { pos += 1 }
    let hard = lineFeed >= 2 && subject[lineFeed - 1] == 0x20 && subject[lineFeed - 2] == 0x20
    let kind: Kind = hard ? .lineBreak : .softBreak
    _ = nodes.appendNode(record(kind, lineFeed, lineFeed + 1), to: leafNode)
  }

  /// §2.4 Backslash escapes: a backslash before ASCII punctuation makes it literal; before a
  /// line ending it is a hard line break (§6.7); else it is a literal backslash.
  mutating func handleBackslash() {
    let start = pos
    pos += 1
    let escaped = peek(pos)
    if pos < end && ASCII.isPunctuation(escaped) {
      addText(subjectRange(pos, pos + 1), start, pos + 1)
      pos += 1
    } else if pos < end && escaped == 0x0A {
      // Unlike a soft break, cmark keeps the next line's leading spaces here (they only
      // survive on lazy continuation lines).
      append(makeNode(.lineBreak, start, pos + 1))
      pos += 1
    } else {
      addText(start, start + 1)
    }
  }

  /// §2.5 Entity and numeric character references: decoded straight into the extra store.
  mutating func handleEntity() {
    let literalStart = extra.count
    let entityEnd = decodeEntity(subject, pos, end, into: &extra)
    if entityEnd < 0 {
      addText(pos, pos + 1)
      pos += 1
    } else {
      let literal = TextRange(
        start: Int32(base + literalStart), count: Int32(extra.count - literalStart))
      addText(literal, pos, entityEnd)
      pos = entityEnd
    }
  }

  /// §6.1 Code spans: a backtick run, then content up to the next run of the same length.
  mutating func handleBackticks() {
    let start = pos
    while pos < end && subject[pos] == UInt8(ascii: "`") { pos += 1 }
    let openLength = pos - start
    let afterOpen = pos
    let closeEnd = scanToClosingBackticks(openLength)
    if closeEnd == 0 {
      pos = afterOpen
      addText(start, afterOpen)
      return
    }
    var contentStart = afterOpen
    var contentEnd = closeEnd - openLength
    // §6.1: line endings become spaces; one space is stripped from each side if both are
    // spaces and the content is not all spaces.
    if contentEnd - contentStart >= 2 && isSpaceOrLineEnd(subject[contentStart])
      && isSpaceOrLineEnd(subject[contentEnd - 1])
    {
      var index = contentStart
      while index < contentEnd && isSpaceOrLineEnd(subject[index]) { index += 1 }
      if index < contentEnd {
        contentStart += 1
        contentEnd -= 1
      }
    }
    let literal = TextRange(
      start: Int32(base + extra.count), count: Int32(contentEnd - contentStart))
    extra.append(contentsOf: UnsafeBufferPointer(rebasing: subject[contentStart..<contentEnd]))
    if Self.firstIndex(of: 0x0A, in: subject, from: contentStart, to: contentEnd) < contentEnd {
      extra.withUnsafeMutableBufferPointer { stored in
        for index in (Int(literal.start) - base)..<stored.count where stored[index] == 0x0A {
          stored[index] = 0x20
        }
      }
    }
    var code = record(.code, start, closeEnd)
    code.literal = literal
    _ = nodes.appendNode(code, to: leafNode)
  }

  /// A space or a line ending (which becomes a space in a code span).
  @inline(__always) private func isSpaceOrLineEnd(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A
  }

  /// §6.1: the end of the next backtick run of exactly `openLength` after `pos`, or 0. Runs
  /// seen are remembered by length, so a subject with many unclosed openers stays linear.
  mutating func scanToClosingBackticks(_ openLength: Int) -> Int {
    if openLength > CommonMark.maximumBacktickRun { return 0 }
    if scannedForBackticks && backticks[openLength] <= pos { return 0 }
    while true {
      pos = Self.firstIndex(of: UInt8(ascii: "`"), in: subject, from: pos, to: end)
      if pos >= end { break }
      let runStart = pos
      while pos < end && subject[pos] == UInt8(ascii: "`") { pos += 1 }
      let count = pos - runStart
      if count <= CommonMark.maximumBacktickRun { backticks[count] = runStart }
      if count == openLength { return pos }
    }
    if !scannedForBackticks {
      scannedForBackticks = true
    }
    return 0
  }

  /// A `<`: a §6.5 autolink (URI, then email), else §6.6 raw HTML, else literal text.
  mutating func handlePointyBrace() {
    let start = pos
    var scanned = scanURIAutolink(subject, start, end)
    if scanned > 0 {
      addAutolink(start, scanned, email: false)
      return
    }
    scanned = scanEmailAutolink(subject, start, end)
    if scanned > 0 {
      addAutolink(start, scanned, email: true)
      return
    }
    scanned = scanInlineHTML(subject, start, end, &memo)
    if scanned > 0 {
      var html = record(.html, start, scanned)
      html.literal = subjectRange(start, scanned)
      _ = nodes.appendNode(html, to: leafNode)
      pos = scanned
      return
    }
    addText(start, start + 1)
    pos += 1
  }

  /// §6.5 Autolinks: a link to `<…>` at `start..<autolinkEnd`. The destination and the text
  /// share their bytes in the extra store (an email's destination is `mailto:` and its text).
  mutating func addAutolink(_ start: Int, _ autolinkEnd: Int, email: Bool) {
    let destinationStart = extra.count
    if email { extra.append(contentsOf: "mailto:".utf8) }
    let textStart = extra.count
    Self.decodeEntitiesOnly(subject, start + 1, autolinkEnd - 1, into: &extra)
    var link = record(.link, start, autolinkEnd)
    link.destination = TextRange(
      start: Int32(base + destinationStart), count: Int32(extra.count - destinationStart))
    let linkNode = nodes.appendNode(link, to: leafNode)
    var text = record(.text, start + 1, autolinkEnd - 1)
    text.literal = TextRange(start: Int32(base + textStart), count: Int32(extra.count - textStart))
    _ = nodes.appendNode(text, to: linkNode)
    pos = autolinkEnd
  }

  /// Appends `subject[from..<to]` to `out` with entity references decoded (§2.5) but
  /// backslashes kept, as autolinks need (§6.5).
  static func decodeEntitiesOnly(_ subject: Bytes, _ from: Int, _ to: Int, into out: inout [UInt8])
  {
    var index = from
    var runStart = from
    while index < to {
      if subject[index] == UInt8(ascii: "&") {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: subject[runStart..<index]))
        let entityEnd = decodeEntity(subject, index, to, into: &out)
        if entityEnd > 0 {
          index = entityEnd
          runStart = index
          continue
        }
        runStart = index
      }
      index += 1
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: subject[runStart..<to]))
  }
}
