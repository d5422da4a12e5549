/// A parsed Markdown document.
///
///     let document = MarkdownParser.parse("# Title\n\nSome *text*.")
///     document.root.children.map(\.kind)   // [.heading, .paragraph]
///
/// The tree is stored flat: nodes live in one array and refer to each other by index, and all
/// text lives in one byte buffer. Copying a document is cheap, destroying or walking it never
/// recurses, so trees nested 100 000 levels deep are fine.
public struct MarkdownDocument: Sendable, CustomDebugStringConvertible {
  let storage: MarkdownStorage

  init(storage: MarkdownStorage) {
    self.storage = storage
  }

  /// The document node, the root of the tree.
  ///
  ///     MarkdownParser.parse("text").root.kind   // .document
  public var root: MarkdownNode { MarkdownNode(storage: storage, index: 0) }

  /// The number of nodes in the tree, the root included.
  ///
  ///     MarkdownParser.parse("a *b*").nodeCount   // 5
  public var nodeCount: Int { storage.nodes.count - storage.detachedCount }

  /// Visits every node in document order, entering each node and leaving each container.
  ///
  ///     var entered = 0
  ///     MarkdownParser.parse("# A\n## B").walk { if $0.isEntering { entered += 1 } }
  ///     entered   // 5
  ///
  /// Nodes that can have children are visited twice, once when entering and once when
  /// leaving; the others only when entering. The walk is iterative. To read each node's typed
  /// content, or to skip a node's children, walk with a ``MarkdownWalker`` instead: it takes
  /// the same steps in the same loop.
  public func walk(_ visit: (MarkdownWalkEvent) throws -> Void) rethrows {
    try root.walk(visit)
  }

  /// Every node of the tree in document (pre-)order, the root first.
  ///
  ///     MarkdownParser.parse("# A\n## B").allNodes.filter { $0.kind == .heading }.count   // 2
  public var allNodes: MarkdownNode.Descendants { root.descendantsAndSelf }

  /// An indented dump of the tree, one node per line, for debugging and tests.
  ///
  ///     print(MarkdownParser.parse("Hi").debugDescription)
  ///     // document [1:1-1:2]
  ///     //   paragraph [1:1-1:2]
  ///     //     text [1:1-1:2] "Hi"
  ///
  /// Each line shows the node's kind, its source range and its attributes.
  public var debugDescription: String { root.treeDump() }
}
