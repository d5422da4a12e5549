/// What a handler tells the scanner to do with a tag it was given.
enum MarkupTagAction: Hashable, Sendable {
  /// The tag disappears from the text.
  case consume
  /// The tag's source bytes are copied into the text verbatim.
  case keepLiteral
  /// The given text is put where the tag was.
  case insert(String)
}
