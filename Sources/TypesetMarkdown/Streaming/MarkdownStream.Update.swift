extension MarkdownStream {
  /// What one ``MarkdownStream/append(_:)-(String)`` or ``MarkdownStream/finish()`` changed.
  ///
  ///     var stream = MarkdownStream()
  ///     let update = stream.append("# A\n\nb")
  ///     update.settled.map { $0.root.children.map(\.kind) }   // [[.heading]]
  ///     update.tailChanged   // true
  public struct Update: Sendable {
    /// The blocks that settled, in document order, as fragments: documents whose children
    /// are the settled top-level blocks. Append them to what is shown; no later update changes
    /// them. After ``MarkdownStream/finish()``, the last fragment ends with the referenced
    /// footnote definitions.
    ///
    ///     var stream = MarkdownStream()
    ///     stream.append("a\n\nb\n\nc").settled.map { Array($0.root.children).count }   // [1, 1]
    public internal(set) var settled: [MarkdownDocument]

    /// Whether the unsettled rest, ``MarkdownStream/tail``, changed: read it again to redraw.
    ///
    ///     var stream = MarkdownStream()
    ///     stream.append("").tailChanged   // false
    public internal(set) var tailChanged: Bool
  }
}
