/// A paragraph.
///
///     let node = MarkdownParser.parse("text").root.firstChild!
///     MarkdownNode.Kind.paragraph == MarkdownParagraph(node)?.node.kind   // true
public struct MarkdownParagraph: MarkdownNodeView {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("text").root.firstChild!
  ///     MarkdownParagraph(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.paragraph`.
  ///
  ///     MarkdownParagraph.kind   // .paragraph
  public static var kind: MarkdownNode.Kind { .paragraph }

  /// The view of a node, or `nil` when it is not a `.paragraph` node.
  ///
  ///     MarkdownParagraph(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .paragraph else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }

  /// Whether the paragraph is rendered without `<p>`: it is a direct child of an item of a
  /// tight list.
  ///
  ///     let list = MarkdownParser.parse("- a\n- b").root.firstChild!
  ///     MarkdownParagraph(list.firstChild!.firstChild!)!.isInTightList   // true
  public var isInTightList: Bool {
    guard let item = node.parent, item.kind == .listItem, let list = item.parent else {
      return false
    }
    return list.isTight
  }
}
