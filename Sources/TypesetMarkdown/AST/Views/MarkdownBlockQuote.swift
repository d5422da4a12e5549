/// A block quote, `> quoted`.
///
///     let node = MarkdownParser.parse("> a").root.firstChild!
///     MarkdownNode.Kind.blockQuote == MarkdownBlockQuote(node)?.node.kind   // true
public struct MarkdownBlockQuote: MarkdownNodeView {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("> a").root.firstChild!
  ///     MarkdownBlockQuote(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.blockQuote`.
  ///
  ///     MarkdownBlockQuote.kind   // .blockQuote
  public static var kind: MarkdownNode.Kind { .blockQuote }

  /// The view of a node, or `nil` when it is not a `.blockQuote` node.
  ///
  ///     MarkdownBlockQuote(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .blockQuote else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }
}
