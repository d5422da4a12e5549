import Typeset
import TypesetSupport

/// The walker behind ``HTMLRenderer``: one pass over a document's blocks with an explicit
/// stack of open containers (no recursion, so depth never matters), the HTML appended to one
/// byte buffer, and every decision about a style — its elements, its class — made once per
/// distinct (block style, run style) pair.
/// The walker behind ``HTMLRenderer``: one pass over a document's blocks with an explicit
/// stack of open containers (no recursion, so depth never matters), the HTML appended to one
/// byte buffer, and every decision about a style — its elements, its class — made once per
/// distinct (block style, run style) pair.
///
/// The per-run path works on numbers: block styles are numbered once (a container's or a
/// leaf's style is found from its parent's number and the element, through an
/// ``IndexTable``), each style ID of the shared text keeps its `href` and the format it had in
/// the block style it was last met in, and a format is plain values with its `span` tag in one
/// shared buffer — so a run costs a few look-ups and compares beyond escaping its text.
struct HTMLWriter {
  let options: HTMLRenderer.Options
  let markdown: MarkdownStyles
  /// The body text's style merged with the theme's text style: the style around everything.
  let root: TextStyle
  let isEmail: Bool
  var sheet: HTMLStyleSheet
  /// The declarations of each ``HTMLElement``.
  let elements: [[UInt8]]
  /// The theme's tag styles and named styles that a run can carry: name, style and (page)
  /// class.
  let named: [NamedStyle]
  /// The opening tag of each ``InlineKind`` but spans, whose tags are their formats': the
  /// element's `style` attribute in an email; a link's and a footnote reference's up to
  /// their `href` value.
  let inlineTags: [UInt8]
  let inlineTagEnds: [Int]
  var body: [UInt8] = []
  var title: String?
  /// Whether `write` wraps the document in the text's `div` (not for a stream's pieces).
  var writesRoot = true

  /// The block styles: the style around a container's children or a leaf's runs, numbered
  /// in order of first use (0 is `root`).
  var blockStyles: [TextStyle] = []
  var blockStyleIDs: [TextStyle: Int32] = [:]
  /// The block style made from a block style and an ``elementSlot``, by both numbers.
  var blockTransitions = IndexTable()
  /// How each distinct (block style, run style without its link, linked) is written.
  var formatIndex: [FormatKey: Int32] = [:]
  var formats: [RunFormat] = []
  /// The opening `span` tags of the formats, one after another.
  var spanTags: [UInt8] = []
  /// Resolutions and CSS values of the styles formats were decided for.
  var resolutions: [TextStyle: ResolvedStyle] = [:]
  var valueCache: [TextStyle: CSSValues] = [:]
  /// The last formats found, checked before the table.
  var recentFormats: [RecentFormat] = []
  var nextRecentFormat = 0

  /// What is known of each style ID of the document being written (reset per document).
  var idStates: [IDState] = []
  /// The format of a style ID in a block style other than its last one, by both numbers.
  var idFormats = IndexTable()
  /// The escaped `href` of the linked style IDs, one after another.
  var hrefs: [UInt8] = []
  /// The last run the last block's text reached: where the next block's search starts.
  var runCursor = 0
  /// The inline elements open now, outermost first.
  var open: [OpenInline] = []
  /// The `href` of the open link (a range of `hrefs`), and a counter that tells links apart.
  var openHref = 0..<0
  var linkCount = 0
  /// The format and `href` the open elements were opened for; `-1` when they may differ.
  var openFormat = -1
  var openFormatHref = 0..<0
  /// The classes of recent list markers' declarations.
  var markerClasses: [(marker: [UInt8], className: [UInt8])] = []
  /// The column alignments of the open tables, innermost last.
  var tableColumns: [[ParagraphStyle.Alignment]] = []

  struct FormatKey: Hashable {
    var base: Int32
    var style: TextStyle
    var isLinked: Bool
  }

