/// A row of a GFM table; the first one is the header row.
///
///     let node = MarkdownParser.parse("| a |\n| - |\n| 1 |").root.firstChild!.firstChild!
///     MarkdownNode.Kind.tableRow == MarkdownTableRow(node)?.node.kind   // true
public struct MarkdownTableRow: MarkdownNodeView {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("| a |\n| - |\n| 1 |").root.firstChild!.firstChild!
  ///     MarkdownTableRow(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.tableRow`.
  ///
  ///     MarkdownTableRow.kind   // .tableRow
  public static var kind: MarkdownNode.Kind { .tableRow }

  /// The view of a node, or `nil` when it is not a `.tableRow` node.
  ///
  ///     MarkdownTableRow(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .tableRow else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }

  /// Whether this is the header row.
  ///
  ///     let table = MarkdownParser.parse("| a |\n| - |\n| 1 |").root.firstChild!
  ///     table.children.map { MarkdownTableRow($0)!.isHeader }   // [true, false]
  public var isHeader: Bool { node.record.flags.contains(.header) }
}
