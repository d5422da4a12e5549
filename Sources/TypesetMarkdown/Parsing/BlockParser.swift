/// The block phase (and driver) of the parser, following the strategy of the spec's appendix
/// and of cmark's blocks.c: a stack of open blocks matched line by line.
struct BlockParser {
  typealias Kind = MarkdownNode.Kind

  /// The sanitized source text (valid UTF-8, ending with a line ending).
  let input: Bytes
  let extensions: MarkdownExtensions
  var nodes: [NodeRecord] = []
  /// Text store: leaf contents, then decoded strings.
  var bytes: [UInt8] = []
  /// Open blocks, the document first, the tip last (set when the parse starts).
  var open = OpenBlocks(document: 0)
  /// Open blocks whose last line so far was blank, with their depths: the only ones a later
  /// line inside them has to clear (see `updateLastLineBlank`).
  var blankEndedOpenBlocks: [(block: Int32, depth: Int)] = []

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

  // The open leaf's content: `leafBuffer`, then the input's `pendingLeaf` range, lines not
  // copied yet because they follow each other in the input, each with its own line feed
  // (most paragraphs and code blocks: their content then goes to the text store in one copy).
  var leafBuffer: [UInt8] = []
  var pendingLeaf: (start: Int, end: Int) = (0, 0)
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
  /// §4.7 Link reference definitions by normalised label.
  var references = LabelTable<LinkReference>()
  /// GFM footnote definitions (their nodes) by normalised label.
  var footnoteDefinitions = LabelTable<Int32>()
  /// Streaming: definitions from text before the input, looked up first (see `InlineParser`).
  var priorReferences = LabelTable<KnownReference>()
  /// Streaming: whether the inline phase collects the labels it did not find.
  var recordsMissedLabels = false
  var detachedCount = 0

  init(_ input: Bytes, extensions: MarkdownExtensions) {
    self.input = input
    self.extensions = extensions
    // Measured documents hold 0.08 (prose) to 0.25 (tables) nodes per input byte. A generous
    // reservation costs address space, not memory (pages never written stay unmapped); growing
    // would copy, with old and new buffers alive at once, at the peak of the parse.
    nodes.reserveLarge(input.count / 3 + 16)
    lastLineBlank.reserveCapacity(input.count / 32 + 16)
    // The text store takes the leaves' content (at most the input), then the inline phase's
    // decoded strings; room for both keeps that last append from copying the whole store.
    bytes.reserveLarge(input.count * 2 + 64)
    // One segment a content line or table cell and one queue entry a leaf or cell: prose has
    // a line per 40 bytes or more, tables a cell per 12 to 15. Pages reserved but not written
    // cost no memory, and a table that outgrows these grows once, at its rate (see
    // `addTableRowContents`), instead of copying at every doubling.
    segments.reserveLarge(input.count / 8 + 16)
    inlineQueue.reserveLarge(input.count / 12 + 16)
  }

  /// The column alignments of the open table (only one table can be open at a time).
  var openTableAlignments: [MarkdownTableAlignment] = []
  /// The empty cells the open table's body rows were given for cells they lacked.
  var openTableAutocompletedCells = 0
  /// Scratch: the cell ranges of the table row being read.
  var tableRowCells: [(start: Int, end: Int)] = []
  var skipReferenceDefinitions = false

  // MARK: - Tree helpers

  @inline(__always) func kind(_ node: Int32) -> Kind { nodes[Int(node)].kind }

  /// A new, unlinked node of `kind` starting (and for now ending) at `line`:`column`.
  mutating func newNode(_ kind: Kind, line: Int32, column: Int32) -> Int32 {
    var record = NodeRecord(kind: kind)
    record.startLine = line
    record.startColumn = column
    record.endLine = line
    record.endColumn = column
    nodes.append(record)
    lastLineBlank.append(false)
    return Int32(nodes.count - 1)
  }

  /// Appends `text` to the text store; returns where it went.
  mutating func store(_ text: UnsafeBufferPointer<UInt8>) -> TextRange {
    let start = bytes.count
    bytes.append(contentsOf: text)
    return TextRange(start: Int32(start), count: Int32(text.count))
  }

