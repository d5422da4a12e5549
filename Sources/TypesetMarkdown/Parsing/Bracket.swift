/// An open `[` or `![` on the inline parser's bracket stack.
struct Bracket {
  var node: Int32
  var image: Bool
  var bracketAfter: Bool
  /// Subject position just after `[`.
  var position: Int
  /// Number of delimiters pushed before this bracket (the emphasis stack bottom).
  var delimiterBottom: Int
}
