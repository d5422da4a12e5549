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
    let nodes = node.storage.nodes
    let item = nodes[node.index].parent
    guard item >= 0, nodes[Int(item)].kind == .listItem else { return false }
    let list = nodes[Int(item)].parent
    return list >= 0 && nodes[Int(list)].flags.contains(.tight)
  }

  /// The footnote definition this paragraph ends, if it is the last block of one.
  var endedFootnoteDefinition: MarkdownFootnoteDefinition? {
    let nodes = node.storage.nodes
    let record = nodes[node.index]
    guard record.next < 0, record.parent >= 0,
      nodes[Int(record.parent)].kind == .footnoteDefinition
    else { return nil }
    return MarkdownFootnoteDefinition(
      unchecked: MarkdownNode(storage: node.storage, index: Int(record.parent)))
  }
}
