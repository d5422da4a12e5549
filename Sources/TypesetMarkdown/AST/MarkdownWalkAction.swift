/// What a ``MarkdownWalker`` asks the walk to do after visiting a node.
///
///     struct Headings: MarkdownWalker {
///       var count = 0
///       mutating func visitHeading(_ heading: MarkdownHeading) -> MarkdownWalkAction {
///         count += 1
///         return .skipChildren   // headings hold no headings
///       }
///     }
public enum MarkdownWalkAction: Hashable, Sendable {
  /// Visit the node's children, then leave the node.
  ///
  ///     MarkdownWalkAction.visitChildren != .skipChildren   // true
  case visitChildren
  /// Go straight to leaving the node: its children are not visited.
  ///
  ///     MarkdownWalkAction.skipChildren != .visitChildren   // true
  case skipChildren
}
