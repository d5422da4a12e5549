extension MarkdownWalker {
  /// Visits the children.
  ///
  ///     struct Plain: MarkdownWalker {}   // visits everything, does nothing
  public mutating func visitNode(_ node: MarkdownNode) -> MarkdownWalkAction { .visitChildren }

  /// Does nothing.
  ///
  ///     struct Plain: MarkdownWalker {}   // leaves everything, does nothing
  public mutating func leaveNode(_ node: MarkdownNode) {}

  /// Calls ``visitNode(_:)`` with the root.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitDocument visits the children
  public mutating func visitDocument(_ document: MarkdownDocument) -> MarkdownWalkAction {
    visitNode(document.root)
  }

  /// Calls ``leaveNode(_:)`` with the root.
  ///
  ///     struct Plain: MarkdownWalker {}   // leaveDocument does nothing
  public mutating func leaveDocument(_ document: MarkdownDocument) { leaveNode(document.root) }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitBlockQuote visits the children
  public mutating func visitBlockQuote(_ blockQuote: MarkdownBlockQuote) -> MarkdownWalkAction {
    visitNode(blockQuote.node)
  }

  /// Calls ``leaveNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // leaveBlockQuote does nothing
  public mutating func leaveBlockQuote(_ blockQuote: MarkdownBlockQuote) {
    leaveNode(blockQuote.node)
  }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitList visits the children
  public mutating func visitList(_ list: MarkdownList) -> MarkdownWalkAction {
    visitNode(list.node)
  }

  /// Calls ``leaveNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // leaveList does nothing
  public mutating func leaveList(_ list: MarkdownList) { leaveNode(list.node) }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitListItem visits the children
  public mutating func visitListItem(_ item: MarkdownListItem) -> MarkdownWalkAction {
    visitNode(item.node)
  }

  /// Calls ``leaveNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // leaveListItem does nothing
  public mutating func leaveListItem(_ item: MarkdownListItem) { leaveNode(item.node) }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitCodeBlock does nothing
  public mutating func visitCodeBlock(_ codeBlock: MarkdownCodeBlock) {
    _ = visitNode(codeBlock.node)
  }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitHTMLBlock does nothing
  public mutating func visitHTMLBlock(_ html: MarkdownHTMLBlock) { _ = visitNode(html.node) }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitParagraph visits the children
  public mutating func visitParagraph(_ paragraph: MarkdownParagraph) -> MarkdownWalkAction {
    visitNode(paragraph.node)
  }

  /// Calls ``leaveNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // leaveParagraph does nothing
  public mutating func leaveParagraph(_ paragraph: MarkdownParagraph) { leaveNode(paragraph.node) }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitHeading visits the children
  public mutating func visitHeading(_ heading: MarkdownHeading) -> MarkdownWalkAction {
    visitNode(heading.node)
  }

  /// Calls ``leaveNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // leaveHeading does nothing
  public mutating func leaveHeading(_ heading: MarkdownHeading) { leaveNode(heading.node) }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitThematicBreak does nothing
  public mutating func visitThematicBreak(_ thematicBreak: MarkdownThematicBreak) {
    _ = visitNode(thematicBreak.node)
  }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitTable visits the children
  public mutating func visitTable(_ table: MarkdownTable) -> MarkdownWalkAction {
    visitNode(table.node)
  }

  /// Calls ``leaveNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // leaveTable does nothing
  public mutating func leaveTable(_ table: MarkdownTable) { leaveNode(table.node) }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitTableRow visits the children
  public mutating func visitTableRow(_ row: MarkdownTableRow) -> MarkdownWalkAction {
    visitNode(row.node)
  }

  /// Calls ``leaveNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // leaveTableRow does nothing
  public mutating func leaveTableRow(_ row: MarkdownTableRow) { leaveNode(row.node) }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitTableCell visits the children
  public mutating func visitTableCell(_ cell: MarkdownTableCell) -> MarkdownWalkAction {
    visitNode(cell.node)
  }

  /// Calls ``leaveNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // leaveTableCell does nothing
  public mutating func leaveTableCell(_ cell: MarkdownTableCell) { leaveNode(cell.node) }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitFootnoteDefinition visits the children
  public mutating func visitFootnoteDefinition(_ definition: MarkdownFootnoteDefinition)
    -> MarkdownWalkAction
  {
    visitNode(definition.node)
  }

  /// Calls ``leaveNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // leaveFootnoteDefinition does nothing
  public mutating func leaveFootnoteDefinition(_ definition: MarkdownFootnoteDefinition) {
    leaveNode(definition.node)
  }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitText does nothing
  public mutating func visitText(_ text: MarkdownText) { _ = visitNode(text.node) }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitSoftBreak does nothing
  public mutating func visitSoftBreak(_ softBreak: MarkdownSoftBreak) {
    _ = visitNode(softBreak.node)
  }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitLineBreak does nothing
  public mutating func visitLineBreak(_ lineBreak: MarkdownLineBreak) {
    _ = visitNode(lineBreak.node)
  }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitInlineCode does nothing
  public mutating func visitInlineCode(_ code: MarkdownInlineCode) { _ = visitNode(code.node) }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitInlineHTML does nothing
  public mutating func visitInlineHTML(_ html: MarkdownInlineHTML) { _ = visitNode(html.node) }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitEmphasis visits the children
  public mutating func visitEmphasis(_ emphasis: MarkdownEmphasis) -> MarkdownWalkAction {
    visitNode(emphasis.node)
  }

  /// Calls ``leaveNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // leaveEmphasis does nothing
  public mutating func leaveEmphasis(_ emphasis: MarkdownEmphasis) { leaveNode(emphasis.node) }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitStrong visits the children
  public mutating func visitStrong(_ strong: MarkdownStrong) -> MarkdownWalkAction {
    visitNode(strong.node)
  }

  /// Calls ``leaveNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // leaveStrong does nothing
  public mutating func leaveStrong(_ strong: MarkdownStrong) { leaveNode(strong.node) }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitStrikethrough visits the children
  public mutating func visitStrikethrough(_ strikethrough: MarkdownStrikethrough)
    -> MarkdownWalkAction
  {
    visitNode(strikethrough.node)
  }

  /// Calls ``leaveNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // leaveStrikethrough does nothing
  public mutating func leaveStrikethrough(_ strikethrough: MarkdownStrikethrough) {
    leaveNode(strikethrough.node)
  }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitLink visits the children
  public mutating func visitLink(_ link: MarkdownLink) -> MarkdownWalkAction {
    visitNode(link.node)
  }

  /// Calls ``leaveNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // leaveLink does nothing
  public mutating func leaveLink(_ link: MarkdownLink) { leaveNode(link.node) }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitImage visits the children
  public mutating func visitImage(_ image: MarkdownImage) -> MarkdownWalkAction {
    visitNode(image.node)
  }

  /// Calls ``leaveNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // leaveImage does nothing
  public mutating func leaveImage(_ image: MarkdownImage) { leaveNode(image.node) }

  /// Calls ``visitNode(_:)``.
  ///
  ///     struct Plain: MarkdownWalker {}   // visitFootnoteReference does nothing
  public mutating func visitFootnoteReference(_ reference: MarkdownFootnoteReference) {
    _ = visitNode(reference.node)
  }
}
