/// The HTML elements a renderer writes with styles of their own: each has one rule in a
/// page's style sheet, or one `style` attribute value in an email.
enum HTMLElement: Int, CaseIterable {
  case root, paragraph, heading1, heading2, heading3, heading4, heading5, heading6
  case quote, list, listItem, codeBlock, table, tableHeader, tableCell, thematicBreak
  case footnotes, strong, emphasis, strikethrough, inlineCode, link, image, footnoteReference
  case taskBox

  /// The heading element of a level, clamped to 1–6.
  static func heading(_ level: Int) -> HTMLElement {
    HTMLElement(rawValue: HTMLElement.heading1.rawValue + min(max(level, 1), 6) - 1)!
  }

  /// The selector of the element's rule inside `.typeset` (the root's is `.typeset` itself).
  var selector: StaticString {
    switch self {
    case .root: ".typeset"
    case .paragraph: ".typeset p"
    case .heading1: ".typeset h1"
    case .heading2: ".typeset h2"
    case .heading3: ".typeset h3"
    case .heading4: ".typeset h4"
    case .heading5: ".typeset h5"
    case .heading6: ".typeset h6"
    case .quote: ".typeset blockquote"
    case .list: ".typeset ul,.typeset ol"
    case .listItem: ".typeset li"
    case .codeBlock: ".typeset pre"
    case .table: ".typeset table"
    case .tableHeader: ".typeset th"
    case .tableCell: ".typeset td"
    case .thematicBreak: ".typeset hr"
    case .footnotes: ".typeset .footnotes"
    case .strong: ".typeset strong"
    case .emphasis: ".typeset em"
    case .strikethrough: ".typeset del"
    case .inlineCode: ".typeset code"
    case .link: ".typeset a"
    case .image: ".typeset img"
    case .footnoteReference: ".typeset sup.footnote-ref"
    case .taskBox: ".typeset li.task"
    }
  }
}
