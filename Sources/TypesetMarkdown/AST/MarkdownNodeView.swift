/// A typed view of one kind of node: a ``MarkdownHeading``, a ``MarkdownLink``, a
/// ``MarkdownTableCell`` …, with the content of that kind as named properties.
///
///     let node = MarkdownParser.parse("## Hi").root.firstChild!
///     MarkdownHeading(node)?.level     // 2
///     MarkdownParagraph(node) == nil   // true: the node is not a paragraph
///
/// A view is the ``node`` it reads (its document and index) and nothing else, so making one
/// costs nothing; strings are decoded only when a property is read. A ``MarkdownWalker``
/// receives the view of each node it visits.
public protocol MarkdownNodeView: Sendable, Hashable {
  /// The kind of node this view reads.
  ///
  ///     MarkdownHeading.kind   // .heading
  static var kind: MarkdownNode.Kind { get }

  /// The node this view reads.
  ///
  ///     MarkdownHeading(MarkdownParser.parse("# A").root.firstChild!)!.node.index   // 1
  var node: MarkdownNode { get }

  /// The view of `node`, or `nil` when the node is of another kind.
  ///
  ///     MarkdownHeading(MarkdownParser.parse("# A").root.firstChild!) != nil   // true
  init?(_ node: MarkdownNode)
}

extension MarkdownNodeView {
  /// The node's children, in order.
  ///
  ///     let heading = MarkdownHeading(MarkdownParser.parse("# *A*").root.firstChild!)!
  ///     heading.children.map(\.kind)   // [.emphasis]
  public var children: MarkdownNode.Children { node.children }

  /// Where the node is in the source text.
  ///
  ///     MarkdownHeading(MarkdownParser.parse("# A").root.firstChild!)!.sourceRange   // 1:1-1:3
  public var sourceRange: MarkdownSourceRange { node.sourceRange }
}

extension MarkdownNode {
  /// The node as the view of type `view`, or `nil` when it is of another kind.
  ///
  ///     MarkdownParser.parse("# A").root.firstChild?.as(MarkdownHeading.self)?.level   // 1
  public func `as`<View: MarkdownNodeView>(_ view: View.Type) -> View? { View(self) }
}
