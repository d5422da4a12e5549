import Typeset

/// One rendering of a document: the walker over its blocks, with the output buffer, the style
/// and link tables, the layout buffers and the stack of open containers.
///
/// The walk keeps its own stack of sibling iterators, so nesting depth never touches the call
/// stack. Each open quote, list item or footnote adds a prefix to every line written inside it
/// (a bar, a marker then its hanging indent); prefixes take at most half the width, deeper
/// containers draw none, so text always keeps room.
struct DocumentRendering {
  /// What an open container adds before each line.
  struct Prefix {
    var leading = 0
    var text: [UInt8] = []
    var style: Int32 = -1
    var trailing = 0
    var width: Int { leading + textWidth + trailing }
    var textWidth = 0
    var hasInk: Bool { !text.isEmpty }
  }

  enum FrameKind {
    case root, quote, list, item, footnote, row
  }

  /// An open container and the cursor over its children.
  struct Frame {
    var kind: FrameKind
    var children: StyledDocument.Cursor
    var prefix = Prefix()
    /// The marker waiting for the container's first line.
    var marker: Prefix?
    var isVisible = false
    var isTight = false
    var hasWrittenLine = false
    // A list's items.
    var nextNumber = 1
    var markerWidth = 0
    var listMarker: StyledDocument.Marker = .bullet("•")
    var taskBoxes = MarkdownStyles.TaskBoxes(unchecked: "☐", checked: "☑")
    var markerStyle: Int32 = -1
    /// The output's length when the container opened.
    var outputStart = 0
  }

  /// The document, whose blocks are read by index.
  let document: StyledDocument
  let capabilities: TerminalCapabilities
  let options: TerminalRenderer.Options
  let theme: Theme
  var styles: TerminalStyleTable
  var links = LinkTable()
  var layout = TextLayout()
  /// The document's text, which every block's text is a range of.
  var text: SharedText
  var output: TerminalOutput
  var frames: [Frame] = []
  /// The frames whose prefixes are drawn, in order.
  var visibleFrames: [Int] = []
  var prefixWidth = 0
  var hasWritten = false
  var wantsBlankLine = false
  var references: [Int32] = []
  let borderStyle: Int32
  let bodyStyle: Int32
  let quoteBarStyle: Int32
  let footnoteMarkerStyle: Int32
  /// List marker styles by the list's marker style (lists share a few).
  var markerStyles: [TextStyle: Int32] = [:]
  /// Sanitised markers by their text: a document repeats a few bullets and numbers.
  var labels: [String: (bytes: [UInt8], width: Int)] = [:]

  init(renderer: TerminalRenderer, document: StyledDocument, output bytes: ByteBuffer) {
    text = SharedText(document.content)
    self.document = document
    capabilities = renderer.capabilities
    options = renderer.options
    theme = renderer.theme
    styles = TerminalStyleTable(
      theme: renderer.theme, environment: renderer.environment,
      capabilities: renderer.capabilities)
    output = TerminalOutput(hasHyperlinks: renderer.capabilities.hasHyperlinks, bytes: bytes)
    borderStyle = styles.index(of: TextStyle().color(.separator))
    bodyStyle = styles.index(of: renderer.theme.body)
    quoteBarStyle = styles.index(
      of: renderer.theme.markdown.quote.merging(TextStyle().color(.separator)))
    footnoteMarkerStyle = styles.index(of: renderer.theme.markdown.footnoteDefinition)
  }

  var availableWidth: Int { max(capabilities.width - prefixWidth, 1) }

  // MARK: The walk

  mutating func render() {
    frames.append(Frame(kind: .root, children: document.topLevelCursor))
    while !frames.isEmpty {
      let top = frames.count - 1
      guard let block = frames[top].children.next(in: document) else {
        leaveFrame()
        continue
      }
      switch document.kind(at: block) {
      case .paragraph, .heading, .codeBlock, .thematicBreak, .tableCell:
        writeLeaf(block)
      case .table(let columns):
        writeTable(block, columns: columns)
      case .list(let ordered, let start, let isTight):
        enterList(block, ordered: ordered, start: start, isTight: isTight)
      case .listItem(let checkbox):
        enterItem(block, checkbox: checkbox)
      case .quote:
        var bar = Prefix()
        bar.text = Array(options.quoteBar.utf8)
        bar.textWidth = DisplayWidth.columns(of: options.quoteBar)
        bar.style = quoteBarStyle
        bar.trailing = 1
        push(Frame(kind: .quote, children: document.childCursor(of: block), prefix: bar))
      case .footnoteDefinition(let number):
        let label = Self.sanitizedLabel("\(number).")
        var marker = Prefix()
        marker.text = label.bytes
        marker.textWidth = label.width
        marker.style = footnoteMarkerStyle
        marker.trailing = 1
        var frame = Frame(kind: .footnote, children: document.childCursor(of: block))
        frame.prefix.leading = marker.width
        frame.marker = marker
        push(frame)
      case .tableRow:
        push(Frame(kind: .row, children: document.childCursor(of: block)))
      }
    }
  }

