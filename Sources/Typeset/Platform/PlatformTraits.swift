/// The user's settings as an Apple platform reports them, each optional: `nil` (or the
/// platform's "unspecified") keeps the environment's value.
///
/// Build one from a `UITraitCollection`'s raw values, from SwiftUI's environment, or from an
/// `NSAppearance` name, then apply it to a ``TextEnvironment``. The bridges pass plain values,
/// so every mapping is here and tested on Linux.
///
///     let traits = PlatformTraits(
///       uikitContentSizeCategory: "UICTContentSizeCategoryXXL", userInterfaceStyle: 2,
///       accessibilityContrast: 1, legibilityWeight: 1, displayScale: 2)
///     let environment = traits.applied(to: TextEnvironment())
///     environment.sizeCategory        // .extraExtraLarge
///     environment.appearance          // .dark
///     environment.contrast            // .increased
///     environment.isBoldTextEnabled   // true
public struct PlatformTraits: Hashable, Sendable {
  /// The preferred content size.
  ///
  ///     PlatformTraits(sizeCategory: .small).sizeCategory   // .small
  public var sizeCategory: SizeCategory?
  /// Light or dark.
  ///
  ///     PlatformTraits(appearance: .dark).appearance   // .dark
  public var appearance: Appearance?
  /// Standard or increased contrast.
  ///
  ///     PlatformTraits(contrast: .increased).contrast   // .increased
  public var contrast: Contrast?
  /// Whether Bold Text is on (UIKit's legibility weight `.bold`).
  ///
  ///     PlatformTraits(isBoldTextEnabled: true).isBoldTextEnabled   // true
  public var isBoldTextEnabled: Bool?
  /// Pixels per point.
  ///
  ///     PlatformTraits(displayScale: 2).displayScale   // 2
  public var displayScale: Double?

  /// Creates traits from Typeset's own values.
  ///
  ///     PlatformTraits(sizeCategory: .extraLarge, appearance: .dark)
  ///
  /// - Parameters:
  ///   - sizeCategory: the content size, or `nil` to keep.
  ///   - appearance: light or dark, or `nil` to keep.
  ///   - contrast: the contrast, or `nil` to keep.
  ///   - isBoldTextEnabled: Bold Text, or `nil` to keep.
  ///   - displayScale: pixels per point, or `nil` to keep.
  public init(
    sizeCategory: SizeCategory? = nil, appearance: Appearance? = nil,
    contrast: Contrast? = nil, isBoldTextEnabled: Bool? = nil, displayScale: Double? = nil
  ) {
    self.sizeCategory = sizeCategory
    self.appearance = appearance
    self.contrast = contrast
    self.isBoldTextEnabled = isBoldTextEnabled
    self.displayScale = displayScale
  }

  /// Creates traits from a `UITraitCollection`'s raw values.
  ///
  /// `UIUserInterfaceStyle`: unspecified 0, light 1, dark 2. `UIAccessibilityContrast`:
  /// unspecified −1, normal 0, high 1. `UILegibilityWeight`: unspecified −1, regular 0,
  /// bold 1. A display scale of 0 is unspecified; so are unknown values.
  ///
  ///     PlatformTraits(uikitContentSizeCategory: "UICTContentSizeCategoryS",
  ///                    userInterfaceStyle: 0, accessibilityContrast: -1,
  ///                    legibilityWeight: -1, displayScale: 0).sizeCategory   // .small
  ///
  /// - Parameters:
  ///   - uikitContentSizeCategory: `preferredContentSizeCategory.rawValue`.
  ///   - userInterfaceStyle: `userInterfaceStyle.rawValue`.
  ///   - accessibilityContrast: `accessibilityContrast.rawValue`.
  ///   - legibilityWeight: `legibilityWeight.rawValue`.
  ///   - displayScale: `displayScale`.
  public init(
    uikitContentSizeCategory: String, userInterfaceStyle: Int, accessibilityContrast: Int,
    legibilityWeight: Int, displayScale: Double
  ) {
    self.init(
      sizeCategory: SizeCategory(uikitRawValue: uikitContentSizeCategory),
      appearance: userInterfaceStyle == 1 ? .light : userInterfaceStyle == 2 ? .dark : nil,
      contrast: accessibilityContrast == 0
        ? .standard : accessibilityContrast == 1 ? .increased : nil,
      isBoldTextEnabled: legibilityWeight == 0 ? false : legibilityWeight == 1 ? true : nil,
      displayScale: displayScale > 0 && displayScale.isFinite ? displayScale : nil)
  }

