extension TextStyle {
  /// Whether the two styles share one stored set of values and have the same link: equal,
  /// known without comparing a value. Styles made by the same steps usually share storage,
  /// so a cache of recent styles checked this way answers most lookups at the cost of a
  /// pointer comparison each, and leaves the rest to a table keyed by the style's hash.
  ///
  ///     let bold = TextStyle().bold()
  ///     bold.isIdentical(to: bold)                // true
  ///     bold.isIdentical(to: TextStyle().bold())  // false: equal, but stored apart
  package func isIdentical(to other: TextStyle) -> Bool {
    storage === other.storage && linkTarget == other.linkTarget
  }
}
