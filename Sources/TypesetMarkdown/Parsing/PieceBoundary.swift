/// A line start that nothing after it can change the blocks before: one where only the
/// document (or a heading or thematic break, which the next line closes whatever it holds) is
/// open, or the start of a line that opened the block open at the top level (see
/// `BlockParser.lineStartedTheOpenTopLevelBlock`).
struct PieceBoundary {
  /// The byte offset of the line start in the parser's input.
  var offset: Int
  /// The number of the line before it.
  var line: Int32
  /// The length of the line before it, in bytes.
  var lineLength: Int32
}
