/// A lightweight view of one node of a ``MarkdownDocument``.
///
///     let heading = MarkdownParser.parse("# Hi *there*").root.firstChild!
///     heading.kind   // .heading
public struct MarkdownNode: Sendable, Hashable, CustomDebugStringConvertible {
  let storage: MarkdownStorage
  /// The node's index in its document's node table.
  ///
  ///     MarkdownParser.parse("# Hi").root.firstChild?.index   // 1
  public let index: Int

  init(storage: MarkdownStorage, index: Int) {
    self.storage = storage
    self.index = index
  }

  var record: NodeRecord { storage.nodes[index] }

  /// The node type.
  ///
  ///     MarkdownParser.parse("> quote").root.firstChild?.kind   // .blockQuote
  public var kind: Kind { record.kind }

  /// The parent node, `nil` for the root.
  ///
  ///     MarkdownParser.parse("*a*").root.firstChild?.firstChild?.parent?.kind   // .paragraph
  public var parent: MarkdownNode? { node(record.parent) }
  /// The first child.
  ///
  ///     MarkdownParser.parse("a *b*").root.firstChild?.firstChild?.literal   // "a "
  public var firstChild: MarkdownNode? { node(record.firstChild) }
  /// The last child.
  ///
  ///     MarkdownParser.parse("a *b*").root.firstChild?.lastChild?.kind   // .emphasis
  public var lastChild: MarkdownNode? { node(record.lastChild) }
  /// The next sibling.
  ///
  ///     MarkdownParser.parse("# A\n\nb").root.firstChild?.nextSibling?.kind   // .paragraph
  public var nextSibling: MarkdownNode? { node(record.next) }
  /// The previous sibling.
  ///
  ///     MarkdownParser.parse("# A\n\nb").root.lastChild?.previousSibling?.kind   // .heading
  public var previousSibling: MarkdownNode? { node(record.prev) }

  /// The children, in order.
  ///
  ///     let document = MarkdownParser.parse("# A\n\n---\n\nb")
  ///     document.root.children.map(\.kind)   // [.heading, .thematicBreak, .paragraph]
  public var children: Children { Children(storage: storage, first: record.firstChild) }

  /// This node and everything below it, in document order.
  ///
  ///     let paragraph = MarkdownParser.parse("*a*").root.firstChild!
  ///     paragraph.descendantsAndSelf.map(\.kind)   // [.paragraph, .emphasis, .text]
  public var descendantsAndSelf: Descendants { Descendants(storage: storage, root: Int32(index)) }

  private func node(_ index: Int32) -> MarkdownNode? {
    index < 0 ? nil : MarkdownNode(storage: storage, index: Int(index))
  }

  /// Where the node is in the source text.
  ///
  ///     MarkdownParser.parse("x\n\n## Two").root.lastChild?.sourceRange   // 3:1-3:6
  public var sourceRange: MarkdownSourceRange {
    let r = record
    return MarkdownSourceRange(
      start: SourceLocation(line: Int(r.startLine), column: Int(r.startColumn)),
      end: SourceLocation(line: Int(r.endLine), column: Int(r.endColumn)))
  }

  /// The text of text, code, HTML and code-block nodes; `nil` for other kinds.
  ///
  ///     MarkdownParser.parse("`let x`").root.firstChild?.firstChild?.literal   // "let x"
  public var literal: String? {
    switch kind {
    case .text, .code, .html, .htmlBlock, .codeBlock: return storage.string(record.literal)
    default: return nil
    }
  }

  /// The URL of links and images.
  ///
  ///     MarkdownParser.parse("[a](/url)").root.firstChild?.firstChild?.destination   // "/url"
  public var destination: String? {
    kind == .link || kind == .image ? storage.string(record.destination) : nil
  }

  /// The title of links and images (empty when absent).
  ///
  ///     MarkdownParser.parse(#"[a](/u "T")"#).root.firstChild?.firstChild?.title   // "T"
  public var title: String? {
    kind == .link || kind == .image ? storage.string(record.linkTitle) : nil
  }

  /// The info string of a fenced code block (empty when absent).
  ///
  ///     MarkdownParser.parse("```swift\nx\n```").root.firstChild?.info   // "swift"
  public var info: String? { kind == .codeBlock ? storage.string(record.codeInfo) : nil }