  struct RecentFormat {
    var base: Int32
    var style: TextStyle
    var isLinked: Bool
    var index: Int32
  }

  struct NamedStyle: Sendable {
    var name: String
    var style: TextStyle
    var className: [UInt8]
  }

  /// What the writer knows of one style ID of the shared text.
  struct IDState {
    /// The block style its format was last decided in (-1: none yet) and that format.
    var base: Int32 = -1
    var format: Int32 = 0
    /// Its escaped `href` in `hrefs`; empty when it has no link or the link is refused.
    var hrefStart: Int32 = 0
    var hrefEnd: Int32 = 0
    /// Whether the style has been looked at (its link and attachment read).
    var isExamined = false
    var hasAttachment = false

    var href: Range<Int> { Int(hrefStart)..<Int(hrefEnd) }
  }

  /// The text of the document being written, read in place: its UTF-8, where each run ends,
  /// each run's style ID and the styles. Valid only during `write`.
  struct SharedText {
    let bytes: UnsafeBufferPointer<UInt8>
    let runEnds: UnsafeBufferPointer<Int>
    let runStyleIDs: UnsafeBufferPointer<Int32>
    let styles: UnsafeBufferPointer<TextStyle>
  }

  /// What every document rendered with one theme and options starts from: the element
  /// declarations, the named styles' classes and the colours they use, made once per renderer.
  struct Prelude: Sendable {
    let root: TextStyle
    let sheet: HTMLStyleSheet
    let elements: [[UInt8]]
    let named: [NamedStyle]

    init(theme: Theme, options: HTMLRenderer.Options) {
      let isEmail = options.profile == .email
      let root = theme.body.merging(theme.markdown.text)
      self.root = root
      var sheet = HTMLStyleSheet(
        usesVariables: !isEmail, environment: options.environment, body: root)
      elements = sheet.elementDeclarations(root: root, theme: theme)
      // A class per named style: the tags first (they are what markup and inline HTML
      // carry), then the named styles, each in name order; those the body already is are
      // left out.
      var named: [NamedStyle] = []
      let rootValues = sheet.values(of: root)
      let candidates =
        theme.tags.sorted { $0.key < $1.key } + theme.styles.sorted { $0.key < $1.key }
      for (name, style) in candidates where root.merging(style) != root {
        let delta = sheet.inlineDelta(style, over: root, rootValues: rootValues)
        guard !delta.isEmpty else { continue }
        let className = isEmail ? [] : sheet.className(for: delta, preferring: name)
        named.append(NamedStyle(name: name, style: style, className: className))
      }
      self.named = named
      self.sheet = sheet
    }
  }

  init(theme: Theme, options: HTMLRenderer.Options, prelude: Prelude) {
    self.options = options
    markdown = theme.markdown
    isEmail = options.profile == .email
    root = prelude.root
    sheet = prelude.sheet
    elements = prelude.elements
    named = prelude.named
    (inlineTags, inlineTagEnds) = Self.makeInlineTags(elements: elements, isEmail: isEmail)
    blockStyles = [root]
    blockStyleIDs = [root: 0]
  }

  // MARK: Blocks

  /// What an open container is, for closing it and for what its children do.
  enum ContainerKind: UInt8 {
    case root, list, orderedList, listItem, quote, table, tableRow, footnoteDefinition, other
  }

  /// An open container: its remaining children and what closing it takes.
  struct Frame {
    var children: StyledDocument.Blocks.Iterator
    var kind: ContainerKind
    /// The block style of the text directly inside.
    var context: Int32
    /// The columns its cells are aligned by: an index in `tableColumns` (a table's own, a
    /// row's table's), or -1.
    var columns: Int32 = -1
    var isTight = false
    var cell = 0
    var isHeaderRow = false
    var inHead = false
    var inBody = false
    /// A footnotes section is open among this container's children.
    var inFootnotes = false
  }

