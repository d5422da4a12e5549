/// A node whose content is text as written: plain text, a code span, inline HTML, a code
/// block or an HTML block.
///
///     let node = MarkdownParser.parse("```\nlet x\n```").root.firstChild!
///     MarkdownCodeBlock(node)!.literal   // "let x\n"
public protocol MarkdownLiteralNode: MarkdownNodeView {}

extension MarkdownLiteralNode {
  /// The node's text: entities and escapes resolved for text; the code of a code span or
  /// block (a block's with its final line ending); raw HTML as written.
  ///
  ///     let node = MarkdownParser.parse("<div>").root.firstChild!
  ///     MarkdownHTMLBlock(node)!.literal   // "<div>\n"
  public var literal: String { literalBytes.string }

  /// The bytes of ``literal``, read in place.
  ///
  ///     let node = MarkdownParser.parse("    ab").root.firstChild!
  ///     MarkdownCodeBlock(node)!.literalBytes.count   // 3
  public var literalBytes: MarkdownBytes {
    MarkdownBytes(storage: node.storage, range: node.record.literal)
  }
}