  mutating func push(_ frame: Frame) {
    var frame = frame
    frame.outputStart = output.bytes.count
    let width = frame.prefix.width
    frame.isVisible = width > 0 && prefixWidth + width <= capabilities.width / 2
    if frame.isVisible {
      prefixWidth += width
      visibleFrames.append(frames.count)
    }
    frames.append(frame)
  }

  mutating func leaveFrame() {
    // Read in place: a frame is large.
    let top = frames.count - 1
    guard top >= 0 else { return }
    let isVisible = frames[top].isVisible
    if isVisible, frames[top].marker != nil {
      // An item with no content still shows its marker.
      beginBlock()
      writePrefix(blank: false)
      output.endLine()
      hasWritten = true
      wantsBlankLine = true
    }
    if isVisible {
      visibleFrames.removeLast()
      prefixWidth -= frames[top].prefix.width
    }
    let kind = frames[top].kind
    frames.removeLast()
    if kind == .list { wantsBlankLine = true }
  }

  // MARK: Lists

  mutating func enterList(_ block: Int, ordered: Bool, start: Int, isTight: Bool) {
    let style = document.blockStyle(at: block)
    var frame = Frame(kind: .list, children: document.childCursor(of: block))
    frame.isTight = isTight
    frame.nextNumber = start
    frame.listMarker = style.marker ?? (ordered ? .numbered(.decimal, suffix: ".") : .bullet("•"))
    frame.taskBoxes = style.taskBoxes
    frame.markerStyle = markerStyle(style.markerStyle)
    var number = start
    var widest = 0
    var items = document.childCursor(of: block)
    while let item = items.next(in: document) {
      var text: String
      if case .listItem(let checkbox?) = document.kind(at: item) {
        text = style.taskBoxes.marker(checked: checkbox.isChecked)
      } else {
        text = (document.blockStyle(at: item).marker ?? frame.listMarker).text(forNumber: number)
      }
      widest = max(widest, markerLabel(text).width)
      number += 1
    }
    frame.markerWidth = widest
    push(frame)
  }

  /// The style of a list's markers: its marker style over the theme's text.
  mutating func markerStyle(_ style: TextStyle) -> Int32 {
    if let known = markerStyles[style] { return known }
    let index = styles.index(of: theme.body.merging(style))
    markerStyles[style] = index
    return index
  }

  mutating func enterItem(_ block: Int, checkbox: StyledDocument.Checkbox?) {
    var frame = Frame(kind: .item, children: document.childCursor(of: block))
    var markerText = "•"
    var isRightAligned = false
    var markerWidth = 1
    var markerStyle = bodyStyle
    let top = frames.count - 1
    if top >= 0, frames[top].kind == .list {
      let number = frames[top].nextNumber
      frames[top].nextNumber += 1
      frame.isTight = frames[top].isTight
      markerWidth = frames[top].markerWidth
      markerStyle = frames[top].markerStyle
      if let checkbox {
        markerText = frames[top].taskBoxes.marker(checked: checkbox.isChecked)
      } else {
        let marker = document.blockStyle(at: block).marker ?? frames[top].listMarker
        markerText = marker.text(forNumber: number)
        isRightAligned = marker.isRightAligned
      }
    }
    let label = markerLabel(markerText)
    var marker = Prefix()
    marker.text = label.bytes
    marker.textWidth = label.width
    marker.style = markerStyle
    let pad = max(markerWidth - label.width, 0)
    marker.leading = isRightAligned ? pad : 0
    marker.trailing = (isRightAligned ? 0 : pad) + 1
    frame.prefix.leading = marker.width
    frame.marker = marker
    push(frame)
  }

  // MARK: Lines

