// Values of Apple's semantic and system colours (iOS 13-18 era, sRGB), used as facts.
//
// System (tint) colours and grays, with their increased-contrast variants: Apple Human Interface
// Guidelines, "Color" > "Specifications" > "System colors" table (default light / default dark /
// increased contrast light / increased contrast dark), cross-checked against two public
// transcriptions of that table (github.com/Nycolaide/webkit-colors-system src/libs/basic.ts and
// system.ts; an Objective-C UIKit re-implementation whose systemXColor values cite the HIG). The
// one disagreement, systemMint increased-contrast light (112 vs 12, 129, 123), follows the
// majority (12, 129, 123). Gray 2-6 increased-contrast values are the current HIG ones; an older
// (2019) HIG printed different ones.
//
// UIKit semantic colours (label ... quaternarySystemFill): values resolved from UIColor on iOS and
// published as dumps (gist.github.com/CreatureSurvive/1788cd3d2587886ff70344e716c5af53, a
// zenn.dev UIColor light/dark table, and a 2026 iOS-simulator table of UIColor values), which
// agree on every value used here; link dark is #0984FF, quaternaryLabel dark alpha 0.16.
// Apple publishes no increased-contrast values for these semantic colours, so their
// high-contrast variants repeat the standard ones.
extension TextColor {
  /// Creates a named colour whose high-contrast variants repeat the standard ones.
  private static func semantic(_ name: String, light: RGBA, dark: RGBA) -> TextColor {
    TextColor(
      name: name, light: light, dark: dark, highContrastLight: light, highContrastDark: dark)
  }

  /// Creates a named colour with all four variants.
  private static func system(
    _ name: String, light: RGBA, dark: RGBA, highContrastLight: RGBA, highContrastDark: RGBA
  ) -> TextColor {
    TextColor(
      name: name, light: light, dark: dark, highContrastLight: highContrastLight,
      highContrastDark: highContrastDark)
  }

  /// Fully transparent black.
  ///
  ///     TextColor.clear.description   // "#00000000"
  public static let clear = TextColor(white: 0, alpha: 0)
  /// Opaque black in every appearance.
  ///
  ///     TextColor.black.description   // "#000000FF"
  public static let black = TextColor(white: 0)
  /// Opaque white in every appearance.
  ///
  ///     TextColor.white.description   // "#FFFFFFFF"
  public static let white = TextColor(white: 1)

  /// The colour for primary text.
  ///
  ///     TextColor.label.resolved(for: .light).hex   // "#000000FF"
  ///     TextColor.label.resolved(for: .dark).hex    // "#FFFFFFFF"
  public static let label = semantic("label", light: .bytes(0, 0, 0), dark: .bytes(255, 255, 255))

  /// The colour for secondary text.
  ///
  ///     TextColor.secondaryLabel.resolved(for: .light).hex   // "#3C3C4399"
  ///     TextColor.secondaryLabel.resolved(for: .dark).hex    // "#EBEBF599"
  public static let secondaryLabel = semantic(
    "secondaryLabel", light: .bytes(60, 60, 67, 0.6), dark: .bytes(235, 235, 245, 0.6))

  /// The colour for tertiary text.
  ///
  ///     TextColor.tertiaryLabel.resolved(for: .light).hex   // "#3C3C434D"
  ///     TextColor.tertiaryLabel.resolved(for: .dark).hex    // "#EBEBF54D"
  public static let tertiaryLabel = semantic(
    "tertiaryLabel", light: .bytes(60, 60, 67, 0.3), dark: .bytes(235, 235, 245, 0.3))

  /// The colour for quaternary text.
  ///
  ///     TextColor.quaternaryLabel.resolved(for: .light).hex   // "#3C3C432E"
  ///     TextColor.quaternaryLabel.resolved(for: .dark).hex    // "#EBEBF529"
  public static let quaternaryLabel = semantic(
    "quaternaryLabel", light: .bytes(60, 60, 67, 0.18), dark: .bytes(235, 235, 245, 0.16))

