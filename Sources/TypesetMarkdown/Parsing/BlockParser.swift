/// The block phase (and driver) of the parser, following the strategy of the spec's appendix
/// and of cmark's blocks.c: a stack of open blocks matched line by line.
struct BlockParser {
  typealias Kind = MarkdownNode.Kind

  let p: Bytes
  let extensions: MarkdownExtensions
  var nodes: [NodeRecord] = []
  /// Text store: leaf contents, then decoded strings.
  var bytes: [UInt8] = []
  /// Open blocks, the document first, the tip last.
  var open: [Int32] = []

  // Line state.
  var lineNumber: Int32 = 0
  var lineStart = 0
  var lineEnd = 0
  var offset = 0
  var column = 0
  var partiallyConsumedTab = false
  var firstNonspace = 0
  var firstNonspaceColumn = 0
  var indent = 0
  var blank = false
  var lastLineLength: Int32 = 0
  var lineConsumed = false
  var matchedDepth = 1
  var unmatchedClosed = false
  var atEOF = false
  /// A thematic-break scan that failed at this position need not be repeated before it.
  var thematicBreakKillPos = -1

  // The open leaf's content.
  var leaf: [UInt8] = []
  var leafSegments: [LeafSegment] = []
  /// Bytes at the start of `leaf` consumed by link reference definitions.
  var leafConsumed = 0

  /// Segments of all finalized paragraphs, headings and cells (see `InlineLeaf`).
  var segments: [LeafSegment] = []
  /// Leaves whose inline content is still to be parsed, in document order of finalization.
  var inlineQueue: [InlineLeaf] = []
  /// The info string of the open fenced code block (only one can be open at a time).
  var fenceInfo: [UInt8] = []
  /// The open fenced code block's fence: its character, its length and the indentation of the
  /// opening fence, which is removed from every content line (§4.5). Only one can be open.
  var openFence: (character: UInt8, length: Int, indent: Int) = (0, 0, 0)
  /// Parse time, by node: whether the block's last line so far was blank (for list tightness,
  /// §5.3).
  var lastLineBlank: [Bool] = []
  /// Paragraphs that held only link reference definitions, removed when the block phase ends.
  var definitionOnlyParagraphs: [Int32] = []
  var references: [[UInt8]: LinkReference] = [:]
  var footnoteDefinitions: [[UInt8]: Int32] = [:]
  var detachedCount = 0

  init(_ p: Bytes, extensions: MarkdownExtensions) {
    self.p = p
    self.extensions = extensions
    // Measured documents hold 0.08 (prose) to 0.25 (tables) nodes per input byte. A generous
    // reservation costs address space, not memory (pages never written stay unmapped); growing
    // would copy, with old and new buffers alive at once, at the peak of the parse.
    nodes.reserveCapacity(p.count / 3 + 16)
    lastLineBlank.reserveCapacity(p.count / 32 + 16)
    bytes.reserveCapacity(p.count + 64)
  }

  // MARK: - Tree helpers

  @inline(__always) func kind(_ n: Int32) -> Kind { nodes[Int(n)].kind }

  mutating func newNode(_ kind: Kind, line: Int32, column: Int32) -> Int32 {
    var r = NodeRecord(kind: kind)
    r.startLine = line
    r.startColumn = column
    r.endLine = line
    r.endColumn = column
    nodes.append(r)
    lastLineBlank.append(false)
    return Int32(nodes.count - 1)
  }

  mutating func store(_ b: UnsafeBufferPointer<UInt8>) -> TextRange {
    let start = bytes.count
    bytes.append(contentsOf: b)
    return TextRange(start: Int32(start), count: Int32(b.count))
  }

  mutating func store(_ b: [UInt8]) -> TextRange {
    let start = bytes.count
    bytes.append(contentsOf: b)
    return TextRange(start: Int32(start), count: Int32(b.count))
  }

  @inline(__always) func flag(_ n: Int32, _ f: NodeFlags) -> Bool {
    nodes[Int(n)].flags.contains(f)
  }

  // MARK: - Driver

  mutating func run() -> MarkdownStorage {
    let doc = newNode(.document, line: 1, column: 1)
    open = [doc]
    let n = p.count
    var i = 0
    while i < n {
      var e = i
      while e < n {
        let c = p[e]
        if c == 0x0A || c == 0x0D { break }
        e += 1
      }
      lineNumber += 1
      processLine(i, e)
      lastLineLength = Int32(e - i)
      var next = e
      if next < n && p[next] == 0x0D {
        next += 1
        if next < n && p[next] == 0x0A { next += 1 }
      } else if next < n {
        next += 1
      }
      i = next
    }
    atEOF = true
    while !open.isEmpty { finalize(open.last!) }
    for paragraph in definitionOnlyParagraphs {
      nodes.unlink(paragraph)
      detachedCount += 1
    }
    nodes[0].endLine = lineNumber
    nodes[0].endColumn = lastLineLength
    var inline = InlineParser(&self)
    inline.parseAll()
    if extensions.contains(.footnotes)
      && (inline.sawFootnoteReference || !footnoteDefinitions.isEmpty)
    {
      inline.processFootnotes()
    }
    return MarkdownStorage(
      nodes: inline.nodes, bytes: inline.bytes, detachedCount: inline.detachedCount)
  }