  /// Writes a blank line between blocks when one is wanted: none between the items of a tight
  /// list.
  mutating func beginBlock() {
    defer { wantsBlankLine = false }
    guard hasWritten, wantsBlankLine else { return }
    // Inside a tight list that has written something, items follow each other directly.
    var index = frames.count - 1
    while index >= 0 {
      defer { index -= 1 }
      let kind = frames[index].kind
      if kind == .row || kind == .item { continue }
      guard kind == .list else { break }
      guard output.bytes.count > frames[index].outputStart else { continue }
      if frames[index].isTight { return }
      break
    }
    writePrefix(blank: true)
    output.endLine()
  }

  /// Writes the prefixes of the open containers: markers on an item's first line, then
  /// hanging indents and bars. A blank line draws only the bars already begun, with no
  /// trailing space.
  mutating func writePrefix(blank: Bool) {
    var last = visibleFrames.count - 1
    if blank {
      last = -1
      for (position, index) in visibleFrames.enumerated()
      where frames[index].hasWrittenLine && frames[index].prefix.hasInk {
        last = position
      }
    }
    guard last >= 0 else { return }
    for position in 0..<last + 1 {
      let index = visibleFrames[position]
      let isLast = blank && position == last
      if !blank, let marker = frames[index].marker {
        frames[index].marker = nil
        writePrefix(marker, trailing: true)
      } else {
        writePrefix(frames[index].prefix, trailing: !isLast)
      }
      if !blank { frames[index].hasWrittenLine = true }
    }
  }

  /// Writes content bytes in a style and link: the hyperlink and style sequences they need
  /// first, then the bytes.
  mutating func write(_ text: UnsafeBufferPointer<UInt8>, style: Int32, link: Int32) {
    if output.needsLink(link) {
      if link >= 0 {
        links.withURL(of: link) { output.openLink(link, url: $0) }
      } else {
        output.closeLink()
      }
    }
    if output.needsStyle(style) {
      output.startStyle(style, sequence: styles.sequence(of: style))
    }
    output.bytes.append(text)
  }

  /// Writes one container's prefix.
  mutating func writePrefix(_ prefix: borrowing Prefix, trailing: Bool) {
    output.writeSpaces(prefix.leading)
    if prefix.hasInk {
      prefix.text.withUnsafeBufferPointer { write($0, style: prefix.style, link: -1) }
    }
    if trailing { output.writeSpaces(prefix.trailing) }
  }

  /// Writes laid-out lines, each after the prefixes, aligned in `width` columns.
  mutating func writeLines(
    _ lines: Range<Int>, alignment: ParagraphStyle.Alignment, width: Int
  ) {
    for line in lines {
      let trimmedLine = trimmed(layout.lines[line])
      let lineWidth = trimmedLine.width
      writePrefix(blank: trimmedLine.isEmpty)
      if !trimmedLine.isEmpty {
        switch alignment {
        case .center: output.writeSpaces((width - lineWidth) / 2)
        case .right: output.writeSpaces(width - lineWidth)
        case .natural, .left, .justified: break
        }
        writePieces(trimmedLine)
      }
      output.endLine()
    }
    hasWritten = true
  }

  /// A line without its trailing spaces: its pieces, where the last one now ends, its width.
  struct TrimmedLine {
    var pieces: Range<Int>
    var lastEnd: Int32
    var width: Int
    var isEmpty: Bool { pieces.isEmpty }
    static let empty = TrimmedLine(pieces: 0..<0, lastEnd: 0, width: 0)
  }

  /// A line's pieces without trailing spaces, and its width without them.
  func trimmed(_ line: TextLayout.Line) -> TrimmedLine {
    var upper = line.pieces.upperBound
    var width = line.width
    while upper > line.pieces.lowerBound {
      let piece = layout.pieces[upper - 1]
      var end = piece.end
      while end > piece.start, layout.bytes[Int(end) - 1] == 0x20 {
        end -= 1
        width -= 1
      }
      if end > piece.start {
        return TrimmedLine(pieces: line.pieces.lowerBound..<upper, lastEnd: end, width: width)
      }
      upper -= 1
    }
    return TrimmedLine(
      pieces: line.pieces.lowerBound..<line.pieces.lowerBound, lastEnd: 0, width: 0)
  }

