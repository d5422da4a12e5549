extension MarkdownNode {
  /// The children of a node.
  ///
  ///     let list = MarkdownParser.parse("- a\n- b\n- c").root.firstChild!
  ///     Array(list.children).count   // 3
  public struct Children: Sequence, Sendable {
    let storage: MarkdownStorage
    let first: Int32

    /// Iterates over the children.
    ///
    ///     var iterator = MarkdownParser.parse("# A\n\nb").root.children.makeIterator()
    ///     iterator.next()?.kind   // .heading
    public func makeIterator() -> Iterator { Iterator(storage: storage, current: first) }

    /// Iterates over the children.
    ///
    ///     var iterator = MarkdownParser.parse("# A\n\nb").root.children.makeIterator()
    ///     _ = iterator.next()
    ///     iterator.next()?.kind   // .paragraph
    public struct Iterator: IteratorProtocol, Sendable {
      let storage: MarkdownStorage
      var current: Int32

      /// The next child.
      ///
      ///     var iterator = MarkdownParser.parse("a").root.children.makeIterator()
      ///     iterator.next()?.kind   // .paragraph
      ///     iterator.next()?.kind   // nil
      public mutating func next() -> MarkdownNode? {
        guard current >= 0 else { return nil }
        let node = MarkdownNode(storage: storage, index: Int(current))
        current = storage.nodes[Int(current)].next
        return node
      }
    }
  }
}
