import TypesetSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The state of one flattening: output bytes and runs in source styles, paragraph records,
/// and the stack of open containers with their indents.
struct Flattener {
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

  /// A marker waiting for the first line of its item: plain values, so queuing and writing
  /// one retains nothing.
  struct PendingMarker {
    var owner: Int
    /// Its text, in `markerBytes`.
    var text: Range<Int>
    var isRightAligned: Bool
    var markerIndent: Double
    var contentIndent: Double
    /// Its own style in the style table, -1 when it has none.
    var style: Int32
  }

  let document: StyledDocument
  /// The document's text, read in place.
  var source: Source
  /// Source styles, then the styles flattening adds (markers, separators).
  var table: SourceStyles
  /// The styles of the flattened text, by (source style, paragraph style).
  var finalStyles = FinalStyles()
  var paragraphStyles = StyledDocument.ValueTable<ParagraphStyle>()
  var output: Output
  /// The paragraph style of the line being written, recorded when the next line starts.
  var pending: Int32 = -1
  /// The spacing after that the containers closed after it ask of it, applied when recorded.
  var pendingSpacingAfter: Double?
  var hasPending = false
  var spacingBefore: Double?
  /// The style of the flattened text's last run, and the (source, paragraph) pair it is for
  /// (-1 before any); `source` is the source style of the text written last.
  var lastRun: (source: Int32, paragraph: Int32, id: Int32) = (-1, -1, -1)
  var stack: [Frame] = []
  var markers: [PendingMarker] = []
  /// The texts of the pending markers, emptied when they are written.
  let markerBytes = ByteBuffer(capacity: 64)
  var caches = Caches()

  /// A flattener of `document`, whose text's bytes and runs are lent for its life.
  ///
  ///     var flattener = Flattener(
  ///       document: document, source: bytes, runs: runs, recordingBlocks: false)
  init(
    document: StyledDocument, source bytes: UnsafeBufferPointer<UInt8>,
    runs: UnsafeBufferPointer<StyledDocument.RunRecord>, recordingBlocks: Bool
  ) {
    self.document = document
    let content = document.content
    source = Source(
      bytes: bytes, runs: runs, hasBeside: content.hasRunLinks || content.hasRunAttachments)
    table = SourceStyles(content)
    output = Output(
      textBytes: content.runs.last?.end ?? 0, runs: content.runs.count,
      nodes: document.nodes.count, recordsSpans: recordingBlocks)
    let besides = content.linkCount + content.attachmentCount
    // A link or image's run often takes two final styles: its paragraph's, and the one its
    // list's last line gets when the list closes (more spacing after).
    finalStyles.reserve(content.styles.count + 2 * besides + 16)
    finalStyles.reserveLinked(besides)
  }

  var contentIndent: Double { stack.last?.contentIndent ?? 0 }
  /// The paragraphs written so far, the pending one included.
  var writtenParagraphs: Int { output.paragraphEnds.count + (hasPending ? 1 : 0) }
  var depth: Int { stack.last?.depth ?? 0 }