  // MARK: - Line state

  mutating func findFirstNonspace() {
    if firstNonspace > offset {
      // Still valid: only spaces lie between the offset and the cached position.
      indent = firstNonspaceColumn - column
      blank = isLineEnd(p[firstNonspace])
      return
    }
    var charsToTab = CommonMark.tabStop - (column % CommonMark.tabStop)
    firstNonspace = offset
    firstNonspaceColumn = column
    while true {
      let c = p[firstNonspace]
      if c == 0x20 {
        firstNonspace += 1
        firstNonspaceColumn += 1
        charsToTab -= 1
        if charsToTab == 0 { charsToTab = CommonMark.tabStop }
      } else if c == 0x09 {
        firstNonspace += 1
        firstNonspaceColumn += charsToTab
        charsToTab = CommonMark.tabStop
      } else {
        break
      }
    }
    indent = firstNonspaceColumn - column
    blank = isLineEnd(p[firstNonspace])
  }

  mutating func advanceOffset(_ count: Int, columns: Bool) {
    var count = count
    while count > 0 && offset < lineEnd {
      let c = p[offset]
      if c == 0x09 {
        let charsToTab = CommonMark.tabStop - (column % CommonMark.tabStop)
        if columns {
          partiallyConsumedTab = charsToTab > count
          let advance = min(count, charsToTab)
          column += advance
          offset += partiallyConsumedTab ? 0 : 1
          count -= advance
        } else {
          partiallyConsumedTab = false
          column += charsToTab
          offset += 1
          count -= 1
        }
      } else {
        partiallyConsumedTab = false
        offset += 1
        column += 1
        count -= 1
      }
    }
  }

  // MARK: - Line processing

  mutating func processLine(_ start: Int, _ end: Int) {
    lineStart = start
    lineEnd = end
    offset = start
    column = 0
    partiallyConsumedTab = false
    blank = false
    lineConsumed = false
    unmatchedClosed = false
    firstNonspace = -1
    thematicBreakKillPos = -1

    guard let lastMatched = matchOpenBlocks() else { return }
    let container = openNewBlocks(lastMatched: lastMatched)
    addLineText(container: container, lastMatched: lastMatched)
  }

  /// Phase 1 of a line (spec appendix, "Phase 1: block structure", first step): matches
  /// the line against each open block's continuation condition (§5.1 block quotes, §5.2
  /// list items, §4.4–§4.6 code and HTML blocks), consuming the markers it finds. Sets
  /// `matchedDepth` and returns the last matched block, or nil when the line closed a fence.
  mutating func matchOpenBlocks() -> Int32? {
    var k = 1
    matchLoop: while k < open.count {
      let b = open[k]
      findFirstNonspace()
      switch kind(b) {
      case .blockQuote:
        guard indent <= CommonMark.maximumBlockIndent && p[firstNonspace] == UInt8(ascii: ">")
        else { break matchLoop }
        advanceOffset(indent + 1, columns: true)
        if isSpaceOrTab(p[offset]) { advanceOffset(1, columns: true) }
      case .listItem:
        let need = nodes[Int(b)].itemMarkerOffset + nodes[Int(b)].itemPadding
        if indent >= need {
          advanceOffset(need, columns: true)
        } else if blank && nodes[Int(b)].firstChild >= 0 {
          advanceOffset(firstNonspace - offset, columns: false)
        } else {
          break matchLoop
        }
      case .codeBlock:
        if nodes[Int(b)].fenceLength > 0 {
          // Fenced: a closing fence ends the block and the line.
          let fenceChar = openFence.character
          if indent <= CommonMark.maximumBlockIndent && p[firstNonspace] == fenceChar {
            var j = firstNonspace
            while p[j] == fenceChar { j += 1 }
            if j - firstNonspace >= openFence.length {
              var e = j
              while isSpaceOrTab(p[e]) { e += 1 }
              if isLineEnd(p[e]) {
                matchedDepth = k + 1
                nodes[Int(b)].endLine = lineNumber
                nodes[Int(b)].endColumn = Int32(lineEnd - lineStart)
                finalize(b, endIsSet: true)
                return nil
              }
            }
          }
          var i = openFence.indent
          while i > 0 && isSpaceOrTab(p[offset]) {
            advanceOffset(1, columns: true)
            i -= 1
          }
        } else {
          if indent >= CommonMark.codeIndent {
            advanceOffset(CommonMark.codeIndent, columns: true)
          } else if blank {
            advanceOffset(firstNonspace - offset, columns: false)
          } else {
            break matchLoop
          }
        }
      case .htmlBlock:
        if blank && nodes[Int(b)].htmlBlockType >= HTMLBlockKind.blockTag { break matchLoop }
      case .paragraph:
        if blank { break matchLoop }
      case .list:
        break
      case .table:
        if blank || isEmptyTableRow(firstNonspace, lineEnd) { break matchLoop }
      case .footnoteDefinition:
        // Like cmark-gfm: indented lines continue, and so do lines that are entirely empty
        // (not merely blank).
        if indent >= CommonMark.codeIndent {
          advanceOffset(CommonMark.codeIndent, columns: true)
        } else if lineStart == lineEnd {
          break
        } else {
          break matchLoop
        }
      default:
        break matchLoop
      }
      k += 1
    }
    matchedDepth = k
    return open[k - 1]
  }

