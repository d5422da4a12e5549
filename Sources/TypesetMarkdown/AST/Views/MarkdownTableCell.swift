/// A cell of a GFM table.
///
///     let node = MarkdownParser.parse("| a |\n| - |").root.firstChild!.firstChild!.firstChild!
///     MarkdownNode.Kind.tableCell == MarkdownTableCell(node)?.node.kind   // true
public struct MarkdownTableCell: MarkdownNodeView {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("| a |\n| - |").root.firstChild!.firstChild!.firstChild!
  ///     MarkdownTableCell(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.tableCell`.
  ///
  ///     MarkdownTableCell.kind   // .tableCell
  public static var kind: MarkdownNode.Kind { .tableCell }

  /// The view of a node, or `nil` when it is not a `.tableCell` node.
  ///
  ///     MarkdownTableCell(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .tableCell else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }

  /// The alignment of the cell's column.
  ///
  ///     let row = MarkdownParser.parse("| a | b |\n| -: | - |").root.firstChild!.firstChild!
  ///     row.children.map { MarkdownTableCell($0)!.alignment }   // [.right, .unspecified]
  public var alignment: MarkdownTableAlignment {
    node.record.tableCellAlignment
  }

  /// Whether the cell is in the header row (HTML renders it as `<th>`).
  ///
  ///     let row = MarkdownParser.parse("| a |\n| - |").root.firstChild!.firstChild!
  ///     MarkdownTableCell(row.firstChild!)!.isHeader   // true
  public var isHeader: Bool {
    let parent = node.record.parent
    return parent >= 0 && node.storage.nodes[Int(parent)].flags.contains(.header)
  }
}
