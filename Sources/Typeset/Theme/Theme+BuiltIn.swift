extension Theme {
  /// The built-in theme: system fonts, Dynamic Type text styles scaled to all sizes, semantic
  /// colours for light and dark, and Markdown styles (H1 title1 … H6 footnote semibold, code
  /// monospaced at 0.9 × the body size).
  ///
  /// Read from ``defaultJSON`` by the same loader as a user's file; `typeset theme print
  /// default` prints that JSON as a starting point.
  ///
  ///     Theme.default.style(named: "caption1")?.dynamicTextStyle   // .caption1
  ///     Theme.default.markdown == MarkdownStyles()                 // true
  public static let `default` = builtIn(defaultJSON)

  /// A smaller built-in theme for chat bubbles, lists and notifications: every style one
  /// Dynamic Type step smaller (body is callout) and tighter spacing.
  ///
  ///     Theme.compact.body.dynamicTextStyle              // .callout
  ///     Theme.compact.markdown.heading(1).dynamicTextStyle   // .title2
  public static let compact = builtIn(compactJSON)

  /// The names of the built-in themes.
  ///
  ///     Theme.builtInNames   // ["default", "compact"]
  public static let builtInNames = ["default", "compact"]

  /// A built-in theme by name, or `nil`.
  ///
  ///     Theme.builtIn(named: "compact")?.name   // "compact"
  public static func builtIn(named name: String) -> Theme? {
    switch name {
    case "default": .default
    case "compact": .compact
    default: nil
    }
  }

  /// The JSON text of a built-in theme, or `nil`.
  ///
  ///     Theme.builtInJSON(named: "default")?.contains("\"title1\"")   // true
  public static func builtInJSON(named name: String) -> String? {
    switch name {
    case "default": defaultJSON
    case "compact": compactJSON
    default: nil
    }
  }

  /// Loads a built-in theme's JSON. The tests load both files and require no problems, so the
  /// fallback (an empty theme, never a trap) is never taken.
  private static func builtIn(_ json: String) -> Theme {
    (try? Theme(json: json)) ?? Theme(name: "", styles: [:])
  }
}
