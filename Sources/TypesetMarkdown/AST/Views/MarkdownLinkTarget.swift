/// A link or an image: a node with a destination and an optional title.
///
///     let node = MarkdownParser.parse(#"[a](</a b> "T")"#).root.firstChild!.firstChild!
///     MarkdownLink(node)!.destination   // "/a b"
///     MarkdownLink(node)!.title         // "T"
public protocol MarkdownLinkTarget: MarkdownNodeView {}

extension MarkdownLinkTarget {
  /// The destination URL, escapes and entities resolved, not yet percent-encoded.
  ///
  ///     let node = MarkdownParser.parse(#"![a](</a b> "T")"#).root.firstChild!.firstChild!
  ///     MarkdownImage(node)!.destination   // "/a b"
  public var destination: String { destinationBytes.string }

  /// The bytes of ``destination``, read in place.
  ///
  ///     let node = MarkdownParser.parse(#"[a](</a b> "T")"#).root.firstChild!.firstChild!
  ///     MarkdownLink(node)!.destinationBytes.count   // 4
  public var destinationBytes: MarkdownBytes {
    MarkdownBytes(storage: node.storage, range: node.record.destination)
  }

  /// The title, or `nil` when there is none (an empty title counts as none).
  ///
  ///     let node = MarkdownParser.parse(#"[a](</a b> "T")"#).root.firstChild!.firstChild!
  ///     MarkdownLink(node)!.title   // "T"
  public var title: String? { titleBytes.isEmpty ? nil : titleBytes.string }

  /// The bytes of the title, empty when there is none.
  ///
  ///     let node = MarkdownParser.parse(#"![a](</a b> "T")"#).root.firstChild!.firstChild!
  ///     MarkdownImage(node)!.titleBytes.count   // 1
  public var titleBytes: MarkdownBytes {
    MarkdownBytes(storage: node.storage, range: node.record.linkTitle)
  }
}
