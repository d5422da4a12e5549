extension TextStyle {
  /// A special effect drawn on glyphs.
  ///
  ///     TextStyle().textEffect(.letterpress)
  public enum TextEffect: String, Hashable, Sendable, Codable, CaseIterable {
    /// Glyphs look pressed into the background.
    case letterpress
  }
}
