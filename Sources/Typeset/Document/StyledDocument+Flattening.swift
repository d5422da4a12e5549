#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

extension StyledDocument {
  /// The document as one styled text, what a text view shows.
  ///
  /// Blocks are separated by newlines and every line carries its block's paragraph style:
  /// list items start with their marker and a tab, with a tab stop and a hanging head indent
  /// per level so wrapped lines align with the item's text; numbers are right-aligned on their
  /// own tab stop so 9. and 10. line up; a list's `spacingAfter` follows its last item; quotes
  /// indent by level; code blocks keep their lines, each its own paragraph; a table row is its
  /// cells separated by tabs, with a tab stop per column aligned as the column says.
  ///
  ///     var builder = StyledDocument.Builder()
  ///     builder.open(.list(ordered: false, start: 1, isTight: true),
  ///                  style: .init(indent: 24, marker: .bullet("•")))
  ///     builder.open(.listItem(checkbox: nil))
  ///     builder.append("One", style: .body)
  ///     let text = builder.build().flattened()
  ///     text.string                                       // "•\tOne"
  ///     text.runs.last?.style.paragraph?.headIndent       // 24
  public func flattened() -> StyledText { flattenedWithBlocks().text }

  /// The document as one styled text and the span of every block in it.
  ///
  ///     let flat = document.flattenedWithBlocks()
  ///     flat.blocks.first?.kind   // the first block's kind
  public func flattenedWithBlocks() -> Flattened {
    var flattener = Flattener(document: self)
    var source = text.string
    source.withUTF8 { flattener.run(bytes: $0) }
    return flattener.finish()
  }
}

/// The state of one flattening: output bytes and runs in source styles, paragraph records,
/// and the stack of open containers with their indents.
private struct Flattener {
  /// An open container.
  struct Frame {
    var nodeIndex: Int
    var end: Int
    var kind: StyledDocument.KindTag
    var style: Int32
    /// Where this container's content starts, in points.
    var contentIndent: Double
    /// Where its marker column starts (items and footnotes).
    var markerIndent: Double
    /// Lists, quotes and footnotes around the content, this one included.
    var depth: Int
    /// The number of paragraphs written when it opened.
    var firstParagraph: Int
    /// A list's next item number and item indent.
    var nextNumber: Int
    var itemIndent: Double
  }

  /// A marker waiting for the first line of its item.
  struct PendingMarker {
    var owner: Int
    var text: String
    var isRightAligned: Bool
    var markerIndent: Double
    var contentIndent: Double
    var style: TextStyle
  }

  let document: StyledDocument
  /// Source styles, then the styles flattening adds (markers, separators).
  var table: StyledText.StyleTable
  var markerStyles: [Int64: Int32] = [:]
  /// The separator style after each style, by style ID (-1 until made).
  var separatorStyles: [Int32] = []

  var bytes: [UInt8] = []
  var runEnds: [Int] = []
  var runStyles: [Int32] = []

  var paragraphEnds: [Int] = []
  var paragraphStyleIDs: [Int32] = []
  var paragraphStyles = StyledDocument.ValueTable<ParagraphStyle>()
  /// The paragraph being written, interned when the next one starts.
  var pending = ParagraphStyle()
  /// Whether `pending` holds a paragraph (a flag, as comparing an optional paragraph style
  /// with `nil` copies it).
  var hasPending = false

  var spans: [StyledDocument.BlockSpan] = []
  var stack: [Frame] = []
  var markers: [PendingMarker] = []
  var spacingBefore: Double?
  var lastStyle: Int32 = -1
  /// The tab stops of the rows of table node `rowStopsTable` (-1 for none).
  var rowStops: [ParagraphStyle.TabStop] = []
  var rowStopsTable = -1
  /// The source run `sourceRun(at:)` found last.
  var runCursor = 0
  /// The node being written.
  var currentIndex = 0