  /// Writes the document's blocks in order, each container entered before its content and
  /// left after it.
  mutating func run() {
    let nodes = document.nodes
    var index = 0
    while index < nodes.count {
      while let top = stack.last, top.end <= index { leave() }
      let node = nodes[index]
      switch node.kind {
      case .paragraph, .heading, .codeBlock, .tableCell, .thematicBreak:
        writeLeaf(node, at: index)
        index = Int(node.end)
      case .tableRow:
        writeRow(at: index)
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
    // Fields are read in place: a block style is a few hundred bytes.
    let styleIndex = Int(node.style)
    spacingBefore = max(spacingBefore, document.blockStyles[styleIndex].spacingBefore)
    var frame = Frame(
      nodeIndex: nodeIndex, end: Int(node.end), kind: node.kind, style: node.style,
      contentIndent: contentIndent,
      markerIndent: contentIndent, depth: depth, firstParagraph: writtenParagraphs,
      nextNumber: 1, itemIndent: 0)
    switch node.kind {
    case .quote:
      frame.contentIndent += document.blockStyles[styleIndex].indent ?? 0
      frame.depth += 1
    case .list:
      frame.depth += 1
      frame.nextNumber = node.flags.contains(.ordered) ? Int(node.payload) : 1
      frame.itemIndent = document.blockStyles[styleIndex].indent ?? 24
    case .listItem:
      enterItem(node, at: nodeIndex, frame: &frame)
    case .footnoteDefinition:
      frame.depth += 1
      frame.contentIndent += document.blockStyles[styleIndex].indent ?? 24
      let start = markerBytes.count
      appendLabel(Int(node.payload), numbering: .decimal)
      markerBytes.append(UInt8(ascii: "."))
      let own = document.blockStyles[styleIndex].markerStyle
      markers.append(
        PendingMarker(
          owner: nodeIndex, text: start..<markerBytes.count, isRightAligned: true,
          markerIndent: frame.markerIndent, contentIndent: frame.contentIndent,
          style: own.isEmpty ? -1 : extraStyle(own)))
    case .table, .paragraph, .heading, .codeBlock, .tableRow, .tableCell, .thematicBreak:
      break
    }
    stack.append(frame)
  }

  /// Counts an item in its list and queues its marker for its first line.
  mutating func enterItem(_ node: StyledDocument.Node, at nodeIndex: Int, frame: inout Frame) {
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
    let start = markerBytes.count
    // The item's state for the memo of markers that do not count: 0 without a box, 1
    // unchecked, 2 checked; 4 more in an ordered list.
    let state: Int32 =
      (hasCheckbox ? (node.flags.contains(.checked) ? 2 : 1) : 0) | (ordered ? 4 : 0)
    let memoKey = IntegerMap.key(listStyle, node.style &<< 3 | state)
    var isRightAligned = false
    if let known = caches.constantMarkers[memoKey] {
      let text = Int(known)
      markerBytes.append(caches.markerTexts.slice((text >> 8)..<((text >> 8) + (text & 0xFF))))
    } else {
      let list = Int(listStyle)
      if hasCheckbox {
        appendMarker(
          document.blockStyles[list].taskBoxes.marker(checked: node.flags.contains(.checked)))
      } else {
        switch document.blockStyles[Int(node.style)].marker ?? document.blockStyles[list].marker {
        case .bullet(let text)?:
          appendMarker(text)
        case .numbered(let numbering, let suffix)?:
          appendLabel(number, numbering: numbering)
          appendMarker(suffix)
          isRightAligned = true
        case nil where ordered:
          appendLabel(number, numbering: .decimal)
          markerBytes.append(UInt8(ascii: "."))
          isRightAligned = true
        case nil:
          markerBytes.append("•")
        }
      }
      let count = markerBytes.count - start
      if !isRightAligned && count < 256 && caches.markerTexts.count < 1 << 20 {
        caches.constantMarkers[memoKey] = Int32(caches.markerTexts.count << 8 | count)
        caches.markerTexts.append(markerBytes.slice(start..<markerBytes.count))
      }
    }
    markers.append(
      PendingMarker(
        owner: nodeIndex, text: start..<markerBytes.count, isRightAligned: isRightAligned,
        markerIndent: frame.markerIndent, contentIndent: frame.contentIndent,
        style: itemMarkerStyle(list: listStyle, item: node.style)))
  }

  /// Appends a marker's text to `markerBytes` as one copy of its UTF-8.
  mutating func appendMarker(_ text: String) {
    var text = text
    text.withUTF8 { markerBytes.append($0) }
  }

  /// Appends a list number's label to `markerBytes`.
  mutating func appendLabel(_ number: Int, numbering: ListNumbering) {
    caches.label.removeAll(keepingCapacity: true)
    numbering.appendLabel(for: number, to: &caches.label)
    caches.label.withUnsafeBufferPointer { markerBytes.append($0) }
  }

  /// The marker style of an item: its list's, with the item's own over it; -1 when empty.
  mutating func itemMarkerStyle(list: Int32, item: Int32) -> Int32 {
    memo(\.itemMarkerStyles, IntegerMap.key(list, item)) { flattener in
      var style = flattener.document.blockStyles[Int(list)].markerStyle
      let own = flattener.document.blockStyles[Int(item)].markerStyle
      if !own.isEmpty { style = style.merging(own) }
      return style.isEmpty ? -1 : flattener.extraStyle(style)
    }
  }

  mutating func leave() {
    guard let frame = stack.popLast() else { return }
    if let marker = markers.last, marker.owner == frame.nodeIndex {
      // An item with no text still shows its marker.
      writeEmptyLine(kind: StyledDocument.Block(document: document, index: frame.nodeIndex).kind)
    }
    if writtenParagraphs > frame.firstParagraph {
      if let after = document.blockStyles[Int(frame.style)].spacingAfter, hasPending {
        pendingSpacingAfter = max(pendingSpacingAfter, after)
      }
    }
  }

  // MARK: Lines

  /// Starts a paragraph: ends the one before with a newline and records it.
  mutating func startParagraph() {
    guard hasPending else { return }
    appendSeparator(0x0A)
    // The line end belongs to the block before.
    if let last = output.spans.last, last.utf8Range.upperBound == output.bytes.count - 1 {
      output.spans[output.spans.count - 1].utf8Range =
        last.utf8Range.lowerBound..<output.bytes.count
    }
    finishPending()
  }

  /// Records the pending line with the spacing after its containers asked of it.
  mutating func finishPending() {
    if let after = pendingSpacingAfter {
      var value = paragraphStyles[pending]
      value.paragraphSpacing = max(value.paragraphSpacing, after)
      restyleLine(paragraph: intern(value))
      pendingSpacingAfter = nil
    }
    finishParagraph()
  }

  /// Ends the line being written.
  mutating func finishParagraph() {
    output.paragraphEnds.append(output.bytes.count)
    hasPending = false
  }

  /// Gives the runs of the line being written a new paragraph style (the spacing after that
  /// its containers ask of it is known only when they close).
  mutating func restyleLine(paragraph: Int32) {
    let lineStart = output.paragraphEnds.last ?? 0
    guard paragraph != pending, output.runEnds.last.map({ $0 > lineStart }) ?? false else {
      pending = paragraph
      return
    }
    var first = output.runEnds.count - 1
    while first > 0 && output.runEnds[first - 1] > lineStart { first -= 1 }
    if first > 0 ? output.runEnds[first - 1] < lineStart : lineStart > 0 {
      // The line's first run goes on from the line before: split it there.
      output.runEnds.insert(lineStart, at: first)
      output.runStyles.insert(output.runStyles[first], at: first)
      first += 1
    }
    for index in first..<output.runStyles.count {
      output.runStyles[index] = finalStyles.id(
        source: finalStyles.source(of: output.runStyles[index]), paragraph: paragraph,
        sources: table, paragraphs: paragraphStyles)
    }
    if first > 0 && output.runStyles[first - 1] == output.runStyles[first] {
      output.runEnds.remove(at: first - 1)
      output.runStyles.remove(at: first - 1)
    }
    pending = paragraph
    lastRun = (
      finalStyles.source(of: output.runStyles[output.runStyles.count - 1]), paragraph,
      output.runStyles[output.runStyles.count - 1]
    )
  }

  mutating func intern(_ style: ParagraphStyle) -> Int32 { paragraphStyles.intern(style) }

  /// Appends a line end or a cell's tab in the style of the text before it, without what
  /// would draw on it (links, attachments, backgrounds, lines).
  mutating func appendSeparator(_ byte: UInt8) {
    output.bytes.append(byte)
    extendRun(separatorStyle(after: lastRun.source))
  }

  /// The style of a line end, a cell's tab or a marker next to text in style `style`: the
  /// same without a link, an attachment, a background or lines (plain when `style` is -1).
  mutating func separatorStyle(after style: Int32) -> Int32 {
    guard style >= 0 else { return extraStyle(TextStyle()) }
    // The link beside a linked source's style is left out with the rest.
    let style = table.unlinked(style)
    if let known = Caches.known(caches.separatorStyles, Int(style)) { return known }
    let storage = table.storage(of: style)
    let id = memo(\.separatorsByValues, IntegerMap.key(ObjectIdentifier(storage))) { flattener in
      // Read in place: a style's values are a few hundred bytes.
      let table = flattener.table
      guard
        table[style].linkTarget != nil || table[style].attachmentBox != nil
          || storage.values.backgroundColor != nil || storage.values.underline != nil
          || storage.values.strikethrough != nil
      else { return style }
      var plain = table[style]
      plain.linkTarget = nil
      plain.attachmentBox = nil
      plain.mutate {
        $0.backgroundColor = nil
        $0.underline = nil
        $0.strikethrough = nil
      }
      return flattener.extraStyle(plain)
    }
    Caches.set(&caches.separatorStyles, Int(style), to: id, count: table.count)
    return id
  }

  /// Ends the text written so far in source style `source`.
  mutating func extendRun(_ source: Int32) { extendRun(source, to: output.bytes.count) }

  /// Ends the text up to output offset `end` in source style `source`, on the pending line's
  /// paragraph style.
  mutating func extendRun(_ source: Int32, to end: Int) {
    if lastRun.source == source && lastRun.paragraph == pending {
      output.runEnds[output.runEnds.count - 1] = end
      return
    }
    let id = finalStyles.id(
      source: source, paragraph: pending, sources: table, paragraphs: paragraphStyles)
    if lastRun.id == id {
      output.runEnds[output.runEnds.count - 1] = end
    } else {
      output.runEnds.append(end)
      output.runStyles.append(id)
    }
    lastRun = (source, pending, id)
  }

  mutating func extraStyle(_ style: TextStyle) -> Int32 {
    table.intern(style)
  }

  /// The paragraph style of a block's first line, from its text's own style, the context's
  /// indents, the pending markers (written here) and the tab stops of the rows of `table` (the
  /// node index of the table the line is a row of, or -1).
  mutating func beginLine(
    textStyle: Int32, spacingBefore blockBefore: Double?, spacingAfter blockAfter: Double?,
    rowOf tableIndex: Int = -1
  ) {
    // A line's paragraph comes from its text's style; a link beside it plays no part.
    let textStyle = textStyle >= 0 ? table.unlinked(textStyle) : textStyle
    startParagraph()
    let before = max(spacingBefore, blockBefore)
    spacingBefore = nil
    let indent = contentIndent
    // A line with at most one marker is found by what it is made of; deeper first lines
    // (an item whose first block is a list) are rare and made every time.
    var key: LineMemo.Key?
    var slot = 0
    if markers.count <= 1 {
      let marker = markers.first
      let made = LineMemo.Key(
        textStyle: valuesID(of: textStyle), table: Int32(truncatingIfNeeded: tableIndex),
        before: LineMemo.Key.bits(before), after: LineMemo.Key.bits(blockAfter),
        indent: LineMemo.Key.bits(indent), markerIndent: LineMemo.Key.bits(marker?.markerIndent),
        markerContent: LineMemo.Key.bits(marker?.contentIndent),
        rightAligned: marker?.isRightAligned ?? false)
      switch caches.lines.find(made) {
      case .found(let id):
        pending = id
        hasPending = true
        writeMarkers(textStyle: textStyle)
        return
      case .free(let free):
        key = made
        slot = free
      }
    }
    var paragraph =
      (textStyle >= 0 ? style(textStyle).paragraph : nil) ?? ParagraphStyle()
    paragraph.paragraphSpacingBefore = max(paragraph.paragraphSpacingBefore, before)
    paragraph.paragraphSpacing = max(paragraph.paragraphSpacing, blockAfter)
    var stops: [ParagraphStyle.TabStop] = []
    if let first = markers.first {
      paragraph.firstLineHeadIndent = first.markerIndent
      for marker in markers {
        let gap = min(6, (marker.contentIndent - marker.markerIndent) / 4)
        if marker.isRightAligned {
          stops.append(.init(location: marker.contentIndent - gap, alignment: .right))
        }
        stops.append(.init(location: marker.contentIndent, alignment: .natural))
      }
    } else if indent > 0 {
      paragraph.firstLineHeadIndent = indent
    }
    if indent > 0 || !stops.isEmpty { paragraph.headIndent = indent }
    if tableIndex >= 0 { stops.append(contentsOf: caches.rowStops) }
    if !stops.isEmpty { paragraph.tabStops = stops }
    let id = intern(paragraph)
    if let key { caches.lines.insert(key, id: id, at: slot) }
    pending = id
    hasPending = true
    writeMarkers(textStyle: textStyle)
  }

  /// A source or added style by ID.
  func style(_ id: Int32) -> TextStyle { table[id] }

  /// The first style met with the same stored values as style `id` (`id` itself when it is
  /// the first, or negative).
  mutating func valuesID(of id: Int32) -> Int32 {
    guard id >= 0 else { return id }
    if let known = Caches.known(caches.valuesIDs, Int(id)) { return known }
    // The table holds every style, so the identities stay theirs while flattening runs.
    let first = memo(\.valuesIDsByStorage, IntegerMap.key(ObjectIdentifier(table.storage(of: id))))
    {
      _ in id
    }
    Caches.set(&caches.valuesIDs, Int(id), to: first, count: table.count)
    return first
  }

  /// Writes the pending markers, each followed by a tab (and preceded by one when it is
  /// right-aligned on its stop), in their style over the line's text style without what would
  /// draw on the text or act on it (a link, an attachment, a background, lines): an item that
  /// starts with a link or code does not make its bullet a link or give it a background.
  mutating func writeMarkers(textStyle: Int32) {
    guard !markers.isEmpty else { return }
    let base = textStyle >= 0 ? separatorStyle(after: textStyle) : textStyle
    for index in markers.indices {
      let marker = markers[index]
      let id = markerStyleID(base: base, marker: marker.style)
      if marker.isRightAligned {
        output.bytes.append(0x09)
        extendRun(id)
      }
      output.bytes.append(markerBytes.slice(marker.text))
      output.bytes.append(0x09)
      extendRun(id)
    }
    // Popped one by one: there are a few, and emptying an array in place goes through a
    // generic replacement that costs more than the markers did.
    while markers.popLast() != nil {}
    markerBytes.removeAll()
  }

  /// The styles of the line a newline in a block ends (no spacing after: that belongs to the
  /// block's last line) and of the line after it (no spacing before, indented as wrapped
  /// lines are).
  mutating func continuation(of id: Int32) -> (ended: Int32, next: Int32) {
    if Int(id) < caches.continuations.count, caches.continuations[Int(id)].ended >= 0 {
      return caches.continuations[Int(id)]
    }
    var paragraph = paragraphStyles[id]
    let after = paragraph.paragraphSpacing
    paragraph.paragraphSpacing = nil
    let ended = intern(paragraph)
    paragraph.paragraphSpacingBefore = nil
    paragraph.paragraphSpacing = after
    if let indent = paragraph.headIndent { paragraph.firstLineHeadIndent = indent }
    let next = intern(paragraph)
    let count = max(Int(id), Int(ended), Int(next)) + 1
    if count > caches.continuations.count {
      caches.continuations.append(
        contentsOf: repeatElement(
          (ended: Int32(-1), next: Int32(-1)), count: count - caches.continuations.count))
    }
    caches.continuations[Int(id)] = (ended, next)
    return (ended, next)
  }

  /// A marker's style over the text style of its line (the line's own when it has none).
  mutating func markerStyleID(base: Int32, marker: Int32) -> Int32 {
    guard marker >= 0 else { return base >= 0 ? base : extraStyle(TextStyle()) }
    return memo(\.markerStyles, IntegerMap.key(base, marker)) { flattener in
      let merged = flattener.caches.merges.merging(
        base >= 0 ? flattener.style(base) : TextStyle(), flattener.style(marker))
      return flattener.extraStyle(merged)
    }
  }

  /// The value the caches' `map` holds for `key`, or the one `make` makes, kept there.
  ///
  ///     memo(\.markerStyles, IntegerMap.key(base, marker)) { $0.extraStyle(style) }
  @inline(__always)
  mutating func memo(
    _ map: WritableKeyPath<Caches, IntegerMap>, _ key: UInt64, _ make: (inout Flattener) -> Int32
  ) -> Int32 {
    if let known = caches[keyPath: map][key] { return known }
    let made = make(&self)
    caches[keyPath: map][key] = made
    return made
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
    let start = output.bytes.count
    beginLine(textStyle: -1, spacingBefore: nil, spacingAfter: nil)
    if output.recordsSpans {
      output.spans.append(.init(utf8Range: start..<output.bytes.count, kind: kind, depth: depth))
    }
  }

  // MARK: Leaves

  mutating func writeLeaf(_ node: StyledDocument.Node, at index: Int) {
    // Read in place: a block style is a few hundred bytes.
    let before = node.style == 0 ? nil : document.blockStyles[Int(node.style)].spacingBefore
    let after = node.style == 0 ? nil : document.blockStyles[Int(node.style)].spacingAfter
    let firstRun = source.run(at: node.textStart)
    let textStyle: Int32 =
      node.textStart < node.textEnd ? source.runs[firstRun].styleID : lastRun.source
    startParagraph()
    let start = output.bytes.count
    beginLine(
      textStyle: textStyle, spacingBefore: before, spacingAfter: after)
    copy(node.textStart..<node.textEnd, firstRun: firstRun)
    if output.recordsSpans {
      output.spans.append(
        .init(utf8Range: start..<output.bytes.count, kind: spanKind(node, at: index), depth: depth))
    }
  }

  /// Copies source text; each newline in it ends a line, and the lines after the first keep
  /// the first's indent but not its spacing before or markers.
  mutating func copy(_ range: Range<Int>, firstRun: Int) {
    guard !range.isEmpty else { return }
    let runs = source.runs
    let text = source.bytes
    var run = firstRun
    var position = range.lowerBound
    while position < range.upperBound {
      // Up to the next line end in one copy (line ends are rare outside code blocks), then
      // the runs it spans.
      var lineEnd = range.upperBound
      var endsLine = false
      let rest = UnsafeBufferPointer(rebasing: text[position..<range.upperBound])
      if let start = rest.baseAddress, let found = memchr(start, 0x0A, rest.count) {
        lineEnd = position + start.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        endsLine = true
      }
      let shift = output.bytes.count - position
      output.bytes.append(UnsafeBufferPointer(rebasing: text[position..<lineEnd]))
      while position < lineEnd {
        let record = runs[run]
        let end = min(record.end, lineEnd)
        let styleSource =
          source.hasBeside
          ? table.source(
            style: record.styleID, link: record.linkID, attachment: record.attachmentID)
          : record.styleID
        extendRun(styleSource, to: end + shift)
        position = end
        if end == record.end { run += 1 }
      }
      if endsLine {
        let continuation = continuation(of: pending)
        restyleLine(paragraph: continuation.ended)
        finishParagraph()
        pending = continuation.next
        hasPending = true
      }
    }
  }

  mutating func writeRow(at index: Int) {
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
    if tableIndex < 0 || tableIndex != caches.rowStopsTable {
      caches.rowStops.removeAll(keepingCapacity: true)
      for (column, alignment) in columns.enumerated() {
        let left = indent + Double(column) * width
        switch alignment {
        case .center: caches.rowStops.append(.init(location: left + width / 2, alignment: .center))
        case .right: caches.rowStops.append(.init(location: left + width - 12, alignment: .right))
        case .natural, .left, .justified:
          if column > 0 { caches.rowStops.append(.init(location: left, alignment: .natural)) }
        }
      }
      caches.rowStopsTable = tableIndex
    }
    var cell = index + 1
    let firstCellStyle: Int32 =
      cell < Int(row.end) && document.nodes[cell].textStart < document.nodes[cell].textEnd
      ? source.runs[source.run(at: document.nodes[cell].textStart)].styleID : lastRun.source
    startParagraph()
    let start = output.bytes.count
    beginLine(
      textStyle: firstCellStyle, spacingBefore: document.blockStyles[Int(row.style)].spacingBefore,
      spacingAfter: document.blockStyles[Int(row.style)].spacingAfter, rowOf: tableIndex)
    var column = 0
    while cell < Int(row.end) {
      let node = document.nodes[cell]
      let alignment = column < columns.count ? columns[column] : .natural
      let leadingTab = column > 0 || alignment == .center || alignment == .right
      if leadingTab { appendSeparator(0x09) }
      copy(
        node.textStart..<node.textEnd, firstRun: source.run(at: node.textStart))
      cell = Int(node.end)
      column += 1
    }
    if output.recordsSpans {
      output.spans.append(
        .init(
          utf8Range: start..<output.bytes.count,
          kind: .tableRow(isHeader: row.flags.contains(.header)),
          depth: depth))
    }
  }

  // MARK: Result

  mutating func finish() -> StyledDocument.Flattened {
    if hasPending { finishPending() }
    let text = StyledText(
      string: UTF8Decoding.wellFormedString(output.bytes.buffer), runEnds: output.runEnds,
      runStyleIDs: output.runStyles, styles: finalStyles.styles)
    return StyledDocument.Flattened(text: text, blocks: output.spans)
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
