extension ParagraphStyle {
  /// A tab stop: a location in points and how text aligns there.
  ///
  ///     ParagraphStyle().tabStops([.init(location: 120, alignment: .right)])
  public struct TabStop: Hashable, Sendable, Codable {
    /// Distance from the leading edge, in points.
    ///
    ///     ParagraphStyle.TabStop(location: 80).location   // 80
    public var location: Double
    /// How text aligns at the stop.
    ///
    ///     ParagraphStyle.TabStop(location: 80).alignment   // .natural
    public var alignment: Alignment

    /// Creates a tab stop.
    ///
    ///     ParagraphStyle.TabStop(location: 80)   // a natural-aligned stop at 80 pt
    ///
    /// - Parameters:
    ///   - location: distance from the leading edge, in points.
    ///   - alignment: how text aligns at the stop.
    public init(location: Double, alignment: Alignment = .natural) {
      self.location = location
      self.alignment = alignment
    }
  }
}
