extension MarkdownWalker {
  /// Walks a document from its root, calling this walker's methods in document order.
  ///
  ///     struct TextLength: MarkdownWalker {
  ///       var bytes = 0
  ///       mutating func visitText(_ text: MarkdownText) { bytes += text.literalBytes.count }
  ///     }
  ///     var length = TextLength()
  ///     length.walk(MarkdownParser.parse("# Hello\n\n*world*"))
  ///     length.bytes   // 10
  public mutating func walk(_ document: MarkdownDocument) {
    walk(document.root)
  }

  /// Walks the subtree under a node, the node included.
  ///
  ///     struct Kinds: MarkdownWalker {
  ///       var kinds: [MarkdownNode.Kind] = []
  ///       mutating func visitNode(_ node: MarkdownNode) -> MarkdownWalkAction {
  ///         kinds.append(node.kind)
  ///         return .visitChildren
  ///       }
  ///     }
  ///     var walker = Kinds()
  ///     walker.walk(MarkdownParser.parse("# *A*").root.firstChild!)
  ///     walker.kinds   // [.heading, .emphasis, .text]
  ///
  /// One loop follows the links of the node table: down to the first child, on to the next
  /// sibling, back up to the parent. It keeps no stack, so any depth is safe.
  public mutating func walk(_ node: MarkdownNode) {
    let storage = node.storage
    node.traverse(
      enter: { kind, index in
        enter(kind, MarkdownNode(storage: storage, index: index)) == .visitChildren
      },
      leave: { kind, index in leave(kind, MarkdownNode(storage: storage, index: index)) })
  }

  @inline(__always)
  private mutating func enter(_ kind: MarkdownNode.Kind, _ node: MarkdownNode) -> MarkdownWalkAction
  {
    switch kind {
    case .document: return visitDocument(MarkdownDocument(storage: node.storage))
    case .blockQuote: return visitBlockQuote(MarkdownBlockQuote(unchecked: node))
    case .list: return visitList(MarkdownList(unchecked: node))
    case .listItem: return visitListItem(MarkdownListItem(unchecked: node))
    case .codeBlock:
      visitCodeBlock(MarkdownCodeBlock(unchecked: node))
      return .skipChildren
    case .htmlBlock:
      visitHTMLBlock(MarkdownHTMLBlock(unchecked: node))
      return .skipChildren
    case .paragraph: return visitParagraph(MarkdownParagraph(unchecked: node))
    case .heading: return visitHeading(MarkdownHeading(unchecked: node))
    case .thematicBreak:
      visitThematicBreak(MarkdownThematicBreak(unchecked: node))
      return .skipChildren
    case .table: return visitTable(MarkdownTable(unchecked: node))
    case .tableRow: return visitTableRow(MarkdownTableRow(unchecked: node))
    case .tableCell: return visitTableCell(MarkdownTableCell(unchecked: node))
    case .footnoteDefinition:
      return visitFootnoteDefinition(MarkdownFootnoteDefinition(unchecked: node))
    case .text:
      visitText(MarkdownText(unchecked: node))
      return .skipChildren
    case .softBreak:
      visitSoftBreak(MarkdownSoftBreak(unchecked: node))
      return .skipChildren
    case .lineBreak:
      visitLineBreak(MarkdownLineBreak(unchecked: node))
      return .skipChildren
    case .code:
      visitInlineCode(MarkdownInlineCode(unchecked: node))
      return .skipChildren
    case .html:
      visitInlineHTML(MarkdownInlineHTML(unchecked: node))
      return .skipChildren
    case .emphasis: return visitEmphasis(MarkdownEmphasis(unchecked: node))
    case .strong: return visitStrong(MarkdownStrong(unchecked: node))
    case .strikethrough: return visitStrikethrough(MarkdownStrikethrough(unchecked: node))
    case .link: return visitLink(MarkdownLink(unchecked: node))
    case .image: return visitImage(MarkdownImage(unchecked: node))
    case .footnoteReference:
      visitFootnoteReference(MarkdownFootnoteReference(unchecked: node))
      return .skipChildren
    }
  }

  @inline(__always)
  private mutating func leave(_ kind: MarkdownNode.Kind, _ node: MarkdownNode) {
    switch kind {
    case .document: leaveDocument(MarkdownDocument(storage: node.storage))
    case .blockQuote: leaveBlockQuote(MarkdownBlockQuote(unchecked: node))
    case .list: leaveList(MarkdownList(unchecked: node))
    case .listItem: leaveListItem(MarkdownListItem(unchecked: node))
    case .paragraph: leaveParagraph(MarkdownParagraph(unchecked: node))
    case .heading: leaveHeading(MarkdownHeading(unchecked: node))
    case .table: leaveTable(MarkdownTable(unchecked: node))
    case .tableRow: leaveTableRow(MarkdownTableRow(unchecked: node))
    case .tableCell: leaveTableCell(MarkdownTableCell(unchecked: node))
    case .footnoteDefinition: leaveFootnoteDefinition(MarkdownFootnoteDefinition(unchecked: node))
    case .emphasis: leaveEmphasis(MarkdownEmphasis(unchecked: node))
    case .strong: leaveStrong(MarkdownStrong(unchecked: node))
    case .strikethrough: leaveStrikethrough(MarkdownStrikethrough(unchecked: node))
    case .link: leaveLink(MarkdownLink(unchecked: node))
    case .image: leaveImage(MarkdownImage(unchecked: node))
    default: break
    }
  }
}

extension MarkdownNode {
  /// The walk of every reader: one loop that follows the node table's links, down to the first
  /// child, on to the next sibling, back up to the parent, keeping no stack.
  ///
  /// `enter` is called with each node's kind and index on reaching it and answers whether to visit its children;
  /// `leave` is called on leaving each node that can have children, after its children or
  /// straight after `enter` when there are none or they are skipped.
  @inline(__always)
  func traverse(
    enter: (MarkdownNode.Kind, Int) throws -> Bool,
    leave: (MarkdownNode.Kind, Int) throws -> Void
  ) rethrows {
    let storage = self.storage
    let root = Int32(index)
    try storage.nodes.withUnsafeBufferPointer { nodes in
      var current = root
      var entering = true
      while true {
        let record = nodes[Int(current)]
        if entering {
          if try enter(record.kind, Int(current)), record.firstChild >= 0 {
            current = record.firstChild
            continue
          }
          if record.kind.canHaveChildren { try leave(record.kind, Int(current)) }
        } else {
          try leave(record.kind, Int(current))
        }
        if current == root { return }
        if record.next >= 0 {
          current = record.next
          entering = true
        } else {
          current = record.parent
          entering = false
        }
      }
    }
  }
}
