/// Whether text is shown on a light or a dark background.
///
/// Resolution picks a ``Color``'s variant by appearance.
///
///     Color.label.resolved(for: .dark).hex   // "#FFFFFFFF"
public enum Appearance: String, CaseIterable, Hashable, Sendable, Codable {
  /// The light appearance (dark text on light backgrounds).
  ///
  ///     Color.label.resolved(for: .light).hex   // "#000000FF"
  case light
  /// The dark appearance (light text on dark backgrounds).
  ///
  ///     Color.systemBlue.resolved(for: .dark).hex   // "#0A84FFFF"
  case dark
}
