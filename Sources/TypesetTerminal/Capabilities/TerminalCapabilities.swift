/// What a terminal can show: colour depth, text styles, hyperlinks, curly underlines, width.
///
/// A value, so rendering is deterministic: ``detect(environment:isTerminal:choice:width:)``
/// computes it from environment variables, and tests pass the value they want.
///
///     let plain = TerminalCapabilities.plain(width: 40)
///     plain.usesEscapes   // false
///     let rich = TerminalCapabilities(colorDepth: .truecolor, width: 100)
///     rich.hasStyles      // true
public struct TerminalCapabilities: Hashable, Sendable {
  /// The colours the terminal shows.
  ///
  ///     TerminalCapabilities(colorDepth: .ansi256).colorDepth   // .ansi256
  public var colorDepth: ColorDepth
  /// Whether bold, faint, italic, underline and strikethrough are drawn.
  ///
  ///     TerminalCapabilities.plain().hasStyles   // false
  public var hasStyles: Bool
  /// Whether links are OSC 8 hyperlinks; when not, links are numbered references with their
  /// URLs listed after the block.
  ///
  ///     TerminalCapabilities(colorDepth: .ansi16, hasHyperlinks: false).hasHyperlinks  // false
  public var hasHyperlinks: Bool
  /// Whether double, curly, dotted and dashed underlines (SGR 4:n) and underline colours
  /// (SGR 58) are understood; when not, every underline is a single one.
  ///
  ///     TerminalCapabilities(colorDepth: .truecolor).hasStyledUnderlines   // false
  public var hasStyledUnderlines: Bool
  /// The number of columns to lay text out in, from 1 to ``maximumWidth``: a width outside
  /// is brought to the nearer end (a `COLUMNS` of 99999999999 would otherwise have layout ask
  /// for memory by the column).
  ///
  ///     TerminalCapabilities(colorDepth: .none, width: 0).width   // 1
  public var width: Int {
    didSet { width = Self.clampedWidth(width) }
  }

  /// The widest layout: wider than any terminal, narrow enough that a line's buffers stay
  /// small.
  ///
  ///     TerminalCapabilities(colorDepth: .none, width: .max).width   // 10_000
  public static let maximumWidth = 10_000

  /// `width` brought within 1 to ``maximumWidth``.
  static func clampedWidth(_ width: Int) -> Int { min(max(width, 1), maximumWidth) }

  /// Creates capabilities.
  ///
  ///     TerminalCapabilities(colorDepth: .ansi16, hasHyperlinks: false, width: 60)
  ///
  /// - Parameters:
  ///   - colorDepth: the colours shown.
  ///   - hasStyles: whether text styles are drawn.
  ///   - hasHyperlinks: whether links are OSC 8 hyperlinks.
  ///   - hasStyledUnderlines: whether SGR 4:n underlines and SGR 58 colours work.
  ///   - width: the columns to lay out in (see ``width``).
  public init(
    colorDepth: ColorDepth, hasStyles: Bool = true, hasHyperlinks: Bool = true,
    hasStyledUnderlines: Bool = false, width: Int = 80
  ) {
    self.colorDepth = colorDepth
    self.hasStyles = hasStyles
    self.hasHyperlinks = hasHyperlinks
    self.hasStyledUnderlines = hasStyledUnderlines
    self.width = Self.clampedWidth(width)
  }

  /// Plain text: no escape sequence of any kind, links as numbered references.
  ///
  ///     TerminalCapabilities.plain(width: 72).usesEscapes   // false
  public static func plain(width: Int = 80) -> TerminalCapabilities {
    TerminalCapabilities(
      colorDepth: .none, hasStyles: false, hasHyperlinks: false, width: width)
  }

  /// Whether any escape sequence may be written.
  ///
  ///     TerminalCapabilities(colorDepth: .none).usesEscapes   // true: styles are on
  public var usesEscapes: Bool { colorDepth != .none || hasStyles || hasHyperlinks }
}
