/// Whether the user asked for increased contrast (Accessibility › Increase Contrast).
///
/// Resolution picks a ``Color``'s high-contrast variant when contrast is increased.
///
///     Color.systemBlue.resolved(for: .light, contrast: .increased).hex   // "#0040DDFF"
public enum Contrast: String, CaseIterable, Hashable, Sendable, Codable {
  /// Standard contrast, the system default.
  ///
  ///     Color.systemBlue.resolved(for: .light, contrast: .standard).hex   // "#007AFFFF"
  case standard
  /// Increased contrast: colours use their high-contrast variants.
  ///
  ///     Color.systemBlue.resolved(for: .dark, contrast: .increased).hex   // "#409CFFFF"
  case increased
}
