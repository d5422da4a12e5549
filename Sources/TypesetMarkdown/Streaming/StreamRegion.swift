/// A structurally final piece of a streamed document: the text between two line starts where
/// only the document was open, parsed once with the definitions before it known.
struct StreamRegion: Sendable {
  /// The region's byte range in the stream's text, and the number of its first line.
  var start: Int
  var end: Int
  var firstLine: Int32
  /// The number of its last line, and that line's length in bytes.
  var lastLine: Int32 = 0
  var lastLineLength: Int32 = 0
  /// The region's tree (footnotes not numbered) and text store.
  var nodes: [NodeRecord]
  var bytes: [UInt8]
  var detachedCount: Int
  /// Labels its reference lookups missed: a later definition of one re-inlines the region.
  var missedLabels: Set<[UInt8]>
  /// Labels of its footnote references that have no final definition yet.
  var missingFootnotes: Set<[UInt8]>
  /// The normalised labels of its footnote references, in walk order.
  var footnoteReferenceKeys: [[UInt8]]
  /// Its footnote definitions, in the order the parser numbers them (each left after its
  /// children): normalised label, then the label as written.
  var footnoteDefinitions: [(key: [UInt8], label: [UInt8])]
  /// Its top-level blocks that stay in place (footnote definitions move to the end).
  var visibleBlockCount: Int
  /// Whether a definition of a label it missed arrived since its tree was parsed.
  var isStale = false
  /// The stream's text length when its tree was parsed, and how many times it was parsed
  /// again.
  var parsedAtTextCount = 0
  var reparseCount = 0

  /// Whether missed labels a footnote could have (`^note`) hold the region (without
  /// footnotes). With footnotes, every `[^note]` reference also misses the link label
  /// `^note`, but no link definition can take such a label then (the parser leaves those to
  /// footnotes), so nothing could ever define it; `^` alone or `^a b` can still be defined.
  var caretLabelsHold = true

  /// Whether a later definition could still change the region's inlines.
  var isHeld: Bool {
    if isStale || !missingFootnotes.isEmpty { return true }
    if caretLabelsHold { return !missedLabels.isEmpty }
    return missedLabels.contains { !isFootnoteLabel($0) }
  }

  /// Whether the region holds footnote references or definitions.
  var hasFootnotes: Bool { !footnoteReferenceKeys.isEmpty || !footnoteDefinitions.isEmpty }

  /// The region from a parse of its text.
  init(start: Int, end: Int, firstLine: Int32, piece: PieceParse, caretLabelsHold: Bool) {
    self.caretLabelsHold = caretLabelsHold
    self.start = start
    self.end = end
    self.firstLine = firstLine
    nodes = []
    bytes = []
    detachedCount = 0
    missedLabels = []
    missingFootnotes = []
    footnoteReferenceKeys = []
    footnoteDefinitions = []
    visibleBlockCount = 0
    replaceTree(with: piece)
  }

  /// Takes the tree of a new parse of the same text (after a definition arrived).
  mutating func replaceTree(with piece: PieceParse) {
    // Kept for the rest of the stream, so copied to their size: the parser reserves room
    // for a whole document (sixteen nodes and more at least), which a stream of many small
    // blocks would otherwise keep for every one of them.
    nodes = piece.nodes.withUnsafeBufferPointer { Array($0) }
    bytes = piece.bytes.withUnsafeBufferPointer { Array($0) }
    lastLine = piece.lastLine
    lastLineLength = piece.lastLineLength
    detachedCount = piece.detachedCount
    missedLabels = Set(piece.missedLabels)
    footnoteReferenceKeys = []
    footnoteDefinitions = []
    visibleBlockCount = 0
    var child = nodes[0].firstChild
    while child >= 0 {
      if nodes[Int(child)].kind != .footnoteDefinition { visibleBlockCount += 1 }
      child = nodes[Int(child)].next
    }
    StreamTree.walk(nodes, from: 0) { node, entering in
      let record = nodes[Int(node)]
      if entering && record.kind == .footnoteReference {
        footnoteReferenceKeys.append(normalizedLabel(record.footnoteLabel))
      } else if !entering && record.kind == .footnoteDefinition {
        footnoteDefinitions.append(
          (key: normalizedLabel(record.footnoteLabel), label: labelBytes(record.footnoteLabel)))
      }
    }
  }

  /// The bytes of `range` in the region's text store.
  func labelBytes(_ range: TextRange) -> [UInt8] {
    Array(bytes[Int(range.start)..<Int(range.start + range.count)])
  }

  /// The normalised label of `range` (§4.7 label matching).
  func normalizedLabel(_ range: TextRange) -> [UInt8] {
    bytes.withUnsafeBufferPointer { store in
      normalizeLabel(store, Int(range.start), Int(range.start + range.count))
    }
  }
}
