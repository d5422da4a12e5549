/// A hard line break: two spaces or a backslash before a line ending.
///
///     let node = MarkdownParser.parse("a\\\nb").root.firstChild!.firstChild!.nextSibling!
///     MarkdownNode.Kind.lineBreak == MarkdownLineBreak(node)?.node.kind   // true
public struct MarkdownLineBreak: MarkdownNodeView {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("a\\\nb").root.firstChild!.firstChild!.nextSibling!
  ///     MarkdownLineBreak(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.lineBreak`.
  ///
  ///     MarkdownLineBreak.kind   // .lineBreak
  public static var kind: MarkdownNode.Kind { .lineBreak }

  /// The view of a node, or `nil` when it is not a `.lineBreak` node.
  ///
  ///     MarkdownLineBreak(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .lineBreak else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }
}
