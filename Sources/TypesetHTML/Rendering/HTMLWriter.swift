import Typeset
import TypesetSupport

/// The walker behind ``HTMLRenderer``: one pass over a document's blocks with an explicit
/// stack of open containers (no recursion, so depth never matters), the HTML appended to one
/// byte buffer, and every decision about a style — its elements, its class — made once per
/// distinct (block style, run style) pair.
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
  var body: [UInt8] = []
  var shared = StyledText()
  var sharedBytes: [UInt8] = []
  /// The format of each shared style ID in the block style it was last met in (`base` -1
  /// until met), in front of `idFormats` for the other block styles.
  var idFormatCache: [(base: Int32, format: Int32)] = []
  var idFormats: [Int: Int] = [:]
  /// The escaped `href` of each shared style ID, `nil` until asked.
  var idHrefs: [[UInt8]?] = []
  var lastIDKey = -1
  var lastIDFormat = 0
  var title: String?
  /// Whether `write` wraps the document in the text's `div` (not for a stream's pieces).
  var writesRoot = true

  /// Block styles made from their container's style and an element's style, by both.
  var merges: [MergeKey: TextStyle] = [:]
  /// How each distinct (block style, run style without its link) is written.
  var formatIndex: [FormatKey: Int] = [:]
  var formats: [RunFormat] = []
  /// Resolutions and CSS values of the styles formats were decided for.
  var resolutions: [TextStyle: ResolvedStyle] = [:]
  var valueCache: [TextStyle: CSSValues] = [:]
  /// The block styles runs were formatted in, numbered.
  var bases: [TextStyle] = []
  var baseIndices: [TextStyle: Int] = [:]
  var lastBase: Int?
  /// The last formats found, checked before the table.
  var recentFormats: [RecentFormat] = []
  var nextRecentFormat = 0
  /// The inline elements open now, outermost first, and those the next run wants.
  var open: [OpenInline] = []
  var wanted: [OpenInline] = []
  /// The `href` of the open link, and a counter that tells links apart.
  var openHref: [UInt8] = []
  var linkCount = 0

  struct MergeKey: Hashable {
    var style: TextStyle
    var element: Int
  }

  struct FormatKey: Hashable {
    var base: Int
    var style: TextStyle
    var isLinked: Bool
  }

  struct RecentFormat {
    var base: Int
    var style: TextStyle
    var isLinked: Bool
    var index: Int
  }

  struct NamedStyle: Sendable {
    var name: String
    var style: TextStyle
    var className: [UInt8]
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
  }

  // MARK: Blocks

  /// An open container: its remaining children and what closing it takes.
  struct Frame {
    var children: StyledDocument.Blocks.Iterator
    var kind: StyledDocument.Kind?
    /// The style of the text directly inside.
    var context: TextStyle
    var isTight = false
    var columns: [ParagraphStyle.Alignment] = []
    var cell = 0
    var isHeaderRow = false
    var inHead = false
    var inBody = false
    /// A footnotes section is open among this container's children.
    var inFootnotes = false
  }

  mutating func write(_ document: StyledDocument) {
    shared = document.text
    sharedBytes = Array(shared.string.utf8)
    // Formats and links are kept by the shared text's style IDs.
    idHrefs = []
    idFormatCache = []
    idFormats = [:]
    lastIDKey = -1
    body.reserveCapacity(body.count + sharedBytes.count * 3 / 2 + document.blockCount * 48 + 256)
    if writesRoot { openRoot() }
    var frames = [Frame(children: document.blocks.makeIterator(), kind: nil, context: root)]
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
        writeLeaf(block, kind, in: &frames[top])
      }
    }
    if writesRoot { closeRoot() }
  }

  mutating func merged(_ style: TextStyle, _ element: Int, _ slot: TextStyle) -> TextStyle {
    let key = MergeKey(style: style, element: element)
    if let known = merges[key] { return known }
    let result = style.merging(slot)
    if merges.count < 1 << 12 { merges[key] = result }
    return result
  }

  mutating func openContainer(
    _ block: StyledDocument.Block, _ kind: StyledDocument.Kind, in parent: inout Frame
  ) -> Frame {
    var frame = Frame(children: block.children.makeIterator(), kind: kind, context: parent.context)
    switch kind {
    case .list(let ordered, let start, let isTight):
      frame.isTight = isTight
      var marker: [UInt8] = []
      if let style = block.style.marker { appendMarker(style, to: &marker) }
      body.append(0x3C)
      CSSBytes.append(ordered ? "ol" : "ul", to: &body)
      if isEmail {
        appendStyleAttribute(elements[HTMLElement.list.rawValue] + marker)
      } else if !marker.isEmpty {
        CSSBytes.append(" class=\"", to: &body)
        body += sheet.className(for: marker)
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
      frame.isTight = parent.isTight
      frame.context = merged(parent.context, 3, markdown.listItem)
      if let checkbox {
        openTag("li", .listItem, extra: .taskBox, classes: "task")
        CSSBytes.append("<input type=\"checkbox\" disabled=\"\"", to: &body)
        if checkbox.isChecked { CSSBytes.append(" checked=\"\"", to: &body) }
        CSSBytes.append(" /> ", to: &body)
      } else {
        openTag("li", .listItem)
      }
    case .quote:
      frame.context = merged(parent.context, 2, markdown.quote)
      openTag("blockquote", .quote)
      body.append(0x0A)
    case .table(let columns):
      frame.columns = columns
      openTag("table", .table)
      body.append(0x0A)
    case .tableRow(let isHeader):
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
      frame.context = merged(parent.context, 8, markdown.footnoteDefinition)
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
    guard let kind = frame.kind else { return }
    switch kind {
    case .list(let ordered, _, _): CSSBytes.append(ordered ? "</ol>\n" : "</ul>\n", to: &body)
    case .listItem: CSSBytes.append("</li>\n", to: &body)
    case .quote: CSSBytes.append("</blockquote>\n", to: &body)
    case .table:
      if frame.inHead { CSSBytes.append("</thead>\n", to: &body) }
      if frame.inBody { CSSBytes.append("</tbody>\n", to: &body) }
      CSSBytes.append("</table>\n", to: &body)
    case .tableRow: CSSBytes.append("</tr>\n", to: &body)
    case .footnoteDefinition: CSSBytes.append("</li>\n", to: &body)
    default: CSSBytes.append("</div>\n", to: &body)
    }
  }

  mutating func writeLeaf(
    _ block: StyledDocument.Block, _ kind: StyledDocument.Kind, in parent: inout Frame
  ) {
    switch kind {
    case .paragraph:
      var bare = false
      if case .listItem = parent.kind, parent.isTight { bare = true }
      if bare {
        writeRuns(block.sharedTextRange, base: parent.context, breaks: true)
        body.append(0x0A)
      } else {
        let base = merged(parent.context, 1, markdown.paragraph)
        openTag("p", .paragraph)
        writeRuns(block.sharedTextRange, base: base, breaks: true)
        CSSBytes.append("</p>\n", to: &body)
      }
    case .heading(let level):
      let element = HTMLElement.heading(level)
      let level = element.rawValue - HTMLElement.heading1.rawValue + 1
      let text = block.sharedTextRange
      if title == nil { title = String(decoding: sharedBytes[text], as: UTF8.self) }
      let base = merged(parent.context, 20 + level, markdown.heading(level))
      body.append(0x3C)
      body.append(0x68)
      body.append(0x30 + UInt8(level))
      if isEmail { appendStyleAttribute(elements[element.rawValue]) }
      body.append(0x3E)
      writeRuns(text, base: base, breaks: true)
      CSSBytes.append("</h", to: &body)
      body.append(0x30 + UInt8(level))
      CSSBytes.append(">\n", to: &body)
    case .codeBlock(let language):
      let base = merged(parent.context, 4, markdown.codeBlock)
      openTag("pre", .codeBlock)
      CSSBytes.append("<code", to: &body)
      if let word = language?.split(whereSeparator: { $0 == " " || $0 == "\t" }).first,
        !isEmail
      {
        CSSBytes.append(" class=\"language-", to: &body)
        var word = String(word)
        word.withUTF8 { HTMLEscaping.append($0, as: .attribute, to: &body) }
        body.append(0x22)
      }
      body.append(0x3E)
      writeRuns(block.sharedTextRange, base: base, breaks: false)
      CSSBytes.append("\n</code></pre>\n", to: &body)
    case .tableCell:
      let isHeader = parent.isHeaderRow
      let base =
        isHeader
        ? merged(parent.context, 6, markdown.tableHeader)
        : merged(parent.context, 7, markdown.tableCell)
      let alignment = parent.cell < parent.columns.count ? parent.columns[parent.cell] : .natural
      parent.cell += 1
      writeCell(block.sharedTextRange, base: base, isHeader: isHeader, alignment: alignment)
    case .thematicBreak:
      openTag("hr", .thematicBreak, selfClosing: true)
      body.append(0x0A)
    default:
      openTag("p", .paragraph)
      writeRuns(block.sharedTextRange, base: parent.context, breaks: true)
      CSSBytes.append("</p>\n", to: &body)
    }
  }

  mutating func writeCell(
    _ text: Range<Int>, base: TextStyle, isHeader: Bool, alignment: ParagraphStyle.Alignment
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
    writeRuns(text, base: base, breaks: true)
    CSSBytes.append(isHeader ? "</th>\n" : "</td>\n", to: &body)
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
    guard !declarations.isEmpty else { return }
    CSSBytes.append(" style=\"", to: &body)
    declarations.withUnsafeBufferPointer { HTMLEscaping.append($0, as: .attribute, to: &body) }
    body.append(0x22)
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
