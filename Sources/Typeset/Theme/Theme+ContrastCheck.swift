extension Theme {
  /// The WCAG 2 body-text minimum contrast ratio (success criterion 1.4.3).
  ///
  ///     Theme.minimumContrast   // 4.5
  public static let minimumContrast = 4.5
  /// The WCAG 2 minimum for large text: 18 pt, or 14 pt bold.
  ///
  ///     Theme.minimumLargeTextContrast   // 3
  public static let minimumLargeTextContrast = 3.0

  /// Every style whose text falls below the WCAG 2 minimum contrast with its background, in
  /// each appearance (light, dark) and contrast setting (standard, increased).
  ///
  /// The styles checked are the named styles, the tag styles and the Markdown element styles
  /// (tag and Markdown styles merged over ``body``, as they are used). Each is resolved at the
  /// default text size; its text colour (with its opacity, composited when translucent) is
  /// compared with its own background, else the theme's ``background`` (itself over white in
  /// light and black in dark appearance when translucent). Large text needs 3:1, other text
  /// 4.5:1. Styles drawn in the same colours at the same minimum are reported once, at the
  /// first path (named styles first, then tags, then Markdown). WCAG's points are CSS points (1/72 in, 4/3 CSS px) and Apple's points are CSS px,
  /// so large text is 24 pt here, or 18.67 pt at weight 700 and above.
  ///
  ///     Theme.default.contrastWarnings().map(\.path).contains("markdown.link")   // true
  public func contrastWarnings() -> [ContrastWarning] {
    var checked: [(path: String, style: TextStyle)] = []
    for name in styles.keys.sorted() { checked.append(("styles." + name, styles[name]!)) }
    for name in tags.keys.sorted() { checked.append(("tags." + name, body.merging(tags[name]!))) }
    for (path, style) in markdownStylesByPath() { checked.append((path, body.merging(style))) }
    var warnings: [ContrastWarning] = []
    for appearance in Appearance.allCases {
      for contrast in Contrast.allCases {
        var reported: Set<Pair> = []
        let environment = TextEnvironment(appearance: appearance, contrast: contrast)
        let canvas = TextColor.RGBA(
          red: appearance == .light ? 1 : 0, green: appearance == .light ? 1 : 0,
          blue: appearance == .light ? 1 : 0)
        let page = background.resolved(for: appearance, contrast: contrast).composited(
          over: canvas)
        for (path, style) in checked {
          let resolved = style.resolved(in: environment)
          let ground = resolved.backgroundColor.map { $0.composited(over: page) } ?? page
          let ink = resolved.foregroundColor.composited(over: ground)
          let ratio = ink.contrastRatio(with: ground)
          let minimum =
            Self.isLargeText(size: resolved.font.size, weight: resolved.font.weight)
            ? Self.minimumLargeTextContrast : Self.minimumContrast
          if ratio < minimum,
            reported.insert(Pair(ink: ink, ground: ground, minimum: minimum)).inserted
          {
            warnings.append(
              ContrastWarning(
                path: path, appearance: appearance, contrast: contrast, ratio: ratio,
                minimum: minimum, foreground: ink, background: ground))
          }
        }
      }
    }
    return warnings
  }

  /// Whether WCAG counts text of this size and weight as large: 18 pt (24 Apple points), or
  /// 14 pt (18.67 Apple points) at bold weight (700) or heavier.
  ///
  ///     Theme.isLargeText(size: 24, weight: .regular)   // true
  ///     Theme.isLargeText(size: 20, weight: .bold)      // true
  ///     Theme.isLargeText(size: 20, weight: .semibold)  // false
  public static func isLargeText(size: Double, weight: FontWeight) -> Bool {
    size >= 24 || (size >= 14 * 4 / 3 && weight >= .bold)
  }

  /// Colours and the minimum they were held to: one warning each per environment.
  private struct Pair: Hashable {
    var ink: TextColor.RGBA
    var ground: TextColor.RGBA
    var minimum: Double
  }

  /// The Markdown element styles with the paths a theme file gives them.
  func markdownStylesByPath() -> [(path: String, style: TextStyle)] {
    var result = ThemeLoader.markdownStyleSlots.map {
      ("markdown." + $0.key, markdown[keyPath: $0.slot])
    }
    for (index, heading) in markdown.headings.enumerated() {
      result.append(("markdown.headings[\(index)]", heading))
    }
    return result
  }
}
