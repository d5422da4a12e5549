extension TerminalCapabilities {
  /// How many colours the terminal shows.
  ///
  ///     TerminalCapabilities.ColorDepth.ansi256 > .ansi16   // true
  public enum ColorDepth: Int, Hashable, Sendable, Comparable, CaseIterable {
    /// No colours (styles may still be on).
    case none
    /// The 16 ANSI colours (SGR 30–37, 90–97).
    case ansi16
    /// The xterm 256-colour palette (SGR 38;5;n).
    case ansi256
    /// 24-bit colour (SGR 38;2;r;g;b).
    case truecolor

    /// Orders depths from none to truecolor.
    ///
    ///     TerminalCapabilities.ColorDepth.none < .truecolor   // true
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}
