/// An ATX (`## Title`) or setext (`Title` over `===`) heading.
///
///     let node = MarkdownParser.parse("## Hi").root.firstChild!
///     MarkdownNode.Kind.heading == MarkdownHeading(node)?.node.kind   // true
public struct MarkdownHeading: MarkdownNodeView {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("## Hi").root.firstChild!
  ///     MarkdownHeading(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.heading`.
  ///
  ///     MarkdownHeading.kind   // .heading
  public static var kind: MarkdownNode.Kind { .heading }

  /// The view of a node, or `nil` when it is not a `.heading` node.
  ///
  ///     MarkdownHeading(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .heading else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }

  /// The level, 1 to 6.
  ///
  ///     MarkdownHeading(MarkdownParser.parse("### Hi").root.firstChild!)!.level   // 3
  public var level: Int { node.record.headingLevel }

  /// Whether the heading is a setext heading, underlined with `=` or `-`.
  ///
  ///     MarkdownHeading(MarkdownParser.parse("Hi\n--").root.firstChild!)!.isSetext   // true
  public var isSetext: Bool { node.record.flags.contains(.setext) }
}
