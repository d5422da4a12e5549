#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Theme {
  /// Loads a theme from a W3C Design Tokens file (the DTCG format, 2025.10).
  ///
  /// Colour tokens become the theme's ``colors``, font family tokens its ``fontFamilies`` and
  /// typography tokens its ``styles``, each named by its token path (`color.brand`,
  /// `typography.body`). `$type` is inherited from enclosing groups; `{group.token}` aliases
  /// are resolved (a cycle is a problem); colours may be in the srgb, srgb-linear, hsl,
  /// display-p3, oklch or oklab space (others through their `hex`); dimensions are `px`
  /// (fixed points) or `rem` (relative to body, so they follow Dynamic Type); `lineHeight` is
  /// a multiplier. Problems name the token path, as theme files do.
  ///
  ///     let tokens = #"{"color": {"$type": "color", "brand": {"$value": "#
  ///       + #"{"colorSpace": "srgb", "components": [0, 0.376, 0.875]}}}}"#
  ///     try Theme(designTokens: Data(tokens.utf8)).colors["color.brand"]?.description
  ///     // "#0060DFFF"
  public init(designTokens json: Data) throws(ThemeError) {
    let tree: JSONTree
    do {
      tree = try JSONTree.parse([UInt8](json))
    } catch {
      throw .problems([
        ThemeProblem(path: "", reason: "not JSON: \(error.message)", location: error.location)
      ])
    }
    var loader = DesignTokenLoader(tree: tree)
    let (theme, problems) = loader.load()
    guard problems.isEmpty else { throw .problems(problems) }
    self = theme
  }

  /// Whether JSON is a design tokens file rather than a theme file: an object with a token
  /// somewhere (a `$value` member; theme files have none).
  ///
  ///     Theme.isDesignTokens(Data(#"{"c": {"$type": "number", "$value": 1}}"#.utf8))   // true
  ///     Theme.isDesignTokens(Data(#"{"styles": {}}"#.utf8))                            // false
  public static func isDesignTokens(_ json: Data) -> Bool {
    guard let tree = try? JSONTree.parse([UInt8](json)), tree.kind(of: tree.root) == .object
    else { return false }
    return tree.nodes.contains { $0.key >= 0 && tree.strings[Int($0.key)] == "$value" }
  }
}
