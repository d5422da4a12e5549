/// A 1-based position in the source text: a line number and a byte column on that line.
public struct MarkdownSourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, counted in UTF-8 bytes like the reference implementation.
  public var column: Int

  /// Creates a location from a line and a column.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Orders locations by line, then column.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }
}

/// The inclusive source span of a node, from its first to its last character.
public struct MarkdownSourceRange: Hashable, Sendable, CustomStringConvertible {
  /// The location of the first character.
  public var start: MarkdownSourceLocation
  /// The location of the last character.
  public var end: MarkdownSourceLocation

  /// Creates a range from its two ends.
  public init(start: MarkdownSourceLocation, end: MarkdownSourceLocation) {
    self.start = start
    self.end = end
  }

  /// `line:column-line:column`, the format of cmark's `data-sourcepos`.
  public var description: String { "\(start)-\(end)" }
}

/// The column alignment of a GFM table cell.
public enum MarkdownTableAlignment: UInt8, Hashable, Sendable {
  /// No alignment given in the delimiter row.
  case none
  /// `:---`
  case left
  /// `:---:`
  case center
  /// `---:`
  case right
}

/// A parsed Markdown document.
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
  public var root: MarkdownNode { MarkdownNode(storage: storage, index: 0) }

  /// The number of nodes in the tree, the root included.
  public var nodeCount: Int { storage.nodes.count - storage.detachedCount }

  /// Visits every node in document order, once when entering and, for nodes that can have
  /// children, once when leaving. The walk is iterative.
  public func walk(_ visit: (MarkdownWalkEvent) throws -> Void) rethrows {
    try root.walk(visit)
  }

  /// Every node of the tree in document (pre-)order, the root first.
  public var allNodes: MarkdownNode.Descendants { root.descendantsAndSelf }

  /// An indented dump of the tree, one node per line with its kind, source range and
  /// attributes, for debugging and tests.
  public var debugDescription: String { root.treeDump() }
}

/// One step of a walk over the tree.
public struct MarkdownWalkEvent: Sendable {
  /// The node entered or left.
  public var node: MarkdownNode
  /// `true` when the walk enters the node, `false` when it leaves it.
  public var isEntering: Bool
}

/// A lightweight view of one node of a ``MarkdownDocument``.
public struct MarkdownNode: Sendable, Hashable, CustomDebugStringConvertible {
  /// The node types of CommonMark and the GitHub extensions.
  public enum Kind: UInt8, Hashable, Sendable, CaseIterable {
    /// The root.
    case document
    /// `> quote`
    case blockQuote
    /// A bullet or ordered list; see ``isOrdered``, ``listStart``, ``isTight``.
    case list
    /// A list item; see ``taskState`` for GFM task items.
    case listItem
    /// A fenced or indented code block; see ``literal`` and ``info``.
    case codeBlock
    /// A raw HTML block; see ``literal``.
    case htmlBlock
    /// A paragraph.
    case paragraph
    /// An ATX or setext heading; see ``headingLevel``.
    case heading
    /// `***`
    case thematicBreak
    /// A GFM table.
    case table
    /// A table row; the first one is the header row (see ``isTableHeader``).
    case tableRow
    /// A table cell; see ``tableAlignment``.
    case tableCell
    /// A GFM footnote definition; see ``footnoteLabel``.
    case footnoteDefinition
    /// Plain text; see ``literal``.
    case text
    /// A line ending inside a paragraph.
    case softBreak
    /// A hard line break.
    case lineBreak
    /// A code span; see ``literal``.
    case code
    /// Inline raw HTML; see ``literal``.
    case html
    /// `*emphasis*`
    case emphasis
    /// `**strong**`
    case strong
    /// GFM `~~strikethrough~~`
    case strikethrough
    /// A link; see ``destination`` and ``title``.
    case link
    /// An image; see ``destination`` and ``title``.
    case image
    /// A GFM footnote reference; see ``footnoteLabel`` and ``footnoteNumber``.
    case footnoteReference
  }

