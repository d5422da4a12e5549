/// A code span, `` `code` ``.
///
///     let node = MarkdownParser.parse("`let x`").root.firstChild!.firstChild!
///     MarkdownNode.Kind.code == MarkdownInlineCode(node)?.node.kind   // true
public struct MarkdownInlineCode: MarkdownNodeView {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("`let x`").root.firstChild!.firstChild!
  ///     MarkdownInlineCode(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.code`.
  ///
  ///     MarkdownInlineCode.kind   // .code
  public static var kind: MarkdownNode.Kind { .code }

  /// The view of a node, or `nil` when it is not a `.code` node.
  ///
  ///     MarkdownInlineCode(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .code else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }

  /// The code, with its line endings turned into spaces and one leading and trailing space stripped.
  ///
  ///     let node = MarkdownParser.parse("` let x `").root.firstChild!.firstChild!
  ///     MarkdownInlineCode(node)!.literal   // "let x"
  public var literal: String { literalBytes.string }

  /// The bytes of ``literal``, read in place.
  ///
  ///     let node = MarkdownParser.parse("` let x `").root.firstChild!.firstChild!
  ///     MarkdownInlineCode(node)!.literalBytes.count   // 5
  public var literalBytes: MarkdownBytes {
    MarkdownBytes(storage: node.storage, range: node.record.literal)
  }
}
