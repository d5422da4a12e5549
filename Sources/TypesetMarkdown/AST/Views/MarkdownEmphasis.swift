/// Emphasis, `*a*` or `_a_`.
///
///     let node = MarkdownParser.parse("*a*").root.firstChild!.firstChild!
///     MarkdownNode.Kind.emphasis == MarkdownEmphasis(node)?.node.kind   // true
public struct MarkdownEmphasis: MarkdownNodeView {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("*a*").root.firstChild!.firstChild!
  ///     MarkdownEmphasis(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.emphasis`.
  ///
  ///     MarkdownEmphasis.kind   // .emphasis
  public static var kind: MarkdownNode.Kind { .emphasis }

  /// The view of a node, or `nil` when it is not a `.emphasis` node.
  ///
  ///     MarkdownEmphasis(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .emphasis else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }
}
