/// The block open at the top level after a boundary search, when it is the kind whose end a
/// stream can see coming from a line's first bytes (see `MarkdownStream`): until a line might
/// end it, there is no boundary to look for.
enum OpenTopLevelBlock: Sendable {
  /// Anything else (or nothing): any line may matter.
  case other
  /// A fenced code block (§4.5): only a closing fence ends it.
  case fence(character: UInt8, length: Int)
  /// A list (§5.3): only a line indented less than its open item's content, that is no item
  /// of the same list, ends it.
  case list(ordered: Bool, delimiter: UInt8, contentColumn: Int)
  /// A block quote (§5.1): only a blank line or a line without `>` ends it.
  case quote
  /// A GFM footnote definition: only a line indented less than 4 columns ends it.
  case footnote
  /// A paragraph (§4.8): only a blank line or a block start that can interrupt it ends it.
  case paragraph
  /// An HTML block (§4.6) of the given kind: kinds 1–5 end at a line holding their end
  /// condition, kinds 6 and 7 at a blank line.
  case htmlBlock(kind: Int)
  /// A GFM table: only a blank line, an empty row or a block start ends it.
  case table
}
