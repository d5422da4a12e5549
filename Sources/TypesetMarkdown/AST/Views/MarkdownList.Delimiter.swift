extension MarkdownList {
  /// The character after a list's item numbers, or its bullet.
  ///
  ///     MarkdownList(MarkdownParser.parse("1) a").root.firstChild!)?.delimiter   // .parenthesis
  public enum Delimiter: Hashable, Sendable {
    /// A `-` bullet.
    case hyphen
    /// A `+` bullet.
    case plus
    /// A `*` bullet.
    case asterisk
    /// `1.`
    case period
    /// `1)`
    case parenthesis

    /// Whether this is the delimiter of an ordered list.
    ///
    ///     MarkdownList.Delimiter.period.isOrdered   // true
    public var isOrdered: Bool { self == .period || self == .parenthesis }
  }
}
