/// A link; its children are the link text.
///
///     let node = MarkdownParser.parse(#"[a](</a b> "T")"#).root.firstChild!.firstChild!
///     MarkdownNode.Kind.link == MarkdownLink(node)?.node.kind   // true
public struct MarkdownLink: MarkdownLinkTarget {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse(#"[a](</a b> "T")"#).root.firstChild!.firstChild!
  ///     MarkdownLink(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.link`.
  ///
  ///     MarkdownLink.kind   // .link
  public static var kind: MarkdownNode.Kind { .link }

  /// The view of a node, or `nil` when it is not a `.link` node.
  ///
  ///     MarkdownLink(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .link else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }
}
