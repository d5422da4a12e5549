/// The values resolution uses where a style sets nothing, and per-family adjustments.
///
/// `kernByFamily` gives a family a default kern (in points at the unscaled size), the way some
/// design systems tighten a display face everywhere it is used; a style's own kern wins.
///
///     var defaults = StyleDefaults.standard
///     defaults.kernByFamily["Avenir Next"] = 0.4
///     defaults.foregroundColor = .secondaryLabel
public struct StyleDefaults: Hashable, Sendable {
  /// The family used when a style names none.
  ///
  ///     StyleDefaults.standard.fontFamily.name   // "system-ui"
  public var fontFamily: FontFamily
  /// The size in points of a style with neither a size nor a text style.
  ///
  ///     let small = TextEnvironment(defaults: StyleDefaults(size: 16))
  ///     TextStyle().resolved(in: small).font.size   // 16
  public var size: Double
  /// The text colour used when a style sets none.
  ///
  ///     StyleDefaults.standard.foregroundColor.name   // "label"
  public var foregroundColor: TextColor
  /// The Dynamic Type text style whose metrics scale a style that follows none of its own;
  /// Body unless changed, so unstyled text follows the user's text size. `nil` keeps such
  /// styles at a fixed size.
  ///
  ///     var environment = TextEnvironment(sizeCategory: .accessibilityExtraExtraExtraLarge)
  ///     TextStyle().resolved(in: environment).font.size   // 53, as Body
  ///     environment.defaults.textStyle = nil
  ///     TextStyle().resolved(in: environment).font.size   // 17
  public var textStyle: DynamicTextStyle?
  /// A default kern in points per font family name.
  ///
  ///     let loose = TextEnvironment(defaults: StyleDefaults(kernByFamily: ["system-ui": 0.5]))
  ///     TextStyle().resolved(in: loose).kern   // 0.5
  public var kernByFamily: [String: Double]

  /// Creates defaults.
  ///
  ///     StyleDefaults(fontFamily: .system(design: .serif), size: 16)
  ///
  /// - Parameters:
  ///   - fontFamily: the family used when a style names none.
  ///   - size: the size of a style with neither a size nor a text style.
  ///   - foregroundColor: the text colour used when a style sets none.
  ///   - textStyle: the text style whose metrics scale styles that follow none.
  ///   - kernByFamily: default kern in points per family name.
  public init(
    fontFamily: FontFamily = .system, size: Double = 17, foregroundColor: TextColor = .label,
    textStyle: DynamicTextStyle? = .body, kernByFamily: [String: Double] = [:]
  ) {
    self.fontFamily = fontFamily
    self.size = size
    self.foregroundColor = foregroundColor
    self.textStyle = textStyle
    self.kernByFamily = kernByFamily
  }

  /// The platform defaults: the system font at 17 pt (Body at Large) in the label colour,
  /// scaled with Dynamic Type as Body is.
  ///
  ///     StyleDefaults.standard.size   // 17
  public static let standard = StyleDefaults()
}
