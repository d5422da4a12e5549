extension Theme {
  /// The built-in theme under its old name.
  ///
  ///     Theme.standard == Theme.default   // true
  @available(*, deprecated, renamed: "default")
  public static var standard: Theme { .default }
}
