/// A GFM footnote reference, `[^label]`.
///
///     let node = MarkdownParser.parse("x[^n]\n\n[^n]: Note").root.firstChild!.lastChild!
///     MarkdownNode.Kind.footnoteReference == MarkdownFootnoteReference(node)?.node.kind   // true
public struct MarkdownFootnoteReference: MarkdownFootnote {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("x[^n]\n\n[^n]: Note").root.firstChild!.lastChild!
  ///     MarkdownFootnoteReference(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.footnoteReference`.
  ///
  ///     MarkdownFootnoteReference.kind   // .footnoteReference
  public static var kind: MarkdownNode.Kind { .footnoteReference }

  /// The view of a node, or `nil` when it is not a `.footnoteReference` node.
  ///
  ///     MarkdownFootnoteReference(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .footnoteReference else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }

  /// Which reference to its footnote this is, from 1 in document order.
  ///
  ///     let paragraph = MarkdownParser.parse("[^n] [^n]\n\n[^n]: N").root.firstChild!
  ///     MarkdownFootnoteReference(paragraph.lastChild!)!.ordinal   // 2
  public var ordinal: Int { node.record.footnoteReferenceOrdinal }
}
