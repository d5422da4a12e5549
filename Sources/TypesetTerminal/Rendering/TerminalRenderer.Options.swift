extension TerminalRenderer {
  /// Layout choices for terminal output.
  ///
  ///     var options = TerminalRenderer.Options.default
  ///     options.tabWidth = 8
  public struct Options: Hashable, Sendable {
    /// Tab stops in code blocks, in columns (CommonMark's tab stop is 4).
    ///
    ///     TerminalRenderer.Options.default.tabWidth   // 4
    public var tabWidth: Int
    /// What a quote draws at the start of each of its lines, before one space.
    ///
    ///     TerminalRenderer.Options.default.quoteBar   // "│"
    public var quoteBar: String
    /// The narrowest a table column is made before the table is stacked instead (a column
    /// whose content is narrower keeps its content's width).
    ///
    ///     TerminalRenderer.Options.default.minimumColumnWidth   // 8
    public var minimumColumnWidth: Int

    /// Creates options.
    ///
    ///     TerminalRenderer.Options(tabWidth: 8)
    ///
    /// - Parameters:
    ///   - tabWidth: tab stops in code.
    ///   - quoteBar: a quote's bar.
    ///   - minimumColumnWidth: the narrowest table column.
    public init(tabWidth: Int = 4, quoteBar: String = "│", minimumColumnWidth: Int = 8) {
      self.tabWidth = max(tabWidth, 1)
      self.quoteBar = quoteBar
      self.minimumColumnWidth = max(minimumColumnWidth, 1)
    }

    /// Four-column tabs, a `│` quote bar, columns no narrower than 8.
    ///
    ///     TerminalRenderer.Options.default.quoteBar   // "│"
    public static let `default` = Options()
  }
}
