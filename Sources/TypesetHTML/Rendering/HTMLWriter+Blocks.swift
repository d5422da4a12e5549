import Typeset
import TypesetSupport

extension HTMLWriter {
  // MARK: Blocks

  /// What an open container is, for closing it and for what its children do.
  enum ContainerKind: UInt8 {
    case root, list, orderedList, listItem, quote, table, tableRow, footnoteDefinition, other
  }

  /// An open container: its remaining children and what closing it takes.
  struct Frame {
    var children: StyledDocument.Cursor
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
    /// The element slot and block style of its last child (a leaf's, or a list item's,
    /// quote's or footnote's around its children): the next usually has the same.
    var leafElement = -1
    var leafStyle: Int32 = 0

    /// The block style of a child with this element slot inside the container.
    @inline(__always)
    mutating func leafStyle(_ element: Int, _ writer: inout HTMLWriter) -> Int32 {
      if element != leafElement {
        leafElement = element
        leafStyle = writer.caches.blockStyle(context, element, in: writer.prelude.markdown)
      }
      return leafStyle
    }
  }

  /// The theme's elements by number, as the styling pass numbers them: a block merges its
  /// element's style over its container's, and a heading's is `heading + level`.
  typealias ElementSlot = MarkdownStyles.Element

  /// Walks the blocks with an explicit stack of open containers.
  mutating func writeBlocks(_ document: StyledDocument, _ text: SharedText) {
    var frames = [Frame(children: document.topLevelCursor, kind: .root, context: 0)]
    while !frames.isEmpty {
      let top = frames.count - 1
      guard let block = frames[top].children.next(in: document) else {
        close(frames.removeLast(), text.out)
        continue
      }
      let kind = document.kind(at: block)
      var isFootnote = false
      if case .footnoteDefinition = kind { isFootnote = true }
      if isFootnote != frames[top].inFootnotes {
        if isFootnote {
          prelude.tags.append(.footnotes, to: text.out)
        } else {
          text.out.append("</ol>\n</section>\n")
        }
        frames[top].inFootnotes = isFootnote
      }
      if kind.isContainer {
        let frame = openContainer(block, of: document, kind, in: &frames[top], text.out)
        frames.append(frame)
      } else {
        writeLeaf(document.sharedTextRange(at: block), kind, in: &frames[top], text)
      }
    }
  }

  /// Writes the opening of the container block at `block` and returns its frame.
  mutating func openContainer(
    _ block: Int, of document: StyledDocument, _ kind: StyledDocument.Kind,
    in parent: inout Frame, _ out: ByteBuffer
  ) -> Frame {
    var frame = Frame(
      children: document.childCursor(of: block), kind: .other, context: parent.context)
    switch kind {
    case .list(let ordered, let start, let isTight):
      frame.kind = ordered ? .orderedList : .list
      frame.isTight = isTight
      out.append(ordered ? "<ol" : "<ul")
      appendListAttribute(document.blockStyle(at: block).marker, to: out)
      if ordered && start != 1 {
        out.append(" start=\"")
        if start < 0 { out.append(0x2D) }
        out.appendInteger(start == Int.min ? 0 : abs(start))
        out.append(0x22)
      }
      out.append(">\n")
    case .listItem(let checkbox):
      frame.kind = .listItem
      frame.isTight = parent.isTight
      frame.context = parent.leafStyle(ElementSlot.listItem, &self)
      if let checkbox {
        prelude.tags.append(.taskItem, to: out)
        if checkbox.isChecked { out.append(" checked=\"\"") }
        out.append(" /> ")
      } else {
        prelude.tags.append(.listItem, to: out)
      }
    case .quote:
      frame.kind = .quote
      frame.context = parent.leafStyle(ElementSlot.quote, &self)
      prelude.tags.append(.quote, to: out)
    case .table(let columns):
      frame.kind = .table
      frame.columns = Int32(tableColumns.count)
      tableColumns.append(columns)
      prelude.tags.append(.table, to: out)
    case .tableRow(let isHeader):
      frame.kind = .tableRow
      frame.columns = parent.columns
      frame.isHeaderRow = isHeader
      if isHeader && !parent.inHead && !parent.inBody {
        out.append("<thead>\n")
        parent.inHead = true
      } else if !isHeader && !parent.inBody {
        if parent.inHead { out.append("</thead>\n") }
        parent.inHead = false
        out.append("<tbody>\n")
        parent.inBody = true
      }
      out.append("<tr>\n")
    case .footnoteDefinition(let number):
      frame.kind = .footnoteDefinition
      frame.context = parent.leafStyle(ElementSlot.footnoteDefinition, &self)
      out.append("<li id=\"fn-")
      out.appendInteger(number)
      out.append("\" value=\"")
      out.appendInteger(number)
      out.append("\">")
    default:
      out.append("<div>")
    }
    return frame
  }

  mutating func close(_ frame: Frame, _ out: ByteBuffer) {
    if frame.inFootnotes { out.append("</ol>\n</section>\n") }
    switch frame.kind {
    case .root: return
    case .list: out.append("</ul>\n")
    case .orderedList: out.append("</ol>\n")
    case .listItem: out.append("</li>\n")
    case .quote: out.append("</blockquote>\n")
    case .table:
      if frame.inHead { out.append("</thead>\n") }
      if frame.inBody { out.append("</tbody>\n") }
      out.append("</table>\n")
      tableColumns.removeLast()
    case .tableRow: out.append("</tr>\n")
    case .footnoteDefinition: out.append("</li>\n")
    case .other: out.append("</div>\n")
    }
  }

