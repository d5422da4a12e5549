extension Theme {
  /// A tag scheme for markup styled by this theme: `base`'s rules, the theme's tag rules (which
  /// replace rules of the same name), then every named style as a tag where no rule exists.
  ///
  /// Each tag style merges over the style around it, as ``TagScheme/register(_:style:)`` does,
  /// so `<kbd>` inside bold text stays bold.
  ///
  ///     let tags = Theme.default.tagScheme()
  ///     tags.rule(for: "kbd") != nil        // true: a theme tag
  ///     tags.rule(for: "headline") != nil   // true: a theme style
  ///     tags.rule(for: "b") != nil          // true: from TagScheme.default
  public func tagScheme(over base: TagScheme = .default) -> TagScheme {
    var scheme = base
    for (name, style) in tags.sorted(by: { $0.key < $1.key }) {
      scheme.register(name, style: style)
    }
    return scheme.addingStyles(of: self)
  }

  /// The environment with this theme's font catalog, so its custom fonts apply.
  ///
  ///     Theme.default.environment(TextEnvironment()).fontCatalog.entries.isEmpty   // true
  public func environment(_ environment: TextEnvironment) -> TextEnvironment {
    guard !fontCatalog.entries.isEmpty else { return environment }
    var copy = environment
    copy.fontCatalog = fontCatalog
    return copy
  }
}
