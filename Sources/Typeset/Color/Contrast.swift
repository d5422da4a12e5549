/// Whether the user asked for increased contrast (Accessibility › Increase Contrast).
///
/// Resolution picks a ``TextColor``'s high-contrast variant when contrast is increased.
///
///     TextColor.systemBlue.resolved(for: .light, contrast: .increased).hex   // "#0040DDFF"
public enum Contrast: String, CaseIterable, Hashable, Sendable, Codable {
  /// Standard contrast, the system default.
  ///
  ///     TextColor.systemBlue.resolved(for: .light, contrast: .standard).hex   // "#007AFFFF"
  case standard
  /// Increased contrast: colours use their high-contrast variants.
  ///
  ///     TextColor.systemBlue.resolved(for: .dark, contrast: .increased).hex   // "#409CFFFF"
  case increased
}
