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
  /// Source styles, then the styles flattening adds (markers, separators).
  var table: SourceStyles
  /// The marker style over each text style, by (text style, marker style).
  var markerStyles = IntegerMap()
  /// Each item's marker style, by (list block style, item block style); -1 for none.
  var itemMarkerStyles = IntegerMap()
  /// The separator style after each style, by style ID (-1 until made).
  var separatorStyles: [Int32] = []
  /// The separator style after each set of stored values, by their identity (a separator
  /// drops the link, so styles that differ only by link share one); the table holds every
  /// style, so the identities stay theirs while flattening runs.
  var separatorsByValues = IntegerMap()
  /// Marker styles merged by stored values: a list of distinct links merges its marker style
  /// over each link's style.
  var mergeCache = StyleMergeCache()
  /// For each style by ID, the first style met with the same stored values (-1 until asked):
  /// a line's paragraph style comes from its text style's values alone.
  var valuesIDs: [Int32] = []
  var valuesIDsByStorage = IntegerMap()

  let bytes: ByteBuffer
  /// The runs written, in the styles of the flattened text.
  var runEnds: [Int] = []
  var runStyles: [Int32] = []
  var finalStyles = FinalStyles()

  var paragraphEnds: [Int] = []
  var paragraphStyles = StyledDocument.ValueTable<ParagraphStyle>()
  /// The paragraph style of the line being written, recorded when the next line starts.
  var pending: Int32 = -1
  /// The spacing after that the containers closed after it ask of it, applied when recorded.
  var pendingSpacingAfter: Double?
  var hasPending = false
  /// The paragraph style of each line made so far, by what it is made of: most lines repeat
  /// one, so a line's style is found without building it.
  var lines = LineMemo()
  /// For each paragraph style by ID, the line a newline ends with it (no spacing after) and the
  /// style of the line after (no spacing before, indented as the rest), -1 until made.
  var continuations: [(ended: Int32, next: Int32)] = []

  var spans: [StyledDocument.BlockSpan] = []
  /// Whether `spans` is kept (`flattened()` has no use for it).
  let recordsSpans: Bool
  var stack: [Frame] = []
  var markers: [PendingMarker] = []
  /// The texts of the pending markers, emptied when they are written.
  let markerBytes = ByteBuffer(capacity: 64)
  /// A list number's label, made here and then copied to `markerBytes`.
  var label: [UInt8] = []
  /// The text of each marker that does not count (a bullet or a task box), in `markerTexts`,
  /// by list style, item style, task state and whether the list is ordered: an item of a
  /// long list finds its marker with one look-up and copies it, instead of reading its block
  /// styles' markers (strings) again.
  var constantMarkers = IntegerMap()
  let markerTexts = ByteBuffer(capacity: 64)
  var spacingBefore: Double?
  /// The style of the flattened text's last run, and the (source, paragraph) pair it is for
  /// (-1 before any); `source` is the source style of the text written last.
  var lastRun: (source: Int32, paragraph: Int32, id: Int32) = (-1, -1, -1)
  /// The tab stops of the rows of table node `rowStopsTable` (-1 for none).
  var rowStops: [ParagraphStyle.TabStop] = []
  var rowStopsTable = -1
  /// The source text's runs, read in place while `run` works (set around it by the caller):
  /// reading the document's array would retain it at every block.
  var sourceRuns = UnsafeBufferPointer<StyledDocument.RunRecord>(start: nil, count: 0)
  /// Whether any source run has a link or an attachment beside its style.
  var sourceHasBeside = false
  /// The source run `sourceRun(at:)` found last.
  var runCursor = 0
  /// The node being written.
  var currentIndex = 0

  init(document: StyledDocument, recordingBlocks: Bool) {
    self.document = document
    recordsSpans = recordingBlocks
    table = SourceStyles(document.content)
    // Flattening adds a few bytes per block (a line end, a list item's marker and tab, a
    // cell's tab): reserved at four a node, so a list of short items does not outgrow it and
    // copy the text (room never written costs no memory).
    let room = document.content.runs.last.map { $0.end + 4 * document.nodes.count + 64 } ?? 64
    bytes = ByteBuffer(capacity: room)
    runEnds.reserveCapacity(document.content.runs.count + document.nodes.count)
    runStyles.reserveCapacity(document.content.runs.count + document.nodes.count)
    // Filled in one pass: a page fault per 2 MB rather than per 4 KB for a large document
    // (a hint, for reservations of 4 MB and more).
    HugePages.advise(UnsafeMutableRawPointer(bytes.base), byteCount: room)
    HugePages.advise(&runEnds)
    HugePages.advise(&runStyles)
    paragraphEnds.reserveCapacity(document.nodes.count)
    if recordingBlocks { spans.reserveCapacity(document.nodes.count) }
    let besides = document.content.linkCount + document.content.attachmentCount
    // A link or image's run often takes two final styles: its paragraph's, and the one its
    // list's last line gets when the list closes (more spacing after).
    finalStyles.reserve(document.content.styles.count + 2 * besides + 16)
    finalStyles.reserveLinked(besides)
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
    if let known = constantMarkers[memoKey] {
      let text = Int(known)
      markerBytes.append(markerTexts.slice((text >> 8)..<((text >> 8) + (text & 0xFF))))
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
      if !isRightAligned && count < 256 && markerTexts.count < 1 << 20 {
        constantMarkers[memoKey] = Int32(markerTexts.count << 8 | count)
        markerTexts.append(markerBytes.slice(start..<markerBytes.count))
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
    label.removeAll(keepingCapacity: true)
    numbering.appendLabel(for: number, to: &label)
    label.withUnsafeBufferPointer { markerBytes.append($0) }
  }

  /// The marker style of an item: its list's, with the item's own over it; -1 when empty.
  mutating func itemMarkerStyle(list: Int32, item: Int32) -> Int32 {
    let key = IntegerMap.key(list, item)
    if let known = itemMarkerStyles[key] { return known }
    var style = document.blockStyles[Int(list)].markerStyle
    let own = document.blockStyles[Int(item)].markerStyle
    if !own.isEmpty { style = style.merging(own) }
    let id = style.isEmpty ? -1 : extraStyle(style)
    itemMarkerStyles[key] = id
    return id
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
    if let last = spans.last, last.utf8Range.upperBound == bytes.count - 1 {
      spans[spans.count - 1].utf8Range = last.utf8Range.lowerBound..<bytes.count
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
    paragraphEnds.append(bytes.count)
    hasPending = false
  }

  /// Gives the runs of the line being written a new paragraph style (the spacing after that
  /// its containers ask of it is known only when they close).
  mutating func restyleLine(paragraph: Int32) {
    let lineStart = paragraphEnds.last ?? 0
    guard paragraph != pending, runEnds.last.map({ $0 > lineStart }) ?? false else {
      pending = paragraph
      return
    }
    var first = runEnds.count - 1
    while first > 0 && runEnds[first - 1] > lineStart { first -= 1 }
    if first > 0 ? runEnds[first - 1] < lineStart : lineStart > 0 {
      // The line's first run goes on from the line before: split it there.
      runEnds.insert(lineStart, at: first)
      runStyles.insert(runStyles[first], at: first)
      first += 1
    }
    for index in first..<runStyles.count {
      runStyles[index] = finalStyles.id(
        source: finalStyles.source(of: runStyles[index]), paragraph: paragraph,
        sources: table, paragraphs: paragraphStyles)
    }
    if first > 0 && runStyles[first - 1] == runStyles[first] {
      runEnds.remove(at: first - 1)
      runStyles.remove(at: first - 1)
    }
    pending = paragraph
    lastRun = (
      finalStyles.source(of: runStyles[runStyles.count - 1]), paragraph,
      runStyles[runStyles.count - 1]
    )
  }

  mutating func intern(_ style: ParagraphStyle) -> Int32 { paragraphStyles.intern(style) }

  /// Appends a line end or a cell's tab in the style of the text before it, without what
  /// would draw on it (links, attachments, backgrounds, lines).
  mutating func appendSeparator(_ byte: UInt8) {
    bytes.append(byte)
    extendRun(separatorStyle(after: lastRun.source))
  }

  /// The style of a line end, a cell's tab or a marker next to text in style `style`: the
  /// same without a link, an attachment, a background or lines (plain when `style` is -1).
  mutating func separatorStyle(after style: Int32) -> Int32 {
    guard style >= 0 else { return extraStyle(TextStyle()) }
    // The link beside a linked source's style is left out with the rest.
    let style = table.unlinked(style)
    if Int(style) < separatorStyles.count, separatorStyles[Int(style)] >= 0 {
      return separatorStyles[Int(style)]
    }
    let storage = table.storage(of: style)
    let key = IntegerMap.key(ObjectIdentifier(storage))
    var id = style
    if let known = separatorsByValues[key] {
      id = known
    } else {
      // Read in place: a style's values are a few hundred bytes.
      if table[style].linkTarget != nil || table[style].attachmentBox != nil
        || storage.values.backgroundColor != nil || storage.values.underline != nil
        || storage.values.strikethrough != nil
      {
        var plain = table[style]
        plain.linkTarget = nil
        plain.attachmentBox = nil
        plain.mutate {
          $0.backgroundColor = nil
          $0.underline = nil
          $0.strikethrough = nil
        }
        id = extraStyle(plain)
      }
      separatorsByValues[key] = id
    }
    if Int(style) >= separatorStyles.count {
      separatorStyles.append(
        contentsOf: repeatElement(
          -1, count: max(Int(style) + 1, table.count) - separatorStyles.count))
    }
    separatorStyles[Int(style)] = id
    return id
  }

  /// Ends the text written so far in source style `source`.
  mutating func extendRun(_ source: Int32) { extendRun(source, to: bytes.count) }

  /// Ends the text up to output offset `end` in source style `source`, on the pending line's
  /// paragraph style.
  mutating func extendRun(_ source: Int32, to end: Int) {
    if lastRun.source == source && lastRun.paragraph == pending {
      runEnds[runEnds.count - 1] = end
      return
    }
    let id = finalStyles.id(
      source: source, paragraph: pending, sources: table, paragraphs: paragraphStyles)
    if lastRun.id == id {
      runEnds[runEnds.count - 1] = end
    } else {
      runEnds.append(end)
      runStyles.append(id)
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
      switch lines.find(made) {
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
    if tableIndex >= 0 { stops.append(contentsOf: rowStops) }
    if !stops.isEmpty { paragraph.tabStops = stops }
    let id = intern(paragraph)
    if let key { lines.insert(key, id: id, at: slot) }
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
    let index = Int(id)
    if index < valuesIDs.count, valuesIDs[index] >= 0 { return valuesIDs[index] }
    // The table holds every style, so the identities stay theirs while flattening runs.
    let key = IntegerMap.key(ObjectIdentifier(table.storage(of: id)))
    let first = valuesIDsByStorage[key] ?? id
    if first == id { valuesIDsByStorage[key] = id }
    if index >= valuesIDs.count {
      valuesIDs.append(
        contentsOf: repeatElement(-1, count: max(index + 1, table.count) - valuesIDs.count))
    }
    valuesIDs[index] = first
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
        bytes.append(0x09)
        extendRun(id)
      }
      bytes.append(markerBytes.slice(marker.text))
      bytes.append(0x09)
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
    if Int(id) < continuations.count, continuations[Int(id)].ended >= 0 {
      return continuations[Int(id)]
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
    if count > continuations.count {
      continuations.append(
        contentsOf: repeatElement(
          (ended: Int32(-1), next: Int32(-1)), count: count - continuations.count))
    }
    continuations[Int(id)] = (ended, next)
    return (ended, next)
  }

  /// A marker's style over the text style of its line (the line's own when it has none).
  mutating func markerStyleID(base: Int32, marker: Int32) -> Int32 {
    guard marker >= 0 else { return base >= 0 ? base : extraStyle(TextStyle()) }
    let key = IntegerMap.key(base, marker)
    if let known = markerStyles[key] { return known }
    let id = extraStyle(mergeCache.merging(base >= 0 ? style(base) : TextStyle(), style(marker)))
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
    beginLine(textStyle: -1, spacingBefore: nil, spacingAfter: nil)
    if recordsSpans {
      spans.append(.init(utf8Range: start..<bytes.count, kind: kind, depth: depth))
    }
  }

  // MARK: Leaves

  /// The index of the run holding a UTF-8 offset of the source text. Blocks are written in
  /// text order, so the search walks on from the run found last.
  mutating func sourceRun(at offset: Int) -> Int {
    let runs = sourceRuns
    if runCursor > 0 && runs[runCursor - 1].end > offset {
      // Backwards (never in document order): search the runs before.
      var low = 0
      var high = runCursor
      while low < high {
        let middle = (low + high) / 2
        if runs[middle].end <= offset { low = middle + 1 } else { high = middle }
      }
      runCursor = low
    }
    while runCursor < runs.count && runs[runCursor].end <= offset { runCursor += 1 }
    return runCursor
  }

  mutating func writeLeaf(_ node: StyledDocument.Node, source: UnsafeBufferPointer<UInt8>) {
    let index = currentIndex
    // Read in place: a block style is a few hundred bytes.
    let before = node.style == 0 ? nil : document.blockStyles[Int(node.style)].spacingBefore
    let after = node.style == 0 ? nil : document.blockStyles[Int(node.style)].spacingAfter
    let firstRun = sourceRun(at: node.textStart)
    let textStyle: Int32 =
      node.textStart < node.textEnd ? sourceRuns[firstRun].styleID : lastRun.source
    startParagraph()
    let start = bytes.count
    beginLine(
      textStyle: textStyle, spacingBefore: before, spacingAfter: after)
    copy(node.textStart..<node.textEnd, from: source, firstRun: firstRun)
    if recordsSpans {
      spans.append(
        .init(utf8Range: start..<bytes.count, kind: spanKind(node, at: index), depth: depth))
    }
  }

  /// Copies source text; each newline in it ends a line, and the lines after the first keep
  /// the first's indent but not its spacing before or markers.
  mutating func copy(
    _ range: Range<Int>, from source: UnsafeBufferPointer<UInt8>, firstRun: Int
  ) {
    guard !range.isEmpty, let base = source.baseAddress else { return }
    let runs = sourceRuns
    var run = firstRun
    var position = range.lowerBound
    while position < range.upperBound {
      // Up to the next line end in one copy (line ends are rare outside code blocks), then
      // the runs it spans.
      var lineEnd = range.upperBound
      var endsLine = false
      if let found = memchr(base + position, 0x0A, range.upperBound - position) {
        lineEnd = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        endsLine = true
      }
      let shift = bytes.count - position
      bytes.append(UnsafeBufferPointer(start: base + position, count: lineEnd - position))
      while position < lineEnd {
        let record = runs[run]
        let end = min(record.end, lineEnd)
        let source =
          sourceHasBeside
          ? table.source(
            style: record.styleID, link: record.linkID, attachment: record.attachmentID)
          : record.styleID
        extendRun(source, to: end + shift)
        position = end
        if end == record.end { run += 1 }
      }
      if endsLine {
        let (ended, next) = continuation(of: pending)
        restyleLine(paragraph: ended)
        finishParagraph()
        pending = next
        hasPending = true
      }
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
    var cell = index + 1
    let firstCellStyle: Int32 =
      cell < Int(row.end) && document.nodes[cell].textStart < document.nodes[cell].textEnd
      ? sourceRuns[sourceRun(at: document.nodes[cell].textStart)].styleID : lastRun.source
    startParagraph()
    let start = bytes.count
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
        node.textStart..<node.textEnd, from: source, firstRun: sourceRun(at: node.textStart))
      cell = Int(node.end)
      column += 1
    }
    if recordsSpans {
      spans.append(
        .init(
          utf8Range: start..<bytes.count, kind: .tableRow(isHeader: row.flags.contains(.header)),
          depth: depth))
    }
  }

  // MARK: Result

  mutating func finish() -> StyledDocument.Flattened {
    if hasPending { finishPending() }
    let text = StyledText(
      string: UTF8Decoding.wellFormedString(bytes.buffer), runEnds: runEnds,
      runStyleIDs: runStyles, styles: finalStyles.styles)
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