  /// The colour for links.
  ///
  ///     TextColor.link.resolved(for: .light).hex   // "#007AFFFF"
  ///     TextColor.link.resolved(for: .dark).hex    // "#0984FFFF"
  public static let link = semantic("link", light: .bytes(0, 122, 255), dark: .bytes(9, 132, 255))

  /// The colour for placeholder text in controls.
  ///
  ///     TextColor.placeholderText.resolved(for: .light).hex   // "#3C3C434D"
  ///     TextColor.placeholderText.resolved(for: .dark).hex    // "#EBEBF54D"
  public static let placeholderText = semantic(
    "placeholderText", light: .bytes(60, 60, 67, 0.3), dark: .bytes(235, 235, 245, 0.3))

  /// The colour for thin borders and dividers that let content show through.
  ///
  ///     TextColor.separator.resolved(for: .light).hex   // "#3C3C434A"
  ///     TextColor.separator.resolved(for: .dark).hex    // "#54545899"
  public static let separator = semantic(
    "separator", light: .bytes(60, 60, 67, 0.29), dark: .bytes(84, 84, 88, 0.6))

  /// The colour for borders and dividers that hide the content beneath.
  ///
  ///     TextColor.opaqueSeparator.resolved(for: .light).hex   // "#C6C6C8FF"
  ///     TextColor.opaqueSeparator.resolved(for: .dark).hex    // "#38383AFF"
  public static let opaqueSeparator = semantic(
    "opaqueSeparator", light: .bytes(198, 198, 200), dark: .bytes(56, 56, 58))

  /// The colour for the main background.
  ///
  ///     TextColor.systemBackground.resolved(for: .light).hex   // "#FFFFFFFF"
  ///     TextColor.systemBackground.resolved(for: .dark).hex    // "#000000FF"
  public static let systemBackground = semantic(
    "systemBackground", light: .bytes(255, 255, 255), dark: .bytes(0, 0, 0))

  /// The colour for content layered on the main background.
  ///
  ///     TextColor.secondarySystemBackground.resolved(for: .light).hex   // "#F2F2F7FF"
  ///     TextColor.secondarySystemBackground.resolved(for: .dark).hex    // "#1C1C1EFF"
  public static let secondarySystemBackground = semantic(
    "secondarySystemBackground", light: .bytes(242, 242, 247), dark: .bytes(28, 28, 30))

  /// The colour for content layered on secondary backgrounds.
  ///
  ///     TextColor.tertiarySystemBackground.resolved(for: .light).hex   // "#FFFFFFFF"
  ///     TextColor.tertiarySystemBackground.resolved(for: .dark).hex    // "#2C2C2EFF"
  public static let tertiarySystemBackground = semantic(
    "tertiarySystemBackground", light: .bytes(255, 255, 255), dark: .bytes(44, 44, 46))

  /// The colour for the main background of a grouped interface.
  ///
  ///     TextColor.systemGroupedBackground.resolved(for: .light).hex   // "#F2F2F7FF"
  ///     TextColor.systemGroupedBackground.resolved(for: .dark).hex    // "#000000FF"
  public static let systemGroupedBackground = semantic(
    "systemGroupedBackground", light: .bytes(242, 242, 247), dark: .bytes(0, 0, 0))

  /// The colour for content layered on a grouped background.
  ///
  ///     TextColor.secondarySystemGroupedBackground.resolved(for: .light).hex   // "#FFFFFFFF"
  ///     TextColor.secondarySystemGroupedBackground.resolved(for: .dark).hex    // "#1C1C1EFF"
  public static let secondarySystemGroupedBackground = semantic(
    "secondarySystemGroupedBackground", light: .bytes(255, 255, 255), dark: .bytes(28, 28, 30))

  /// The colour for content layered on secondary grouped backgrounds.
  ///
  ///     TextColor.tertiarySystemGroupedBackground.resolved(for: .light).hex   // "#F2F2F7FF"
  ///     TextColor.tertiarySystemGroupedBackground.resolved(for: .dark).hex    // "#2C2C2EFF"
  public static let tertiarySystemGroupedBackground = semantic(
    "tertiarySystemGroupedBackground", light: .bytes(242, 242, 247), dark: .bytes(44, 44, 46))

