extension StyledDocument {
  /// What a block is, with what it needs to be shown: a heading's level, a list's start.
  ///
  ///     StyledDocument.Kind.list(ordered: true, start: 3, isTight: true).isContainer   // true
  public enum Kind: Hashable, Sendable {
    /// A paragraph of text.
    case paragraph
    /// A heading of level 1 to 6.
    case heading(level: Int)
    /// A list holding items; ordered lists count from `start`.
    case list(ordered: Bool, start: Int, isTight: Bool)
    /// A list item holding blocks; a task item has a checkbox.
    case listItem(checkbox: Checkbox?)
    /// A block quote holding blocks.
    case quote
    /// A code block: its text, and the language its info string names.
    case codeBlock(language: String?)
    /// A table holding rows; each column aligned as given.
    case table(columns: [ParagraphStyle.Alignment])
    /// A table row holding cells; the first row of a table is its header.
    case tableRow(isHeader: Bool)
    /// A table cell: its text.
    case tableCell
    /// A thematic break: its text is what the theme draws.
    case thematicBreak
    /// A footnote definition holding blocks, numbered in order of first reference.
    case footnoteDefinition(number: Int)

    /// Whether the block holds other blocks rather than text.
    ///
    ///     StyledDocument.Kind.quote.isContainer       // true
    ///     StyledDocument.Kind.paragraph.isContainer   // false
    public var isContainer: Bool {
      switch self {
      case .list, .listItem, .quote, .table, .tableRow, .footnoteDefinition: true
      case .paragraph, .heading, .codeBlock, .tableCell, .thematicBreak: false
      }
    }

    /// The kind's name as the JSON dump and the tree print it.
    ///
    ///     StyledDocument.Kind.listItem(checkbox: nil).name   // "listItem"
    public var name: String { tag.name }

    var tag: KindTag {
      switch self {
      case .paragraph: .paragraph
      case .heading: .heading
      case .list: .list
      case .listItem: .listItem
      case .quote: .quote
      case .codeBlock: .codeBlock
      case .table: .table
      case .tableRow: .tableRow
      case .tableCell: .tableCell
      case .thematicBreak: .thematicBreak
      case .footnoteDefinition: .footnoteDefinition
      }
    }
  }

  /// The state of a task item's checkbox.
  ///
  ///     StyledDocument.Checkbox.checked.isChecked   // true
  public enum Checkbox: Hashable, Sendable {
    /// An open task (`- [ ]`).
    case unchecked
    /// A done task (`- [x]`).
    case checked

    /// Whether the task is done.
    ///
    ///     StyledDocument.Checkbox.unchecked.isChecked   // false
    public var isChecked: Bool { self == .checked }
  }
}

extension StyledDocument.KindTag {
  var name: String {
    switch self {
    case .paragraph: "paragraph"
    case .heading: "heading"
    case .list: "list"
    case .listItem: "listItem"
    case .quote: "quote"
    case .codeBlock: "codeBlock"
    case .table: "table"
    case .tableRow: "tableRow"
    case .tableCell: "tableCell"
    case .thematicBreak: "thematicBreak"
    case .footnoteDefinition: "footnoteDefinition"
    }
  }

  var isContainer: Bool {
    switch self {
    case .list, .listItem, .quote, .table, .tableRow, .footnoteDefinition: true
    case .paragraph, .heading, .codeBlock, .tableCell, .thematicBreak: false
    }
  }
}
