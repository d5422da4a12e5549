extension ParagraphStyle {
  /// Horizontal alignment of the lines of a paragraph.
  ///
  ///     ParagraphStyle().alignment(.center)
  public enum Alignment: String, Hashable, Sendable, Codable, CaseIterable {
    /// Leading edge for the paragraph's writing direction (the default).
    case natural
    /// The left edge.
    case left
    /// Centred.
    case center
    /// The right edge.
    case right
    /// Both edges, with the last line natural.
    case justified
  }
}