  /// The elements whose theme style a block merges over its container's, as numbers for
  /// ``blockStyle(_:_:)``: a heading's is `heading + level`.
  enum ElementSlot {
    static let paragraph = 1
    static let quote = 2
    static let listItem = 3
    static let codeBlock = 4
    static let tableHeader = 6
    static let tableCell = 7
    static let footnoteDefinition = 8
    static let heading = 20
  }

  mutating func write(_ document: StyledDocument) {
    let text = document.text
    var string = text.string
    // Formats and links are kept by the shared text's style IDs.
    idStates = Array(repeating: IDState(), count: text.styles.count)
    idFormats.removeAll()
    hrefs.removeAll(keepingCapacity: true)
    runCursor = 0
    body.reserveCapacity(
      body.count + string.utf8.count * 3 / 2 + document.blockCount * 48 + 256)
    if writesRoot { openRoot() }
    string.withUTF8 { bytes in
      text.runEnds.withUnsafeBufferPointer { ends in
        text.runStyleIDs.withUnsafeBufferPointer { ids in
          text.styles.withUnsafeBufferPointer { styles in
            let shared = SharedText(bytes: bytes, runEnds: ends, runStyleIDs: ids, styles: styles)
            writeBlocks(document, shared)
          }
        }
      }
    }
    if writesRoot { closeRoot() }
  }

  /// Walks the blocks with an explicit stack of open containers.
  mutating func writeBlocks(_ document: StyledDocument, _ text: SharedText) {
    var frames = [Frame(children: document.blocks.makeIterator(), kind: .root, context: 0)]
    while !frames.isEmpty {
      let top = frames.count - 1
      guard let block = frames[top].children.next() else {
        close(frames.removeLast())
        continue
      }
      let kind = block.kind
      var isFootnote = false
      if case .footnoteDefinition = kind { isFootnote = true }
      if isFootnote != frames[top].inFootnotes {
        if isFootnote {
          openTag("section", .footnotes, classes: "footnotes")
          CSSBytes.append("<ol>\n", to: &body)
        } else {
          CSSBytes.append("</ol>\n</section>\n", to: &body)
        }
        frames[top].inFootnotes = isFootnote
      }
      if kind.isContainer {
        let frame = openContainer(block, kind, in: &frames[top])
        frames.append(frame)
      } else {
        writeLeaf(block.sharedTextRange, kind, in: &frames[top], text)
      }
    }
  }

  /// The number of the block style made from block style `parent` and the theme's style for
  /// an element (an ``ElementSlot``), merged and numbered the first time the pair is met.
  mutating func blockStyle(_ parent: Int32, _ element: Int) -> Int32 {
    if let known = blockTransitions[Int(parent), element] { return known }
    let slot: TextStyle =
      switch element {
      case ElementSlot.paragraph: markdown.paragraph
      case ElementSlot.quote: markdown.quote
      case ElementSlot.listItem: markdown.listItem
      case ElementSlot.codeBlock: markdown.codeBlock
      case ElementSlot.tableHeader: markdown.tableHeader
      case ElementSlot.tableCell: markdown.tableCell
      case ElementSlot.footnoteDefinition: markdown.footnoteDefinition
      default: markdown.heading(element - ElementSlot.heading)
      }
    let merged = blockStyles[Int(parent)].merging(slot)
    let id: Int32
    if let known = blockStyleIDs[merged] {
      id = known
    } else {
      id = Int32(blockStyles.count)
      blockStyles.append(merged)
      blockStyleIDs[merged] = id
    }
    blockTransitions[Int(parent), element] = id
    return id
  }

