/// A code span, `` `code` ``.
///
///     let node = MarkdownParser.parse("`let x`").root.firstChild!.firstChild!
///     MarkdownNode.Kind.code == MarkdownInlineCode(node)?.node.kind   // true
public struct MarkdownInlineCode: MarkdownLiteralNode {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("`let x`").root.firstChild!.firstChild!
  ///     MarkdownInlineCode(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.code`.
  ///
  ///     MarkdownInlineCode.kind   // .code
  public static var kind: MarkdownNode.Kind { .code }

  /// The view of a node, or `nil` when it is not a `.code` node.
  ///
  ///     MarkdownInlineCode(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .code else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }
}
