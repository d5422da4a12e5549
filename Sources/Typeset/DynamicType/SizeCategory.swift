/// The user's preferred text size (Settings › Display & Text Size › Larger Text).
///
/// The twelve categories are ordered from smallest to largest, as in UIKit and SwiftUI; the
/// last five are the accessibility sizes. The system default is ``large``.
///
///     SizeCategory.extraLarge > .large              // true
///     SizeCategory(parsing: "AX1")?.isAccessibility  // true
public enum SizeCategory: String, CaseIterable, Comparable, Hashable, Sendable, Codable {
  /// Extra small (`xS`), the smallest size.
  ///
  ///     DynamicTextStyle.body.size(for: .extraSmall)   // 14
  case extraSmall
  /// Small (`S`).
  ///
  ///     DynamicTextStyle.body.size(for: .small)   // 15
  case small
  /// Medium (`M`).
  ///
  ///     DynamicTextStyle.body.size(for: .medium)   // 16
  case medium
  /// Large (`L`), the system default.
  ///
  ///     DynamicTextStyle.body.size(for: .large)   // 17
  case large
  /// Extra large (`xL`).
  ///
  ///     DynamicTextStyle.body.size(for: .extraLarge)   // 19
  case extraLarge
  /// Extra extra large (`xxL`).
  ///
  ///     DynamicTextStyle.body.size(for: .extraExtraLarge)   // 21
  case extraExtraLarge
  /// Extra extra extra large (`xxxL`), the largest standard size.
  ///
  ///     DynamicTextStyle.body.size(for: .extraExtraExtraLarge)   // 23
  case extraExtraExtraLarge
  /// Accessibility medium (`AX1`), the smallest accessibility size.
  ///
  ///     DynamicTextStyle.body.size(for: .accessibilityMedium)   // 28
  case accessibilityMedium
  /// Accessibility large (`AX2`).
  ///
  ///     DynamicTextStyle.body.size(for: .accessibilityLarge)   // 33
  case accessibilityLarge
  /// Accessibility extra large (`AX3`).
  ///
  ///     DynamicTextStyle.body.size(for: .accessibilityExtraLarge)   // 40
  case accessibilityExtraLarge
  /// Accessibility extra extra large (`AX4`).
  ///
  ///     DynamicTextStyle.body.size(for: .accessibilityExtraExtraLarge)   // 47
  case accessibilityExtraExtraLarge
  /// Accessibility extra extra extra large (`AX5`), the largest size.
  ///
  ///     DynamicTextStyle.body.size(for: .accessibilityExtraExtraExtraLarge)   // 53
  case accessibilityExtraExtraExtraLarge

  /// The system's default category, ``large``.
  ///
  ///     SizeCategory.default   // .large
  public static let `default`: SizeCategory = .large

  /// The position in the smallest-to-largest order, 0...11.
  var index: Int {
    switch self {
    case .extraSmall: 0
    case .small: 1
    case .medium: 2
    case .large: 3
    case .extraLarge: 4
    case .extraExtraLarge: 5
    case .extraExtraExtraLarge: 6
    case .accessibilityMedium: 7
    case .accessibilityLarge: 8
    case .accessibilityExtraLarge: 9
    case .accessibilityExtraExtraLarge: 10
    case .accessibilityExtraExtraExtraLarge: 11
    }
  }

  /// Whether this is one of the five accessibility sizes (`AX1`…`AX5`).
  ///
  ///     SizeCategory.extraExtraExtraLarge.isAccessibility   // false
  ///     SizeCategory.accessibilityMedium.isAccessibility    // true
  public var isAccessibility: Bool {
    index >= SizeCategory.accessibilityMedium.index
  }

  /// Orders categories from smallest to largest.
  ///
  ///     SizeCategory.small < .accessibilityMedium   // true
  public static func < (lhs: SizeCategory, rhs: SizeCategory) -> Bool {
    lhs.index < rhs.index
  }
}
