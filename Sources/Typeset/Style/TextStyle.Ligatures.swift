extension TextStyle {
  /// Which ligatures a font may form.
  ///
  ///     TextStyle().ligatures(.none)   // "fi" stays two glyphs, e.g. for code
  public enum Ligatures: String, Hashable, Sendable, Codable, CaseIterable {
    /// No ligatures at all.
    case none
    /// The font's standard ligatures (the platform default).
    case standard
    /// Every ligature the font has, including discretionary ones.
    case all
  }
}
