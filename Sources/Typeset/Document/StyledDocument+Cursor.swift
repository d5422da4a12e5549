extension StyledDocument {
  /// Sibling blocks by their index in the document, for renderers that walk every block: a
  /// ``Block`` holds a copy of its document, so making one per block retains and releases the
  /// document's storage each time, while a cursor is two integers read against the document
  /// the renderer already holds.
  ///
  ///     var cursor = document.topLevelCursor
  ///     while let index = cursor.next(in: document) { print(document.kind(at: index)) }
  package struct Cursor: Sendable {
    /// The next sibling's index.
    package private(set) var position: Int
    /// The index after the last sibling.
    package let end: Int

    /// The next sibling's index, or `nil` after the last.
    ///
    ///     cursor.next(in: document)   // 0
    @inline(__always)
    package mutating func next(in document: StyledDocument) -> Int? {
      guard position < end else { return nil }
      let index = position
      position = Int(document.nodes[index].end)
      return index
    }
  }

  /// A cursor over the top-level blocks.
  ///
  ///     var cursor = document.topLevelCursor
  package var topLevelCursor: Cursor { Cursor(position: 0, end: nodes.count) }

  /// A cursor over the children of the block at `index`.
  ///
  ///     var items = document.childCursor(of: listIndex)
  package func childCursor(of index: Int) -> Cursor {
    Cursor(position: index + 1, end: Int(nodes[index].end))
  }

  /// The kind of the block at `index`.
  ///
  ///     document.kind(at: 0)   // .heading(level: 1)
  package func kind(at index: Int) -> Kind {
    let node = nodes[index]
    switch node.kind {
    case .paragraph: return .paragraph
    case .heading: return .heading(level: Int(node.payload))
    case .list:
      return .list(
        ordered: node.flags.contains(.ordered), start: Int(node.payload),
        isTight: node.flags.contains(.tight))
    case .listItem:
      guard node.flags.contains(.hasCheckbox) else { return .listItem(checkbox: nil) }
      return .listItem(checkbox: node.flags.contains(.checked) ? .checked : .unchecked)
    case .quote: return .quote
    case .codeBlock:
      return .codeBlock(language: node.payload < 0 ? nil : strings[Int(node.payload)])
    case .table: return .table(columns: tableColumns[Int(node.payload)])
    case .tableRow: return .tableRow(isHeader: node.flags.contains(.header))
    case .tableCell: return .tableCell
    case .thematicBreak: return .thematicBreak
    case .footnoteDefinition: return .footnoteDefinition(number: Int(node.payload))
    }
  }

  /// The block style of the block at `index`.
  ///
  ///     document.blockStyle(at: 0).spacingAfter
  package func blockStyle(at index: Int) -> BlockStyle { blockStyles[Int(nodes[index].style)] }

  /// The UTF-8 range of the own text of the block at `index` in the shared text (empty for
  /// containers).
  ///
  ///     document.sharedTextRange(at: 0)   // 0..<5
  package func sharedTextRange(at index: Int) -> Range<Int> {
    let node = nodes[index]
    return node.kind.isContainer ? node.textStart..<node.textStart : node.textStart..<node.textEnd
  }
}