  /// Appends `text` to the text store; returns where it went.
  mutating func store(_ text: [UInt8]) -> TextRange {
    let start = bytes.count
    bytes.append(contentsOf: text)
    return TextRange(start: Int32(start), count: Int32(text.count))
  }

  @inline(__always) func flag(_ node: Int32, _ flag: NodeFlags) -> Bool {
    nodes[Int(node)].flags.contains(flag)
  }

  // MARK: - Driver

  /// Where the line after the one ending at `lineEnd` starts: past its LF, CR or CRLF.
  @inline(__always)
  static func lineStart(after lineEnd: Int, in input: Bytes) -> Int {
    var next = lineEnd
    if next < input.count && input[next] == 0x0D {
      next += 1
      if next < input.count && input[next] == 0x0A { next += 1 }
    } else if next < input.count {
      next += 1
    }
    return next
  }

  /// Parses the whole input: every line through the block phase (§2.1: a line ends at LF,
  /// CR or CRLF), then the inline phase over the queued leaves, then GFM footnotes.
  mutating func run() -> MarkdownStorage {
    let document = newNode(.document, line: 1, column: 1)
    open = OpenBlocks(document: document)
    let inputEnd = input.count
    var thisLineStart = 0
    while thisLineStart < inputEnd {
      let thisLineEnd = Self.lineEnd(in: input, from: thisLineStart)
      lineNumber += 1
      processLine(thisLineStart, thisLineEnd)
      lastLineLength = Int32(thisLineEnd - thisLineStart)
      let nextLineStart = Self.lineStart(after: thisLineEnd, in: input)
      thisLineStart = nextLineStart
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

  /// The index of the first line ending (LF or CR, §2.1) at or after `start`, or the input's
  /// end.
  static func lineEnd(in input: Bytes, from start: Int) -> Int {
    ByteScanner(anyOf: ASCII.lineFeed, ASCII.carriageReturn).firstIndex(in: input, from: start)
  }

  // MARK: - Line state

  /// Finds the line's first non-space byte from the offset, and the indentation up to it in
  /// columns, tabs expanded to the next multiple of four (§2.2 Tabs). The result stays valid
  /// while the offset moves over spaces only.
  mutating func findFirstNonspace() {
    if firstNonspace > offset {
      // Still valid: only spaces lie between the offset and the cached position.
      indent = firstNonspaceColumn - column
      blank = ASCII.isLineEnding(input[firstNonspace])
      return
    }
    var charsToTab = CommonMark.tabStop - (column % CommonMark.tabStop)
    firstNonspace = offset
    firstNonspaceColumn = column
    while true {
      let byte = input[firstNonspace]
      if byte == 0x20 {
        firstNonspace += 1
        firstNonspaceColumn += 1
        charsToTab -= 1
        if charsToTab == 0 { charsToTab = CommonMark.tabStop }
      } else if byte == 0x09 {
        firstNonspace += 1
        firstNonspaceColumn += charsToTab
        charsToTab = CommonMark.tabStop
      } else {
        break
      }
    }
    indent = firstNonspaceColumn - column
    blank = ASCII.isLineEnding(input[firstNonspace])
  }

  /// Moves the offset on by `count` bytes, or with `columns`, by `count` columns, where a tab
  /// may be consumed only partly (§2.2 Tabs: a tab stands for the spaces to the next stop).
  mutating func advanceOffset(_ count: Int, columns: Bool) {
    var count = count
    while count > 0 && offset < lineEnd {
      if input[offset] == 0x09 {
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

  /// One line of the block phase (the spec appendix's "Phase 1: block structure"): match the
  /// open blocks, open new ones, add the rest of the line.
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

  /// Phase 1, last step: closes the unmatched blocks unless the line is a lazy
  /// continuation (§5.1), then adds the rest of the line to its block.
  mutating func addLineText(container: Int32, lastMatched: Int32) {
    findFirstNonspace()
    if lineConsumed {
      if kind(container) == .codeBlock || kind(container) == .heading { blank = false }
      updateLastLineBlank(container)
      closeUnmatched()
      return
    }
    updateLastLineBlank(container)
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
      if htmlKind <= HTMLBlockKind.cdata && htmlBlockEnds(htmlKind, input, offset, lineEnd) {
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

  /// Records whether `container` now ends with a blank line, for list tightness (§5.3 Lists:
  /// a list is loose when items or their children are separated by blank lines).
  ///
  /// The line also clears the mark of every open block around the container: they now go on
  /// past a blank line. Only the open blocks in `blankEndedOpenBlocks` can carry a mark, and a
  /// line marks at most the container and its last child, so the line clears those few
  /// instead of walking every ancestor (which made each blank line in deep nesting cost the
  /// depth).
  mutating func updateLastLineBlank(_ container: Int32) {
    let depth = openDepth(of: container)
    let record = nodes[Int(container)]
    var index = 0
    while index < blankEndedOpenBlocks.count {
      let mark = blankEndedOpenBlocks[index]
      let isOpen = mark.depth < open.count && open[mark.depth] == mark.block
      if isOpen && mark.depth > depth {
        // Inside the container and still open (a lazy line): untouched, as before.
        index += 1
        continue
      }
      // An ancestor is cleared; a closed block keeps its mark for good; the container's
      // own mark is set again below.
      if isOpen && mark.depth < depth { lastLineBlank[Int(mark.block)] = false }
      blankEndedOpenBlocks.swapAt(index, blankEndedOpenBlocks.count - 1)
      blankEndedOpenBlocks.removeLast()
    }
    if blank, record.lastChild >= 0 {
      lastLineBlank[Int(record.lastChild)] = true
      if depth + 1 < open.count && open[depth + 1] == record.lastChild {
        blankEndedOpenBlocks.append((record.lastChild, depth + 1))
      }
    }
    let containerKind = record.kind
    let endsBlank =
      blank && containerKind != .blockQuote && containerKind != .heading
      && containerKind != .thematicBreak
      && !(containerKind == .codeBlock && record.fenceLength > 0)
      && !(containerKind == .listItem && record.firstChild < 0 && record.startLine == lineNumber)
    lastLineBlank[Int(container)] = endsBlank
    if endsBlank { blankEndedOpenBlocks.append((container, depth)) }
  }

  /// The depth of a line's container: the tip when the line opened it, else the last block
  /// the line matched (the unmatched blocks above it are still open until `closeUnmatched`).
  func openDepth(of container: Int32) -> Int {
    if open.last == container { return open.count - 1 }
    assert(open[matchedDepth - 1] == container, "a container is the tip or the last matched block")
    return matchedDepth - 1
  }

  /// Closes the open blocks the line did not match (spec appendix, phase 1), once per line.
  mutating func closeUnmatched() {
    if unmatchedClosed { return }
    unmatchedClosed = true
    while open.count > matchedDepth { finalize(open.last!) }
  }

  /// Opens a block of `kind` as the last child of `parent`, first closing the blocks that
  /// cannot contain it (§5 Container blocks).
  mutating func addChild(_ parent: Int32, _ kind: Kind, column: Int32) -> Int32 {
    closeUnmatched()
    var parent = parent
    while !canContain(self.kind(parent), kind) {
      let grandparent = nodes[Int(parent)].parent
      finalize(parent)
      parent = grandparent
    }
    let child = newNode(kind, line: lineNumber, column: column)
    nodes.appendChild(parent, child)
    open.push(child, kind: kind)
    if kind == .paragraph || kind == .heading || kind == .codeBlock || kind == .htmlBlock {
      // Usually empty already: the previous leaf's finalization cleared them.
      clearLeaf()
      if !leafSegments.isEmpty { leafSegments.removeAll(keepingCapacity: true) }
      leafConsumed = 0
    }
    return child
  }

  /// Whether a `parent` block may hold a `child` block: containers (§5) hold blocks, lists
  /// only items (§5.3), tables only rows (GFM §4.10).
  func canContain(_ parent: Kind, _ child: Kind) -> Bool {
    switch parent {
    case .document, .blockQuote, .listItem, .footnoteDefinition:
      return child != .listItem && child != .tableRow && child != .tableCell
    case .list: return child == .listItem
    case .table: return child == .tableRow
    default: return false
    }
  }

  /// Whether an item with this marker continues `list` (§5.3 Lists: same type, and the same
  /// bullet character or ordered delimiter).
  func listMatches(_ list: Int32, ordered: Bool, delimiter: UInt8) -> Bool {
    let record = nodes[Int(list)]
    return record.flags.contains(.ordered) == ordered && record.listDelimiter == delimiter
  }

  /// Adds `input[start..<end]` and a line feed to the open leaf's content, with the segment
  /// mapping it back to the source; the rest of a partly consumed tab becomes spaces (§2.2).
  mutating func addLeafLine(_ start: Int, _ end: Int) {
    var start = start
    var sourceColumn = Int32(start - lineStart + 1)
    if partiallyConsumedTab {
      start += 1
      let charsToTab = CommonMark.tabStop - (column % CommonMark.tabStop)
      flushPendingLeaf()
      leafSegments.append(
        LeafSegment(offset: Int32(leafBuffer.count), line: lineNumber, column: sourceColumn))
      for _ in 0..<charsToTab { leafBuffer.append(0x20) }
      sourceColumn += 1
    }
    // A paragraph of many thousand lines (a run of link reference definitions) grows its
    // segments at the rate so far rather than copying them at every doubling.
    leafSegments.reserveRoom(for: 1, done: start, total: input.count)
    leafSegments.append(
      LeafSegment(offset: Int32(leafLength), line: lineNumber, column: sourceColumn))
    if end < input.count && input[end] == 0x0A {
      // The line and its line feed are in the input as they are; they join the pending range
      // when they follow it (an empty range is (0, 0), which a line at 0 also follows).
      if pendingLeaf.end != start {
        flushPendingLeaf()
        pendingLeaf.start = start
      }
      pendingLeaf.end = end + 1
    } else {
      flushPendingLeaf()
      if start < end {
        leafBuffer.append(contentsOf: UnsafeBufferPointer(rebasing: input[start..<end]))
      }
      leafBuffer.append(0x0A)
    }
  }

  // MARK: - The open leaf's content

  /// The open leaf's content as one array, the pending lines copied in first, for the code
  /// that scans or edits it (link reference definitions, table headers, indented code).
  var leaf: [UInt8] {
    mutating get {
      flushPendingLeaf()
      return leafBuffer
    }
    _modify {
      flushPendingLeaf()
      yield &leafBuffer
    }
  }

  /// The open leaf's content length in bytes.
  var leafLength: Int { leafBuffer.count + pendingLeaf.end - pendingLeaf.start }

  /// Copies the pending lines to the end of `leafBuffer`.
  mutating func flushPendingLeaf() {
    guard pendingLeaf.end > pendingLeaf.start else { return }
    leafBuffer.append(
      contentsOf: UnsafeBufferPointer(rebasing: input[pendingLeaf.start..<pendingLeaf.end]))
    pendingLeaf = (0, 0)
  }

  /// Empties the open leaf's content.
  mutating func clearLeaf() {
    if !leafBuffer.isEmpty { leafBuffer.removeAll(keepingCapacity: true) }
    pendingLeaf = (0, 0)
  }

  /// Stores the open leaf's content from byte `consumed` on in the text store, straight from
  /// the input when it is all pending.
  mutating func storeLeaf(from consumed: Int) -> TextRange {
    if leafBuffer.isEmpty && consumed == 0 {
      return store(UnsafeBufferPointer(rebasing: input[pendingLeaf.start..<pendingLeaf.end]))
    }
    flushPendingLeaf()
    let start = bytes.count
    bytes.append(contentsOf: leafBuffer[consumed...])
    return TextRange(start: Int32(start), count: Int32(bytes.count - start))
  }

  /// `resolveReferenceDefinitions()` (§4.7), without copying the pending lines when the
  /// content cannot start with a definition; returns whether any content remains.
  mutating func resolveLeafReferenceDefinitions() -> Bool {
    guard leafBuffer.isEmpty, leafConsumed == 0, pendingLeaf.end > pendingLeaf.start,
      input[pendingLeaf.start] != UInt8(ascii: "[")
    else { return resolveReferenceDefinitions() }
    if skipReferenceDefinitions { return true }
    for index in pendingLeaf.start..<pendingLeaf.end
    where !ASCII.isSpaceTabOrLineEnding(input[index]) {
      return true
    }
    return false
  }
}
