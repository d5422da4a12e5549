extension TextStyle {
  /// Which ligatures a font may form.
  ///
  /// The absence of a choice is `nil` (inherit), so no case is called `none`.
  ///
  ///     TextStyle().ligatures(.requiredOnly)   // "fi" stays two glyphs, e.g. for code
  public enum Ligatures: String, Hashable, Sendable, Codable, CaseIterable {
    /// Only the ligatures the script requires (none at all in Latin text).
    case requiredOnly
    /// The font's standard ligatures (the platform default).
    case standard
    /// Every ligature the font has, including discretionary ones.
    case all
  }
}
