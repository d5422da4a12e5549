extension TextStyle {
  /// A drop shadow drawn behind glyphs.
  ///
  ///     let glow = TextStyle.Shadow(offsetX: 0, offsetY: 1, blurRadius: 2, color: .black.opacity(0.3))
  public struct Shadow: Hashable, Sendable, Codable {
    /// Horizontal offset in points; positive moves right.
    ///
    ///     TextStyle.Shadow(offsetX: 2).offsetX   // 2
    public var offsetX: Double
    /// Vertical offset in points; positive moves down.
    ///
    ///     TextStyle.Shadow().offsetY   // 1
    public var offsetY: Double
    /// Blur radius in points.
    ///
    ///     TextStyle.Shadow().blurRadius   // 0: a hard edge
    public var blurRadius: Double
    /// The shadow colour.
    ///
    ///     TextStyle.Shadow().color.description   // "#00000055"
    public var color: TextColor

    /// Creates a shadow.
    ///
    ///     TextStyle.Shadow(offsetY: 2, blurRadius: 4)   // black, a third opaque
    ///
    /// - Parameters:
    ///   - offsetX: horizontal offset in points.
    ///   - offsetY: vertical offset in points.
    ///   - blurRadius: blur radius in points.
    ///   - color: the shadow colour.
    public init(
      offsetX: Double = 0, offsetY: Double = 1, blurRadius: Double = 0,
      color: TextColor = TextColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0)
    ) {
      self.offsetX = offsetX
      self.offsetY = offsetY
      self.blurRadius = blurRadius
      self.color = color
    }
  }
}
