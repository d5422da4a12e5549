/// One step of a walk over the tree.
///
///     let document = MarkdownParser.parse("a")
///     var steps: [String] = []
///     document.walk { steps.append(($0.isEntering ? "+" : "-") + "\($0.node.kind)") }
///     steps   // ["+document", "+paragraph", "+text", "-paragraph", "-document"]
public struct MarkdownWalkEvent: Sendable {
  /// The node entered or left.
  ///
  ///     var kinds: [MarkdownNode.Kind] = []
  ///     MarkdownParser.parse("# H").walk { if $0.isEntering { kinds.append($0.node.kind) } }
  ///     kinds   // [.document, .heading, .text]
  public var node: MarkdownNode
  /// `true` when the walk enters the node, `false` when it leaves it.
  ///
  ///     var leaves = 0
  ///     MarkdownParser.parse("a *b*").walk { if !$0.isEntering { leaves += 1 } }
  ///     leaves   // 3
  public var isEntering: Bool
}
