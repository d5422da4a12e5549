/// The hooks `MarkdownStream` needs: a parse of a piece of a document that starts at a given
/// line with earlier definitions known, which reports where every top-level block is closed
/// and which labels its inline phase looked up in vain. `run()` stays as it is.

extension BlockParser {
  /// The block phase over the whole input, whose first line is line `firstLine`; returns the
  /// boundaries after its lines (see `PieceBoundary`), in order.
  mutating func runBoundaries(firstLine: Int32) -> [PieceBoundary] {
    var boundaries: [PieceBoundary] = []
    var previousLineLength: Int32 = 0
    forEachLine(firstLine: firstLine) { parser, thisLineStart, nextLineStart in
      if parser.onlyDocumentIsOpen {
        boundaries.append(
          PieceBoundary(
            offset: nextLineStart, line: parser.lineNumber, lineLength: parser.lastLineLength))
      } else if parser.lineStartedTheOpenTopLevelBlock, thisLineStart > 0 {
        // Every block before this line is closed, and the line was read as a fresh parse
        // reads it (see `lineStartedTheOpenTopLevelBlock`): its start is a boundary too.
        boundaries.append(
          PieceBoundary(
            offset: thisLineStart, line: parser.lineNumber - 1, lineLength: previousLineLength))
      }
      previousLineLength = parser.lastLineLength
    }
    return boundaries
  }

  /// Whether the line just read opened the block now open at the top level. The blocks
  /// before it are then closed, and the line was read as a parse starting at it reads it: the
  /// containers it did not continue only changed which of them closed, and a paragraph left
  /// open before it could only have taken it as a lazy or setext line (then it opens no
  /// block), or kept a list item from interrupting it (then the line continues it). One
  /// closing depends on the line: a setext heading closed by it ends on it (as in cmark), so a
  /// line closing one is no boundary.
  var lineStartedTheOpenTopLevelBlock: Bool {
    guard open.count >= 2, nodes[Int(open[1])].startLine == lineNumber else { return false }
    // The blocks this line closed: the previous top-level block and its last descendants.
    var closed = nodes[Int(open[1])].prev
    while closed >= 0 {
      if kind(closed) == .heading && flag(closed, .setext) { return false }
      closed = nodes[Int(closed)].lastChild
    }
    return true
  }

  /// Parses the whole input, whose first line is line `firstLine`, as `run()` does but
  /// without numbering footnotes.
  mutating func runPiece(firstLine: Int32) -> PieceParse {
    forEachLine(firstLine: firstLine) { _, _, _ in }
    atEOF = true
    while !open.isEmpty { finalize(open.last!) }
    for paragraph in definitionOnlyParagraphs {
      nodes.unlink(paragraph)
      detachedCount += 1
    }
    nodes[0].startLine = firstLine
    nodes[0].endLine = lineNumber
    nodes[0].endColumn = lastLineLength
    var definitions: [(label: [UInt8], reference: KnownReference)] = []
    let store = bytes
    references.indexPending()
    references.forEachEntry { label, reference in
      let destination = Array(
        store[Int(reference.destination.start)...].prefix(
          Int(reference.destination.count)))
      let title = Array(store[Int(reference.title.start)...].prefix(Int(reference.title.count)))
      definitions.append(
        (label: label, reference: KnownReference(destination: destination, title: title)))
    }
    let lastLine = lineNumber
    let lastLength = lastLineLength
    var inline = InlineParser(&self)
    inline.parseAll()
    return PieceParse(
      nodes: inline.nodes, bytes: inline.bytes, detachedCount: inline.detachedCount,
      missedLabels: inline.missedLabels, definitions: definitions, lastLine: lastLine,
      lastLineLength: lastLength)
  }

  /// Whether the open blocks are only the document, or the document and a block that no line
  /// can continue (an ATX heading or a thematic break).
  var onlyDocumentIsOpen: Bool {
    if open.count == 1 { return true }
    guard open.count == 2 else { return false }
    let tip = open[1]
    return kind(tip) == .thematicBreak || (kind(tip) == .heading && !flag(tip, .setext))
  }

  /// `run()`'s line loop, numbering lines from `firstLine`; calls `afterLine` after each line
  /// with its start and the start of the next.
  private mutating func forEachLine(
    firstLine: Int32, _ afterLine: (inout BlockParser, Int, Int) -> Void
  ) {
    let document = newNode(.document, line: firstLine, column: 1)
    open = OpenBlocks(document: document)
    blankEndedOpenBlocks.removeAll()
    lineNumber = firstLine - 1
    let inputEnd = input.count
    var thisLineStart = 0
    while thisLineStart < inputEnd {
      let thisLineEnd = Self.lineEnd(in: input, from: thisLineStart)
      lineNumber += 1
      processLine(thisLineStart, thisLineEnd)
      lastLineLength = Int32(thisLineEnd - thisLineStart)
      let nextLineStart = Self.lineStart(after: thisLineEnd, in: input)
      afterLine(&self, thisLineStart, nextLineStart)
      thisLineStart = nextLineStart
    }
  }
}

extension BlockParser {
  /// After `runBoundaries`: the block open at the top level.
  var openTopLevelBlock: OpenTopLevelBlock {
    guard open.count >= 2 else { return .other }
    let block = open[1]
    switch kind(block) {
    case .codeBlock where nodes[Int(block)].fenceLength > 0 && open.count == 2:
      return .fence(character: openFence.character, length: openFence.length)
    case .list where open.count >= 3 && kind(open[2]) == .listItem:
      let item = nodes[Int(open[2])]
      return .list(
        ordered: flag(block, .ordered), delimiter: nodes[Int(block)].listDelimiter,
        contentColumn: item.itemMarkerOffset + item.itemPadding)
    case .blockQuote: return .quote
    case .footnoteDefinition: return .footnote
    case .paragraph where open.count == 2: return .paragraph
    case .htmlBlock where open.count == 2: return .htmlBlock(kind: nodes[Int(block)].htmlBlockType)
    case .table where open.count == 2: return .table
    default: return .other
    }
  }
}
