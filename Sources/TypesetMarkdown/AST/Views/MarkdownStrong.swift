/// Strong emphasis, `**a**` or `__a__`.
///
///     let node = MarkdownParser.parse("**a**").root.firstChild!.firstChild!
///     MarkdownNode.Kind.strong == MarkdownStrong(node)?.node.kind   // true
public struct MarkdownStrong: MarkdownNodeView {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("**a**").root.firstChild!.firstChild!
  ///     MarkdownStrong(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.strong`.
  ///
  ///     MarkdownStrong.kind   // .strong
  public static var kind: MarkdownNode.Kind { .strong }

  /// The view of a node, or `nil` when it is not a `.strong` node.
  ///
  ///     MarkdownStrong(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .strong else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }
}
