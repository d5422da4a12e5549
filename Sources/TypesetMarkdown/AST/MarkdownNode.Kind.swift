extension MarkdownNode {
  /// The node types of CommonMark and the GitHub extensions.
  ///
  ///     MarkdownParser.parse("~~gone~~").root.firstChild?.firstChild?.kind   // .strikethrough
  public enum Kind: Hashable, Sendable, CaseIterable {
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
}
