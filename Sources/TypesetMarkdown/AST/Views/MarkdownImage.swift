/// An image; its children are the description, rendered as the `alt` text.
///
///     let node = MarkdownParser.parse(#"![a](</a b> "T")"#).root.firstChild!.firstChild!
///     MarkdownNode.Kind.image == MarkdownImage(node)?.node.kind   // true
public struct MarkdownImage: MarkdownNodeView {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse(#"![a](</a b> "T")"#).root.firstChild!.firstChild!
  ///     MarkdownImage(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.image`.
  ///
  ///     MarkdownImage.kind   // .image
  public static var kind: MarkdownNode.Kind { .image }

  /// The view of a node, or `nil` when it is not a `.image` node.
  ///
  ///     MarkdownImage(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .image else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }

  /// The destination URL, escapes and entities resolved, not yet percent-encoded.
  ///
  ///     let node = MarkdownParser.parse(#"![a](</a b> "T")"#).root.firstChild!.firstChild!
  ///     MarkdownImage(node)!.destination   // "/a b"
  public var destination: String { destinationBytes.string }

  /// The bytes of ``destination``, read in place.
  ///
  ///     let node = MarkdownParser.parse(#"![a](</a b> "T")"#).root.firstChild!.firstChild!
  ///     MarkdownImage(node)!.destinationBytes.count   // 4
  public var destinationBytes: MarkdownBytes {
    MarkdownBytes(storage: node.storage, range: node.record.destination)
  }

  /// The title, or `nil` when there is none (an empty title counts as none).
  ///
  ///     let node = MarkdownParser.parse(#"![a](</a b> "T")"#).root.firstChild!.firstChild!
  ///     MarkdownImage(node)!.title   // "T"
  public var title: String? { titleBytes.isEmpty ? nil : titleBytes.string }

  /// The bytes of the title, empty when there is none.
  ///
  ///     let node = MarkdownParser.parse(#"![a](</a b> "T")"#).root.firstChild!.firstChild!
  ///     MarkdownImage(node)!.titleBytes.count   // 1
  public var titleBytes: MarkdownBytes {
    MarkdownBytes(storage: node.storage, range: node.record.linkTitle)
  }
}
