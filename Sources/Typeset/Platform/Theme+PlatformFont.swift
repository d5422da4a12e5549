extension Theme {
  /// The font for a Dynamic Type text style at its Large size, for a bridge to scale with
  /// `UIFontMetrics` (ScaledFont's `font(forTextStyle:)`).
  ///
  /// The theme's style named after the text style (`"body"`, `"title1"` …) is used when it has
  /// one, else the text style's preset; its font catalog applies. The result's
  /// ``PlatformFont/textStyle`` is the text style, so the bridge always knows which metrics
  /// scale it.
  ///
  ///     let font = Theme.default.platformFont(forTextStyle: .headline)
  ///     font.size          // 17: Large, before UIFontMetrics scales it
  ///     font.weightValue   // 0.3
  ///
  /// - Parameters:
  ///   - textStyle: the text style.
  ///   - environment: the environment (its size category is replaced by Large).
  public func platformFont(
    forTextStyle textStyle: DynamicTextStyle, in environment: TextEnvironment = TextEnvironment()
  ) -> PlatformFont {
    var large = self.environment(environment)
    large.sizeCategory = .large
    let style = styles[textStyle.rawValue] ?? TextStyle().textStyle(textStyle)
    var font = PlatformFont(style.resolved(in: large).font)
    font.textStyle = textStyle
    return font
  }
}
