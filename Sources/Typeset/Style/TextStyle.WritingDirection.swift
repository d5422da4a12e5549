extension TextStyle {
  /// The direction characters are laid out in, as a Unicode embedding or override.
  ///
  ///     TextStyle().writingDirection(.rightToLeftOverride)
  public enum WritingDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Left-to-right embedding (LRE).
    case leftToRightEmbedding
    /// Right-to-left embedding (RLE).
    case rightToLeftEmbedding
    /// Left-to-right override (LRO).
    case leftToRightOverride
    /// Right-to-left override (RLO).
    case rightToLeftOverride
  }
}
