import Testing

@testable import Typeset

@Suite("Platform traits") struct PlatformTraitsTests {
  @Test func uikitRawValuesBuildTheEnvironment() {
    let traits = PlatformTraits(
      uikitContentSizeCategory: "UICTContentSizeCategoryAccessibilityXXXL",
      userInterfaceStyle: 2, accessibilityContrast: 1, legibilityWeight: 1, displayScale: 2)
    let environment = traits.applied(to: TextEnvironment())
    #expect(environment.sizeCategory == .accessibilityExtraExtraExtraLarge)
    #expect(environment.appearance == .dark)
    #expect(environment.contrast == .increased)
    #expect(environment.isBoldTextEnabled)
    #expect(environment.displayScale == 2)
    #expect(TextStyle.body.resolved(in: environment).font.size == 53)
    #expect(TextStyle.body.resolved(in: environment).font.weight == .semibold)
  }

  @Test func uikitLightNormalRegular() {
    let traits = PlatformTraits(
      uikitContentSizeCategory: "UICTContentSizeCategoryXS", userInterfaceStyle: 1,
      accessibilityContrast: 0, legibilityWeight: 0, displayScale: 3)
    #expect(
      traits
        == PlatformTraits(
          sizeCategory: .extraSmall, appearance: .light, contrast: .standard,
          isBoldTextEnabled: false, displayScale: 3))
  }

  @Test func unspecifiedUIKitTraitsKeepTheEnvironment() {
    let traits = PlatformTraits(
      uikitContentSizeCategory: SizeCategory.uikitUnspecifiedRawValue,
      userInterfaceStyle: 0, accessibilityContrast: -1, legibilityWeight: -1, displayScale: 0)
    #expect(traits == PlatformTraits())
    let base = TextEnvironment(
      sizeCategory: .small, appearance: .dark, contrast: .increased, isBoldTextEnabled: true,
      displayScale: 2)
    #expect(traits.applied(to: base) == base)
  }

  @Test func unknownUIKitValuesAreUnspecified() {
    let traits = PlatformTraits(
      uikitContentSizeCategory: "nonsense", userInterfaceStyle: 7, accessibilityContrast: 9,
      legibilityWeight: 4, displayScale: .nan)
    #expect(traits == PlatformTraits())
  }

  @Test func swiftUIValuesBuildTheEnvironment() {
    let traits = PlatformTraits(
      swiftUIDynamicTypeSize: "xxLarge", colorScheme: "dark", colorSchemeContrast: "increased",
      legibilityWeight: "bold", displayScale: 2)
    #expect(
      traits
        == PlatformTraits(
          sizeCategory: .extraExtraLarge, appearance: .dark, contrast: .increased,
          isBoldTextEnabled: true, displayScale: 2))
    let plain = PlatformTraits(
      swiftUIDynamicTypeSize: "large", colorScheme: "light", colorSchemeContrast: "standard",
      legibilityWeight: nil, displayScale: 3)
    #expect(plain.isBoldTextEnabled == nil)
    #expect(plain.contrast == .standard)
    #expect(
      PlatformTraits(
        swiftUIDynamicTypeSize: "large", colorScheme: "light", colorSchemeContrast: "standard",
        legibilityWeight: "regular", displayScale: 3
      ).isBoldTextEnabled == false)
  }

  @Test(arguments: [
    ("NSAppearanceNameAqua", Appearance.light, Contrast.standard),
    ("NSAppearanceNameDarkAqua", .dark, .standard),
    ("NSAppearanceNameVibrantLight", .light, .standard),
    ("NSAppearanceNameVibrantDark", .dark, .standard),
    ("NSAppearanceNameAccessibilityHighContrastAqua", .light, .increased),
    ("NSAppearanceNameAccessibilityHighContrastDarkAqua", .dark, .increased),
    ("NSAppearanceNameAccessibilityHighContrastVibrantLight", .light, .increased),
    ("NSAppearanceNameAccessibilityHighContrastVibrantDark", .dark, .increased),
  ])
  func appKitAppearanceNames(name: String, appearance: Appearance, contrast: Contrast) {
    let traits = PlatformTraits(appKitAppearanceName: name, displayScale: 2)
    #expect(traits.appearance == appearance)
    #expect(traits.contrast == contrast)
    #expect(traits.displayScale == 2)
    #expect(traits.sizeCategory == nil)
  }

  @Test func unknownAppKitAppearancesKeepTheEnvironment() {
    #expect(PlatformTraits(appKitAppearanceName: "NSAppearanceNameFuture") == PlatformTraits())
    #expect(PlatformTraits(appKitAppearanceName: "Aqua") == PlatformTraits())
    #expect(PlatformTraits(appKitAppearanceName: "", displayScale: -1) == PlatformTraits())
  }

  @Test func applyingKeepsDefaultsAndCatalog() {
    let catalog = FontCatalog(entries: [.body: .init(fontName: "Avenir-Book", fontSize: 17)])
    let base = TextEnvironment(defaults: StyleDefaults(size: 15), fontCatalog: catalog)
    let applied = PlatformTraits(appearance: .dark).applied(to: base)
    #expect(applied.defaults == base.defaults)
    #expect(applied.fontCatalog == catalog)
    #expect(applied.appearance == .dark)
  }
}