  init(document: StyledDocument) {
    self.document = document
    table = StyledText.StyleTable(distinct: document.text.styles)
    bytes.reserveCapacity(document.text.runEnds.last.map { $0 + document.nodes.count + 16 } ?? 16)
    runEnds.reserveCapacity(document.text.runEnds.count + document.nodes.count)
    runStyles.reserveCapacity(document.text.runEnds.count + document.nodes.count)
    paragraphEnds.reserveCapacity(document.nodes.count)
    paragraphStyleIDs.reserveCapacity(document.nodes.count)
  }

  var contentIndent: Double { stack.last?.contentIndent ?? 0 }
  /// The paragraphs written so far, the pending one included.
  var writtenParagraphs: Int { paragraphEnds.count + (hasPending ? 1 : 0) }
  var depth: Int { stack.last?.depth ?? 0 }

  mutating func run(bytes source: UnsafeBufferPointer<UInt8>) {
    let nodes = document.nodes
    var index = 0
    while index < nodes.count {
      while let top = stack.last, top.end <= index { leave() }
      let node = nodes[index]
      currentIndex = index
      switch node.kind {
      case .paragraph, .heading, .codeBlock, .tableCell, .thematicBreak:
        writeLeaf(node, source: source)
        index = Int(node.end)
      case .tableRow:
        writeRow(at: index, source: source)
        index = Int(node.end)
      case .list, .listItem, .quote, .table, .footnoteDefinition:
        enter(node, at: index)
        index += 1
      }
    }
    while !stack.isEmpty { leave() }
  }

  // MARK: Containers

  mutating func enter(_ node: StyledDocument.Node, at nodeIndex: Int) {
    // The unstyled blocks (items, mostly) share style 0; nothing is copied for them.
    let style = node.style == 0 ? nil : document.blockStyles[Int(node.style)]
    spacingBefore = max(spacingBefore, style?.spacingBefore)
    var frame = Frame(
      nodeIndex: nodeIndex, end: Int(node.end), kind: node.kind, style: node.style,
      contentIndent: contentIndent,
      markerIndent: contentIndent, depth: depth, firstParagraph: writtenParagraphs,
      nextNumber: 1, itemIndent: 0)
    switch node.kind {
    case .quote:
      frame.contentIndent += style?.indent ?? 0
      frame.depth += 1
    case .list:
      frame.depth += 1
      frame.nextNumber = node.flags.contains(.ordered) ? Int(node.payload) : 1
      frame.itemIndent = style?.indent ?? 24
    case .listItem:
      enterItem(node, at: nodeIndex, style: style, frame: &frame)
    case .footnoteDefinition:
      frame.depth += 1
      frame.contentIndent += style?.indent ?? 24
      markers.append(
        PendingMarker(
          owner: nodeIndex, text: "\(node.payload).", isRightAligned: true,
          markerIndent: frame.markerIndent, contentIndent: frame.contentIndent,
          style: style?.markerStyle ?? StyledDocument.BlockStyle.noStyle))
    case .table, .paragraph, .heading, .codeBlock, .tableRow, .tableCell, .thematicBreak:
      break
    }
    stack.append(frame)
  }

  /// Counts an item in its list and queues its marker for its first line.
  mutating func enterItem(
    _ node: StyledDocument.Node, at nodeIndex: Int, style: StyledDocument.BlockStyle?,
    frame: inout Frame
  ) {
    var number = 1
    var indent = 24.0
    var listStyle: Int32 = 0
    var ordered = false
    if let parent = stack.last, parent.kind == .list {
      number = parent.nextNumber
      indent = parent.itemIndent
      listStyle = parent.style
      ordered = document.nodes[parent.nodeIndex].flags.contains(.ordered)
      stack[stack.count - 1].nextNumber += 1
    }
    frame.contentIndent += indent
    let hasCheckbox = node.flags.contains(.hasCheckbox)
    let marker =
      style?.marker ?? document.blockStyles[Int(listStyle)].marker
      ?? (ordered ? .numbered(.decimal, suffix: ".") : .bullet("•"))
    let text =
      hasCheckbox
      ? document.blockStyles[Int(listStyle)].taskBoxes.marker(
        checked: node.flags.contains(.checked))
      : marker.text(forNumber: number)
    var markerStyle = document.blockStyles[Int(listStyle)].markerStyle
    if let own = style?.markerStyle, !own.isEmpty { markerStyle = markerStyle.merging(own) }
    markers.append(
      PendingMarker(
        owner: nodeIndex, text: text, isRightAligned: marker.isRightAligned && !hasCheckbox,
        markerIndent: frame.markerIndent, contentIndent: frame.contentIndent, style: markerStyle))
  }

