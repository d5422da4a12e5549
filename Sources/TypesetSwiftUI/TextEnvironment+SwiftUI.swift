#if canImport(SwiftUI)
  import SwiftUI
  import Typeset

  extension TextEnvironment {
    /// The SwiftUI sizes in the order of ``SizeCategory/allCases`` (an `==` table, not a
    /// `switch`, so a size added by a later SDK falls back to Large instead of failing to
    /// build).
    static let dynamicTypeSizes: [DynamicTypeSize] = [
      .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1,
      .accessibility2, .accessibility3, .accessibility4, .accessibility5,
    ]

    /// The environment for SwiftUI's environment values over a base environment.
    ///
    ///     TextEnvironment(dynamicTypeSize: .accessibility5, colorScheme: .dark,
    ///                     colorSchemeContrast: .standard, legibilityWeight: nil,
    ///                     displayScale: 3).sizeCategory   // .accessibilityExtraExtraExtraLarge
    ///
    /// - Parameters:
    ///   - dynamicTypeSize: `\.dynamicTypeSize`.
    ///   - colorScheme: `\.colorScheme`.
    ///   - colorSchemeContrast: `\.colorSchemeContrast`.
    ///   - legibilityWeight: `\.legibilityWeight` (`.bold` when Bold Text is on).
    ///   - displayScale: `\.displayScale`.
    ///   - base: the defaults and font catalog to keep.
    public init(
      dynamicTypeSize: DynamicTypeSize, colorScheme: ColorScheme,
      colorSchemeContrast: ColorSchemeContrast, legibilityWeight: LegibilityWeight?,
      displayScale: CGFloat, over base: TextEnvironment = TextEnvironment()
    ) {
      let category = Self.dynamicTypeSizes.firstIndex(of: dynamicTypeSize).map {
        SizeCategory.allCases[$0]
      }
      let traits = PlatformTraits(
        sizeCategory: category ?? .large, appearance: colorScheme == .dark ? .dark : .light,
        contrast: colorSchemeContrast == .increased ? .increased : .standard,
        isBoldTextEnabled: legibilityWeight == .bold,
        displayScale: displayScale > 0 ? Double(displayScale) : nil)
      self = traits.applied(to: base)
    }
  }

  struct TypesetThemeKey: EnvironmentKey {
    static let defaultValue = Theme.default
  }

  extension EnvironmentValues {
    /// The theme Typeset's views and modifiers use.
    ///
    ///     ContentView().environment(\.typesetTheme, myTheme)
    public var typesetTheme: Theme {
      get { self[TypesetThemeKey.self] }
      set { self[TypesetThemeKey.self] = newValue }
    }

    /// The text environment these values describe, the theme's font catalog included.
    ///
    ///     TextStyle.body.resolved(in: environment.typesetEnvironment).font.size
    public var typesetEnvironment: TextEnvironment {
      typesetTheme.environment(
        TextEnvironment(
          dynamicTypeSize: dynamicTypeSize, colorScheme: colorScheme,
          colorSchemeContrast: colorSchemeContrast, legibilityWeight: legibilityWeight,
          displayScale: displayScale))
    }
  }
#endif