  /// The fill colour for thin and small shapes.
  ///
  ///     TextColor.systemFill.resolved(for: .light).hex   // "#78788033"
  ///     TextColor.systemFill.resolved(for: .dark).hex    // "#7878805C"
  public static let systemFill = semantic(
    "systemFill", light: .bytes(120, 120, 128, 0.2), dark: .bytes(120, 120, 128, 0.36))

  /// The fill colour for medium-size shapes.
  ///
  ///     TextColor.secondarySystemFill.resolved(for: .light).hex   // "#78788029"
  ///     TextColor.secondarySystemFill.resolved(for: .dark).hex    // "#78788052"
  public static let secondarySystemFill = semantic(
    "secondarySystemFill", light: .bytes(120, 120, 128, 0.16), dark: .bytes(120, 120, 128, 0.32))

  /// The fill colour for large shapes.
  ///
  ///     TextColor.tertiarySystemFill.resolved(for: .light).hex   // "#7676801F"
  ///     TextColor.tertiarySystemFill.resolved(for: .dark).hex    // "#7676803D"
  public static let tertiarySystemFill = semantic(
    "tertiarySystemFill", light: .bytes(118, 118, 128, 0.12), dark: .bytes(118, 118, 128, 0.24))

  /// The fill colour for large areas with complex content.
  ///
  ///     TextColor.quaternarySystemFill.resolved(for: .light).hex   // "#74748014"
  ///     TextColor.quaternarySystemFill.resolved(for: .dark).hex    // "#7676802E"
  public static let quaternarySystemFill = semantic(
    "quaternarySystemFill", light: .bytes(116, 116, 128, 0.08), dark: .bytes(118, 118, 128, 0.18))

  /// The system red.
  ///
  ///     TextColor.systemRed.resolved(for: .dark).hex                        // "#FF453AFF"
  ///     TextColor.systemRed.resolved(for: .light, contrast: .increased).hex // "#D70015FF"
  public static let systemRed = system(
    "systemRed", light: .bytes(255, 59, 48), dark: .bytes(255, 69, 58),
    highContrastLight: .bytes(215, 0, 21), highContrastDark: .bytes(255, 105, 97))

  /// The system orange.
  ///
  ///     TextColor.systemOrange.resolved(for: .dark).hex                        // "#FF9F0AFF"
  ///     TextColor.systemOrange.resolved(for: .light, contrast: .increased).hex // "#C93400FF"
  public static let systemOrange = system(
    "systemOrange", light: .bytes(255, 149, 0), dark: .bytes(255, 159, 10),
    highContrastLight: .bytes(201, 52, 0), highContrastDark: .bytes(255, 179, 64))

  /// The system yellow.
  ///
  ///     TextColor.systemYellow.resolved(for: .dark).hex                        // "#FFD60AFF"
  ///     TextColor.systemYellow.resolved(for: .light, contrast: .increased).hex // "#B25000FF"
  public static let systemYellow = system(
    "systemYellow", light: .bytes(255, 204, 0), dark: .bytes(255, 214, 10),
    highContrastLight: .bytes(178, 80, 0), highContrastDark: .bytes(255, 212, 38))

  /// The system green.
  ///
  ///     TextColor.systemGreen.resolved(for: .dark).hex                        // "#30D158FF"
  ///     TextColor.systemGreen.resolved(for: .light, contrast: .increased).hex // "#248A3DFF"
  public static let systemGreen = system(
    "systemGreen", light: .bytes(52, 199, 89), dark: .bytes(48, 209, 88),
    highContrastLight: .bytes(36, 138, 61), highContrastDark: .bytes(48, 219, 91))