  mutating func leave() {
    guard let frame = stack.popLast() else { return }
    if let marker = markers.last, marker.owner == frame.nodeIndex {
      // An item with no text still shows its marker.
      writeEmptyLine(kind: StyledDocument.Block(document: document, index: frame.nodeIndex).kind)
    }
    if writtenParagraphs > frame.firstParagraph {
      let style = document.blockStyles[Int(frame.style)]
      if let after = style.spacingAfter, hasPending {
        pending.paragraphSpacing = max(pending.paragraphSpacing, after)
      }
    }
  }

  // MARK: Lines

  /// Starts a paragraph: ends the one before with a newline and records it.
  mutating func startParagraph() {
    guard hasPending else { return }
    appendSeparator(0x0A)
    // The line end belongs to the block before.
    if let last = spans.last, last.utf8Range.upperBound == bytes.count - 1 {
      spans[spans.count - 1].utf8Range = last.utf8Range.lowerBound..<bytes.count
    }
    finishParagraph(pending)
  }

  mutating func finishParagraph(_ style: ParagraphStyle) {
    paragraphEnds.append(bytes.count)
    paragraphStyleIDs.append(intern(style))
    hasPending = false
  }

  mutating func intern(_ style: ParagraphStyle) -> Int32 { paragraphStyles.intern(style) }

  /// Appends a line end or a cell's tab in the style of the text before it, without what
  /// would draw on it (links, attachments, backgrounds, lines).
  mutating func appendSeparator(_ byte: UInt8) {
    bytes.append(byte)
    extendRun(separatorStyle(after: lastStyle))
  }

  mutating func separatorStyle(after style: Int32) -> Int32 {
    guard style >= 0 else { return extraStyle(TextStyle()) }
    if Int(style) < separatorStyles.count, separatorStyles[Int(style)] >= 0 {
      return separatorStyles[Int(style)]
    }
    let values = table.styles[Int(style)].storage.values
    var id = style
    if table.styles[Int(style)].linkTarget != nil || values.attachment != nil
      || values.backgroundColor != nil || values.underline != nil || values.strikethrough != nil
    {
      var plain = table.styles[Int(style)]
      plain.linkTarget = nil
      plain.mutate {
        $0.attachment = nil
        $0.backgroundColor = nil
        $0.underline = nil
        $0.strikethrough = nil
      }
      id = extraStyle(plain)
    }
    if Int(style) >= separatorStyles.count {
      separatorStyles.append(
        contentsOf: repeatElement(
          -1, count: max(Int(style) + 1, table.styles.count) - separatorStyles.count))
    }
    separatorStyles[Int(style)] = id
    return id
  }

  mutating func extendRun(_ id: Int32) {
    if let last = runStyles.last, last == id {
      runEnds[runEnds.count - 1] = bytes.count
    } else {
      runEnds.append(bytes.count)
      runStyles.append(id)
    }
    lastStyle = id
  }

  mutating func extraStyle(_ style: TextStyle) -> Int32 {
    table.intern(style)
  }