  let storage: MarkdownStorage
  /// The node's index in its document's node table.
  public let index: Int

  init(storage: MarkdownStorage, index: Int) {
    self.storage = storage
    self.index = index
  }

  var record: NodeRecord { storage.nodes[index] }

  /// The node type.
  public var kind: Kind { Kind(rawValue: record.kind)! }

  /// The parent node, `nil` for the root.
  public var parent: MarkdownNode? { node(record.parent) }
  /// The first child.
  public var firstChild: MarkdownNode? { node(record.firstChild) }
  /// The last child.
  public var lastChild: MarkdownNode? { node(record.lastChild) }
  /// The next sibling.
  public var nextSibling: MarkdownNode? { node(record.next) }
  /// The previous sibling.
  public var previousSibling: MarkdownNode? { node(record.prev) }

  /// The children, in order.
  public var children: Children { Children(storage: storage, first: record.firstChild) }

  /// This node and everything below it, in document order.
  public var descendantsAndSelf: Descendants { Descendants(storage: storage, root: Int32(index)) }

  private func node(_ index: Int32) -> MarkdownNode? {
    index < 0 ? nil : MarkdownNode(storage: storage, index: Int(index))
  }

  /// Where the node is in the source text.
  public var sourceRange: MarkdownSourceRange {
    let r = record
    return MarkdownSourceRange(
      start: MarkdownSourceLocation(line: Int(r.startLine), column: Int(r.startColumn)),
      end: MarkdownSourceLocation(line: Int(r.endLine), column: Int(r.endColumn)))
  }

  /// The text of text, code, HTML and code-block nodes; `nil` for other kinds.
  public var literal: String? {
    switch kind {
    case .text, .code, .html, .htmlBlock, .codeBlock: return storage.string(record.text1)
    default: return nil
    }
  }

  /// The URL of links and images.
  public var destination: String? {
    kind == .link || kind == .image ? storage.string(record.text1) : nil
  }

  /// The title of links and images (empty when absent).
  public var title: String? {
    kind == .link || kind == .image ? storage.string(record.linkTitle) : nil
  }

  /// The info string of a fenced code block (empty when absent).
  public var info: String? { kind == .codeBlock ? storage.string(record.codeInfo) : nil }

  /// Whether a code block is fenced rather than indented.
  public var isFenced: Bool { kind == .codeBlock && record.int1 > 0 }

  /// The level, 1–6, of a heading.
  public var headingLevel: Int? { kind == .heading ? Int(record.int1) : nil }

  /// Whether a list is ordered.
  public var isOrdered: Bool { kind == .list && record.flags & NodeFlags.ordered != 0 }

  /// The start number of an ordered list.
  public var listStart: Int? { isOrdered ? Int(record.int1) : nil }

  /// Whether a list is tight (its paragraphs are rendered without `<p>`).
  public var isTight: Bool { kind == .list && record.flags & NodeFlags.tight != 0 }

  /// For GFM task-list items, whether the box is checked; `nil` for other nodes.
  public var taskState: Bool? {
    guard kind == .listItem, record.flags & NodeFlags.task != 0 else { return nil }
    return record.flags & NodeFlags.checked != 0
  }

  /// Whether a table row is the header row.
  public var isTableHeader: Bool { kind == .tableRow && record.flags & NodeFlags.header != 0 }

  /// The alignment of a table cell.
  public var tableAlignment: MarkdownTableAlignment? {
    kind == .tableCell ? MarkdownTableAlignment(rawValue: UInt8(record.int1)) : nil
  }

  /// The label of a footnote definition or reference.
  public var footnoteLabel: String? {
    kind == .footnoteDefinition || kind == .footnoteReference ? storage.string(record.text1) : nil
  }

  /// The number a footnote reference displays (the order of first reference).
  public var footnoteNumber: Int? {
    kind == .footnoteReference || kind == .footnoteDefinition ? Int(record.int1) : nil
  }