  /// Phase 1, second step: opens the new blocks the rest of the line starts (§4.1–§4.10,
  /// §5.1, §5.2, GFM tables, task items and footnotes), inside the last matched block.
  /// Returns the innermost block the line goes to.
  mutating func openNewBlocks(lastMatched: Int32) -> Int32 {
    let allMatched = matchedDepth == open.count
    var container = lastMatched
    var maybeLazy = kind(open.last!) == .paragraph
    while true {
      let ck = kind(container)
      if ck == .codeBlock || ck == .htmlBlock { break }
      findFirstNonspace()
      let indented = indent >= CommonMark.codeIndent
      let c = p[firstNonspace]
      if !indented && c == UInt8(ascii: ">") {
        let col = Int32(firstNonspace - lineStart + 1)
        advanceOffset(firstNonspace + 1 - offset, columns: false)
        if isSpaceOrTab(p[offset]) { advanceOffset(1, columns: true) }
        container = addChild(container, .blockQuote, column: col)
      } else if !indented && c == UInt8(ascii: "#"), let level = atxHeadingStart() {
        let col = Int32(firstNonspace - lineStart + 1)
        advanceOffset(firstNonspace + level - offset, columns: false)
        while isSpaceOrTab(p[offset]) { advanceOffset(1, columns: false) }
        container = addChild(container, .heading, column: col)
        nodes[Int(container)].headingLevel = level
        // Content: the rest of the line without the closing sequence.
        var e = lineEnd
        while e > lineStart && isSpaceOrTab(p[e - 1]) { e -= 1 }
        var h = e - 1
        while h >= lineStart && p[h] == UInt8(ascii: "#") { h -= 1 }
        if h != e - 1 && h >= lineStart && isSpaceOrTab(p[h]) {
          e = h
          while e > lineStart && isSpaceOrTab(p[e - 1]) { e -= 1 }
        }
        addLeafLine(offset, max(offset, e))
        // Like cmark, the heading ends with its content (closing sequence excluded).
        nodes[Int(container)].endColumn = Int32(max(e, firstNonspace + level) - lineStart)
        lineConsumed = true
      } else if !indented && (c == UInt8(ascii: "`") || c == UInt8(ascii: "~")),
        let fenceLength = openingFence()
      {
        let col = Int32(firstNonspace - lineStart + 1)
        container = addChild(container, .codeBlock, column: col)
        nodes[Int(container)].fenceLength = fenceLength
        openFence = (character: c, length: fenceLength, indent: firstNonspace - offset)
        // Info string: the rest of the line, trimmed and unescaped.
        var s = firstNonspace + fenceLength
        while isSpaceOrTab(p[s]) { s += 1 }
        var e = lineEnd
        while e > s && isSpaceOrTab(p[e - 1]) { e -= 1 }
        fenceInfo.removeAll(keepingCapacity: true)
        if needsUnescaping(p, s, e) {
          appendUnescaped(p, s, e, to: &fenceInfo)
        } else {
          fenceInfo.append(contentsOf: UnsafeBufferPointer(rebasing: p[s..<e]))
        }
        offset = lineEnd
        lineConsumed = true
      } else if !indented && c == UInt8(ascii: "<"),
        case let htmlKind = htmlBlockStart(
          p, firstNonspace, lineEnd, allow7: ck != .paragraph && !maybeLazy),
        htmlKind > 0
      {
        let col = Int32(firstNonspace - lineStart + 1)
        container = addChild(container, .htmlBlock, column: col)
        nodes[Int(container)].htmlBlockType = htmlKind
      } else if !indented && ck == .paragraph && (c == UInt8(ascii: "=") || c == UInt8(ascii: "-")),
        let level = setextUnderline(),
        // §4.3: lines that are link reference definitions are no heading content; when
        // nothing else is left, `---` may still be a thematic break (below).
        resolveReferenceDefinitions()
      {
        nodes[Int(container)].kind = .heading
        nodes[Int(container)].headingLevel = level
        nodes[Int(container)].flags.insert(.setext)
        offset = lineEnd
        lineConsumed = true
      } else if !indented && !(ck == .paragraph && !allMatched) && isThematicBreak() {
        let col = Int32(firstNonspace - lineStart + 1)
        container = addChild(container, .thematicBreak, column: col)
        offset = lineEnd
        lineConsumed = true
      } else if !indented && c == UInt8(ascii: "[") && extensions.contains(.footnotes),
        let (labelEnd, matched) = footnoteDefinitionStart()
      {
        let col = Int32(firstNonspace - lineStart + 1)
        let label = UnsafeBufferPointer(rebasing: p[(firstNonspace + 2)..<labelEnd])
        advanceOffset(firstNonspace + matched - offset, columns: false)
        container = addChild(container, .footnoteDefinition, column: col)
        nodes[Int(container)].footnoteLabel = store(label)
        let key = normalizeLabel(label, 0, label.count)
        if footnoteDefinitions[key] == nil { footnoteDefinitions[key] = container }
      } else if (!indented || ck == .list) && indent < CommonMark.codeIndent,
        let (markerLength, ordered, start, delimiter) = Self.listMarker(
          p, at: firstNonspace, interruptsParagraph: ck == .paragraph)
      {
        let markerOffset = indent
        let col = Int32(firstNonspace - lineStart + 1)
        advanceOffset(firstNonspace - offset, columns: false)
        advanceOffset(markerLength, columns: true)
        let savedOffset = offset
        let savedColumn = column
        let savedTab = partiallyConsumedTab
        while column - savedColumn <= CommonMark.maximumListMarkerSpaces + 1
          && isSpaceOrTab(p[offset])
        {
          advanceOffset(1, columns: true)
        }
        let spaces = column - savedColumn
        var padding: Int
        if spaces > CommonMark.maximumListMarkerSpaces || spaces < 1 || isLineEnd(p[offset]) {
          padding = markerLength + 1
          offset = savedOffset
          column = savedColumn
          partiallyConsumedTab = savedTab
          if spaces > 0 { advanceOffset(1, columns: true) }
        } else {
          padding = markerLength + spaces
        }
        var flags: NodeFlags = [.tight]
        if ordered { flags.insert(.ordered) }
        if delimiter == UInt8(ascii: ")") { flags.insert(.parenDelimiter) }
        if ck != .list || !listMatches(container, ordered: ordered, delimiter: delimiter) {
          container = addChild(container, .list, column: col)
          nodes[Int(container)].flags = flags
          nodes[Int(container)].listStart = start
          nodes[Int(container)].listDelimiter = delimiter
        }
        container = addChild(container, .listItem, column: col)
        nodes[Int(container)].itemMarkerOffset = markerOffset
        nodes[Int(container)].itemPadding = padding
      } else if indented && !maybeLazy && !blank {
        advanceOffset(CommonMark.codeIndent, columns: true)
        container = addChild(container, .codeBlock, column: Int32(offset - lineStart + 1))
      } else if !indented && ck == .paragraph && extensions.contains(.table)
        && tryTableHeader(container)
      {
        container = open.last!
        lineConsumed = true
        break
      } else if !indented && ck == .table && extensions.contains(.table) {
        addTableRow(container)
        lineConsumed = true
        break
      } else if ck == .listItem && extensions.contains(.taskList)
        && nodes[Int(container)].startLine == lineNumber && nodes[Int(container)].firstChild < 0
        && taskListStart()
      {
        nodes[Int(container)].flags.insert(.task)
        if lineContainsCheckedBox() { nodes[Int(container)].flags.insert(.checked) }
        advanceOffset(3, columns: false)
        break
      } else {
        break
      }
      if lineConsumed { break }
      let nk = kind(container)
      if nk == .paragraph || nk == .heading || nk == .codeBlock { break }
      maybeLazy = false
    }
    return container
  }

