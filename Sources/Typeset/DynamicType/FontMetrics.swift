/// Scales custom fonts and values like a text style, as `UIFontMetrics` does.
///
/// UIFontMetrics scales by the ratio of the style's leading at the user's category to its
/// leading at ``SizeCategory/large`` (not by the ratio of point sizes), rounds font sizes
/// to whole points and other values to the pixel grid (model from the shared reference file
/// reference/dynamic-type-ios.json, "uifontmetrics_model").
///
///     let metrics = FontMetrics(textStyle: .body)
///     metrics.scaledFontSize(17, for: .accessibilityExtraExtraExtraLarge)   // 48
///     metrics.scaledValue(17, for: .medium)                                 // 16.333…
public struct FontMetrics: Hashable, Sendable {
  /// The text style whose growth is followed.
  ///
  ///     FontMetrics.default.textStyle   // .body
  public var textStyle: DynamicTextStyle

  /// Creates metrics that follow a text style.
  ///
  ///     FontMetrics(textStyle: .headline).scaleFactor(for: .large)   // 1
  public init(textStyle: DynamicTextStyle) {
    self.textStyle = textStyle
  }

  /// Metrics for the body style, like `UIFontMetrics.default`.
  ///
  ///     FontMetrics.default.scaleFactor(for: .extraSmall)   // 0.8636… (19 / 22)
  public static let `default` = FontMetrics(textStyle: .body)

  /// The scale factor at a category: leading there divided by leading at `large`.
  ///
  ///     FontMetrics(textStyle: .title3).scaleFactor(for: .accessibilityMedium)   // 1.52 (38 / 25)
  public func scaleFactor(for category: SizeCategory) -> Double {
    textStyle.leading(for: category) / textStyle.leading(for: .large)
  }

  /// A custom font size scaled to a category and rounded to whole points, then limited to
  /// `maximumPointSize` when that is given and positive (as in UIKit, 0 means no limit).
  ///
  ///     FontMetrics.default.scaledFontSize(17, for: .extraSmall)                        // 15
  ///     FontMetrics.default.scaledFontSize(17, for: .accessibilityLarge, maximumPointSize: 28)
  ///     // 28
  public func scaledFontSize(
    _ size: Double, for category: SizeCategory, maximumPointSize: Double? = nil
  ) -> Double {
    let scaled = (size * scaleFactor(for: category)).rounded()
    guard let maximumPointSize, maximumPointSize > 0 else { return scaled }
    return min(scaled, maximumPointSize)
  }

  /// A layout value (padding, icon size …) scaled to a category and rounded to the pixel grid
  /// of a display scale; a scale that is not positive and finite leaves the value unrounded.
  ///
  ///     FontMetrics.default.scaledValue(17, for: .medium, displayScale: 3)   // 16.333… (49 / 3)
  ///     FontMetrics.default.scaledValue(17, for: .medium, displayScale: 2)   // 16
  public func scaledValue(
    _ value: Double, for category: SizeCategory, displayScale: Double = 3
  ) -> Double {
    let scaled = value * scaleFactor(for: category)
    guard displayScale > 0, displayScale.isFinite else { return scaled }
    return (scaled * displayScale).rounded() / displayScale
  }
}