  mutating func openContainer(
    _ block: StyledDocument.Block, _ kind: StyledDocument.Kind, in parent: inout Frame
  ) -> Frame {
    var frame = Frame(
      children: block.children.makeIterator(), kind: .other, context: parent.context)
    switch kind {
    case .list(let ordered, let start, let isTight):
      frame.kind = ordered ? .orderedList : .list
      frame.isTight = isTight
      var marker: [UInt8] = []
      if let style = block.style.marker { appendMarker(style, to: &marker) }
      body.append(0x3C)
      CSSBytes.append(ordered ? "ol" : "ul", to: &body)
      if isEmail {
        appendStyleAttribute(elements[HTMLElement.list.rawValue] + marker)
      } else if !marker.isEmpty {
        CSSBytes.append(" class=\"", to: &body)
        body += markerClass(marker)
        body.append(0x22)
      }
      if ordered && start != 1 {
        CSSBytes.append(" start=\"", to: &body)
        if start < 0 { body.append(0x2D) }
        CSSBytes.appendInteger(start == Int.min ? 0 : abs(start), to: &body)
        body.append(0x22)
      }
      CSSBytes.append(">\n", to: &body)
    case .listItem(let checkbox):
      frame.kind = .listItem
      frame.isTight = parent.isTight
      frame.context = blockStyle(parent.context, ElementSlot.listItem)
      if let checkbox {
        openTag("li", .listItem, extra: .taskBox, classes: "task")
        CSSBytes.append("<input type=\"checkbox\" disabled=\"\"", to: &body)
        if checkbox.isChecked { CSSBytes.append(" checked=\"\"", to: &body) }
        CSSBytes.append(" /> ", to: &body)
      } else {
        openTag("li", .listItem)
      }
    case .quote:
      frame.kind = .quote
      frame.context = blockStyle(parent.context, ElementSlot.quote)
      openTag("blockquote", .quote)
      body.append(0x0A)
    case .table(let columns):
      frame.kind = .table
      frame.columns = Int32(tableColumns.count)
      tableColumns.append(columns)
      openTag("table", .table)
      body.append(0x0A)
    case .tableRow(let isHeader):
      frame.kind = .tableRow
      frame.columns = parent.columns
      frame.isHeaderRow = isHeader
      if isHeader && !parent.inHead && !parent.inBody {
        CSSBytes.append("<thead>\n", to: &body)
        parent.inHead = true
      } else if !isHeader && !parent.inBody {
        if parent.inHead { CSSBytes.append("</thead>\n", to: &body) }
        parent.inHead = false
        CSSBytes.append("<tbody>\n", to: &body)
        parent.inBody = true
      }
      CSSBytes.append("<tr>\n", to: &body)
    case .footnoteDefinition(let number):
      frame.kind = .footnoteDefinition
      frame.context = blockStyle(parent.context, ElementSlot.footnoteDefinition)
      CSSBytes.append("<li id=\"fn-", to: &body)
      CSSBytes.appendInteger(number, to: &body)
      CSSBytes.append("\" value=\"", to: &body)
      CSSBytes.appendInteger(number, to: &body)
      CSSBytes.append("\">", to: &body)
    default:
      CSSBytes.append("<div>", to: &body)
    }
    return frame
  }

  mutating func close(_ frame: Frame) {
    if frame.inFootnotes { CSSBytes.append("</ol>\n</section>\n", to: &body) }
    switch frame.kind {
    case .root: return
    case .list: CSSBytes.append("</ul>\n", to: &body)
    case .orderedList: CSSBytes.append("</ol>\n", to: &body)
    case .listItem: CSSBytes.append("</li>\n", to: &body)
    case .quote: CSSBytes.append("</blockquote>\n", to: &body)
    case .table:
      if frame.inHead { CSSBytes.append("</thead>\n", to: &body) }
      if frame.inBody { CSSBytes.append("</tbody>\n", to: &body) }
      CSSBytes.append("</table>\n", to: &body)
      tableColumns.removeLast()
    case .tableRow: CSSBytes.append("</tr>\n", to: &body)
    case .footnoteDefinition: CSSBytes.append("</li>\n", to: &body)
    case .other: CSSBytes.append("</div>\n", to: &body)
    }
  }

