extension SizeCategory {
  /// UIKit's raw value (`UIContentSizeCategory.rawValue`).
  ///
  ///     SizeCategory.extraSmall.uikitRawValue   // "UICTContentSizeCategoryXS"
  ///     SizeCategory.accessibilityExtraExtraExtraLarge.uikitRawValue
  ///     // "UICTContentSizeCategoryAccessibilityXXXL"
  public var uikitRawValue: String {
    switch self {
    case .extraSmall: "UICTContentSizeCategoryXS"
    case .small: "UICTContentSizeCategoryS"
    case .medium: "UICTContentSizeCategoryM"
    case .large: "UICTContentSizeCategoryL"
    case .extraLarge: "UICTContentSizeCategoryXL"
    case .extraExtraLarge: "UICTContentSizeCategoryXXL"
    case .extraExtraExtraLarge: "UICTContentSizeCategoryXXXL"
    case .accessibilityMedium: "UICTContentSizeCategoryAccessibilityM"
    case .accessibilityLarge: "UICTContentSizeCategoryAccessibilityL"
    case .accessibilityExtraLarge: "UICTContentSizeCategoryAccessibilityXL"
    case .accessibilityExtraExtraLarge: "UICTContentSizeCategoryAccessibilityXXL"
    case .accessibilityExtraExtraExtraLarge: "UICTContentSizeCategoryAccessibilityXXXL"
    }
  }

  /// The name of the matching SwiftUI `DynamicTypeSize` case.
  ///
  ///     SizeCategory.extraSmall.swiftUIName            // "xSmall"
  ///     SizeCategory.accessibilityMedium.swiftUIName   // "accessibility1"
  public var swiftUIName: String {
    switch self {
    case .extraSmall: "xSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "xLarge"
    case .extraExtraLarge: "xxLarge"
    case .extraExtraExtraLarge: "xxxLarge"
    case .accessibilityMedium: "accessibility1"
    case .accessibilityLarge: "accessibility2"
    case .accessibilityExtraLarge: "accessibility3"
    case .accessibilityExtraExtraLarge: "accessibility4"
    case .accessibilityExtraExtraExtraLarge: "accessibility5"
    }
  }

  /// The short spelling used on the command line (`--size-category`).
  ///
  ///     SizeCategory.extraExtraExtraLarge.shortName   // "xxxL"
  ///     SizeCategory.accessibilityLarge.shortName     // "AX2"
  public var shortName: String {
    switch self {
    case .extraSmall: "xS"
    case .small: "S"
    case .medium: "M"
    case .large: "L"
    case .extraLarge: "xL"
    case .extraExtraLarge: "xxL"
    case .extraExtraExtraLarge: "xxxL"
    case .accessibilityMedium: "AX1"
    case .accessibilityLarge: "AX2"
    case .accessibilityExtraLarge: "AX3"
    case .accessibilityExtraExtraLarge: "AX4"
    case .accessibilityExtraExtraExtraLarge: "AX5"
    }
  }

  /// Reads a category from any of its spellings.
  ///
  /// Accepted: the ``shortName`` in any case (`"xxl"`, `"ax1"`), the case name (which is also
  /// UIKit's member name, `"extraLarge"`), the ``uikitRawValue`` and the ``swiftUIName``.
  /// Surrounding whitespace is ignored.
  ///
  ///     SizeCategory(parsing: "ax5")?.shortName             // "AX5"
  ///     SizeCategory(parsing: "UICTContentSizeCategoryXL")  // .extraLarge
  ///     SizeCategory(parsing: "accessibility1")             // .accessibilityMedium
  ///     SizeCategory(parsing: "huge")                       // nil
  public init?(parsing text: String) {
    let trimmed = Substring(text).trimmedForParsing()
    for category in Self.allCases
    where trimmed == category.rawValue || trimmed == category.uikitRawValue
      || trimmed == category.swiftUIName
      || trimmed.equalsIgnoringASCIICase(category.shortName)
    {
      self = category
      return
    }
    return nil
  }

  /// Decodes a category from any spelling ``init(parsing:)`` accepts.
  ///
  ///     try JSONDecoder().decode(SizeCategory.self, from: Data(#""AX1""#.utf8))
  ///     // .accessibilityMedium
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let category = SizeCategory(parsing: text) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "unknown content size category \"\(text)\": expected xS, S, M, L, xL, "
          + "xxL, xxxL, AX1...AX5 or a UIKit/SwiftUI name")
    }
    self = category
  }

  /// Encodes the case name, e.g. `"extraLarge"`.
  ///
  ///     try JSONEncoder().encode(SizeCategory.extraLarge)   // "extraLarge"
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
