import Typeset

extension DocumentRendering {
  /// A table's cells laid out: each cell's segments, then its lines once columns are sized.
  struct TableCells {
    var rows: [Range<Int>] = []
    var segments: [Range<Int>] = []
    var columns: [Int] = []
    var isHeader: [Bool] = []
    var columnCount = 0
  }

  /// Draws a table with box characters: columns sized by content (narrow columns stay whole,
  /// wide ones share what is left), cells wrapped inside their column; a table whose columns
  /// cannot get even their minimum is written as stacked `header: value` lines instead.
  mutating func writeTable(_ table: Int, columns: [ParagraphStyle.Alignment]) {
    beginBlock()
    layout.removeAll()
    var cells = TableCells()
    let context = TextLayout.Context(usesReferences: !capabilities.hasHyperlinks)
    var rows = document.childCursor(of: table)
    while let row = rows.next(in: document) {
      let first = cells.segments.count
      var column = 0
      var rowCells = document.childCursor(of: row)
      while let cell = rowCells.next(in: document) {
        let start = layout.segments.count
        layout.append(
          document.sharedTextRange(at: cell), of: &text, styles: &styles, links: &links,
          context: context,
          references: &references)
        cells.segments.append(start..<layout.segments.count)
        cells.columns.append(column)
        column += 1
      }
      cells.rows.append(first..<cells.segments.count)
      if case .tableRow(let isHeader) = document.kind(at: row) {
        cells.isHeader.append(isHeader)
      } else {
        cells.isHeader.append(false)
      }
      cells.columnCount = max(cells.columnCount, column)
    }
    guard cells.columnCount > 0 else { return }
    var natural = [Int](repeating: 0, count: cells.columnCount)
    var longest = [Int](repeating: 0, count: cells.columnCount)
    for (index, range) in cells.segments.enumerated() {
      let (cellNatural, cellLongest) = layout.measure(range)
      let column = cells.columns[index]
      natural[column] = max(natural[column], cellNatural, 1)
      longest[column] = max(longest[column], cellLongest)
    }
    let available = availableWidth - (3 * cells.columnCount + 1)
    let minimum = zip(natural, longest).map { min($0, max(min($1, options.minimumColumnWidth), 1)) }
    guard available >= minimum.reduce(0, +) else {
      writeStacked(cells)
      writeReferences()
      wantsBlankLine = true
      return
    }
    let widths = Self.columnWidths(natural: natural, minimum: minimum, available: available)
    writeGrid(cells, widths: widths, alignments: columns)
    writeReferences()
    wantsBlankLine = true
  }

  /// Sizes columns: every column gets its minimum, then what is left goes to the columns that
  /// want least first, each at most an equal share of what remains, so narrow columns are
  /// whole and the wide ones split the rest.
  static func columnWidths(natural: [Int], minimum: [Int], available: Int) -> [Int] {
    var widths = minimum
    var extra = available - minimum.reduce(0, +)
    let order = natural.indices.sorted { natural[$0] - minimum[$0] < natural[$1] - minimum[$1] }
    for (position, column) in order.enumerated() {
      let share = extra / (order.count - position)
      let give = min(natural[column] - minimum[column], share)
      widths[column] += give
      extra -= give
    }
    return widths
  }

  mutating func writeGrid(
    _ cells: TableCells, widths: [Int], alignments: [ParagraphStyle.Alignment]
  ) {
    var lineRanges: [Range<Int>] = []
    lineRanges.reserveCapacity(cells.segments.count)
    for (index, range) in cells.segments.enumerated() {
      lineRanges.append(layout.wrap(range, width: widths[cells.columns[index]]))
    }
    writeBorder(widths, left: "┌", middle: "┬", right: "┐")
    for (rowIndex, row) in cells.rows.enumerated() {
      let height = row.map { lineRanges[$0].count }.max() ?? 1
      for lineOffset in 0..<max(height, 1) {
        writePrefix(blank: false)
        writeBorderText("│")
        for column in 0..<widths.count {
          let cell = row.lowerBound + column
          var line = TrimmedLine.empty
          if cell < row.upperBound, lineOffset < lineRanges[cell].count {
            line = trimmed(layout.lines[lineRanges[cell].lowerBound + lineOffset])
          }
          let lineWidth = line.width
          let pad = max(widths[column] - lineWidth, 0)
          let alignment = column < alignments.count ? alignments[column] : .natural
          let before =
            switch alignment {
            case .center: pad / 2
            case .right: pad
            case .natural, .left, .justified: 0
            }
          output.writeSpaces(1 + before)
          writePieces(line)
          output.writeSpaces(pad - before + 1)
          writeBorderText("│")
        }
        output.endLine()
      }
      if cells.isHeader[rowIndex], rowIndex + 1 < cells.rows.count {
        writeBorder(widths, left: "├", middle: "┼", right: "┤")
      }
    }
    writeBorder(widths, left: "└", middle: "┴", right: "┘")
    hasWritten = true
  }

  mutating func writeBorder(
    _ widths: [Int], left: StaticString, middle: StaticString, right: StaticString
  ) {
    writePrefix(blank: false)
    writeBorderText(left)
    // The rest is in the border's style too: written straight after the corner.
    let line: StaticString = "─"
    for (index, width) in widths.enumerated() {
      for _ in 0..<width + 2 { output.bytes.append(line) }
      output.bytes.append(index == widths.count - 1 ? right : middle)
    }
    output.endLine()
  }

  mutating func writeBorderText(_ text: StaticString) {
    write(
      UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount),
      style: borderStyle, link: -1)
  }

  /// Writes each body row as `header: value` lines, rows apart by a blank line.
  mutating func writeStacked(_ cells: TableCells) {
    let header = cells.isHeader.first == true ? cells.rows.first : nil
    var firstRow = true
    for (rowIndex, row) in cells.rows.enumerated() where !(header != nil && rowIndex == 0) {
      if !firstRow {
        writePrefix(blank: true)
        output.endLine()
      }
      firstRow = false
      for cell in row {
        let column = cells.columns[cell]
        let start = layout.segments.count
        layout.lastIsIsolated = true
        if let header, header.lowerBound + column < header.upperBound {
          let headerCell = cells.segments[header.lowerBound + column]
          var style = bodyStyle
          for index in headerCell {
            let segment = layout.segments[index]
            style = segment.style
            layout.segments.append(segment)
          }
          layout.lastIsIsolated = true
          layout.appendWord([0x3A], width: 1, style: style, link: -1, breaksBefore: false)
          layout.appendSpace(width: 1, style: style, link: -1)
        }
        for index in cells.segments[cell] { layout.segments.append(layout.segments[index]) }
        let lines = layout.wrap(start..<layout.segments.count, width: availableWidth)
        writeLines(lines, alignment: .natural, width: availableWidth)
      }
    }
    hasWritten = true
  }
}