  /// The system mint.
  ///
  ///     TextColor.systemMint.resolved(for: .dark).hex                        // "#63E6E2FF"
  ///     TextColor.systemMint.resolved(for: .light, contrast: .increased).hex // "#0C817BFF"
  public static let systemMint = system(
    "systemMint", light: .bytes(0, 199, 190), dark: .bytes(99, 230, 226),
    highContrastLight: .bytes(12, 129, 123), highContrastDark: .bytes(102, 212, 207))

  /// The system teal.
  ///
  ///     TextColor.systemTeal.resolved(for: .dark).hex                        // "#40C8E0FF"
  ///     TextColor.systemTeal.resolved(for: .light, contrast: .increased).hex // "#008299FF"
  public static let systemTeal = system(
    "systemTeal", light: .bytes(48, 176, 199), dark: .bytes(64, 200, 224),
    highContrastLight: .bytes(0, 130, 153), highContrastDark: .bytes(93, 230, 255))

  /// The system cyan.
  ///
  ///     TextColor.systemCyan.resolved(for: .dark).hex                        // "#64D2FFFF"
  ///     TextColor.systemCyan.resolved(for: .light, contrast: .increased).hex // "#0071A4FF"
  public static let systemCyan = system(
    "systemCyan", light: .bytes(50, 173, 230), dark: .bytes(100, 210, 255),
    highContrastLight: .bytes(0, 113, 164), highContrastDark: .bytes(112, 215, 255))

  /// The system blue.
  ///
  ///     TextColor.systemBlue.resolved(for: .dark).hex                        // "#0A84FFFF"
  ///     TextColor.systemBlue.resolved(for: .light, contrast: .increased).hex // "#0040DDFF"
  public static let systemBlue = system(
    "systemBlue", light: .bytes(0, 122, 255), dark: .bytes(10, 132, 255),
    highContrastLight: .bytes(0, 64, 221), highContrastDark: .bytes(64, 156, 255))

  /// The system indigo.
  ///
  ///     TextColor.systemIndigo.resolved(for: .dark).hex                        // "#5E5CE6FF"
  ///     TextColor.systemIndigo.resolved(for: .light, contrast: .increased).hex // "#3634A3FF"
  public static let systemIndigo = system(
    "systemIndigo", light: .bytes(88, 86, 214), dark: .bytes(94, 92, 230),
    highContrastLight: .bytes(54, 52, 163), highContrastDark: .bytes(125, 122, 255))

  /// The system purple.
  ///
  ///     TextColor.systemPurple.resolved(for: .dark).hex                        // "#BF5AF2FF"
  ///     TextColor.systemPurple.resolved(for: .light, contrast: .increased).hex // "#8944ABFF"
  public static let systemPurple = system(
    "systemPurple", light: .bytes(175, 82, 222), dark: .bytes(191, 90, 242),
    highContrastLight: .bytes(137, 68, 171), highContrastDark: .bytes(218, 143, 255))

  /// The system pink.
  ///
  ///     TextColor.systemPink.resolved(for: .dark).hex                        // "#FF375FFF"
  ///     TextColor.systemPink.resolved(for: .light, contrast: .increased).hex // "#D30F45FF"
  public static let systemPink = system(
    "systemPink", light: .bytes(255, 45, 85), dark: .bytes(255, 55, 95),
    highContrastLight: .bytes(211, 15, 69), highContrastDark: .bytes(255, 100, 130))

  /// The system brown.
  ///
  ///     TextColor.systemBrown.resolved(for: .dark).hex                        // "#AC8E68FF"
  ///     TextColor.systemBrown.resolved(for: .light, contrast: .increased).hex // "#7F6545FF"
  public static let systemBrown = system(
    "systemBrown", light: .bytes(162, 132, 94), dark: .bytes(172, 142, 104),
    highContrastLight: .bytes(127, 101, 69), highContrastDark: .bytes(181, 148, 105))

  /// The system gray.
  ///
  ///     TextColor.systemGray.resolved(for: .dark).hex                        // "#8E8E93FF"
  ///     TextColor.systemGray.resolved(for: .light, contrast: .increased).hex // "#6C6C70FF"
  public static let systemGray = system(
    "systemGray", light: .bytes(142, 142, 147), dark: .bytes(142, 142, 147),
    highContrastLight: .bytes(108, 108, 112), highContrastDark: .bytes(174, 174, 178))

