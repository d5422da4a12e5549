/// A block of raw HTML.
///
///     let node = MarkdownParser.parse("<div>\n</div>").root.firstChild!
///     MarkdownNode.Kind.htmlBlock == MarkdownHTMLBlock(node)?.node.kind   // true
public struct MarkdownHTMLBlock: MarkdownLiteralNode {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("<div>\n</div>").root.firstChild!
  ///     MarkdownHTMLBlock(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.htmlBlock`.
  ///
  ///     MarkdownHTMLBlock.kind   // .htmlBlock
  public static var kind: MarkdownNode.Kind { .htmlBlock }

  /// The view of a node, or `nil` when it is not a `.htmlBlock` node.
  ///
  ///     MarkdownHTMLBlock(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .htmlBlock else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }
}