  /// Writes a line's pieces; bidirectional controls opened in a piece are closed at its end.
  mutating func writePieces(_ line: TrimmedLine) {
    for index in line.pieces {
      let piece = layout.pieces[index]
      let end = index == line.pieces.upperBound - 1 ? line.lastEnd : piece.end
      let text = layout.bytes.slice(Int(piece.start)..<Int(end))
      write(text, style: piece.style, link: piece.link)
      if piece.hasBidiControls { closeBidi(text, style: piece.style, link: piece.link) }
    }
  }

  /// Appends PDF for each embedding or override and PDI for each isolate left open.
  mutating func closeBidi(_ text: UnsafeBufferPointer<UInt8>, style: Int32, link: Int32) {
    var embeddings = 0
    var isolates = 0
    var index = text.startIndex
    while index + 2 < text.endIndex {
      if text[index] == 0xE2 && text[index + 1] == 0x80 {
        switch text[index + 2] {
        case 0xAA, 0xAB, 0xAD, 0xAE: embeddings += 1
        case 0xAC: embeddings = max(embeddings - 1, 0)
        default: break
        }
      } else if text[index] == 0xE2 && text[index + 1] == 0x81 {
        switch text[index + 2] {
        case 0xA6, 0xA7, 0xA8: isolates += 1
        case 0xA9: isolates = max(isolates - 1, 0)
        default: break
        }
      }
      index += 1
    }
    var closers: [UInt8] = []
    for _ in 0..<isolates { closers += [0xE2, 0x81, 0xA9] }
    for _ in 0..<embeddings { closers += [0xE2, 0x80, 0xAC] }
    if !closers.isEmpty {
      closers.withUnsafeBufferPointer { write($0, style: style, link: link) }
    }
  }

  // MARK: Leaves

  mutating func writeLeaf(_ block: Int) {
    beginBlock()
    layout.removeAll()
    var context = TextLayout.Context(usesReferences: !capabilities.hasHyperlinks)
    switch document.kind(at: block) {
    case .heading(let level): context.variant = level == 1 ? .title : .heading
    case .codeBlock: context.mode = .code(tabWidth: options.tabWidth)
    default: break
    }
    layout.append(
      document.sharedTextRange(at: block), of: &text, styles: &styles, links: &links,
      context: context,
      references: &references)
    let width = availableWidth
    let lines = layout.wrap(0..<layout.segments.count, width: width)
    let alignment = layout.segments.first.map { styles.alignment(of: $0.style) } ?? .natural
    writeLines(lines, alignment: alignment, width: width)
    writeReferences()
    wantsBlankLine = true
  }

  /// Lists the URLs of the references numbered in the block just written, one per line and
  /// never broken: a terminal wraps a long one softly, so it copies whole.
  mutating func writeReferences() {
    guard !references.isEmpty else { return }
    let style = styles.index(of: .control, over: bodyStyle)
    for link in references {
      guard let number = links.number(of: link) else { continue }
      writePrefix(blank: false)
      var label = "[\(number)]: "
      label.withUTF8 { write($0, style: style, link: -1) }
      var url: [UInt8] = []
      links.withURL(of: link) { url.append(contentsOf: $0) }
      url.withUnsafeBufferPointer { write($0, style: style, link: -1) }
      output.endLine()
    }
    references.removeAll(keepingCapacity: true)
  }

  /// ``sanitizedLabel(_:)``, made once per distinct text.
  mutating func markerLabel(_ text: String) -> (bytes: [UInt8], width: Int) {
    if let known = labels[text] { return known }
    let label = Self.sanitizedLabel(text)
    if labels.count < 4096 { labels[text] = label }
    return label
  }

  /// A label from a theme or document (a marker, a number), with anything a terminal would act
  /// on replaced by U+FFFD, and its width.
  static func sanitizedLabel(_ text: String) -> (bytes: [UInt8], width: Int) {
    func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
      let value = scalar.value
      return value < 0x20 || (0x7F...0x9F).contains(value) || TextLayout.isBidiControl(value)
        || value == 0x2028 || value == 0x2029
    }
    if !text.unicodeScalars.contains(where: isUnsafe) {
      return (Array(text.utf8), DisplayWidth.columns(of: text))
    }
    var clean = ""
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x20 || (0x7F...0x9F).contains(value) || TextLayout.isBidiControl(value)
        || value == 0x2028 || value == 0x2029
      {
        clean.unicodeScalars.append("\u{FFFD}")
      } else {
        clean.unicodeScalars.append(scalar)
      }
    }
    return (Array(clean.utf8), DisplayWidth.columns(of: clean))
  }
}
