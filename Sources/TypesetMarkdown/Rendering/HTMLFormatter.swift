import TypesetSupport

/// The walker behind ``MarkdownHTMLRenderer``: writes each node's tags into a byte buffer as
/// the walk enters and leaves it, reading the tree only through the typed views.
struct HTMLFormatter: MarkdownWalker {
  /// The HTML written so far.
  var result: [UInt8] = []
  let allowsUnsafeContent: Bool
  let filtersTags: Bool
  /// Footnote definitions opened so far; the first one opens the footnotes section.
  var footnoteCount = 0
  /// The footnote whose back-references have been written (each definition writes them once).
  var backreferencedFootnoteCount = 0
  /// Whether the current table has opened `<tbody>`.
  var isInTableBody = false
  /// Whether the current row is the header row (its cells are `<th>`).
  var isInHeaderRow = false

  init(options: MarkdownHTMLRenderer.Options, capacity: Int) {
    allowsUnsafeContent = options.allowsUnsafeContent
    filtersTags = options.extensions.contains(.tagFilter)
    result.reserveLarge(capacity)
  }

  // MARK: - Blocks

  mutating func leaveDocument(_ document: MarkdownDocument) {
    if footnoteCount > 0 { write("</ol>\n</section>\n") }
  }

  mutating func visitBlockQuote(_ blockQuote: MarkdownBlockQuote) -> MarkdownWalkAction {
    newLine()
    write("<blockquote>\n")
    return .visitChildren
  }

  mutating func leaveBlockQuote(_ blockQuote: MarkdownBlockQuote) {
    newLine()
    write("</blockquote>\n")
  }

  mutating func visitList(_ list: MarkdownList) -> MarkdownWalkAction {
    newLine()
    if let start = list.start {
      if start == 1 {
        write("<ol>\n")
      } else {
        write("<ol start=\"")
        writeNumber(start)
        write("\">\n")
      }
    } else {
      write("<ul>\n")
    }
    return .visitChildren
  }

  mutating func leaveList(_ list: MarkdownList) {
    write(list.isOrdered ? "</ol>\n" : "</ul>\n")
  }

  mutating func visitListItem(_ item: MarkdownListItem) -> MarkdownWalkAction {
    newLine()
    switch item.checkbox {
    case .checked: write("<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> ")
    case .unchecked: write("<li><input type=\"checkbox\" disabled=\"\" /> ")
    case nil: write("<li>")
    }
    return .visitChildren
  }

  mutating func leaveListItem(_ item: MarkdownListItem) {
    write("</li>\n")
  }

  mutating func visitCodeBlock(_ codeBlock: MarkdownCodeBlock) {
    newLine()
    codeBlock.infoBytes.withUTF8 { info in
      var end = 0
      while end < info.count && !ASCII.isCSpace(info[end]) { end += 1 }
      if end == 0 {
        write("<pre><code>")
      } else {
        write("<pre><code class=\"language-")
        writeEscaped(UnsafeBufferPointer(rebasing: info[..<end]))
        write("\">")
      }
    }
    codeBlock.literalBytes.withUTF8 { writeEscaped($0) }
    write("</code></pre>\n")
  }

  mutating func visitHTMLBlock(_ html: MarkdownHTMLBlock) {
    newLine()
    html.literalBytes.withUTF8 { writeRawHTML($0) }
    newLine()
  }

  mutating func visitParagraph(_ paragraph: MarkdownParagraph) -> MarkdownWalkAction {
    if !paragraph.isInTightList {
      newLine()
      write("<p>")
    }
    return .visitChildren
  }

  mutating func leaveParagraph(_ paragraph: MarkdownParagraph) {
    guard !paragraph.isInTightList else { return }
    // The last paragraph of a footnote carries the links back to its references.
    if let definition = paragraph.endedFootnoteDefinition {
      result.append(UInt8(ascii: " "))
      writeBackreferences(definition)
    }
    write("</p>\n")
  }

