/// One attribute of a tag, with its name lowercased and its entities decoded.
struct MarkupAttribute: Hashable, Sendable {
  /// The attribute's name, lowercased.
  var name: String
  /// The decoded value; `""` for a bare attribute such as `<input disabled>`.
  var value: String
}
