/// Inline raw HTML, `<b>`.
///
///     let node = MarkdownParser.parse("a <b>").root.firstChild!.lastChild!
///     MarkdownNode.Kind.html == MarkdownInlineHTML(node)?.node.kind   // true
public struct MarkdownInlineHTML: MarkdownLiteralNode {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("a <b>").root.firstChild!.lastChild!
  ///     MarkdownInlineHTML(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.html`.
  ///
  ///     MarkdownInlineHTML.kind   // .html
  public static var kind: MarkdownNode.Kind { .html }

  /// The view of a node, or `nil` when it is not a `.html` node.
  ///
  ///     MarkdownInlineHTML(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .html else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }
}