  mutating func writeLeaf(
    _ range: Range<Int>, _ kind: StyledDocument.Kind, in parent: inout Frame, _ text: SharedText
  ) {
    switch kind {
    case .paragraph:
      if parent.kind == .listItem && parent.isTight {
        writeRuns(range, base: parent.context, breaks: true, text)
        body.append(0x0A)
      } else {
        let base = blockStyle(parent.context, ElementSlot.paragraph)
        openTag("p", .paragraph)
        writeRuns(range, base: base, breaks: true, text)
        CSSBytes.append("</p>\n", to: &body)
      }
    case .heading(let level):
      let element = HTMLElement.heading(level)
      let level = element.rawValue - HTMLElement.heading1.rawValue + 1
      if title == nil {
        title = String(decoding: UnsafeBufferPointer(rebasing: text.bytes[range]), as: UTF8.self)
      }
      let base = blockStyle(parent.context, ElementSlot.heading + level)
      body.append(0x3C)
      body.append(0x68)
      body.append(0x30 + UInt8(level))
      if isEmail { appendStyleAttribute(elements[element.rawValue]) }
      body.append(0x3E)
      writeRuns(range, base: base, breaks: true, text)
      CSSBytes.append("</h", to: &body)
      body.append(0x30 + UInt8(level))
      CSSBytes.append(">\n", to: &body)
    case .codeBlock(let language):
      let base = blockStyle(parent.context, ElementSlot.codeBlock)
      openTag("pre", .codeBlock)
      CSSBytes.append("<code", to: &body)
      if let language, !isEmail { appendLanguageClass(language) }
      body.append(0x3E)
      writeRuns(range, base: base, breaks: false, text)
      CSSBytes.append("\n</code></pre>\n", to: &body)
    case .tableCell:
      let isHeader = parent.isHeaderRow
      let base = blockStyle(
        parent.context, isHeader ? ElementSlot.tableHeader : ElementSlot.tableCell)
      var alignment = ParagraphStyle.Alignment.natural
      if parent.columns >= 0, parent.cell < tableColumns[Int(parent.columns)].count {
        alignment = tableColumns[Int(parent.columns)][parent.cell]
      }
      parent.cell += 1
      writeCell(range, base: base, isHeader: isHeader, alignment: alignment, text)
    case .thematicBreak:
      openTag("hr", .thematicBreak, selfClosing: true)
      body.append(0x0A)
    default:
      openTag("p", .paragraph)
      writeRuns(range, base: parent.context, breaks: true, text)
      CSSBytes.append("</p>\n", to: &body)
    }
  }

  /// ` class="language-…"` from the first word of a code block's info string, if any.
  mutating func appendLanguageClass(_ language: String) {
    var contiguous = language
    contiguous.withUTF8 { bytes in
      // A space or tab ends the word; in ASCII text each is a character of its own, so
      // splitting the bytes splits the characters. Other text is split as characters.
      guard bytes.allSatisfy({ $0 < 0x80 }) else {
        guard let first = language.split(whereSeparator: { $0 == " " || $0 == "\t" }).first
        else { return }
        CSSBytes.append(" class=\"language-", to: &body)
        var word = String(first)
        word.withUTF8 { HTMLEscaping.append($0, as: .attribute, to: &body) }
        body.append(0x22)
        return
      }
      func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
      guard let start = bytes.firstIndex(where: { !isSeparator($0) }) else { return }
      let end = bytes[start...].firstIndex(where: isSeparator) ?? bytes.count
      CSSBytes.append(" class=\"language-", to: &body)
      HTMLEscaping.append(UnsafeBufferPointer(rebasing: bytes[start..<end]), as: .attribute, to: &body)
      body.append(0x22)
    }
  }