  /// Phase 1, last step: closes the unmatched blocks unless the line is a lazy
  /// continuation (§5.1), then adds the rest of the line to its block.
  mutating func addLineText(container: Int32, lastMatched: Int32) {
    findFirstNonspace()
    if lineConsumed {
      if kind(container) == .codeBlock || kind(container) == .heading { blank = false }
      updateLastLineBlank(container, lastMatched: lastMatched)
      closeUnmatched()
      return
    }
    updateLastLineBlank(container, lastMatched: lastMatched)
    let tip = open.last!
    if tip != lastMatched && container == lastMatched && !blank && kind(tip) == .paragraph {
      addLeafLine(offset, lineEnd)
      return
    }
    closeUnmatched()
    switch kind(container) {
    case .codeBlock:
      addLeafLine(offset, lineEnd)
    case .htmlBlock:
      addLeafLine(offset, lineEnd)
      let htmlKind = nodes[Int(container)].htmlBlockType
      if htmlKind <= HTMLBlockKind.cdata && htmlBlockEnds(htmlKind, p, offset, lineEnd) {
        nodes[Int(container)].endLine = lineNumber
        nodes[Int(container)].endColumn = Int32(lineEnd - lineStart)
        finalize(container, endIsSet: true)
      }
    case _ where blank:
      break
    case .paragraph:
      advanceOffset(firstNonspace - offset, columns: false)
      addLeafLine(offset, lineEnd)
    case .heading:
      break
    default:
      advanceOffset(firstNonspace - offset, columns: false)
      _ = addChild(container, .paragraph, column: Int32(firstNonspace - lineStart + 1))
      addLeafLine(offset, lineEnd)
    }
  }

  mutating func updateLastLineBlank(_ container: Int32, lastMatched: Int32) {
    if blank, nodes[Int(container)].lastChild >= 0 {
      lastLineBlank[Int(nodes[Int(container)].lastChild)] = true
    }
    let ck = kind(container)
    let r = nodes[Int(container)]
    lastLineBlank[Int(container)] =
      blank && ck != .blockQuote && ck != .heading && ck != .thematicBreak
      && !(ck == .codeBlock && r.fenceLength > 0)
      && !(ck == .listItem && r.firstChild < 0 && r.startLine == lineNumber)
    // Every ancestor (all open) now goes on past a blank line (§5.3). No early stop: a
    // nearer ancestor can be clear while a farther one is still set.
    var t = nodes[Int(container)].parent
    while t >= 0 {
      lastLineBlank[Int(t)] = false
      t = nodes[Int(t)].parent
    }
  }

