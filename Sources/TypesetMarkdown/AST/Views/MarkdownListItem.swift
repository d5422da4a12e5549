/// An item of a list.
///
///     let node = MarkdownParser.parse("- a").root.firstChild!.firstChild!
///     MarkdownNode.Kind.listItem == MarkdownListItem(node)?.node.kind   // true
public struct MarkdownListItem: MarkdownNodeView {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("- a").root.firstChild!.firstChild!
  ///     MarkdownListItem(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.listItem`.
  ///
  ///     MarkdownListItem.kind   // .listItem
  public static var kind: MarkdownNode.Kind { .listItem }

  /// The view of a node, or `nil` when it is not a `.listItem` node.
  ///
  ///     MarkdownListItem(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .listItem else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }

  /// The GFM task-list checkbox, `- [x]` or `- [ ]`; `nil` for an item without one.
  ///
  ///     let list = MarkdownParser.parse("- [x] done\n- [ ] to do\n- plain").root.firstChild!
  ///     list.children.map { MarkdownListItem($0)!.checkbox }   // [.checked, .unchecked, nil]
  public var checkbox: Checkbox? {
    let flags = node.record.flags
    guard flags.contains(.task) else { return nil }
    return flags.contains(.checked) ? .checked : .unchecked
  }
}
