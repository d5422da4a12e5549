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
  public var foregroundColor: Color
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
  ///   - kernByFamily: default kern in points per family name.
  public init(
    fontFamily: FontFamily = .system, size: Double = 17, foregroundColor: Color = .label,
    kernByFamily: [String: Double] = [:]
  ) {
    self.fontFamily = fontFamily
    self.size = size
    self.foregroundColor = foregroundColor
    self.kernByFamily = kernByFamily
  }

  /// The platform defaults: the system font at 17 pt (Body at Large) in the label colour.
  ///
  ///     StyleDefaults.standard.size   // 17
  public static let standard = StyleDefaults()
}
