/// A document of blocks — paragraphs, headings, lists, quotes, code, tables — each holding
/// ``StyledText`` and a ``BlockStyle``.
///
/// Renderers consume documents; ``flattened()`` turns one into a single ``StyledText`` with
/// paragraph styles, list markers and tab stops, which is what a text view shows. A styled text
/// is a one-paragraph document.
///
/// Storage is flat and compact: the blocks are fixed-size records in document order, each
/// knowing where its subtree ends, and the text of every block lives in one shared
/// ``StyledText``, so a million blocks cost a million records, not a million arrays. Building
/// and reading never recurse, so 10⁵ levels of nested quotes are ordinary.
///
///     var builder = StyledDocument.Builder()
///     builder.open(.heading(level: 1))
///     builder.append("Title", style: TextStyle.title1)
///     builder.close()
///     let document = builder.build()
///     document.blocks.first?.kind   // .heading(level: 1)
public struct StyledDocument: Sendable, Hashable {
  /// The blocks in document order (a block, then its descendants).
  var nodes: [Node]
  /// The text of every block, one block after another, as bytes and runs.
  package internal(set) var content: TextContent
  /// The interned block styles the nodes refer to.
  var blockStyles: [BlockStyle]
  /// Code block languages, referred to by index.
  var strings: [String]
  /// Table column alignments, one array per table.
  var tableColumns: [[ParagraphStyle.Alignment]]

  init(
    nodes: [Node], content: TextContent, blockStyles: [BlockStyle], strings: [String],
    tableColumns: [[ParagraphStyle.Alignment]]
  ) {
    self.nodes = nodes
    self.content = content
    self.blockStyles = blockStyles
    self.strings = strings
    self.tableColumns = tableColumns
  }

  /// Creates an empty document.
  ///
  ///     StyledDocument().blocks.isEmpty   // true
  public init() {
    self.init(nodes: [], content: TextContent(), blockStyles: [], strings: [], tableColumns: [])
  }

  /// Creates a one-paragraph document holding `text`.
  ///
  ///     StyledDocument("Hello".styled(.body)).blocks.first?.kind   // .paragraph
  ///
  /// - Parameters:
  ///   - text: the paragraph's text.
  ///   - style: the paragraph's block style.
  public init(_ text: StyledText, style: BlockStyle = BlockStyle()) {
    var builder = Builder()
    builder.open(.paragraph, style: style)
    builder.append(text)
    builder.close()
    self = builder.build()
  }

  /// The number of blocks at every level.
  ///
  ///     StyledDocument("a".styled(.body)).blockCount   // 1
  public var blockCount: Int { nodes.count }

  /// The top-level blocks, in order.
  ///
  ///     document.blocks.map(\.kind)   // [.heading(level: 1), .paragraph]
  public var blocks: Blocks { Blocks(document: self, start: 0, end: nodes.count) }
}

extension StyledText {
  /// This text as a one-paragraph document.
  ///
  ///     "Hi".styled(.body).document.blocks.count   // 1
  public var document: StyledDocument { StyledDocument(self) }
}

extension StyledDocument {
  /// One block record: kind, flags, payload, style, where its subtree and its text end.
  struct Node: Hashable, Sendable {
    var kind: KindTag
    var flags: Flags
    /// The block style's index in `blockStyles`.
    var style: Int32
    /// The index after this block's last descendant.
    var end: Int32
    /// Heading level, list start, footnote number, language or column index (-1: none).
    var payload: Int32
    /// The UTF-8 range of the block's own text (and its descendants') in `text`.
    var textStart: Int
    var textEnd: Int
  }

  /// The kind of a node, without its payload.
  enum KindTag: UInt8, Hashable, Sendable {
    case paragraph, heading, list, listItem, quote, codeBlock, table, tableRow, tableCell
    case thematicBreak, footnoteDefinition
  }

  /// A node's yes/no facts.
  struct Flags: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    static let ordered = Flags(rawValue: 1)
    static let tight = Flags(rawValue: 2)
    static let hasCheckbox = Flags(rawValue: 4)
    static let checked = Flags(rawValue: 8)
    static let header = Flags(rawValue: 16)
  }
}
