/// How the tag-markup scanner treats input that is not well formed.
///
///     let forgiving = MarkupMode.lenient   // "a < b", "<b" and "&foo;" stay plain text
///     let checked = MarkupMode.strict      // "<b" and "&foo;" throw a MarkupError
public enum MarkupMode: String, Hashable, Sendable, CaseIterable, Codable {
  /// Anything that cannot be read as a tag, comment or reference is kept as plain text.
  ///
  ///     MarkupMode.lenient.rawValue   // "lenient"
  case lenient

  /// Malformed tags, unknown entities and other mistakes throw a `MarkupError` with a position.
  ///
  ///     MarkupMode.strict.rawValue   // "strict"
  case strict
}
