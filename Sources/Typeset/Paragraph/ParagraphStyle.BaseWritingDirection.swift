extension ParagraphStyle {
  /// The base writing direction of a paragraph.
  ///
  ///     ParagraphStyle().baseWritingDirection(.rightToLeft)
  public enum BaseWritingDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Follow the first strong character (the default).
    case natural
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
  }
}
