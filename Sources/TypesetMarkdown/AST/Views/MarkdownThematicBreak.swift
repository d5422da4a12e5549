/// A thematic break, `***`, `---` or `___`.
///
///     let node = MarkdownParser.parse("***").root.firstChild!
///     MarkdownNode.Kind.thematicBreak == MarkdownThematicBreak(node)?.node.kind   // true
public struct MarkdownThematicBreak: MarkdownNodeView {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("***").root.firstChild!
  ///     MarkdownThematicBreak(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.thematicBreak`.
  ///
  ///     MarkdownThematicBreak.kind   // .thematicBreak
  public static var kind: MarkdownNode.Kind { .thematicBreak }

  /// The view of a node, or `nil` when it is not a `.thematicBreak` node.
  ///
  ///     MarkdownThematicBreak(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .thematicBreak else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }
}
