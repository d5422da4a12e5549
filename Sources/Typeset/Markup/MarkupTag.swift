/// An opening or self-closing tag reported by `MarkupScanner`.
struct MarkupTag: Hashable, Sendable {
  /// The tag's name, lowercased.
  var name: String
  /// The name packed by `ShortNameCache.key(lowercasing:)`, 0 when it is longer than eight
  /// bytes; lets handlers find what a name means without hashing it.
  var nameKey: UInt64 = 0
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

extension MarkupTag {
  /// Tags are equal when their names, attributes and places are; the packed key follows
  /// from the name.
  static func == (lhs: MarkupTag, rhs: MarkupTag) -> Bool {
    lhs.name == rhs.name && lhs.attributes == rhs.attributes && lhs.sourceRange == rhs.sourceRange
  }

  /// Hashes what equality compares.
  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(attributes)
    hasher.combine(sourceRange)
  }
}
