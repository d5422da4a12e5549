extension SizeCategory {
  /// The raw value of `UIContentSizeCategory.unspecified`, which trait collections report
  /// before a view is in a window.
  ///
  ///     SizeCategory(uikitRawValue: SizeCategory.uikitUnspecifiedRawValue)   // nil
  public static let uikitUnspecifiedRawValue = "_UICTContentSizeCategoryUnspecified"

  /// The category for a `UIContentSizeCategory` raw value, or `nil` for `.unspecified` and
  /// values this version does not know.
  ///
  /// The inverse of ``uikitRawValue``.
  ///
  ///     SizeCategory(uikitRawValue: "UICTContentSizeCategoryXL")   // .extraLarge
  public init?(uikitRawValue: String) {
    guard let category = Self.allCases.first(where: { $0.uikitRawValue == uikitRawValue }) else {
      return nil
    }
    self = category
  }

  /// The category for the name of a SwiftUI `DynamicTypeSize` case (`xSmall` …
  /// `accessibility5`), or `nil`.
  ///
  /// The inverse of ``swiftUIName``.
  ///
  ///     SizeCategory(swiftUIName: "accessibility1")   // .accessibilityMedium
  public init?(swiftUIName: String) {
    guard let category = Self.allCases.first(where: { $0.swiftUIName == swiftUIName }) else {
      return nil
    }
    self = category
  }
}
