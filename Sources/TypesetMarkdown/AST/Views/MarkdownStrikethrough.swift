/// GFM strikethrough, `~~a~~`.
///
///     let node = MarkdownParser.parse("~~a~~").root.firstChild!.firstChild!
///     MarkdownNode.Kind.strikethrough == MarkdownStrikethrough(node)?.node.kind   // true
public struct MarkdownStrikethrough: MarkdownNodeView {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("~~a~~").root.firstChild!.firstChild!
  ///     MarkdownStrikethrough(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.strikethrough`.
  ///
  ///     MarkdownStrikethrough.kind   // .strikethrough
  public static var kind: MarkdownNode.Kind { .strikethrough }

  /// The view of a node, or `nil` when it is not a `.strikethrough` node.
  ///
  ///     MarkdownStrikethrough(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .strikethrough else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }
}