  /// Whether a code block is fenced rather than indented.
  ///
  ///     MarkdownParser.parse("    code").root.firstChild?.isFenced   // false
  public var isFenced: Bool { kind == .codeBlock && record.fenceLength > 0 }

  /// The heading level, 1 to 6, or `nil` for other nodes.
  ///
  ///     MarkdownParser.parse("## Hi").root.firstChild?.headingLevel   // 2
  public var headingLevel: Int? { kind == .heading ? record.headingLevel : nil }

  /// Whether a list is ordered.
  ///
  ///     MarkdownParser.parse("1. one").root.firstChild?.isOrdered   // true
  public var isOrdered: Bool { kind == .list && record.flags.contains(.ordered) }

  /// The start number of an ordered list.
  ///
  ///     MarkdownParser.parse("3. three").root.firstChild?.listStart   // 3
  public var listStart: Int? { isOrdered ? record.listStart : nil }

  /// Whether a list is tight (its paragraphs are rendered without `<p>`).
  ///
  ///     MarkdownParser.parse("- a\n\n- b").root.firstChild?.isTight   // false
  public var isTight: Bool { kind == .list && record.flags.contains(.tight) }

  /// For GFM task-list items, whether the box is checked; `nil` for other nodes.
  ///
  ///     MarkdownParser.parse("- [x] done").root.firstChild?.firstChild?.taskState   // true
  public var taskState: Bool? {
    guard kind == .listItem, record.flags.contains(.task) else { return nil }
    return record.flags.contains(.checked)
  }

  /// Whether a table row is the header row.
  ///
  ///     let table = MarkdownParser.parse("| a |\n|---|\n| 1 |").root.firstChild!
  ///     table.children.map(\.isTableHeader)   // [true, false]
  public var isTableHeader: Bool { kind == .tableRow && record.flags.contains(.header) }

  /// The alignment of a table cell.
  ///
  ///     let row = MarkdownParser.parse("| a |\n|:--|").root.firstChild!.firstChild!
  ///     row.firstChild?.tableAlignment   // .left
  public var tableAlignment: MarkdownTableAlignment? {
    kind == .tableCell ? record.tableCellAlignment : nil
  }

  /// The label of a footnote definition or reference.
  ///
  ///     let document = MarkdownParser.parse("x[^n]\n\n[^n]: Note")
  ///     document.root.firstChild?.lastChild?.footnoteLabel   // "n"
  public var footnoteLabel: String? {
    kind == .footnoteDefinition || kind == .footnoteReference
      ? storage.string(record.footnoteLabel) : nil
  }

  /// The number a footnote reference displays (the order of first reference).
  ///
  ///     let document = MarkdownParser.parse("[^b] [^a]\n\n[^a]: A\n\n[^b]: B")
  ///     document.root.firstChild?.lastChild?.footnoteNumber   // 2
  public var footnoteNumber: Int? {
    kind == .footnoteReference || kind == .footnoteDefinition ? record.footnoteNumber : nil
  }

  /// Visits this node and its descendants in document order, entering and leaving; iterative.
  ///
  ///     var events = 0
  ///     MarkdownParser.parse("*a* b").root.firstChild!.walk { _ in events += 1 }
  ///     events   // 6
  public func walk(_ visit: (MarkdownWalkEvent) throws -> Void) rethrows {
    let storage = self.storage
    try traverse(
      enter: { _, index in
        try visit(
          MarkdownWalkEvent(node: MarkdownNode(storage: storage, index: index), isEntering: true))
        return true
      },
      leave: { _, index in
        try visit(
          MarkdownWalkEvent(node: MarkdownNode(storage: storage, index: index), isEntering: false))
      })
  }

  /// Nodes are equal when they are the same node of the same document.
  ///
  ///     let document = MarkdownParser.parse("a")
  ///     document.root.firstChild == document.root.firstChild?.firstChild?.parent   // true
  public static func == (lhs: MarkdownNode, rhs: MarkdownNode) -> Bool {
    lhs.storage === rhs.storage && lhs.index == rhs.index
  }

  /// Hashes the node's identity.
  ///
  ///     Set(MarkdownParser.parse("a").allNodes).count   // 3
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(storage))
    hasher.combine(index)
  }

  /// The tree dump of this node and its descendants.
  ///
  ///     print(MarkdownParser.parse("`x`").root.firstChild!.debugDescription)
  ///     // paragraph [1:1-1:3]
  ///     //   code [1:1-1:3] "x"
  public var debugDescription: String { treeDump() }
}
