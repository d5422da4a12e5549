/// A style whose text colour falls below the WCAG 2 minimum contrast with its background in
/// one appearance and contrast setting.
///
///     let warning = Theme.default.contrastWarnings().first { $0.path == "markdown.link" }
///     warning?.description
///     // "markdown.link: contrast 4.01:1 is below 4.5:1 in light appearance (#007AFFFF on
///     //  #FFFFFFFF)" (on one line)
public struct ContrastWarning: Hashable, Sendable, CustomStringConvertible {
  /// Where the style is: `styles.caption1`, `tags.mark`, `markdown.headings[0]`.
  ///
  ///     warning.path   // "markdown.link"
  public var path: String
  /// The appearance the colours were resolved for.
  ///
  ///     warning.appearance   // .light
  public var appearance: Appearance
  /// The contrast setting the colours were resolved for.
  ///
  ///     warning.contrast   // .standard
  public var contrast: Contrast
  /// The measured contrast ratio, 1...21.
  ///
  ///     warning.ratio   // 4.0166… (printed rounded down, 4.01)
  public var ratio: Double
  /// The minimum the text needs: 4.5 for body text, 3 for large text.
  ///
  ///     warning.minimum   // 4.5
  public var minimum: Double
  /// The text colour as drawn (composited over the background when translucent).
  ///
  ///     warning.foreground.hex   // "#007AFFFF"
  public var foreground: TextColor.RGBA
  /// The background it is drawn on (the style's, else the theme's).
  ///
  ///     warning.background.hex   // "#FFFFFFFF"
  public var background: TextColor.RGBA

  /// Creates a warning.
  ///
  ///     ContrastWarning(path: "styles.body", appearance: .dark, contrast: .standard,
  ///       ratio: 2.1, minimum: 4.5, foreground: .init(red: 0.3, green: 0.3, blue: 0.3),
  ///       background: .init(red: 0, green: 0, blue: 0))
  ///
  /// - Parameters:
  ///   - path: where the style is.
  ///   - appearance: the appearance checked.
  ///   - contrast: the contrast setting checked.
  ///   - ratio: the measured ratio.
  ///   - minimum: the ratio required.
  ///   - foreground: the text colour as drawn.
  ///   - background: the background colour.
  public init(
    path: String, appearance: Appearance, contrast: Contrast, ratio: Double, minimum: Double,
    foreground: TextColor.RGBA, background: TextColor.RGBA
  ) {
    self.path = path
    self.appearance = appearance
    self.contrast = contrast
    self.ratio = ratio
    self.minimum = minimum
    self.foreground = foreground
    self.background = background
  }

  /// `path: contrast 3.54:1 is below 4.5:1 in dark appearance, increased contrast (#… on #…)`.
  ///
  ///     warning.description.hasPrefix("markdown.link: contrast")   // true
  public var description: String {
    let setting =
      appearance.rawValue + " appearance" + (contrast == .increased ? ", increased contrast" : "")
    // Round down, so a ratio just under the minimum never prints as the minimum itself.
    let shown = (ratio * 100).rounded(.down) / 100
    return "\(path): contrast \(Self.format(shown)):1 is below \(Self.format(minimum)):1 in "
      + "\(setting) (\(foreground.hex) on \(background.hex))"
  }

  private static func format(_ value: Double) -> String {
    var text = CLibrary.format("%.2f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
