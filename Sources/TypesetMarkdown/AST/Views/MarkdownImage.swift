/// An image; its children are the description, rendered as the `alt` text.
///
///     let node = MarkdownParser.parse(#"![a](</a b> "T")"#).root.firstChild!.firstChild!
///     MarkdownNode.Kind.image == MarkdownImage(node)?.node.kind   // true
public struct MarkdownImage: MarkdownLinkTarget {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse(#"![a](</a b> "T")"#).root.firstChild!.firstChild!
  ///     MarkdownImage(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.image`.
  ///
  ///     MarkdownImage.kind   // .image
  public static var kind: MarkdownNode.Kind { .image }

  /// The view of a node, or `nil` when it is not a `.image` node.
  ///
  ///     MarkdownImage(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .image else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }
}
