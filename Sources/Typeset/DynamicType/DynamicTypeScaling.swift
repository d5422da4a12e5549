/// How a style's size follows the user's text size (Dynamic Type), with optional limits.
///
///     let heading = DynamicTypeScaling.allSizes.maximum(40)
///     heading.effectiveCategory(for: .accessibilityLarge)   // .accessibilityLarge
///     heading.clamped(48)                                    // 40
public struct DynamicTypeScaling: Hashable, Sendable {
  /// Which content size categories the style follows.
  ///
  ///     DynamicTypeScaling.standardSizes.maximum(30).behavior   // .standardSizes
  public var behavior: Behavior
  /// The smallest point size the style may shrink to, or `nil` for no limit.
  ///
  ///     DynamicTypeScaling.allSizes.minimum(12).minimumPointSize   // 12
  public var minimumPointSize: Double?
  /// The largest point size the style may grow to, or `nil` for no limit.
  ///
  ///     DynamicTypeScaling.allSizes.maximum(40).maximumPointSize   // 40
  public var maximumPointSize: Double?

  /// Creates a scaling from a behaviour and optional limits.
  ///
  ///     DynamicTypeScaling(behavior: .allSizes, maximumPointSize: 40)
  public init(behavior: Behavior, minimumPointSize: Double? = nil, maximumPointSize: Double? = nil)
  {
    self.behavior = behavior
    self.minimumPointSize = minimumPointSize
    self.maximumPointSize = maximumPointSize
  }

  /// A fixed size: the text is always laid out as at ``SizeCategory/large``.
  ///
  ///     DynamicTypeScaling.fixed.effectiveCategory(for: .extraSmall)   // .large
  public static let fixed = DynamicTypeScaling(behavior: .fixed)
  /// Follows the standard sizes only, stopping at `xxxLarge` (no accessibility sizes).
  ///
  ///     DynamicTypeScaling.standardSizes.effectiveCategory(for: .accessibilityLarge)
  ///     // .extraExtraExtraLarge
  public static let standardSizes = DynamicTypeScaling(behavior: .standardSizes)
  /// Follows every size, including the accessibility sizes.
  ///
  ///     DynamicTypeScaling.allSizes.effectiveCategory(for: .accessibilityLarge)
  ///     // .accessibilityLarge
  public static let allSizes = DynamicTypeScaling(behavior: .allSizes)

  /// Returns a copy that never shrinks below `points`.
  ///
  ///     DynamicTypeScaling.allSizes.minimum(12).clamped(11)   // 12
  public func minimum(_ points: Double) -> Self {
    var copy = self
    copy.minimumPointSize = points
    return copy
  }

  /// Returns a copy that never grows beyond `points`.
  ///
  ///     DynamicTypeScaling.allSizes.maximum(40).clamped(53)   // 40
  public func maximum(_ points: Double) -> Self {
    var copy = self
    copy.maximumPointSize = points
    return copy
  }

  /// The category whose size applies when the user has chosen `category`.
  ///
  /// `.fixed` always gives ``SizeCategory/large``; `.standardSizes` caps at
  /// ``SizeCategory/extraExtraExtraLarge``; `.allSizes` gives `category` unchanged.
  ///
  ///     DynamicTypeScaling.standardSizes.effectiveCategory(for: .accessibilityMedium)
  ///     // .extraExtraExtraLarge
  public func effectiveCategory(for category: SizeCategory) -> SizeCategory {
    switch behavior {
    case .fixed: .large
    case .standardSizes: min(category, .extraExtraExtraLarge)
    case .allSizes: category
    }
  }

  /// Applies the minimum, then the maximum (so the maximum wins if they conflict).
  ///
  ///     DynamicTypeScaling.allSizes.minimum(12).maximum(40).clamped(8)    // 12
  ///     DynamicTypeScaling.allSizes.minimum(12).maximum(40).clamped(60)   // 40
  public func clamped(_ size: Double) -> Double {
    var result = size
    if let minimumPointSize, result < minimumPointSize { result = minimumPointSize }
    if let maximumPointSize, result > maximumPointSize { result = maximumPointSize }
    return result
  }
}
