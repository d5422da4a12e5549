// Presets: one per Dynamic Type text style, scaled to all sizes, in the label colour. They leave
// the family unset, so the environment's default family (the system font) or its font catalog
// supplies it.
extension TextStyle {
  /// Running text: system font, Body text style, all sizes, label colour.
  ///
  ///     TextStyle.body.resolved(in: TextEnvironment()).font.size   // 17
  public static let body = TextStyle.preset(.body)
  /// The largest title, at the top of a screen.
  ///
  ///     TextStyle.largeTitle.resolved(in: TextEnvironment()).font.size   // 34
  public static let largeTitle = TextStyle.preset(.largeTitle)
  /// A first-level heading.
  ///
  ///     TextStyle.title1.resolved(in: TextEnvironment()).font.size   // 28
  public static let title1 = TextStyle.preset(.title1)
  /// A second-level heading.
  ///
  ///     TextStyle.title2.resolved(in: TextEnvironment()).font.size   // 22
  public static let title2 = TextStyle.preset(.title2)
  /// A third-level heading.
  ///
  ///     TextStyle.title3.resolved(in: TextEnvironment()).font.size   // 20
  public static let title3 = TextStyle.preset(.title3)
  /// Emphasised text that leads a section (semibold).
  ///
  ///     TextStyle.headline.resolved(in: TextEnvironment()).font.weight   // .semibold
  public static let headline = TextStyle.preset(.headline)
  /// Text under a headline.
  ///
  ///     TextStyle.subheadline.resolved(in: TextEnvironment()).font.size   // 15
  public static let subheadline = TextStyle.preset(.subheadline)
  /// Text set off from the body, such as a pull quote.
  ///
  ///     TextStyle.callout.resolved(in: TextEnvironment()).font.size   // 16
  public static let callout = TextStyle.preset(.callout)
  /// Footnotes and fine print.
  ///
  ///     TextStyle.footnote.resolved(in: TextEnvironment()).font.size   // 13
  public static let footnote = TextStyle.preset(.footnote)
  /// Captions under images and in lists.
  ///
  ///     TextStyle.caption1.resolved(in: TextEnvironment()).font.size   // 12
  public static let caption1 = TextStyle.preset(.caption1)
  /// The smallest captions.
  ///
  ///     TextStyle.caption2.resolved(in: TextEnvironment()).font.size   // 11
  public static let caption2 = TextStyle.preset(.caption2)
  /// Code: the monospaced system font at the body size.
  ///
  ///     TextStyle.code.resolved(in: TextEnvironment()).font.family   // "ui-monospace"
  public static let code = TextStyle.body.fontFamily(.system(design: .monospaced))

  private static func preset(_ textStyle: DynamicTextStyle) -> TextStyle {
    TextStyle().textStyle(textStyle).scaling(.allSizes).color(.label)
  }
}
