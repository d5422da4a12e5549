extension DynamicTypeScaling {
  /// Which content size categories a style follows.
  ///
  ///     DynamicTypeScaling(behavior: .standardSizes).effectiveCategory(for: .accessibilityMedium)
  ///     // .extraExtraExtraLarge
  public enum Behavior: String, CaseIterable, Hashable, Sendable, Codable {
    /// A fixed size, as at the default category (not `none`: `nil` means "not set here").
    ///
    ///     DynamicTypeScaling.Behavior.fixed.rawValue   // "fixed"
    case fixed
    /// The standard sizes, capped at `xxxLarge`.
    ///
    ///     DynamicTypeScaling.Behavior.standardSizes.rawValue   // "standardSizes"
    case standardSizes
    /// All sizes, including the accessibility sizes.
    ///
    ///     DynamicTypeScaling.Behavior.allSizes.rawValue   // "allSizes"
    case allSizes
  }
}