  /// Visits this node and its descendants in document order, entering and leaving; iterative.
  public func walk(_ visit: (MarkdownWalkEvent) throws -> Void) rethrows {
    let nodes = storage.nodes
    let root = Int32(index)
    var current = root
    var entering = true
    while true {
      let node = MarkdownNode(storage: storage, index: Int(current))
      let r = nodes[Int(current)]
      if entering {
        if r.firstChild >= 0 {
          try visit(MarkdownWalkEvent(node: node, isEntering: true))
          current = r.firstChild
          continue
        }
        try visit(MarkdownWalkEvent(node: node, isEntering: true))
        if NodeRecord.isContainer(r.kind) {
          try visit(MarkdownWalkEvent(node: node, isEntering: false))
        }
      } else {
        try visit(MarkdownWalkEvent(node: node, isEntering: false))
      }
      if current == root { return }
      if r.next >= 0 {
        current = r.next
        entering = true
      } else {
        current = r.parent
        entering = false
      }
    }
  }

  /// Nodes are equal when they are the same node of the same document.
  public static func == (lhs: MarkdownNode, rhs: MarkdownNode) -> Bool {
    lhs.storage === rhs.storage && lhs.index == rhs.index
  }

  /// Hashes the node's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(storage))
    hasher.combine(index)
  }

  /// The tree dump of this node and its descendants.
  public var debugDescription: String { treeDump() }

  func summary() -> String {
    var line = "\(kind) [\(sourceRange)]"
    func quoted(_ s: String) -> String {
      var out = "\""
      for scalar in s.unicodeScalars {
        switch scalar {
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    }
    switch kind {
    case .heading: line += " level=\(headingLevel!)"
    case .list:
      line += isOrdered ? " ordered start=\(listStart!)" : " bullet"
      line += isTight ? " tight" : " loose"
    case .listItem:
      if let task = taskState { line += task ? " task=[x]" : " task=[ ]" }
    case .codeBlock:
      line += isFenced ? " fenced info=\(quoted(info!))" : " indented"
      line += " " + quoted(literal!)
    case .text, .code, .html, .htmlBlock: line += " " + quoted(literal!)
    case .link, .image:
      line += " destination=\(quoted(destination!))"
      if let t = title, !t.isEmpty { line += " title=\(quoted(t))" }
    case .tableRow: if isTableHeader { line += " header" }
    case .tableCell:
      if let a = tableAlignment, a != .none { line += " align=\(a)" }
    case .footnoteDefinition, .footnoteReference:
      line += " label=\(quoted(footnoteLabel!)) number=\(footnoteNumber!)"
    default: break
    }
    return line
  }

  func treeDump() -> String {
    var out = ""
    var depth = 0
    walk { event in
      if event.isEntering {
        out += String(repeating: "  ", count: depth) + event.node.summary() + "\n"
        if NodeRecord.isContainer(event.node.record.kind) { depth += 1 }
      } else {
        depth -= 1
      }
    }
    return out
  }

  /// The children of a node.
  public struct Children: Sequence, Sendable {
    let storage: MarkdownStorage
    let first: Int32

    /// Iterates over the children.
    public func makeIterator() -> Iterator { Iterator(storage: storage, current: first) }

    /// Iterates over the children.
    public struct Iterator: IteratorProtocol, Sendable {
      let storage: MarkdownStorage
      var current: Int32

      /// The next child.
      public mutating func next() -> MarkdownNode? {
        guard current >= 0 else { return nil }
        let node = MarkdownNode(storage: storage, index: Int(current))
        current = storage.nodes[Int(current)].next
        return node
      }
    }
  }

  /// A node and its descendants in document order.
  public struct Descendants: Sequence, Sendable {
    let storage: MarkdownStorage
    let root: Int32

    /// Iterates in pre-order.
    public func makeIterator() -> Iterator { Iterator(storage: storage, root: root, current: root) }

    /// Iterates in pre-order, without recursion.
    public struct Iterator: IteratorProtocol, Sendable {
      let storage: MarkdownStorage
      let root: Int32
      var current: Int32

      /// The next node.
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