  mutating func writeLeaf(
    _ range: Range<Int>, _ kind: StyledDocument.Kind, in parent: inout Frame, _ text: SharedText
  ) {
    let out = text.out
    switch kind {
    case .paragraph:
      if parent.kind == .listItem && parent.isTight {
        writeRuns(range, base: parent.context, breaks: true, text)
        out.append(0x0A)
      } else {
        let base = parent.leafStyle(ElementSlot.paragraph, &self)
        prelude.tags.append(.paragraph, to: out)
        writeRuns(range, base: base, breaks: true, text)
        out.append("</p>\n")
      }
    case .heading(let level):
      let level = HTMLElement.heading(level).rawValue - HTMLElement.heading1.rawValue + 1
      if title == nil {
        title = String(decoding: UnsafeBufferPointer(rebasing: text.bytes[range]), as: UTF8.self)
      }
      let base = parent.leafStyle(ElementSlot.heading + level, &self)
      prelude.tags.append(Tags.heading(level), to: out)
      writeRuns(range, base: base, breaks: true, text)
      out.append("</h")
      out.append(0x30 + UInt8(level))
      out.append(">\n")
    case .codeBlock(let language):
      let base = parent.leafStyle(ElementSlot.codeBlock, &self)
      prelude.tags.append(.codeBlock, to: out)
      if let language, !isEmail { appendLanguageClass(language, to: out) }
      out.append(0x3E)
      writeRuns(range, base: base, breaks: false, text)
      out.append("\n</code></pre>\n")
    case .tableCell:
      let isHeader = parent.isHeaderRow
      let base = parent.leafStyle(
        isHeader ? ElementSlot.tableHeader : ElementSlot.tableCell, &self)
      var alignment = ParagraphStyle.Alignment.natural
      if parent.columns >= 0, parent.cell < tableColumns[Int(parent.columns)].count {
        alignment = tableColumns[Int(parent.columns)][parent.cell]
      }
      parent.cell += 1
      writeCell(range, base: base, isHeader: isHeader, alignment: alignment, text)
    case .thematicBreak:
      prelude.tags.append(.thematicBreak, to: out)
    default:
      prelude.tags.append(.paragraph, to: out)
      writeRuns(range, base: parent.context, breaks: true, text)
      out.append("</p>\n")
    }
  }

  /// ` class="language-…"` from the first word of a code block's info string, if any.
  func appendLanguageClass(_ language: String, to out: ByteBuffer) {
    var contiguous = language
    contiguous.withUTF8 { bytes in
      // A space or tab ends the word; in ASCII text each is a character of its own, so
      // splitting the bytes splits the characters. Other text is split as characters.
      guard bytes.allSatisfy({ $0 < 0x80 }) else {
        guard let first = language.split(whereSeparator: { $0 == " " || $0 == "\t" }).first
        else { return }
        out.append(" class=\"language-")
        var word = String(first)
        word.withUTF8 { appendEscaped($0, as: .attribute, to: out) }
        out.append(0x22)
        return
      }
      func isSeparator(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
      guard let start = bytes.firstIndex(where: { !isSeparator($0) }) else { return }
      let end = bytes[start...].firstIndex(where: isSeparator) ?? bytes.count
      out.append(" class=\"language-")
      appendEscaped(UnsafeBufferPointer(rebasing: bytes[start..<end]), as: .attribute, to: out)
      out.append(0x22)
    }
  }

  mutating func writeCell(
    _ range: Range<Int>, base: Int32, isHeader: Bool, alignment: ParagraphStyle.Alignment,
    _ text: SharedText
  ) {
    prelude.tags.append(Tags.cell(isHeader: isHeader, alignment: alignment), to: text.out)
    writeRuns(range, base: base, breaks: true, text)
    text.out.append(isHeader ? "</th>\n" : "</td>\n")
  }

  /// A list's `style` attribute (email) or its marker's class (page), made once per marker:
  /// a document's lists use two or three markers, and the last few are kept.
  mutating func appendListAttribute(_ marker: StyledDocument.Marker?, to out: ByteBuffer) {
    guard let marker else {
      if isEmail { appendStyleAttribute(prelude.elements[HTMLElement.list.rawValue], to: out) }
      return
    }
    for known in caches.listAttributes where known.marker == marker {
      out.append(known.attribute)
      return
    }
    var declarations: [UInt8] = []
    appendMarker(marker, to: &declarations)
    var attribute: [UInt8] = []
    if isEmail {
      Self.appendStyleAttribute(
        prelude.elements[HTMLElement.list.rawValue] + declarations, to: &attribute)
    } else {
      CSSBytes.append(" class=\"", to: &attribute)
      attribute += sheet.className(for: declarations)
      attribute.append(0x22)
    }
    if caches.listAttributes.count == 8 { caches.listAttributes.removeFirst() }
    caches.listAttributes.append(Caches.ListAttribute(marker: marker, attribute: attribute))
    out.append(attribute)
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

}
