import TypesetMarkdown

/// The visible text of a Markdown document, for `--to text`: what `cmark --to plaintext`
/// users want from a document, without its markup.
///
/// Blocks are separated by one blank line; inside a paragraph, soft and hard line breaks are
/// line breaks. Table rows are lines with their cells separated by tabs. Images give their
/// description, footnote references their number in brackets; raw HTML, thematic breaks and
/// list markers print nothing. Read through the tree's walk, so any nesting depth is safe.
enum MarkdownPlainText {
  static func write(_ document: MarkdownDocument, to output: inout [UInt8]) {
    let start = output.count
    var needsBlankLine = false
    var isFirstRow = true
    var isFirstCell = true
    func append(_ text: String) {
      var text = text
      text.withUTF8 { output.append(contentsOf: $0) }
    }
    func beginBlock() {
      if needsBlankLine && output.count > start { output.append(contentsOf: [0x0A, 0x0A]) }
      needsBlankLine = false
    }
    document.walk { event in
      let node = event.node
      guard event.isEntering else {
        switch node.kind {
        case .paragraph, .heading, .table: needsBlankLine = true
        default: break
        }
        return
      }
      switch node.kind {
      case .paragraph, .heading:
        beginBlock()
      case .table:
        beginBlock()
        isFirstRow = true
      case .codeBlock:
        beginBlock()
        var literal = node.literal ?? ""
        if literal.hasSuffix("\n") { literal.removeLast() }
        append(literal)
        needsBlankLine = true
      case .tableRow:
        if !isFirstRow { output.append(0x0A) }
        isFirstRow = false
        isFirstCell = true
      case .tableCell:
        if !isFirstCell { output.append(0x09) }
        isFirstCell = false
      case .text, .code:
        append(node.literal ?? "")
      case .softBreak, .lineBreak:
        output.append(0x0A)
      case .footnoteReference:
        append("[\(node.footnoteNumber ?? 0)]")
      default:
        break
      }
    }
    if output.count > start { output.append(0x0A) }
  }

}
