/// A GFM footnote definition, `[^label]: text`; its children are the note.
///
///     let node = MarkdownParser.parse("x[^n]\n\n[^n]: Note").root.lastChild!
///     MarkdownNode.Kind.footnoteDefinition == MarkdownFootnoteDefinition(node)?.node.kind   // true
public struct MarkdownFootnoteDefinition: MarkdownFootnote {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("x[^n]\n\n[^n]: Note").root.lastChild!
  ///     MarkdownFootnoteDefinition(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.footnoteDefinition`.
  ///
  ///     MarkdownFootnoteDefinition.kind   // .footnoteDefinition
  public static var kind: MarkdownNode.Kind { .footnoteDefinition }

  /// The view of a node, or `nil` when it is not a `.footnoteDefinition` node.
  ///
  ///     MarkdownFootnoteDefinition(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .footnoteDefinition else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }

  /// How many references point to this footnote.
  ///
  ///     let node = MarkdownParser.parse("[^a] [^a]\n\n[^a]: A").root.lastChild!
  ///     MarkdownFootnoteDefinition(node)!.referenceCount   // 2
  public var referenceCount: Int { node.record.footnoteReferenceCount }
}