  mutating func closeUnmatched() {
    if unmatchedClosed { return }
    unmatchedClosed = true
    while open.count > matchedDepth { finalize(open.last!) }
  }

  mutating func addChild(_ parent: Int32, _ kind: Kind, column: Int32) -> Int32 {
    closeUnmatched()
    var parent = parent
    while !canContain(self.kind(parent), kind) {
      let up = nodes[Int(parent)].parent
      finalize(parent)
      parent = up
    }
    let n = newNode(kind, line: lineNumber, column: column)
    nodes.appendChild(parent, n)
    open.append(n)
    if kind == .paragraph || kind == .heading || kind == .codeBlock || kind == .htmlBlock {
      leaf.removeAll(keepingCapacity: true)
      leafSegments.removeAll(keepingCapacity: true)
      leafConsumed = 0
    }
    return n
  }

  func canContain(_ parent: Kind, _ child: Kind) -> Bool {
    switch parent {
    case .document, .blockQuote, .listItem, .footnoteDefinition:
      return child != .listItem && child != .tableRow && child != .tableCell
    case .list: return child == .listItem
    case .table: return child == .tableRow
    default: return false
    }
  }

  func listMatches(_ list: Int32, ordered: Bool, delimiter: UInt8) -> Bool {
    let r = nodes[Int(list)]
    return r.flags.contains(.ordered) == ordered && r.listDelimiter == delimiter
  }

  mutating func addLeafLine(_ start: Int, _ end: Int) {
    var start = start
    var col = Int32(start - lineStart + 1)
    if partiallyConsumedTab {
      start += 1
      let charsToTab = CommonMark.tabStop - (column % CommonMark.tabStop)
      leafSegments.append(LeafSegment(offset: Int32(leaf.count), line: lineNumber, column: col))
      for _ in 0..<charsToTab { leaf.append(0x20) }
      col += 1
    }
    leafSegments.append(LeafSegment(offset: Int32(leaf.count), line: lineNumber, column: col))
    if start < end { leaf.append(contentsOf: UnsafeBufferPointer(rebasing: p[start..<end])) }
    leaf.append(0x0A)
  }

  // MARK: - Block starts

  func atxHeadingStart() -> Int? {
    var j = firstNonspace
    while p[j] == UInt8(ascii: "#") && j - firstNonspace <= CommonMark.maximumHeadingLevel {
      j += 1
    }
    let level = j - firstNonspace
    guard level >= 1 && level <= CommonMark.maximumHeadingLevel else { return nil }
    let c = p[j]
    return isSpaceOrTab(c) || isLineEnd(c) ? level : nil
  }

  func openingFence() -> Int? {
    let c = p[firstNonspace]
    var j = firstNonspace
    while p[j] == c { j += 1 }
    let length = j - firstNonspace
    guard length >= CommonMark.minimumFenceLength else { return nil }
    if c == UInt8(ascii: "`") {
      while !isLineEnd(p[j]) {
        if p[j] == UInt8(ascii: "`") { return nil }
        j += 1
      }
    }
    return length
  }

  func setextUnderline() -> Int? {
    let c = p[firstNonspace]
    var j = firstNonspace
    while p[j] == c { j += 1 }
    while isSpaceOrTab(p[j]) { j += 1 }
    guard isLineEnd(p[j]) else { return nil }
    return c == UInt8(ascii: "=") ? 1 : 2
  }

  mutating func isThematicBreak() -> Bool {
    if firstNonspace < thematicBreakKillPos { return false }
    let c = p[firstNonspace]
    guard c == UInt8(ascii: "*") || c == UInt8(ascii: "-") || c == UInt8(ascii: "_") else {
      return false
    }
    var count = 0
    var j = firstNonspace
    while !isLineEnd(p[j]) {
      if p[j] == c {
        count += 1
      } else if !isSpaceOrTab(p[j]) {
        thematicBreakKillPos = j
        return false
      }
      j += 1
    }
    if count < CommonMark.minimumThematicBreakMarkers { thematicBreakKillPos = j }
    return count >= CommonMark.minimumThematicBreakMarkers
  }

  /// `[^label]:` followed by spaces; returns (label end, matched length).
  func footnoteDefinitionStart() -> (Int, Int)? {
    var j = firstNonspace + 1
    guard p[j] == UInt8(ascii: "^") else { return nil }
    j += 1
    let labelStart = j
    while true {
      let c = p[j]
      if c == UInt8(ascii: "]") || c == 0x20 || c == 0x09 || isLineEnd(c) { break }
      j += 1
    }
    guard j > labelStart, p[j] == UInt8(ascii: "]"), p[j + 1] == UInt8(ascii: ":") else {
      return nil
    }
    let labelEnd = j
    j += 2
    while isSpaceOrTab(p[j]) { j += 1 }
    return (labelEnd, j - firstNonspace)
  }

  /// Whether only spaces and tabs follow `start` on the line (a list item that starts blank
  /// cannot interrupt a paragraph).
  func isBlankRest(from start: Int) -> Bool { Self.isBlankRest(p, from: start) }