  mutating func visitHeading(_ heading: MarkdownHeading) -> MarkdownWalkAction {
    newLine()
    write("<h")
    result.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: heading.level))
    result.append(UInt8(ascii: ">"))
    return .visitChildren
  }

  mutating func leaveHeading(_ heading: MarkdownHeading) {
    write("</h")
    result.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: heading.level))
    write(">\n")
  }

  mutating func visitThematicBreak(_ thematicBreak: MarkdownThematicBreak) {
    newLine()
    write("<hr />\n")
  }

  mutating func visitTable(_ table: MarkdownTable) -> MarkdownWalkAction {
    newLine()
    write("<table>\n")
    isInTableBody = false
    return .visitChildren
  }

  mutating func leaveTable(_ table: MarkdownTable) {
    if isInTableBody {
      newLine()
      write("</tbody>\n")
    }
    isInTableBody = false
    newLine()
    write("</table>\n")
  }

  mutating func visitTableRow(_ row: MarkdownTableRow) -> MarkdownWalkAction {
    newLine()
    isInHeaderRow = row.isHeader
    if isInHeaderRow {
      write("<thead>\n")
    } else if !isInTableBody {
      write("<tbody>\n")
      isInTableBody = true
    }
    write("<tr>\n")
    return .visitChildren
  }

  mutating func leaveTableRow(_ row: MarkdownTableRow) {
    newLine()
    write("</tr>")
    if row.isHeader {
      newLine()
      write("</thead>")
    }
  }

  mutating func visitTableCell(_ cell: MarkdownTableCell) -> MarkdownWalkAction {
    newLine()
    write(isInHeaderRow ? "<th" : "<td")
    switch cell.alignment {
    case .left: write(" align=\"left\"")
    case .center: write(" align=\"center\"")
    case .right: write(" align=\"right\"")
    case .unspecified: break
    }
    result.append(UInt8(ascii: ">"))
    return .visitChildren
  }

  mutating func leaveTableCell(_ cell: MarkdownTableCell) {
    write(isInHeaderRow ? "</th>" : "</td>")
    newLine()
  }

  mutating func visitFootnoteDefinition(
    _ definition: MarkdownFootnoteDefinition
  ) -> MarkdownWalkAction {
    if footnoteCount == 0 { write("<section class=\"footnotes\" data-footnotes>\n<ol>\n") }
    footnoteCount += 1
    write("<li id=\"fn-")
    definition.labelBytes.withUTF8 { writeHref($0) }
    write("\">\n")
    return .visitChildren
  }

  mutating func leaveFootnoteDefinition(_ definition: MarkdownFootnoteDefinition) {
    if writeBackreferences(definition) { result.append(ASCII.lineFeed) }
    write("</li>\n")
  }

  /// Writes the links from a footnote back to its references, unless they are written.
  @discardableResult
  mutating func writeBackreferences(_ definition: MarkdownFootnoteDefinition) -> Bool {
    if backreferencedFootnoteCount >= footnoteCount { return false }
    backreferencedFootnoteCount = footnoteCount
    definition.labelBytes.withUTF8 { label in
      write("<a href=\"#fnref-")
      writeHref(label)
      write(
        "\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩</a>")
      let count = definition.referenceCount
      guard count > 1 else { return }
      for ordinal in 2...count {
        write(" <a href=\"#fnref-")
        writeHref(label)
        result.append(UInt8(ascii: "-"))
        writeNumber(ordinal)
        write(
          "\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩<sup class=\"footnote-ref\">"
        )
        writeNumber(ordinal)
        write("</sup></a>")
      }
    }
    return true
  }

  // MARK: - Inlines

  mutating func visitText(_ text: MarkdownText) {
    text.literalBytes.withUTF8 { writeEscaped($0) }
  }

  mutating func visitSoftBreak(_ softBreak: MarkdownSoftBreak) {
    result.append(ASCII.lineFeed)
  }

  mutating func visitLineBreak(_ lineBreak: MarkdownLineBreak) {
    write("<br />\n")
  }

  mutating func visitInlineCode(_ code: MarkdownInlineCode) {
    write("<code>")
    code.literalBytes.withUTF8 { writeEscaped($0) }
    write("</code>")
  }

  mutating func visitInlineHTML(_ html: MarkdownInlineHTML) {
    html.literalBytes.withUTF8 { writeRawHTML($0) }
  }

  mutating func visitEmphasis(_ emphasis: MarkdownEmphasis) -> MarkdownWalkAction {
    write("<em>")
    return .visitChildren
  }

  mutating func leaveEmphasis(_ emphasis: MarkdownEmphasis) { write("</em>") }

  mutating func visitStrong(_ strong: MarkdownStrong) -> MarkdownWalkAction {
    write("<strong>")
    return .visitChildren
  }

  mutating func leaveStrong(_ strong: MarkdownStrong) { write("</strong>") }

  mutating func visitStrikethrough(_ strikethrough: MarkdownStrikethrough) -> MarkdownWalkAction {
    write("<del>")
    return .visitChildren
  }

  mutating func leaveStrikethrough(_ strikethrough: MarkdownStrikethrough) { write("</del>") }

  mutating func visitLink(_ link: MarkdownLink) -> MarkdownWalkAction {
    write("<a href=\"")
    link.destinationBytes.withUTF8 { writeURL($0) }
    link.titleBytes.withUTF8 { title in
      guard !title.isEmpty else { return }
      write("\" title=\"")
      writeEscaped(title)
    }
    write("\">")
    return .visitChildren
  }

  mutating func leaveLink(_ link: MarkdownLink) { write("</a>") }

  mutating func visitImage(_ image: MarkdownImage) -> MarkdownWalkAction {
    write("<img src=\"")
    image.destinationBytes.withUTF8 { writeURL($0) }
    write("\" alt=\"")
    // The description is written as plain text, by a walker of its own over the same buffer.
    var alt = AltTextWriter()
    swap(&alt.result, &result)
    for child in image.children { alt.walk(child) }
    swap(&alt.result, &result)
    return .skipChildren
  }

  mutating func leaveImage(_ image: MarkdownImage) {
    image.titleBytes.withUTF8 { title in
      guard !title.isEmpty else { return }
      write("\" title=\"")
      writeEscaped(title)
    }
    write("\" />")
  }

  mutating func visitFootnoteReference(_ reference: MarkdownFootnoteReference) {
    reference.labelBytes.withUTF8 { label in
      write("<sup class=\"footnote-ref\"><a href=\"#fn-")
      writeHref(label)
      write("\" id=\"fnref-")
      writeHref(label)
    }
    if reference.ordinal > 1 {
      result.append(UInt8(ascii: "-"))
      writeNumber(reference.ordinal)
    }
    write("\" data-footnote-ref>")
    writeNumber(reference.number)
    write("</a></sup>")
  }
}

extension HTMLFormatter {
  /// Writes an image description as plain text: literals escaped, breaks as spaces, no tags.
  struct AltTextWriter: MarkdownWalker {
    var result: [UInt8] = []

    mutating func visitText(_ text: MarkdownText) {
      text.literalBytes.withUTF8 { HTMLEscaping.append($0, as: .text, to: &result) }
    }

    mutating func visitInlineCode(_ code: MarkdownInlineCode) {
      code.literalBytes.withUTF8 { HTMLEscaping.append($0, as: .text, to: &result) }
    }

    mutating func visitInlineHTML(_ html: MarkdownInlineHTML) {
      html.literalBytes.withUTF8 { HTMLEscaping.append($0, as: .text, to: &result) }
    }

    mutating func visitSoftBreak(_ softBreak: MarkdownSoftBreak) {
      result.append(UInt8(ascii: " "))
    }

    mutating func visitLineBreak(_ lineBreak: MarkdownLineBreak) {
      result.append(UInt8(ascii: " "))
    }
  }
}
