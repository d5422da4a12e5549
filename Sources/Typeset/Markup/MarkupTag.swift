/// An opening or self-closing tag reported by `MarkupScanner`.
struct MarkupTag: Hashable, Sendable {
  /// The tag's name, lowercased.
  var name: String
  /// The attributes in source order; an empty array (no allocation) when there are none.
  var attributes: [MarkupAttribute]
  /// The byte offsets of the tag in the input, from its `<` up to and including its `>`.
  var sourceRange: Range<Int>

  /// The value of the first attribute with the given name (compared case-insensitively), or `nil`.
  subscript(attribute name: String) -> String? {
    if let match = attributes.first(where: { $0.name == name }) { return match.value }
    let lowered = name.lowercased()
    guard lowered != name else { return nil }
    return attributes.first(where: { $0.name == lowered })?.value
  }
}