  /// The paragraph style of a block's first line, from its text's own style, the context's
  /// indents and the pending markers (written here).
  mutating func beginLine(
    textStyle: Int32, spacingBefore blockBefore: Double?, spacingAfter blockAfter: Double?,
    extraStops: [ParagraphStyle.TabStop]
  ) -> ParagraphStyle {
    startParagraph()
    var paragraph =
      (textStyle >= 0 ? table.styles[Int(textStyle)].paragraph : nil) ?? ParagraphStyle()
    paragraph.paragraphSpacingBefore = max(
      paragraph.paragraphSpacingBefore, max(spacingBefore, blockBefore))
    paragraph.paragraphSpacing = max(paragraph.paragraphSpacing, blockAfter)
    spacingBefore = nil
    let indent = contentIndent
    var stops: [ParagraphStyle.TabStop] = []
    if let first = markers.first {
      paragraph.firstLineHeadIndent = first.markerIndent
      let base = textStyle >= 0 ? table.styles[Int(textStyle)] : TextStyle()
      for marker in markers {
        let gap = min(6, (marker.contentIndent - marker.markerIndent) / 4)
        let id = markerStyleID(base: textStyle, marker: marker, over: base)
        if marker.isRightAligned {
          stops.append(.init(location: marker.contentIndent - gap, alignment: .right))
          bytes.append(0x09)
          extendRun(id)
        }
        bytes.append(contentsOf: marker.text.utf8)
        bytes.append(0x09)
        extendRun(id)
        stops.append(.init(location: marker.contentIndent, alignment: .natural))
      }
      markers.removeAll(keepingCapacity: true)
    } else if indent > 0 {
      paragraph.firstLineHeadIndent = indent
    }
    if indent > 0 || !stops.isEmpty { paragraph.headIndent = indent }
    // Without markers the extra stops (a table's, the same every row) are shared, not copied.
    if stops.isEmpty { stops = extraStops } else { stops.append(contentsOf: extraStops) }
    if !stops.isEmpty { paragraph.tabStops = stops }
    return paragraph
  }

  mutating func markerStyleID(base: Int32, marker: PendingMarker, over style: TextStyle) -> Int32 {
    guard !marker.style.isEmpty else {
      return base >= 0 ? base : extraStyle(TextStyle())
    }
    let key = Int64(base) << 32 | Int64(extraStyle(marker.style))
    if let known = markerStyles[key] { return known }
    let id = extraStyle(style.merging(marker.style))
    markerStyles[key] = id
    return id
  }

  /// The kind a block reports: a paragraph takes its container's.
  func spanKind(_ node: StyledDocument.Node, at index: Int) -> StyledDocument.Kind {
    switch node.kind {
    case .paragraph: break
    case .heading: return .heading(level: Int(node.payload))
    case .thematicBreak: return .thematicBreak
    case .tableCell: return .tableCell
    default: return StyledDocument.Block(document: document, index: index).kind
    }
    guard let top = stack.last else { return .paragraph }
    switch top.kind {
    case .listItem:
      return StyledDocument.Block(document: document, index: top.nodeIndex).kind
    case .quote: return .quote
    case .footnoteDefinition:
      return StyledDocument.Block(document: document, index: top.nodeIndex).kind
    default: return .paragraph
    }
  }

  mutating func writeEmptyLine(kind: StyledDocument.Kind) {
    startParagraph()
    let start = bytes.count
    pending = beginLine(textStyle: -1, spacingBefore: nil, spacingAfter: nil, extraStops: [])
    hasPending = true
    spans.append(.init(utf8Range: start..<bytes.count, kind: kind, depth: depth))
  }

  // MARK: Leaves

  /// The index of the run holding a UTF-8 offset of the source text. Blocks are written in
  /// text order, so the search walks on from the run found last.
  mutating func sourceRun(at offset: Int) -> Int {
    let ends = document.text.runEnds
    if runCursor > 0 && ends[runCursor - 1] > offset {
      // Backwards (never in document order): search the runs before.
      var low = 0
      var high = runCursor
      while low < high {
        let middle = (low + high) / 2
        if ends[middle] <= offset { low = middle + 1 } else { high = middle }
      }
      runCursor = low
    }
    while runCursor < ends.count && ends[runCursor] <= offset { runCursor += 1 }
    return runCursor
  }

