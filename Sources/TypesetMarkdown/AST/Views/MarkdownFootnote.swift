/// A footnote definition or a reference to one: both carry the footnote's label and number.
///
///     let document = MarkdownParser.parse("x[^n]\n\n[^n]: N")
///     MarkdownFootnoteDefinition(document.root.lastChild!)!.label   // "n"
///     MarkdownFootnoteReference(document.root.firstChild!.lastChild!)!.number   // 1
public protocol MarkdownFootnote: MarkdownNodeView {}

extension MarkdownFootnote {
  /// The footnote's label, as written between `[^` and `]` in its definition.
  ///
  ///     let node = MarkdownParser.parse("x[^Note]\n\n[^Note]: N").root.lastChild!
  ///     MarkdownFootnoteDefinition(node)!.label   // "Note"
  public var label: String { labelBytes.string }

  /// The bytes of ``label``, read in place.
  ///
  ///     let node = MarkdownParser.parse("x[^n]\n\n[^n]: N").root.firstChild!.lastChild!
  ///     MarkdownFootnoteReference(node)!.labelBytes.count   // 1
  public var labelBytes: MarkdownBytes {
    MarkdownBytes(storage: node.storage, range: node.record.footnoteLabel)
  }

  /// The footnote's number, in the order of first reference, from 1; a reference displays it.
  ///
  ///     let node = MarkdownParser.parse("[^b] [^a]\n\n[^a]: A\n\n[^b]: B").root.lastChild!
  ///     MarkdownFootnoteDefinition(node)!.number   // 2
  public var number: Int { node.record.footnoteNumber }
}
