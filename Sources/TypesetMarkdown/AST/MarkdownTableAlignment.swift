/// The column alignment of a GFM table cell.
///
///     let table = MarkdownParser.parse("| a | b |\n|:-:|--:|").root.firstChild!
///     table.firstChild!.children.map { $0.tableAlignment! }   // [.center, .right]
public enum MarkdownTableAlignment: Hashable, Sendable, CaseIterable {
  /// No alignment given in the delimiter row (not `none`: `nil` means "not a table cell").
  case unspecified
  /// `:---`
  case left
  /// `:---:`
  case center
  /// `---:`
  case right
}