  mutating func writeLeaf(_ node: StyledDocument.Node, source: UnsafeBufferPointer<UInt8>) {
    let index = currentIndex
    let style = node.style == 0 ? nil : document.blockStyles[Int(node.style)]
    let firstRun = sourceRun(at: node.textStart)
    let textStyle: Int32 =
      node.textStart < node.textEnd ? document.text.runStyleIDs[firstRun] : lastStyle
    startParagraph()
    let start = bytes.count
    var paragraph = beginLine(
      textStyle: textStyle, spacingBefore: style?.spacingBefore, spacingAfter: style?.spacingAfter,
      extraStops: [])
    copy(node.textStart..<node.textEnd, from: source, firstRun: firstRun, paragraph: &paragraph)
    pending = paragraph
    hasPending = true
    spans.append(
      .init(utf8Range: start..<bytes.count, kind: spanKind(node, at: index), depth: depth))
  }

  /// Copies source text; each newline in it ends a line, and the lines after the first keep
  /// the first's indent but not its spacing before or markers.
  mutating func copy(
    _ range: Range<Int>, from source: UnsafeBufferPointer<UInt8>, firstRun: Int,
    paragraph: inout ParagraphStyle
  ) {
    guard !range.isEmpty else { return }
    let ends = document.text.runEnds
    let ids = document.text.runStyleIDs
    var run = firstRun
    var position = range.lowerBound
    while position < range.upperBound {
      let end = min(ends[run], range.upperBound)
      var lineStart = position
      var cursor = position
      while cursor < end {
        // Line ends are rare outside code blocks: find them with memchr.
        guard let base = source.baseAddress,
          let found = memchr(base + cursor, 0x0A, end - cursor)
        else { break }
        cursor = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[lineStart...cursor]))
        extendRun(ids[run])
        let after = paragraph.paragraphSpacing
        paragraph.paragraphSpacing = nil
        finishParagraph(paragraph)
        paragraph.paragraphSpacingBefore = nil
        paragraph.paragraphSpacing = after
        if let indent = paragraph.headIndent { paragraph.firstLineHeadIndent = indent }
        cursor += 1
        lineStart = cursor
      }
      if lineStart < end {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[lineStart..<end]))
        extendRun(ids[run])
      }
      position = end
      run += 1
    }
  }

  mutating func writeRow(at index: Int, source: UnsafeBufferPointer<UInt8>) {
    let row = document.nodes[index]
    var columns: [ParagraphStyle.Alignment] = []
    var width = 120.0
    if let table = stack.last, table.kind == .table {
      let node = document.nodes[table.nodeIndex]
      columns = document.tableColumns[Int(node.payload)]
      width = document.blockStyles[Int(node.style)].columnWidth ?? 120
    }
    let indent = contentIndent
    // The stops are the same for every row of a table: made for its first row.
    let tableIndex = stack.last.map { $0.kind == .table ? $0.nodeIndex : -1 } ?? -1
    if tableIndex < 0 || tableIndex != rowStopsTable {
      rowStops.removeAll(keepingCapacity: true)
      for (column, alignment) in columns.enumerated() {
        let left = indent + Double(column) * width
        switch alignment {
        case .center: rowStops.append(.init(location: left + width / 2, alignment: .center))
        case .right: rowStops.append(.init(location: left + width - 12, alignment: .right))
        case .natural, .left, .justified:
          if column > 0 { rowStops.append(.init(location: left, alignment: .natural)) }
        }
      }
      rowStopsTable = tableIndex
    }
    let stops = rowStops
    var cell = index + 1
    let firstCellStyle: Int32 =
      cell < Int(row.end) && document.nodes[cell].textStart < document.nodes[cell].textEnd
      ? document.text.runStyleIDs[sourceRun(at: document.nodes[cell].textStart)] : lastStyle
    startParagraph()
    let start = bytes.count
    let rowStyle = document.blockStyles[Int(row.style)]
    var paragraph = beginLine(
      textStyle: firstCellStyle, spacingBefore: rowStyle.spacingBefore,
      spacingAfter: rowStyle.spacingAfter, extraStops: stops)
    var column = 0
    while cell < Int(row.end) {
      let node = document.nodes[cell]
      let alignment = column < columns.count ? columns[column] : .natural
      let leadingTab = column > 0 || alignment == .center || alignment == .right
      if leadingTab { appendSeparator(0x09) }
      copy(
        node.textStart..<node.textEnd, from: source, firstRun: sourceRun(at: node.textStart),
        paragraph: &paragraph)
      cell = Int(node.end)
      column += 1
    }
    pending = paragraph
    hasPending = true
    spans.append(
      .init(
        utf8Range: start..<bytes.count, kind: .tableRow(isHeader: row.flags.contains(.header)),
        depth: depth))
  }

  // MARK: Result

  /// A style's values (by their storage) with a paragraph style.
  struct ValuesKey: Hashable {
    var storage: ObjectIdentifier
    var paragraph: Int32
  }

  mutating func finish() -> StyledDocument.Flattened {
    if hasPending { finishParagraph(pending) }
    // Each (source style, paragraph style) pair becomes one style, made once.
    var finalStyles: [TextStyle] = []
    // Every pair made so far, by hash: `finalKeys[id]` is the pair of `finalStyles[id]`.
    var finalKeys: [Int64] = []
    var finalSlots = HashSlots()
    var withParagraph: [ValuesKey: TextStyle.Storage] = [:]
    // The pairs seen last, by a hash of the pair: most runs repeat a recent one.
    var recent = [(key: Int64, id: Int32)](repeating: (-1, -1), count: 256)
    var ends: [Int] = []
    var ids: [Int32] = []
    ends.reserveCapacity(runEnds.count + paragraphEnds.count)
    ids.reserveCapacity(runEnds.count + paragraphEnds.count)
    var paragraph = 0
    var start = 0
    for (end, source) in zip(runEnds, runStyles) {
      while start < end {
        while paragraph < paragraphEnds.count - 1 && paragraphEnds[paragraph] <= start {
          paragraph += 1
        }
        let pieceEnd =
          paragraph < paragraphEnds.count
          ? min(end, max(paragraphEnds[paragraph], start + 1))
          : end
        let paragraphID = paragraph < paragraphStyleIDs.count ? paragraphStyleIDs[paragraph] : -1
        let key = Int64(source) << 32 | Int64(UInt32(bitPattern: paragraphID))
        let slot = Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 56)
        let cached = recent[slot]
        var id = cached.id
        if cached.key != key {
          finalSlots.reserve(count: finalKeys.count)
          let check = UInt32(
            truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 32)
          switch finalSlots.find(check: check, matches: { finalKeys[Int($0)] == key }) {
          case .found(let found):
            id = found
          case .free(let free):
            var style = table.styles[Int(source)]
            if paragraphID >= 0 {
              // Styles that differ only by link share one merge with the paragraph style.
              let valuesKey = ValuesKey(
                storage: ObjectIdentifier(style.storage), paragraph: paragraphID)
              if let merged = withParagraph[valuesKey] {
                style = TextStyle(storage: merged, linkTarget: style.linkTarget)
              } else {
                let value = paragraphStyles[paragraphID]
                style.paragraph = value == ParagraphStyle() ? nil : value
                withParagraph[valuesKey] = style.storage
              }
            }
            id = Int32(finalStyles.count)
            finalStyles.append(style)
            finalKeys.append(key)
            finalSlots.insert(check: check, id: id, at: free)
          }
        }
        recent[slot] = (key, id)
        if let last = ids.last, last == id {
          ends[ends.count - 1] = pieceEnd
        } else {
          ends.append(pieceEnd)
          ids.append(id)
        }
        start = pieceEnd
      }
    }
    let text = StyledText(
      string: String(decoding: bytes, as: UTF8.self), runEnds: ends, runStyleIDs: ids,
      styles: finalStyles)
    return StyledDocument.Flattened(text: text, blocks: spans)
  }
}

extension Optional where Wrapped == Double {
  /// The larger of two optional points; `nil` when both are.
  fileprivate static func max(_ a: Double?, _ b: Double?) -> Double? {
    switch (a, b) {
    case (nil, nil): nil
    case (let a?, nil): a
    case (nil, let b?): b
    case (let a?, let b?): Swift.max(a, b)
    }
  }
}

private func max(_ a: Double?, _ b: Double?) -> Double? { Optional.max(a, b) }