  mutating func writeCell(
    _ range: Range<Int>, base: Int32, isHeader: Bool, alignment: ParagraphStyle.Alignment,
    _ text: SharedText
  ) {
    let element: HTMLElement = isHeader ? .tableHeader : .tableCell
    let align: StaticString? =
      switch alignment {
      case .left: "left"
      case .center: "center"
      case .right: "right"
      default: nil
      }
    body.append(0x3C)
    CSSBytes.append(isHeader ? "th" : "td", to: &body)
    if isEmail {
      var declarations = elements[element.rawValue]
      if let align {
        CSSBytes.append("text-align:", to: &declarations)
        CSSBytes.append(align, to: &declarations)
        declarations.append(0x3B)
      }
      appendStyleAttribute(declarations)
    } else if let align {
      CSSBytes.append(" class=\"ts-", to: &body)
      CSSBytes.append(align, to: &body)
      body.append(0x22)
    }
    body.append(0x3E)
    writeRuns(range, base: base, breaks: true, text)
    CSSBytes.append(isHeader ? "</th>\n" : "</td>\n", to: &body)
  }

  /// The class of a list marker's declarations: the last few are kept, since a document's
  /// lists use two or three markers.
  mutating func markerClass(_ marker: [UInt8]) -> [UInt8] {
    for known in markerClasses where known.marker == marker { return known.className }
    let className = sheet.className(for: marker)
    if markerClasses.count == 8 { markerClasses.removeFirst() }
    markerClasses.append((marker, className))
    return className
  }

  /// A list's marker as `list-style-type`: a counter style for numbers, a string for bullets.
  func appendMarker(_ marker: StyledDocument.Marker, to output: inout [UInt8]) {
    CSSBytes.append("list-style-type:", to: &output)
    switch marker {
    case .numbered(let numbering, _):
      switch numbering {
      case .decimal: CSSBytes.append("decimal", to: &output)
      case .lowerAlpha: CSSBytes.append("lower-alpha", to: &output)
      case .upperAlpha: CSSBytes.append("upper-alpha", to: &output)
      case .lowerRoman: CSSBytes.append("lower-roman", to: &output)
      case .upperRoman: CSSBytes.append("upper-roman", to: &output)
      }
    case .bullet(let text):
      CSSBytes.appendString(text + " ", to: &output)
    }
    output.append(0x3B)
  }

  // MARK: Tags

  /// Writes `<name>` with the element's style (email) or the given classes (page).
  mutating func openTag(
    _ name: StaticString, _ element: HTMLElement, extra: HTMLElement? = nil,
    classes: StaticString = "", selfClosing: Bool = false
  ) {
    body.append(0x3C)
    CSSBytes.append(name, to: &body)
    if isEmail {
      var declarations = elements[element.rawValue]
      if let extra { declarations += elements[extra.rawValue] }
      appendStyleAttribute(declarations)
    } else if classes.utf8CodeUnitCount > 0 {
      CSSBytes.append(" class=\"", to: &body)
      CSSBytes.append(classes, to: &body)
      body.append(0x22)
    }
    if selfClosing { CSSBytes.append(" /", to: &body) }
    body.append(0x3E)
  }

  /// ` style="…"`: declarations are written only from numbers, fixed words and escaped CSS
  /// strings, so they hold no `"`, `&` or `<`; the escaper runs anyway.
  mutating func appendStyleAttribute(_ declarations: [UInt8]) {
    Self.appendStyleAttribute(declarations, to: &body)
  }

  /// ` style="…"` appended to `output` (nothing for no declarations).
  static func appendStyleAttribute(_ declarations: [UInt8], to output: inout [UInt8]) {
    guard !declarations.isEmpty else { return }
    CSSBytes.append(" style=\"", to: &output)
    declarations.withUnsafeBufferPointer { HTMLEscaping.append($0, as: .attribute, to: &output) }
    output.append(0x22)
  }

  mutating func openRoot() {
    CSSBytes.append("<div", to: &body)
    if isEmail {
      appendStyleAttribute(elements[HTMLElement.root.rawValue])
    } else {
      CSSBytes.append(" class=\"typeset\"", to: &body)
    }
    CSSBytes.append(">", to: &body)
  }

  mutating func closeRoot() {
    CSSBytes.append("</div>\n", to: &body)
  }
}
