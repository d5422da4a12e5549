#if canImport(UIKit) && !os(watchOS)
  import Typeset
  import UIKit

  extension Theme {
    /// The theme's font for a Dynamic Type text style, scaled by `UIFontMetrics` so it follows
    /// the user's text size (ScaledFont's API); set `adjustsFontForContentSizeCategory` on the
    /// view to keep it following.
    ///
    ///     label.font = theme.font(forTextStyle: .headline)
    ///
    /// - Parameters:
    ///   - textStyle: the text style.
    ///   - traitCollection: the traits to scale for, or `nil` for the current ones.
    public func font(
      forTextStyle textStyle: DynamicTextStyle,
      compatibleWith traitCollection: UITraitCollection? = nil
    ) -> UIFont {
      let font = UIFont(platformFont(forTextStyle: textStyle))
      return UIFontMetrics(forTextStyle: UIFont.TextStyle(textStyle))
        .scaledFont(for: font, compatibleWith: traitCollection)
    }
  }

  extension PlatformTraits {
    /// The traits of a `UITraitCollection`.
    ///
    ///     PlatformTraits(view.traitCollection).applied(to: TextEnvironment())
    public init(_ traitCollection: UITraitCollection) {
      self.init(
        uikitContentSizeCategory: traitCollection.preferredContentSizeCategory.rawValue,
        userInterfaceStyle: traitCollection.userInterfaceStyle.rawValue,
        accessibilityContrast: traitCollection.accessibilityContrast.rawValue,
        legibilityWeight: traitCollection.legibilityWeight.rawValue,
        displayScale: Double(traitCollection.displayScale))
    }
  }
#endif
