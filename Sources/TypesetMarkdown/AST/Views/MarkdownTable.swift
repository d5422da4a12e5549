/// A GFM table: a header row, then body rows, all of one width.
///
///     let node = MarkdownParser.parse("| a | b |\n| :- | -: |\n| 1 | 2 |").root.firstChild!
///     MarkdownNode.Kind.table == MarkdownTable(node)?.node.kind   // true
public struct MarkdownTable: MarkdownNodeView {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("| a | b |\n| :- | -: |\n| 1 | 2 |").root.firstChild!
  ///     MarkdownTable(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.table`.
  ///
  ///     MarkdownTable.kind   // .table
  public static var kind: MarkdownNode.Kind { .table }

  /// The view of a node, or `nil` when it is not a `.table` node.
  ///
  ///     MarkdownTable(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .table else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }

  /// The number of columns.
  ///
  ///     let node = MarkdownParser.parse("| a | b |\n| - | - |").root.firstChild!
  ///     MarkdownTable(node)!.columnCount   // 2
  public var columnCount: Int { node.record.tableColumnCount }

  /// The alignment of each column, from the delimiter row.
  ///
  ///     let node = MarkdownParser.parse("| a | b | c |\n| :- | :-: | - |").root.firstChild!
  ///     MarkdownTable(node)!.columnAlignments   // [.left, .center, .unspecified]
  public var columnAlignments: [MarkdownTableAlignment] {
    guard let header = headerRow else { return [] }
    return header.children.map { MarkdownTableCell(unchecked: $0).alignment }
  }

  /// The header row, the table's first row.
  ///
  ///     let node = MarkdownParser.parse("| a |\n| - |\n| 1 |").root.firstChild!
  ///     MarkdownTable(node)!.headerRow?.isHeader   // true
  public var headerRow: MarkdownTableRow? {
    guard let first = node.firstChild, first.kind == .tableRow else { return nil }
    return MarkdownTableRow(first)
  }
}