  /// The system second-level gray.
  ///
  ///     TextColor.systemGray2.resolved(for: .dark).hex                        // "#636366FF"
  ///     TextColor.systemGray2.resolved(for: .light, contrast: .increased).hex // "#8E8E93FF"
  public static let systemGray2 = system(
    "systemGray2", light: .bytes(174, 174, 178), dark: .bytes(99, 99, 102),
    highContrastLight: .bytes(142, 142, 147), highContrastDark: .bytes(124, 124, 128))

  /// The system third-level gray.
  ///
  ///     TextColor.systemGray3.resolved(for: .dark).hex                        // "#48484AFF"
  ///     TextColor.systemGray3.resolved(for: .light, contrast: .increased).hex // "#AEAEB2FF"
  public static let systemGray3 = system(
    "systemGray3", light: .bytes(199, 199, 204), dark: .bytes(72, 72, 74),
    highContrastLight: .bytes(174, 174, 178), highContrastDark: .bytes(84, 84, 86))

  /// The system fourth-level gray.
  ///
  ///     TextColor.systemGray4.resolved(for: .dark).hex                        // "#3A3A3CFF"
  ///     TextColor.systemGray4.resolved(for: .light, contrast: .increased).hex // "#BCBCC0FF"
  public static let systemGray4 = system(
    "systemGray4", light: .bytes(209, 209, 214), dark: .bytes(58, 58, 60),
    highContrastLight: .bytes(188, 188, 192), highContrastDark: .bytes(68, 68, 70))

  /// The system fifth-level gray.
  ///
  ///     TextColor.systemGray5.resolved(for: .dark).hex                        // "#2C2C2EFF"
  ///     TextColor.systemGray5.resolved(for: .light, contrast: .increased).hex // "#D8D8DCFF"
  public static let systemGray5 = system(
    "systemGray5", light: .bytes(229, 229, 234), dark: .bytes(44, 44, 46),
    highContrastLight: .bytes(216, 216, 220), highContrastDark: .bytes(54, 54, 56))

  /// The system sixth-level gray.
  ///
  ///     TextColor.systemGray6.resolved(for: .dark).hex                        // "#1C1C1EFF"
  ///     TextColor.systemGray6.resolved(for: .light, contrast: .increased).hex // "#EBEBF0FF"
  public static let systemGray6 = system(
    "systemGray6", light: .bytes(242, 242, 247), dark: .bytes(28, 28, 30),
    highContrastLight: .bytes(235, 235, 240), highContrastDark: .bytes(36, 36, 38))

  /// Apple's semantic and system colours by name, for parsing and themes.
  ///
  ///     TextColor.semanticColors["secondaryLabel"]?.resolved(for: .dark).hex   // "#EBEBF599"
  public static let semanticColors: [String: TextColor] = Dictionary(
    uniqueKeysWithValues: [
      .label,
      .secondaryLabel,
      .tertiaryLabel,
      .quaternaryLabel,
      .link,
      .placeholderText,
      .separator,
      .opaqueSeparator,
      .systemBackground,
      .secondarySystemBackground,
      .tertiarySystemBackground,
      .systemGroupedBackground,
      .secondarySystemGroupedBackground,
      .tertiarySystemGroupedBackground,
      .systemFill,
      .secondarySystemFill,
      .tertiarySystemFill,
      .quaternarySystemFill,
      .systemRed,
      .systemOrange,
      .systemYellow,
      .systemGreen,
      .systemMint,
      .systemTeal,
      .systemCyan,
      .systemBlue,
      .systemIndigo,
      .systemPurple,
      .systemPink,
      .systemBrown,
      .systemGray,
      .systemGray2,
      .systemGray3,
      .systemGray4,
      .systemGray5,
      .systemGray6,
    ].map { (color: TextColor) in (color.name ?? "", color) })
}
