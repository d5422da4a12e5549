extension ResolvedStyle {
  /// A resolved underline or strikethrough.
  ///
  ///     ResolvedStyle.Decoration(style: .single, pattern: .solid, isByWord: false, color: nil)
  public struct Decoration: Hashable, Sendable {
    /// The line style.
    ///
    ///     let wavy = TextStyle().underline(.double, pattern: .dash, color: .systemRed)
    ///     wavy.resolved(in: TextEnvironment()).underline?.style   // .double
    public var style: TextStyle.LineDecoration.Style
    /// The dash pattern.
    ///
    ///     let wavy = TextStyle().underline(.double, pattern: .dash, color: .systemRed)
    ///     wavy.resolved(in: TextEnvironment()).underline?.pattern   // .dash
    public var pattern: TextStyle.LineDecoration.Pattern
    /// Whether spaces between words are skipped.
    ///
    ///     TextStyle().underline().resolved(in: TextEnvironment()).underline?.isByWord   // false
    public var isByWord: Bool
    /// The line colour, or `nil` for the text colour.
    ///
    ///     let wavy = TextStyle().underline(.double, pattern: .dash, color: .systemRed)
    ///     wavy.resolved(in: TextEnvironment()).underline?.color?.hex   // "#FF3B30FF"
    public var color: TextColor.RGBA?

    /// Creates a resolved decoration.
    ///
    ///     ResolvedStyle.Decoration(style: .double, pattern: .dot, isByWord: true, color: nil)
    ///
    /// - Parameters:
    ///   - style: the line style.
    ///   - pattern: the dash pattern.
    ///   - isByWord: whether spaces are skipped.
    ///   - color: the line colour.
    public init(
      style: TextStyle.LineDecoration.Style, pattern: TextStyle.LineDecoration.Pattern,
      isByWord: Bool, color: TextColor.RGBA?
    ) {
      self.style = style
      self.pattern = pattern
      self.isByWord = isByWord
      self.color = color
    }
  }
}
