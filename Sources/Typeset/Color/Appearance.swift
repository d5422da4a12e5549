/// Whether text is shown on a light or a dark background.
///
/// Resolution picks a ``TextColor``'s variant by appearance.
///
///     TextColor.label.resolved(for: .dark).hex   // "#FFFFFFFF"
public enum Appearance: String, CaseIterable, Hashable, Sendable, Codable {
  /// The light appearance (dark text on light backgrounds).
  ///
  ///     TextColor.label.resolved(for: .light).hex   // "#000000FF"
  case light
  /// The dark appearance (light text on dark backgrounds).
  ///
  ///     TextColor.systemBlue.resolved(for: .dark).hex   // "#0A84FFFF"
  case dark
}
