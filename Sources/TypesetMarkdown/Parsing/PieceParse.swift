/// What a parse of a piece of a document found (see `BlockParser.runPiece`).
struct PieceParse {
  /// The piece's tree (footnotes not yet numbered: references keep their own labels and
  /// definitions stay where they are) and its text store.
  var nodes: [NodeRecord]
  var bytes: [UInt8]
  var detachedCount: Int
  /// The normalised labels reference lookups did not find.
  var missedLabels: [[UInt8]]
  /// The piece's own link reference definitions, by normalised label, in order.
  var definitions: [(label: [UInt8], reference: KnownReference)]
  /// The number of the piece's last line, and that line's length in bytes.
  var lastLine: Int32
  var lastLineLength: Int32
}
