extension FontFamily {
  /// The designs of Apple's system font.
  ///
  ///     FontFamily.system(design: .serif)   // New York
  public enum SystemDesign: String, Hashable, Sendable, Codable, CaseIterable {
    /// San Francisco.
    case `default`
    /// New York.
    case serif
    /// SF Pro Rounded.
    case rounded
    /// SF Mono.
    case monospaced

    /// The CSS generic family that names this design (`system-ui`, `ui-serif` …).
    ///
    ///     FontFamily.SystemDesign.monospaced.familyName   // "ui-monospace"
    public var familyName: String {
      switch self {
      case .default: "system-ui"
      case .serif: "ui-serif"
      case .rounded: "ui-rounded"
      case .monospaced: "ui-monospace"
      }
    }
  }
}
