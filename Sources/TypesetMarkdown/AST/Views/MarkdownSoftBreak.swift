/// A line ending inside a paragraph, rendered as a space or a newline.
///
///     let node = MarkdownParser.parse("a\nb").root.firstChild!.firstChild!.nextSibling!
///     MarkdownNode.Kind.softBreak == MarkdownSoftBreak(node)?.node.kind   // true
public struct MarkdownSoftBreak: MarkdownNodeView {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("a\nb").root.firstChild!.firstChild!.nextSibling!
  ///     MarkdownSoftBreak(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.softBreak`.
  ///
  ///     MarkdownSoftBreak.kind   // .softBreak
  public static var kind: MarkdownNode.Kind { .softBreak }

  /// The view of a node, or `nil` when it is not a `.softBreak` node.
  ///
  ///     MarkdownSoftBreak(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .softBreak else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }
}