  /// Creates traits from SwiftUI's environment, each value by its case name:
  /// `dynamicTypeSize` (`xSmall` … `accessibility5`), `colorScheme` (`light`, `dark`),
  /// `colorSchemeContrast` (`standard`, `increased`), `legibilityWeight` (`regular`, `bold`,
  /// or `nil` when the environment has none).
  ///
  ///     PlatformTraits(swiftUIDynamicTypeSize: "accessibility5", colorScheme: "dark",
  ///                    colorSchemeContrast: "standard", legibilityWeight: nil,
  ///                    displayScale: 3).sizeCategory   // .accessibilityExtraExtraExtraLarge
  ///
  /// - Parameters:
  ///   - swiftUIDynamicTypeSize: the `DynamicTypeSize` case's name.
  ///   - colorScheme: the `ColorScheme` case's name.
  ///   - colorSchemeContrast: the `ColorSchemeContrast` case's name.
  ///   - legibilityWeight: the `LegibilityWeight` case's name, or `nil`.
  ///   - displayScale: `displayScale`.
  public init(
    swiftUIDynamicTypeSize: String, colorScheme: String, colorSchemeContrast: String,
    legibilityWeight: String?, displayScale: Double
  ) {
    self.init(
      sizeCategory: SizeCategory(swiftUIName: swiftUIDynamicTypeSize),
      appearance: Appearance(rawValue: colorScheme),
      contrast: colorSchemeContrast == "increased"
        ? .increased : colorSchemeContrast == "standard" ? .standard : nil,
      isBoldTextEnabled: legibilityWeight == "bold"
        ? true : legibilityWeight == "regular" ? false : nil,
      displayScale: displayScale > 0 && displayScale.isFinite ? displayScale : nil)
  }

  /// Creates traits from an `NSAppearance` name (macOS has no Dynamic Type setting).
  ///
  /// `NSAppearanceNameAqua` and `…DarkAqua`, their `Vibrant` forms, and the four
  /// `NSAppearanceNameAccessibilityHighContrast…` names, which also set increased contrast.
  /// An unknown name keeps the environment's appearance and contrast.
  ///
  ///     let dark = PlatformTraits(appKitAppearanceName: "NSAppearanceNameDarkAqua")
  ///     dark.appearance   // .dark
  ///
  /// - Parameters:
  ///   - appKitAppearanceName: `effectiveAppearance.name.rawValue`.
  ///   - displayScale: the window's `backingScaleFactor`, or `nil`.
  public init(appKitAppearanceName: String, displayScale: Double? = nil) {
    let prefix = "NSAppearanceName"
    let scale = displayScale.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    var name = Substring(appKitAppearanceName)
    guard name.hasPrefix(prefix) else {
      self.init(displayScale: scale)
      return
    }
    name = name.dropFirst(prefix.count)
    var contrast = Contrast.standard
    if name.hasPrefix("AccessibilityHighContrast") {
      contrast = .increased
      name = name.dropFirst("AccessibilityHighContrast".count)
    }
    if name.hasPrefix("Vibrant") { name = name.dropFirst("Vibrant".count) }
    let appearance: Appearance? =
      switch name {
      case "Aqua", "Light": .light
      case "DarkAqua", "Dark": .dark
      default: nil
      }
    self.init(
      appearance: appearance, contrast: appearance == nil ? nil : contrast, displayScale: scale)
  }

  /// The environment with every specified trait applied; the rest (defaults, font catalog,
  /// unspecified traits) kept.
  ///
  ///     PlatformTraits(appearance: .dark).applied(to: TextEnvironment()).appearance   // .dark
  public func applied(to environment: TextEnvironment) -> TextEnvironment {
    var result = environment
    if let sizeCategory { result.sizeCategory = sizeCategory }
    if let appearance { result.appearance = appearance }
    if let contrast { result.contrast = contrast }
    if let isBoldTextEnabled { result.isBoldTextEnabled = isBoldTextEnabled }
    if let displayScale { result.displayScale = displayScale }
    return result
  }
}
