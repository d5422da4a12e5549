import TypesetSupport

/// GFM §4.10 Tables (extension): the delimiter row, rows and cells.

extension BlockParser {
  /// GFM §4.10 Tables (extension): whether the line from `start` holds no table cell:
  /// nothing but spaces, tabs and at most one pipe (such a line ends the table).
  func isEmptyTableRow(_ start: Int, _ end: Int) -> Bool {
    var position = start
    while position < end && ASCII.isSpaceOrTab(input[position]) { position += 1 }
    if position < end && input[position] == UInt8(ascii: "|") { position += 1 }
    while position < end && ASCII.isSpaceOrTab(input[position]) { position += 1 }
    return position >= end
  }

  /// GFM §4.10 Tables (extension): splits `bytes[start..<end]`, a table row, into cell
  /// ranges trimmed of spaces and tabs (U+000B stays, as in cmark-gfm); a leading and a
  /// trailing pipe are optional and escaped pipes stay inside their cell. The ranges replace
  /// the contents of `cells`.
  static func splitTableRow(
    _ bytes: Bytes, from start: Int, to end: Int, into cells: inout [(start: Int, end: Int)]
  ) {
    cells.removeAll(keepingCapacity: true)
    var position = start
    var rowEnd = end
    while position < rowEnd && ASCII.isSpaceOrTab(bytes[position]) { position += 1 }
    while rowEnd > position && ASCII.isSpaceOrTab(bytes[rowEnd - 1]) { rowEnd -= 1 }
    if position < rowEnd && bytes[position] == UInt8(ascii: "|") { position += 1 }
    while position < rowEnd {
      var cellStart = position
      while position < rowEnd && bytes[position] != UInt8(ascii: "|") {
        if bytes[position] == ASCII.backslash && position + 1 < rowEnd { position += 1 }
        position += 1
      }
      var cellEnd = position
      while cellStart < cellEnd && ASCII.isSpaceOrTab(bytes[cellStart]) { cellStart += 1 }
      while cellEnd > cellStart && ASCII.isSpaceOrTab(bytes[cellEnd - 1]) { cellEnd -= 1 }
      cells.append((start: cellStart, end: cellEnd))
      if position < rowEnd { position += 1 }  // skip the pipe
    }
  }

  /// GFM §4.10 Tables (extension): the alignments of the delimiter row on the current line
  /// (cells of `-`s, each with an optional `:` at either end, between pipes), or nil if the
  /// line is not one.
  func delimiterRow() -> [MarkdownTableAlignment]? {
    var position = firstNonspace
    var rowEnd = lineEnd
    while rowEnd > position && ASCII.isCSpace(input[rowEnd - 1]) { rowEnd -= 1 }
    var alignments: [MarkdownTableAlignment] = []
    if position < rowEnd && input[position] == UInt8(ascii: "|") { position += 1 }
    while position < rowEnd {
      while position < rowEnd && ASCII.isSpaceOrTab(input[position]) { position += 1 }
      var alignsLeft = false
      var alignsRight = false
      if position < rowEnd && input[position] == ASCII.colon {
        alignsLeft = true
        position += 1
      }
      let dashesStart = position
      while position < rowEnd && input[position] == ASCII.hyphen { position += 1 }
      if position == dashesStart { return nil }
      if position < rowEnd && input[position] == ASCII.colon {
        alignsRight = true
        position += 1
      }
      while position < rowEnd && ASCII.isSpaceOrTab(input[position]) { position += 1 }
      alignments.append(
        alignsLeft && alignsRight
          ? .center : alignsLeft ? .left : alignsRight ? .right : .unspecified)
      if position < rowEnd {
        if input[position] != UInt8(ascii: "|") { return nil }
        position += 1
      }
    }
    return alignments.isEmpty ? nil : alignments
  }

  /// GFM §4.10 Tables (extension): whether the current line is a delimiter row under the
  /// open paragraph's last line with as many cells; if so, turns that line into the header
  /// row of a new table (the paragraph keeps its earlier lines) and returns true.
  mutating func tryTableHeader(_ paragraph: Int32) -> Bool {
    guard let alignments = delimiterRow() else { return false }
    // The header row is the paragraph's last line (its content ends with a line feed).
    var lastStart = leaf.count - 1
    while lastStart > leafConsumed && leaf[lastStart - 1] != ASCII.lineFeed { lastStart -= 1 }
    guard leafConsumed < leaf.count, lastStart >= leafConsumed else { return false }
    let headerLine = Array(leaf[lastStart..<(leaf.count - 1)])
    headerLine.withUnsafeBufferPointer { header in
      Self.splitTableRow(header, from: 0, to: header.count, into: &tableRowCells)
    }
    guard tableRowCells.count == alignments.count else { return false }
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
      if let segment = leafSegments.last(where: { Int($0.offset) < lastStart - 1 }) {
        endColumn = segment.column + Int32(lastStart - 2 - Int(segment.offset))
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
    open.push(table, kind: .table)
    nodes[Int(table)].tableColumnCount = alignments.count
    openTableAlignments = alignments
    openTableAutocompletedCells = 0
    headerLine.withUnsafeBufferPointer { header in
      addTableRowContents(
        table, header: true, source: header, columnOrigin: 0, line: headerLineNumber,
        baseColumn: headerColumn)
    }
    nodes[Int(table)].endLine = lineNumber
    nodes[Int(table)].endColumn = Int32(lineEnd - lineStart)
    return true
  }

  /// GFM §4.10 Tables (extension): a body row of the open table, the current line.
  mutating func addTableRow(_ table: Int32) {
    Self.splitTableRow(input, from: firstNonspace, to: lineEnd, into: &tableRowCells)
    addTableRowContents(
      table, header: false, source: input, columnOrigin: lineStart, line: lineNumber, baseColumn: 1)
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
    // A cell is a node and a leaf: tables hold many more of each per input byte than the
    // up-front reservations assume, so room grows at the rate seen so far, in one step.
    let columns = openTableAlignments.count
    nodes.reserveRoom(for: columns + 1, done: lineEnd, total: input.count)
    lastLineBlank.reserveRoom(for: columns + 1, done: lineEnd, total: input.count)
    inlineQueue.reserveRoom(for: columns, done: lineEnd, total: input.count)
    segments.reserveRoom(for: columns, done: lineEnd, total: input.count)
    let row = newNode(.tableRow, line: line, column: baseColumn)
    if header { nodes[Int(row)].flags.insert(.header) }
    nodes.appendChild(table, row)
    let cellCount = tableRowCells.count
    openTableAutocompletedCells += max(0, openTableAlignments.count - cellCount)
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
          if byte == ASCII.backslash && position + 1 < range.end
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
}
