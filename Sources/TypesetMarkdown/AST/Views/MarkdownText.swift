/// Plain text, with escapes and entities resolved; an entity or an escaped character may be a
/// text node of its own, as in cmark.
///
///     let node = MarkdownParser.parse("a b").root.firstChild!.firstChild!
///     MarkdownNode.Kind.text == MarkdownText(node)?.node.kind   // true
public struct MarkdownText: MarkdownLiteralNode {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("a b").root.firstChild!.firstChild!
  ///     MarkdownText(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.text`.
  ///
  ///     MarkdownText.kind   // .text
  public static var kind: MarkdownNode.Kind { .text }

  /// The view of a node, or `nil` when it is not a `.text` node.
  ///
  ///     MarkdownText(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .text else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }
}
