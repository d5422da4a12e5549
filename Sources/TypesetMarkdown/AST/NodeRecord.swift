/// One node of the flat tree (56 bytes).
///
/// The record keeps two payload words and one text range whose meaning depends on the kind;
/// they are private, and every kind's payload is read and written through the named accessors
/// below (`headingLevel`, `listStart`, `fenceLength`, `linkTitle`, …). An accessor is only
/// meaningful on its kind. Nothing in the record changes meaning during the parse: parse-time
/// state (the open fence, whether a block ended with a blank line) lives in the block parser.
struct NodeRecord: Sendable {
  var kind: MarkdownNode.Kind
  var flags: NodeFlags = []
  var parent: Int32 = -1
  var firstChild: Int32 = -1
  var lastChild: Int32 = -1
  var next: Int32 = -1
  var prev: Int32 = -1
  /// Payload word 1, read through the named accessors only.
  private var word1: Int32 = 0
  /// Payload word 2, read through the named accessors only.
  private var word2: Int32 = 0
  /// The kind's text (literal, destination or label), read through the named accessors only.
  private var text = TextRange.empty
  var startLine: Int32 = 0
  var startColumn: Int32 = 0
  var endLine: Int32 = 0
  var endColumn: Int32 = 0

  init(kind: MarkdownNode.Kind) {
    self.kind = kind
  }

  // MARK: - Text

  /// The literal of a text, code span, inline HTML, code block or HTML block (for a pending
  /// delimiter run during the inline phase: the run's characters still unused).
  var literal: TextRange {
    get { text }
    set { text = newValue }
  }

  /// The destination of a link or image.
  var destination: TextRange {
    get { text }
    set { text = newValue }
  }

  /// The label of a footnote definition, or of the definition a footnote reference points to
  /// (before numbering: the reference's own label).
  var footnoteLabel: TextRange {
    get { text }
    set { text = newValue }
  }

  // MARK: - Headings, lists, items

  /// A heading's level, 1–6.
  var headingLevel: Int {
    get { Int(word1) }
    set { word1 = Int32(newValue) }
  }

  /// An ordered list's start number (0 for a bullet list).
  var listStart: Int {
    get { Int(word1) }
    set { word1 = Int32(newValue) }
  }

  /// A list's marker byte: `-`, `+`, `*` for bullets, `.` or `)` for ordered lists.
  var listDelimiter: UInt8 {
    get { UInt8(truncatingIfNeeded: word2) }
    set { word2 = Int32(newValue) }
  }

  /// A list item's marker offset: columns of indentation before its marker.
  var itemMarkerOffset: Int {
    get { Int(word1) }
    set { word1 = Int32(newValue) }
  }

  /// A list item's padding: columns from its marker's start to its content (§5.2).
  var itemPadding: Int {
    get { Int(word2) }
    set { word2 = Int32(newValue) }
  }

  // MARK: - Code and HTML blocks

  /// A code block's fence length (0 when it is an indented code block).
  var fenceLength: Int {
    get { Int(word1) }
    set { word1 = Int32(newValue) }
  }

  /// A fenced code block's info-string length; the info string is stored just before the
  /// literal.
  var infoLength: Int {
    get { Int(word2) }
    set { word2 = Int32(newValue) }
  }

  /// The info string of a code block (stored just before its literal).
  var codeInfo: TextRange { TextRange(start: text.start - word2, count: word2) }

  /// An HTML block's type, 1–7 (§4.6's start conditions).
  var htmlBlockType: Int {
    get { Int(word1) }
    set { word1 = Int32(newValue) }
  }

  // MARK: - Tables

  /// A table's number of columns.
  var tableColumnCount: Int {
    get { Int(word1) }
    set { word1 = Int32(newValue) }
  }

  /// A table cell's alignment.
  var tableCellAlignment: MarkdownTableAlignment {
    get {
      switch word1 {
      case 1: .left
      case 2: .center
      case 3: .right
      default: .unspecified
      }
    }
    set {
      switch newValue {
      case .unspecified: word1 = 0
      case .left: word1 = 1
      case .center: word1 = 2
      case .right: word1 = 3
      }
    }
  }

  // MARK: - Links and footnotes

  /// The title of a link or image.
  var linkTitle: TextRange {
    get { TextRange(start: word1, count: word2) }
    set {
      word1 = newValue.start
      word2 = newValue.count
    }
  }

  /// A footnote definition's or reference's number (1 for the first definition referenced).
  var footnoteNumber: Int {
    get { Int(word1) }
    set { word1 = Int32(newValue) }
  }

  /// A footnote definition's number of references.
  var footnoteReferenceCount: Int {
    get { Int(word2) }
    set { word2 = Int32(newValue) }
  }

  /// A footnote reference's ordinal among the references to its definition (1 for the first).
  var footnoteReferenceOrdinal: Int {
    get { Int(word2) }
    set { word2 = Int32(newValue) }
  }
}
