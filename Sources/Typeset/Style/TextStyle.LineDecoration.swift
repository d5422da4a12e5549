extension TextStyle {
  /// An underline or strikethrough: its line style, pattern and colour.
  ///
  ///     let squiggle = TextStyle.LineDecoration(.thick, pattern: .dot, color: .systemRed)
  public struct LineDecoration: Hashable, Sendable, Codable {
    /// How many lines, and how thick.
    ///
    ///     TextStyle.LineDecoration.Style(rawValue: "thick")   // .thick
    public enum Style: String, Hashable, Sendable, Codable, CaseIterable {
      /// No line drawn; use it to switch off a decoration set underneath (`nil` means
      /// "not set here", so no case is called `none`).
      case hidden
      /// One thin line.
      case single
      /// One thick line.
      case thick
      /// Two thin lines.
      case double
    }

    /// The dash pattern of the line.
    ///
    ///     TextStyle.LineDecoration.Pattern(rawValue: "dashDot")   // .dashDot
    public enum Pattern: String, Hashable, Sendable, Codable, CaseIterable {
      /// A continuous line.
      case solid
      /// A dotted line.
      case dot
      /// A dashed line.
      case dash
      /// Alternating dashes and dots.
      case dashDot
      /// A dash followed by two dots.
      case dashDotDot
    }

    /// The line style.
    ///
    ///     TextStyle.LineDecoration().style   // .single
    public var style: Style
    /// The dash pattern.
    ///
    ///     TextStyle.LineDecoration().pattern   // .solid
    public var pattern: Pattern
    /// Whether the line skips the spaces between words.
    ///
    ///     TextStyle.LineDecoration(isByWord: true).isByWord   // true
    public var isByWord: Bool
    /// The line colour; `nil` uses the text colour.
    ///
    ///     TextStyle.LineDecoration().color   // nil: drawn in the text colour
    public var color: TextColor?

    /// Creates a decoration.
    ///
    ///     TextStyle.LineDecoration(.double, color: .systemBlue)
    ///
    /// - Parameters:
    ///   - style: how many lines and how thick.
    ///   - pattern: the dash pattern.
    ///   - isByWord: whether spaces between words are skipped.
    ///   - color: the line colour, or `nil` for the text colour.
    public init(
      _ style: Style = .single, pattern: Pattern = .solid, isByWord: Bool = false,
      color: TextColor? = nil
    ) {
      self.style = style
      self.pattern = pattern
      self.isByWord = isByWord
      self.color = color
    }
  }
}
