/// One node of the flat tree (56 bytes). `int1`, `int2` and `text1` mean different things
/// for different kinds:
///
/// - heading: int1 = level; list: int1 = start, int2 = delimiter byte; list item: int1 =
///   marker offset, int2 = padding; HTML block: int1 = kind 1–7; table cell: int1 = alignment
/// - code block: text1 = literal, int1 = fence length (0 when indented), int2 = length of the
///   info string, stored just before the literal
/// - link, image: text1 = destination, title at (int1, int2) = (start, count)
/// - footnote definition: text1 = label, int1 = number, int2 = reference count; footnote
///   reference: text1 = the definition's label, int1 = number, int2 = which reference
struct NodeRecord: Sendable {
  var kind: UInt8
  var flags: UInt8 = 0
  var parent: Int32 = -1
  var firstChild: Int32 = -1
  var lastChild: Int32 = -1
  var next: Int32 = -1
  var prev: Int32 = -1
  var int1: Int32 = 0
  var int2: Int32 = 0
  var text1 = TextRange.empty
  var startLine: Int32 = 0
  var startColumn: Int32 = 0
  var endLine: Int32 = 0
  var endColumn: Int32 = 0

  /// The title of a link or image.
  var linkTitle: TextRange { TextRange(start: int1, count: int2) }

  /// The info string of a code block (stored just before its literal).
  var codeInfo: TextRange { TextRange(start: text1.start - int2, count: int2) }

  init(kind: MarkdownNode.Kind) {
    self.kind = kind.rawValue
  }

  /// Kinds that are entered and left during a walk (they can hold children).
  static func isContainer(_ kind: UInt8) -> Bool {
    switch MarkdownNode.Kind(rawValue: kind)! {
    case .text, .softBreak, .lineBreak, .code, .html, .htmlBlock, .codeBlock, .thematicBreak,
      .footnoteReference:
      return false
    default: return true
    }
  }
}
