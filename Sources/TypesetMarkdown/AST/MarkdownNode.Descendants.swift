extension MarkdownNode {
  /// A node and its descendants in document order.
  ///
  ///     MarkdownParser.parse("> *a*").root.descendantsAndSelf.map(\.kind)
  ///     // [.document, .blockQuote, .paragraph, .emphasis, .text]
  public struct Descendants: Sequence, Sendable {
    let storage: MarkdownStorage
    let root: Int32

    /// Iterates in pre-order.
    ///
    ///     var iterator = MarkdownParser.parse("# A").allNodes.makeIterator()
    ///     iterator.next()?.kind   // .document
    public func makeIterator() -> Iterator { Iterator(storage: storage, root: root, current: root) }

    /// Iterates in pre-order, without recursion.
    ///
    ///     let heading = MarkdownParser.parse("# A").root.firstChild!
    ///     var iterator = heading.descendantsAndSelf.makeIterator()
    ///     iterator.next()?.kind   // .heading
    ///     iterator.next()?.kind   // .text
    public struct Iterator: IteratorProtocol, Sendable {
      let storage: MarkdownStorage
      let root: Int32
      var current: Int32

      /// The next node.
      ///
      ///     var iterator = MarkdownParser.parse("# A").allNodes.makeIterator()
      ///     _ = iterator.next()
      ///     iterator.next()?.kind   // .heading
      public mutating func next() -> MarkdownNode? {
        guard current >= 0 else { return nil }
        let result = MarkdownNode(storage: storage, index: Int(current))
        let r = storage.nodes[Int(current)]
        if r.firstChild >= 0 {
          current = r.firstChild
        } else {
          var n = current
          current = -1
          while n != root {
            let rec = storage.nodes[Int(n)]
            if rec.next >= 0 {
              current = rec.next
              break
            }
            n = rec.parent
          }
        }
        return result
      }
    }
  }
}
