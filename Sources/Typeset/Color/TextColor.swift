/// A colour that may differ by appearance (light, dark) and contrast (standard, increased).
///
/// A static colour has the same value in all four variants; a dynamic one, like Apple's semantic
/// colours, has its own value in each. Resolve it for an environment to get concrete components.
///
///     let accent = TextColor.dynamic(
///       light: try TextColor(hex: "#0060DF"), dark: try TextColor(hex: "#5AA0FF"))
///     accent.resolved(for: .dark).hex   // "#5AA0FFFF"
///     TextColor.label.resolved(for: .light).hex   // "#000000FF"
public struct TextColor: Hashable, Sendable, CustomStringConvertible {
  /// The value in the light appearance with standard contrast.
  ///
  ///     TextColor.systemBlue.light.hex   // "#007AFFFF"
  public var light: RGBA
  /// The value in the dark appearance with standard contrast.
  ///
  ///     TextColor.systemBlue.dark.hex   // "#0A84FFFF"
  public var dark: RGBA
  /// The value in the light appearance with increased contrast.
  ///
  ///     TextColor.systemBlue.highContrastLight.hex   // "#0040DDFF"
  public var highContrastLight: RGBA
  /// The value in the dark appearance with increased contrast.
  ///
  ///     TextColor.systemBlue.highContrastDark.hex   // "#409CFFFF"
  public var highContrastDark: RGBA
  /// The semantic name, such as `"label"` or `"systemBlue"`, or `nil` for other colours.
  ///
  /// A named colour is encoded by its name, so a theme keeps saying "label" rather than a value.
  /// The name takes part in equality: `TextColor.black` (unnamed) equals `try TextColor(hex: "#000")`,
  /// but a named colour equals only itself.
  ///
  ///     TextColor.label.name                  // "label"
  ///     TextColor.label.opacity(0.5).name     // nil
  public var name: String?

  /// Creates a colour from its four variants.
  init(name: String?, light: RGBA, dark: RGBA, highContrastLight: RGBA, highContrastDark: RGBA) {
    self.name = name
    self.light = light
    self.dark = dark
    self.highContrastLight = highContrastLight
    self.highContrastDark = highContrastDark
  }

  /// Creates a colour that is the same in every appearance and contrast.
  ///
  ///     TextColor(TextColor.RGBA(red: 1, green: 0, blue: 0)).isDynamic   // false
  public init(_ rgba: RGBA) {
    self.init(name: nil, light: rgba, dark: rgba, highContrastLight: rgba, highContrastDark: rgba)
  }

  /// Creates a static colour from components in 0...1 (clamped).
  ///
  ///     TextColor(red: 1, green: 0.5, blue: 0).description   // "#FF8000FF"
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.init(RGBA(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// Creates a static grey from a white level in 0...1 (clamped).
  ///
  ///     TextColor(white: 0.5, alpha: 0.5).description   // "#80808080"
  public init(white: Double, alpha: Double = 1) {
    self.init(RGBA(red: white, green: white, blue: white, alpha: alpha))
  }

  /// Creates a colour with a value per appearance and, optionally, per increased contrast.
  ///
  /// Each slot takes the matching variant of the colour given for it: `light` gives the light
  /// value, `dark` the dark value, `highContrastLight` (default: `light`) the high-contrast light
  /// value and `highContrastDark` (default: `dark`) the high-contrast dark value. With static
  /// colours, the high-contrast variants therefore default to the standard ones.
  ///
  ///     let ink = TextColor.dynamic(light: .black, dark: .white)
  ///     ink.resolved(for: .dark, contrast: .increased).hex   // "#FFFFFFFF"
  public static func dynamic(
    light: TextColor, dark: TextColor, highContrastLight: TextColor? = nil,
    highContrastDark: TextColor? = nil
  ) -> TextColor {
    TextColor(
      name: nil, light: light.light, dark: dark.dark,
      highContrastLight: (highContrastLight ?? light).highContrastLight,
      highContrastDark: (highContrastDark ?? dark).highContrastDark)
  }

  /// Returns the colour with its alpha multiplied by `alpha` (clamped to 0...1) in every variant.
  ///
  /// The result has no ``name``: it is no longer the semantic colour.
  ///
  ///     TextColor.black.opacity(0.5).description   // "#00000080"
  public func opacity(_ alpha: Double) -> TextColor {
    func scaled(_ rgba: RGBA) -> RGBA {
      var copy = rgba
      copy.alpha = rgba.alpha * (alpha.isNaN ? 0 : min(max(alpha, 0), 1))
      return copy
    }
    return TextColor(
      name: nil, light: scaled(light), dark: scaled(dark),
      highContrastLight: scaled(highContrastLight), highContrastDark: scaled(highContrastDark))
  }

  /// The concrete value for an appearance and contrast.
  ///
  ///     TextColor.secondaryLabel.resolved(for: .dark).hex   // "#EBEBF599"
  public func resolved(for appearance: Appearance, contrast: Contrast = .standard) -> RGBA {
    switch (appearance, contrast) {
    case (.light, .standard): return light
    case (.dark, .standard): return dark
    case (.light, .increased): return highContrastLight
    case (.dark, .increased): return highContrastDark
    }
  }

  /// Whether any variant differs from the light, standard-contrast one.
  ///
  ///     TextColor.label.isDynamic   // true
  ///     TextColor.black.isDynamic   // false
  public var isDynamic: Bool {
    dark != light || highContrastLight != light || highContrastDark != light
  }

  /// The name of a named colour, the hex of a static one, or all variants of a dynamic one.
  ///
  ///     TextColor.label.description   // "label"
  ///     TextColor.white.description   // "#FFFFFFFF"
  ///     TextColor.dynamic(light: .black, dark: .white).description
  ///     // "dynamic(light: #000000FF, dark: #FFFFFFFF, highContrastLight: #000000FF,
  ///     //  highContrastDark: #FFFFFFFF)" (on one line)
  public var description: String {
    if let name { return name }
    guard isDynamic else { return light.hex }
    return "dynamic(light: \(light.hex), dark: \(dark.hex), "
      + "highContrastLight: \(highContrastLight.hex), highContrastDark: \(highContrastDark.hex))"
  }
}
