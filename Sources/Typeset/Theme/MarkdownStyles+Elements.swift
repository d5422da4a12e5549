extension MarkdownStyles {
  /// The theme's Markdown elements as small numbers, for tables indexed by (style, element):
  /// the styling pass and the HTML renderer merge the same element styles over the same
  /// parents, and number them alike so the two change together.
  ///
  ///     MarkdownStyles.Element.heading + 2   // the number of heading level 2
  package enum Element {
    package static let paragraph = 1
    package static let quote = 2
    package static let listItem = 3
    package static let codeBlock = 4
    package static let thematicBreak = 5
    package static let tableHeader = 6
    package static let tableCell = 7
    package static let footnoteDefinition = 8
    package static let emphasis = 9
    package static let strong = 10
    package static let strongEmphasis = 11
    package static let strikethrough = 12
    package static let inlineCode = 13
    package static let link = 14
    package static let image = 15
    package static let footnoteReference = 16
    /// A heading's number is this plus its level.
    package static let heading = 20
    /// The number of elements, headings included.
    package static let count = 32
  }

  /// The theme's style for an element number (a heading's is `Element.heading + level`).
  ///
  ///     MarkdownStyles().style(forElement: MarkdownStyles.Element.quote)   // the quote style
  package func style(forElement element: Int) -> TextStyle {
    switch element {
    case Element.paragraph: paragraph
    case Element.quote: quote
    case Element.listItem: listItem
    case Element.codeBlock: codeBlock
    case Element.thematicBreak: thematicBreak
    case Element.tableHeader: tableHeader
    case Element.tableCell: tableCell
    case Element.footnoteDefinition: footnoteDefinition
    case Element.emphasis: emphasis
    case Element.strong: strong
    case Element.strongEmphasis: strongEmphasis
    case Element.strikethrough: strikethrough
    case Element.inlineCode: inlineCode
    case Element.link: link
    case Element.image: image
    case Element.footnoteReference: footnoteReference
    default: heading(element - Element.heading)
    }
  }
}