  /// Whether only spaces and tabs follow `start` on its line.
  static func isBlankRest(_ p: Bytes, from start: Int) -> Bool {
    var position = start
    while isSpaceOrTab(p[position]) { position += 1 }
    return isLineEnd(p[position])
  }

  /// §5.2 List items: the list marker at `markerStart`, if any: `-`, `+` or `*`, or up to 9
  /// digits and `.` or `)`, followed by a space, a tab or the line's end. A marker that
  /// interrupts a paragraph must start at 1 and be followed by content.
  ///
  /// Static, so that the block parser (a large value) is not copied for the call.
  static func listMarker(_ p: Bytes, at markerStart: Int, interruptsParagraph: Bool)
    -> (length: Int, isOrdered: Bool, start: Int, delimiter: UInt8)?
  {
    var position = markerStart
    let first = p[position]
    if first == UInt8(ascii: "*") || first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
      position += 1
      guard isSpaceTabOrLineEnd(p[position]) else { return nil }
      if interruptsParagraph && isBlankRest(p, from: position) { return nil }
      return (length: 1, isOrdered: false, start: 0, delimiter: first)
    }
    guard isDigit(first) else { return nil }
    var start = 0
    var digits = 0
    repeat {
      start = start * 10 + Int(p[position] - 0x30)
      position += 1
      digits += 1
    } while digits < CommonMark.maximumListStartDigits && isDigit(p[position])
    if interruptsParagraph && start != 1 { return nil }
    let delimiter = p[position]
    guard delimiter == UInt8(ascii: ".") || delimiter == UInt8(ascii: ")") else { return nil }
    position += 1
    guard isSpaceTabOrLineEnd(p[position]) else { return nil }
    if interruptsParagraph && isBlankRest(p, from: position) { return nil }
    return (length: position - markerStart, isOrdered: true, start: start, delimiter: delimiter)
  }

  func taskListStart() -> Bool {
    var j = lineStart
    while isSpaceOrTab(p[j]) { j += 1 }
    let c = p[j]
    if c == UInt8(ascii: "*") || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") {
      j += 1
    } else if isDigit(c) {
      let digitsStart = j
      while isDigit(p[j]) { j += 1 }
      guard j - digitsStart <= CommonMark.maximumListStartDigits else { return false }
      guard p[j] == UInt8(ascii: ".") || p[j] == UInt8(ascii: ")") else { return false }
      j += 1
    } else {
      return false
    }
    guard isSpaceOrTab(p[j]) else { return false }
    while isSpaceOrTab(p[j]) { j += 1 }
    // The marker found must be the new item's own: its content starts here.
    guard j == offset || (partiallyConsumedTab && j == offset + 1) else { return false }
    guard p[j] == UInt8(ascii: "["), j + 3 <= lineEnd else { return false }
    let m = p[j + 1]
    guard m == 0x20 || m == UInt8(ascii: "x") || m == UInt8(ascii: "X") else { return false }
    guard p[j + 2] == UInt8(ascii: "]") else { return false }
    // A space or tab must follow; a line ending does not count (as in cmark-gfm).
    let after = p[j + 3]
    return after == 0x20 || after == 0x09 || after == 0x0B || after == 0x0C
  }

  func lineContainsCheckedBox() -> Bool {
    var j = lineStart
    while j + 2 < lineEnd {
      if p[j] == UInt8(ascii: "[") && (p[j + 1] | 0x20) == UInt8(ascii: "x")
        && p[j + 2] == UInt8(ascii: "]")
      {
        return true
      }
      j += 1
    }
    return false
  }

  // MARK: - Tables

  /// Whether the line from `start` holds no table cell: nothing but spaces, tabs and at most
  /// one pipe (§ GFM 4.10: such a line ends the table).
  func isEmptyTableRow(_ start: Int, _ end: Int) -> Bool {
    var position = start
    while position < end && isSpaceOrTab(p[position]) { position += 1 }
    if position < end && p[position] == UInt8(ascii: "|") { position += 1 }
    while position < end && isSpaceOrTab(p[position]) { position += 1 }
    return position >= end
  }

  /// Splits `bytes[start..<end]`, a table row, into cell ranges trimmed of spaces and tabs
  /// (U+000B stays, as in cmark-gfm); a leading and a trailing pipe are optional and escaped
  /// pipes stay inside their cell. The ranges replace the contents of `cells`.
  static func splitTableRow(
    _ bytes: Bytes, from start: Int, to end: Int, into cells: inout [(start: Int, end: Int)]
  ) {
    cells.removeAll(keepingCapacity: true)
    var position = start
    var rowEnd = end
    while position < rowEnd && isSpaceOrTab(bytes[position]) { position += 1 }
    while rowEnd > position && isSpaceOrTab(bytes[rowEnd - 1]) { rowEnd -= 1 }
    if position < rowEnd && bytes[position] == UInt8(ascii: "|") { position += 1 }
    while position < rowEnd {
      var cellStart = position
      while position < rowEnd && bytes[position] != UInt8(ascii: "|") {
        if bytes[position] == UInt8(ascii: "\\") && position + 1 < rowEnd { position += 1 }
        position += 1
      }
      var cellEnd = position
      while cellStart < cellEnd && isSpaceOrTab(bytes[cellStart]) { cellStart += 1 }
      while cellEnd > cellStart && isSpaceOrTab(bytes[cellEnd - 1]) { cellEnd -= 1 }
      cells.append((start: cellStart, end: cellEnd))
      if position < rowEnd { position += 1 }  // skip the pipe
    }
  }

  /// The alignments of a delimiter row, or nil if the line is not one.
  func delimiterRow() -> [MarkdownTableAlignment]? {
    var j = firstNonspace
    var e = lineEnd
    while e > j && isASCIISpace(p[e - 1]) { e -= 1 }
    var result: [MarkdownTableAlignment] = []
    if j < e && p[j] == UInt8(ascii: "|") { j += 1 }
    while j < e {
      while j < e && isSpaceOrTab(p[j]) { j += 1 }
      var left = false
      var right = false
      if j < e && p[j] == UInt8(ascii: ":") {
        left = true
        j += 1
      }
      let dashes = j
      while j < e && p[j] == UInt8(ascii: "-") { j += 1 }
      if j == dashes { return nil }
      if j < e && p[j] == UInt8(ascii: ":") {
        right = true
        j += 1
      }
      while j < e && isSpaceOrTab(p[j]) { j += 1 }
      result.append(left && right ? .center : left ? .left : right ? .right : .none)
      if j < e {
        if p[j] != UInt8(ascii: "|") { return nil }
        j += 1
      }
    }
    return result.isEmpty ? nil : result
  }

  mutating func tryTableHeader(_ paragraph: Int32) -> Bool {
    guard let aligns = delimiterRow() else { return false }
    // The header row is the paragraph's last line.
    var lastStart = leaf.count - 1
    while lastStart > leafConsumed && leaf[lastStart - 1] != 0x0A { lastStart -= 1 }
    guard leafConsumed < leaf.count, lastStart >= leafConsumed else { return false }
    let headerLine = Array(leaf[lastStart..<(leaf.count - 1)])
    headerLine.withUnsafeBufferPointer { header in
      Self.splitTableRow(header, from: 0, to: header.count, into: &tableRowCells)
    }
    guard tableRowCells.count == aligns.count else { return false }
    // Split the paragraph: earlier lines stay a paragraph.
    let headerSegment = leafSegments.last(where: { Int($0.offset) <= lastStart })
    let headerLineNumber = headerSegment?.line ?? lineNumber
    let headerColumn =
      (headerSegment?.column ?? 1) + Int32(lastStart - Int(headerSegment?.offset ?? 0))
    leaf.removeSubrange(lastStart...)
    while let last = leafSegments.last, Int(last.offset) >= lastStart { leafSegments.removeLast() }
    let parent = nodes[Int(paragraph)].parent
    if lastStart > leafConsumed {
      var endColumn: Int32 = 0
      if let seg = leafSegments.last(where: { Int($0.offset) < lastStart - 1 }) {
        endColumn = seg.column + Int32(lastStart - 2 - Int(seg.offset))
      }
      // Like cmark-gfm, the lines left above a table are not scanned for link reference
      // definitions.
      skipReferenceDefinitions = true
      finalize(paragraph, endLine: headerLineNumber - 1)
      skipReferenceDefinitions = false
      nodes[Int(paragraph)].endColumn = endColumn
    } else {
      // Nothing left: drop the paragraph.
      open.removeLast()
      nodes.unlink(paragraph)
      detachedCount += 1
    }
    let table = newNode(.table, line: headerLineNumber, column: headerColumn)
    nodes.appendChild(parent, table)
    open.append(table)
    nodes[Int(table)].tableColumnCount = aligns.count
    openTableAlignments = aligns
    headerLine.withUnsafeBufferPointer { header in
      addTableRowContents(
        table, header: true, source: header, columnOrigin: 0, line: headerLineNumber,
        baseColumn: headerColumn)
    }
    nodes[Int(table)].endLine = lineNumber
    nodes[Int(table)].endColumn = Int32(lineEnd - lineStart)
    return true
  }

  /// The column alignments of the open table (only one table can be open at a time).
  var openTableAlignments: [MarkdownTableAlignment] = []
  /// Scratch: the cell ranges of the table row being read.
  var tableRowCells: [(start: Int, end: Int)] = []
  var skipReferenceDefinitions = false

  /// GFM §4.10: a body row of the open table, the current line.
  mutating func addTableRow(_ table: Int32) {
    Self.splitTableRow(p, from: firstNonspace, to: lineEnd, into: &tableRowCells)
    addTableRowContents(
      table, header: false, source: p, columnOrigin: lineStart, line: lineNumber, baseColumn: 1)
    nodes[Int(table)].endLine = lineNumber
    nodes[Int(table)].endColumn = Int32(lineEnd - lineStart)
  }

  /// Adds a row whose cells are `tableRowCells`, ranges of `source`; a cell's column is
  /// `baseColumn` plus its start's distance from `columnOrigin`. Cells beyond the alignments
  /// are dropped and missing ones are empty.
  mutating func addTableRowContents(
    _ table: Int32, header: Bool, source: Bytes, columnOrigin: Int, line: Int32,
    baseColumn: Int32
  ) {
    let row = newNode(.tableRow, line: line, column: baseColumn)
    if header { nodes[Int(row)].flags.insert(.header) }
    nodes.appendChild(table, row)
    let cellCount = tableRowCells.count
    for index in 0..<openTableAlignments.count {
      let hasCell = index < cellCount
      let range = hasCell ? tableRowCells[index] : (start: 0, end: 0)
      let cellColumn = hasCell ? baseColumn + Int32(range.start - columnOrigin) : baseColumn
      let cell = newNode(.tableCell, line: line, column: cellColumn)
      nodes[Int(cell)].tableCellAlignment = openTableAlignments[index]
      nodes.appendChild(row, cell)
      let contentStart = bytes.count
      if hasCell {
        // `\|` becomes `|` before inline parsing, even inside code spans.
        var position = range.start
        while position < range.end {
          let byte = source[position]
          if byte == UInt8(ascii: "\\") && position + 1 < range.end
            && source[position + 1] == UInt8(ascii: "|")
          {
            bytes.append(UInt8(ascii: "|"))
            position += 2
          } else {
            bytes.append(byte)
            position += 1
          }
        }
        nodes[Int(cell)].endColumn = cellColumn + Int32(max(range.end - range.start, 1) - 1)
      }
      let content = TextRange(start: Int32(contentStart), count: Int32(bytes.count - contentStart))
      inlineQueue.append(
        InlineLeaf(
          node: cell, content: content, segmentStart: Int32(segments.count), segmentCount: 1))
      segments.append(LeafSegment(offset: 0, line: line, column: cellColumn))
    }
    nodes[Int(row)].endLine = line
    nodes[Int(row)].endColumn = Int32(lineEnd - lineStart)
  }

  // MARK: - Finalization

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
    leafSegments.removeAll(keepingCapacity: true)
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

  // MARK: - Link reference definitions

  /// Parses definitions at the start of the open paragraph's content; returns whether any
  /// content remains.
  mutating func resolveReferenceDefinitions() -> Bool {
    if skipReferenceDefinitions { return leafConsumed < leaf.count }
    while leafConsumed < leaf.count && leaf[leafConsumed] == UInt8(ascii: "[") {
      let consumed: Int? = leaf.withUnsafeBufferPointer { l in
        parseReferenceDefinition(l, leafConsumed, l.count)
      }
      guard let consumed else { break }
      leafConsumed = consumed
    }
    var i = leafConsumed
    while i < leaf.count {
      if !isSpaceTabOrLineEnd(leaf[i]) { return true }
      i += 1
    }
    return false
  }

  /// Parses one definition at `start`; returns the index after it.
  mutating func parseReferenceDefinition(_ q: Bytes, _ start: Int, _ end: Int) -> Int? {
    // Label.
    var j = start + 1
    let labelStart = j
    while j < end {
      let c = q[j]
      if c == UInt8(ascii: "[") || c == UInt8(ascii: "]") { break }
      if c == UInt8(ascii: "\\") {
        j += 1
        if j < end && isASCIIPunct(q[j]) { j += 1 }
      } else {
        j += 1
      }
      if j - labelStart > CommonMark.maximumLinkLabelLength { return nil }
    }
    guard j < end, q[j] == UInt8(ascii: "]") else { return nil }
    let key = normalizeLabel(q, labelStart, j)
    guard !key.isEmpty else { return nil }
    j += 1
    guard j < end, q[j] == UInt8(ascii: ":") else { return nil }
    j += 1
    j = skipSpacesOptionalNewline(q, j, end)
    guard let (destEnd, ds, de) = scanLinkDestination(q, j, end) else { return nil }
    if destEnd == j && !(q[j] == UInt8(ascii: "<")) { return nil }
    j = destEnd
    let beforeTitle = j
    j = skipSpacesOptionalNewline(q, j, end)
    var titleRange: (Int, Int)? = nil
    if j != beforeTitle {
      let te = scanLinkTitle(q, j, end)
      if te > 0 {
        titleRange = (j + 1, te - 1)
        j = te
      }
    }
    if titleRange == nil { j = beforeTitle }
    var k = j
    while k < end && isSpaceOrTab(q[k]) { k += 1 }
    if k < end && !isLineEnd(q[k]) {
      guard titleRange != nil else { return nil }
      titleRange = nil
      k = beforeTitle
      while k < end && isSpaceOrTab(q[k]) { k += 1 }
      if k < end && !isLineEnd(q[k]) { return nil }
    }
    if k < end { k += 1 }
    if references[key] == nil {
      var tmp = [UInt8]()
      appendUnescaped(q, ds, de, to: &tmp)
      let dest = store(tmp)
      tmp.removeAll()
      if let (ts, te) = titleRange { appendUnescaped(q, ts, te, to: &tmp) }
      let title = store(tmp)
      references[key] = LinkReference(destination: dest, title: title)
    }
    return k
  }

  func skipSpacesOptionalNewline(_ q: Bytes, _ i: Int, _ end: Int) -> Int {
    var j = i
    while j < end && isSpaceOrTab(q[j]) { j += 1 }
    if j < end && isLineEnd(q[j]) {
      if q[j] == 0x0D && j + 1 < end && q[j + 1] == 0x0A { j += 1 }
      j += 1
      while j < end && isSpaceOrTab(q[j]) { j += 1 }
    }
    return j
  }
}
