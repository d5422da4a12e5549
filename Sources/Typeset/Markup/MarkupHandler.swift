/// Receives the tags `MarkupScanner` finds, in source order, and decides what becomes of them.
///
/// A handler decides which tags exist, checks nesting and throws `MarkupError` (for example
/// `.unclosedTag`, `.strayClosingTag`, `.unknownTag`) when it wants the scan to stop. The
/// tags it gets refer to the input and are valid only during the call.
protocol MarkupHandler {
  /// Called for `<name …>`; `outputOffset` is the number of text bytes written so far.
  mutating func openTag(_ tag: ScannedTag, outputOffset: Int) throws(MarkupError) -> MarkupTagAction

  /// Called for `</name>`: `name` is where the name is written, `key` its packed form (0
  /// when longer than eight bytes); `outputOffset` is the number of text bytes written so far.
  mutating func closeTag(
    named name: Range<Int>, key: UInt64, sourceRange: Range<Int>, outputOffset: Int
  ) throws(MarkupError) -> MarkupTagAction

  /// Called for `<name …/>`; `outputOffset` is the number of text bytes written so far.
  mutating func selfClosingTag(
    _ tag: ScannedTag, outputOffset: Int
  ) throws(MarkupError) -> MarkupTagAction
}
