/// Everything outside a style that decides how it looks: text size, appearance, contrast,
/// Bold Text, display scale, style defaults and custom fonts.
///
/// Resolution is a pure function of a ``TextStyle`` and an environment, so the same styled text
/// can be resolved again whenever the user changes their text size or switches to dark mode.
///
///     var environment = TextEnvironment()
///     environment.sizeCategory = .accessibilityExtraExtraExtraLarge
///     environment.appearance = .dark
///     TextStyle.body.resolved(in: environment).font.size   // 53
public struct TextEnvironment: Hashable, Sendable {
  /// The user's preferred content size (Large unless they changed it).
  ///
  ///     TextEnvironment().sizeCategory   // .large
  public var sizeCategory: SizeCategory
  /// Light or dark mode.
  ///
  ///     TextEnvironment().appearance   // .light
  public var appearance: Appearance
  /// Standard or increased contrast.
  ///
  ///     TextEnvironment().contrast   // .standard
  public var contrast: Contrast
  /// Whether the user turned on Bold Text; resolution then raises weights like the system does.
  ///
  ///     let boldText = TextEnvironment(isBoldTextEnabled: true)
  ///     TextStyle.body.resolved(in: boldText).font.weight   // .semibold
  public var isBoldTextEnabled: Bool
  /// Pixels per point of the display; scaled metrics are rounded to this pixel grid.
  ///
  ///     TextEnvironment(displayScale: 0).displayScale   // 1: a scale must be positive
  public var displayScale: Double
  /// Values used where a style sets nothing.
  ///
  ///     TextEnvironment().defaults == .standard   // true
  public var defaults: StyleDefaults
  /// Custom fonts per Dynamic Type text style, as read from a ScaledFont-style plist.
  ///
  ///     let avenir = FontCatalog(entries: [.body: .init(fontName: "Avenir-Book", fontSize: 17)])
  ///     TextStyle.body.resolved(in: .init(fontCatalog: avenir)).font.family   // "Avenir-Book"
  public var fontCatalog: FontCatalog

  /// Creates an environment; every argument has the platform's default value.
  ///
  ///     TextEnvironment(sizeCategory: .extraLarge, appearance: .dark)
  ///
  /// - Parameters:
  ///   - sizeCategory: the preferred content size, Large by default.
  ///   - appearance: light or dark mode.
  ///   - contrast: standard or increased contrast.
  ///   - isBoldTextEnabled: whether Bold Text is on.
  ///   - displayScale: pixels per point, 3 by default (current iPhones).
  ///   - defaults: values used where a style sets nothing.
  ///   - fontCatalog: custom fonts per text style.
  public init(
    sizeCategory: SizeCategory = .large,
    appearance: Appearance = .light,
    contrast: Contrast = .standard,
    isBoldTextEnabled: Bool = false,
    displayScale: Double = 3,
    defaults: StyleDefaults = .standard,
    fontCatalog: FontCatalog = FontCatalog()
  ) {
    self.sizeCategory = sizeCategory
    self.appearance = appearance
    self.contrast = contrast
    self.isBoldTextEnabled = isBoldTextEnabled
    self.displayScale = displayScale > 0 ? displayScale : 1
    self.defaults = defaults
    self.fontCatalog = fontCatalog
  }
}
