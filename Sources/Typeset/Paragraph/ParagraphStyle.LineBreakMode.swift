extension ParagraphStyle {
  /// How a line that does not fit is broken or truncated.
  ///
  ///     ParagraphStyle().lineBreakMode(.byTruncatingTail)   // "A long titl…"
  public enum LineBreakMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Wrap at word boundaries (the default).
    case byWordWrapping
    /// Wrap at any character.
    case byCharWrapping
    /// Cut the line off at the edge.
    case byClipping
    /// Replace the start of the line with an ellipsis.
    case byTruncatingHead
    /// Replace the end of the line with an ellipsis.
    case byTruncatingTail
    /// Replace the middle of the line with an ellipsis.
    case byTruncatingMiddle
  }
}
