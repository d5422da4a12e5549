import TypesetMarkdown

/// A walker that implements every typed method and writes one line per call: `+kind content`
/// on entering, `-kind` on leaving, so tests can compare walks and typed content as text.
struct EventRecorder: MarkdownWalker {
  var events: [String] = []
  /// Kinds whose children are skipped.
  var skipping: Set<MarkdownNode.Kind> = []

  static func events(_ markdown: String, skipping: Set<MarkdownNode.Kind> = []) -> [String] {
    var recorder = EventRecorder(skipping: skipping)
    recorder.walk(MarkdownParser.parse(markdown))
    return recorder.events
  }

  /// The entering lines of one kind, without the `+kind ` prefix.
  static func content(_ markdown: String, of kind: MarkdownNode.Kind) -> [String] {
    let prefix = "+\(kind)"
    return events(markdown).filter { $0 == prefix || $0.hasPrefix(prefix + " ") }.map {
      String($0.dropFirst(prefix.count)).trimmingPrefix(" ").description
    }
  }

  mutating func enter(_ view: some MarkdownNodeView, _ content: String = "")
    -> MarkdownWalkAction
  {
    events.append("+\(type(of: view).kind)" + (content.isEmpty ? "" : " " + content))
    return skipping.contains(type(of: view).kind) ? .skipChildren : .visitChildren
  }

  mutating func leave(_ view: some MarkdownNodeView) {
    events.append("-\(type(of: view).kind)")
  }

  mutating func visitDocument(_ document: MarkdownDocument) -> MarkdownWalkAction {
    events.append("+document")
    return skipping.contains(.document) ? .skipChildren : .visitChildren
  }
  mutating func leaveDocument(_ document: MarkdownDocument) { events.append("-document") }

  mutating func visitBlockQuote(_ blockQuote: MarkdownBlockQuote) -> MarkdownWalkAction {
    enter(blockQuote)
  }
  mutating func leaveBlockQuote(_ blockQuote: MarkdownBlockQuote) { leave(blockQuote) }

  mutating func visitList(_ list: MarkdownList) -> MarkdownWalkAction {
    let start = list.start.map { "start=\($0)" } ?? "bullet"
    return enter(
      list, "\(start) \(list.isOrdered) \(list.isTight ? "tight" : "loose") \(list.delimiter)")
  }
  mutating func leaveList(_ list: MarkdownList) { leave(list) }

  mutating func visitListItem(_ item: MarkdownListItem) -> MarkdownWalkAction {
    enter(item, item.checkbox.map { "\($0)" } ?? "")
  }
  mutating func leaveListItem(_ item: MarkdownListItem) { leave(item) }

  mutating func visitCodeBlock(_ codeBlock: MarkdownCodeBlock) {
    _ = enter(
      codeBlock,
      "\(codeBlock.isFenced ? "fenced" : "indented") info=\(codeBlock.info.debugDescription)"
        + " language=\(codeBlock.language ?? "nil") \(codeBlock.literal.debugDescription)")
  }

  mutating func visitHTMLBlock(_ html: MarkdownHTMLBlock) {
    _ = enter(html, html.literal.debugDescription)
  }

  mutating func visitParagraph(_ paragraph: MarkdownParagraph) -> MarkdownWalkAction {
    enter(paragraph, paragraph.isInTightList ? "inTightList" : "")
  }
  mutating func leaveParagraph(_ paragraph: MarkdownParagraph) { leave(paragraph) }

  mutating func visitHeading(_ heading: MarkdownHeading) -> MarkdownWalkAction {
    enter(heading, "\(heading.level)" + (heading.isSetext ? " setext" : " atx"))
  }
  mutating func leaveHeading(_ heading: MarkdownHeading) { leave(heading) }

  mutating func visitThematicBreak(_ thematicBreak: MarkdownThematicBreak) {
    _ = enter(thematicBreak)
  }

  mutating func visitTable(_ table: MarkdownTable) -> MarkdownWalkAction {
    enter(
      table,
      "columns=\(table.columnCount)"
        + " \(table.columnAlignments.map { "\($0)" }.joined(separator: ","))"
        + " header=\(table.headerRow?.isHeader == true)")
  }
  mutating func leaveTable(_ table: MarkdownTable) { leave(table) }

  mutating func visitTableRow(_ row: MarkdownTableRow) -> MarkdownWalkAction {
    enter(row, row.isHeader ? "header" : "body")
  }
  mutating func leaveTableRow(_ row: MarkdownTableRow) { leave(row) }

  mutating func visitTableCell(_ cell: MarkdownTableCell) -> MarkdownWalkAction {
    enter(cell, "\(cell.alignment)" + (cell.isHeader ? " header" : ""))
  }
  mutating func leaveTableCell(_ cell: MarkdownTableCell) { leave(cell) }

  mutating func visitFootnoteDefinition(
    _ definition: MarkdownFootnoteDefinition
  ) -> MarkdownWalkAction {
    enter(
      definition,
      "\(definition.label.debugDescription) number=\(definition.number)"
        + " references=\(definition.referenceCount)")
  }
  mutating func leaveFootnoteDefinition(_ definition: MarkdownFootnoteDefinition) {
    leave(definition)
  }

  mutating func visitText(_ text: MarkdownText) {
    _ = enter(text, text.literal.debugDescription)
  }

  mutating func visitSoftBreak(_ softBreak: MarkdownSoftBreak) { _ = enter(softBreak) }

  mutating func visitLineBreak(_ lineBreak: MarkdownLineBreak) { _ = enter(lineBreak) }

  mutating func visitInlineCode(_ code: MarkdownInlineCode) {
    _ = enter(code, code.literal.debugDescription)
  }

  mutating func visitInlineHTML(_ html: MarkdownInlineHTML) {
    _ = enter(html, html.literal.debugDescription)
  }

  mutating func visitEmphasis(_ emphasis: MarkdownEmphasis) -> MarkdownWalkAction {
    enter(emphasis)
  }
  mutating func leaveEmphasis(_ emphasis: MarkdownEmphasis) { leave(emphasis) }

  mutating func visitStrong(_ strong: MarkdownStrong) -> MarkdownWalkAction { enter(strong) }
  mutating func leaveStrong(_ strong: MarkdownStrong) { leave(strong) }

  mutating func visitStrikethrough(_ strikethrough: MarkdownStrikethrough) -> MarkdownWalkAction {
    enter(strikethrough)
  }
  mutating func leaveStrikethrough(_ strikethrough: MarkdownStrikethrough) {
    leave(strikethrough)
  }

  mutating func visitLink(_ link: MarkdownLink) -> MarkdownWalkAction {
    enter(link, link.destination.debugDescription + " title=\(link.title ?? "nil")")
  }
  mutating func leaveLink(_ link: MarkdownLink) { leave(link) }

  mutating func visitImage(_ image: MarkdownImage) -> MarkdownWalkAction {
    enter(image, image.destination.debugDescription + " title=\(image.title ?? "nil")")
  }
  mutating func leaveImage(_ image: MarkdownImage) { leave(image) }

  mutating func visitFootnoteReference(_ reference: MarkdownFootnoteReference) {
    _ = enter(
      reference,
      "\(reference.label.debugDescription) number=\(reference.number)"
        + " ordinal=\(reference.ordinal)")
  }
}
