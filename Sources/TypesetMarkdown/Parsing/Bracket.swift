/// An open `[` or `![` on the inline parser's bracket stack (§6.3, as the spec's appendix
/// parses links).
struct Bracket {
  /// The text node holding the bracket.
  var node: Int32
  /// Whether the bracket is `![`, which opens an image.
  var image: Bool
  /// Whether another bracket was pushed after this one (the link text holds a bracket, so it
  /// cannot be a shortcut or collapsed reference's label).
  var bracketAfter: Bool
  /// Subject position just after `[`.
  var position: Int
  /// Number of delimiters pushed before this bracket (the emphasis stack bottom).
  var delimiterBottom: Int
}
