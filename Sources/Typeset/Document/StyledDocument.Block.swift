extension StyledDocument {
  /// A block of a document: its kind, style, text and children, read in place.
  ///
  ///     let block = document.blocks[0]
  ///     block.kind         // .paragraph
  ///     block.text.string  // "Hello"
  public struct Block: Hashable, Sendable {
    let document: StyledDocument
    let index: Int

    var node: Node { document.nodes[index] }

    /// What the block is.
    ///
    ///     document.blocks[0].kind   // .heading(level: 1)
    public var kind: Kind { document.kind(at: index) }

    /// The block's layout.
    ///
    ///     document.blocks[0].style.spacingAfter
    public var style: BlockStyle { document.blockStyle(at: index) }

    /// The block's own text; empty for containers, whose text is in their children.
    ///
    ///     document.blocks[0].text.string   // "Title"
    public var text: StyledText {
      let node = self.node
      guard !node.kind.isContainer else { return StyledText() }
      return document.content.slice(utf8: node.textStart..<node.textEnd)
    }

    /// The UTF-8 range of the block's own text in the document's shared text (empty for
    /// containers), for renderers that read the text in place.
    package var sharedTextRange: Range<Int> { document.sharedTextRange(at: index) }

    /// The blocks it holds, in order.
    ///
    ///     document.blocks[0].children.count   // the items of a list
    public var children: Blocks {
      Blocks(document: document, start: index + 1, end: Int(node.end))
    }

    /// Two blocks are equal when they are the same block of equal documents.
    ///
    ///     document.blocks[0] == document.blocks[0]   // true
    public static func == (lhs: Block, rhs: Block) -> Bool {
      lhs.index == rhs.index && lhs.document == rhs.document
    }

    /// Hashes the block's position and kind.
    ///
    ///     Set(document.blocks).count
    public func hash(into hasher: inout Hasher) {
      hasher.combine(index)
      hasher.combine(node)
    }
  }

  /// A run of sibling blocks, walked by following each block's subtree end.
  ///
  ///     for block in document.blocks { print(block.kind) }
  public struct Blocks: Sequence, Sendable {
    let document: StyledDocument
    let start: Int
    let end: Int

    /// Whether there are no blocks.
    ///
    ///     StyledDocument().blocks.isEmpty   // true
    public var isEmpty: Bool { start >= end }

    /// The number of blocks (walks them).
    ///
    ///     document.blocks.count
    public var count: Int {
      var count = 0
      for _ in self { count += 1 }
      return count
    }

    /// The first block.
    ///
    ///     document.blocks.first?.kind
    public var first: Block? { isEmpty ? nil : Block(document: document, index: start) }

    /// The block at an offset among the siblings (walks to it).
    ///
    ///     document.blocks[1].kind
    public subscript(offset: Int) -> Block {
      var iterator = makeIterator()
      for _ in 0..<offset { _ = iterator.next() }
      guard let block = iterator.next() else { preconditionFailure("block offset out of range") }
      return block
    }

    /// Iterates the blocks.
    ///
    ///     var iterator = document.blocks.makeIterator()
    public func makeIterator() -> Iterator {
      Iterator(document: document, position: start, end: end)
    }

    /// Iterates sibling blocks.
    ///
    ///     iterator.next()?.kind
    public struct Iterator: IteratorProtocol, Sendable {
      let document: StyledDocument
      var position: Int
      let end: Int

      /// The next sibling, or `nil`.
      ///
      ///     iterator.next()
      public mutating func next() -> Block? {
        guard position < end else { return nil }
        let block = Block(document: document, index: position)
        position = Int(document.nodes[position].end)
        return block
      }
    }
  }
}
