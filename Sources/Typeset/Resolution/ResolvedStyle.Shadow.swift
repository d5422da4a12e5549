extension ResolvedStyle {
  /// A resolved drop shadow.
  ///
  ///     ResolvedStyle.Shadow(offsetX: 0, offsetY: 1, blurRadius: 2, color: TextColor.black.light)
  public struct Shadow: Hashable, Sendable {
    /// Horizontal offset in points.
    ///
    ///     let shadowed = TextStyle().shadow(.init(offsetX: 1, offsetY: 2, blurRadius: 3))
    ///     shadowed.resolved(in: TextEnvironment()).shadow?.offsetX   // 1
    public var offsetX: Double
    /// Vertical offset in points.
    ///
    ///     let shadowed = TextStyle().shadow(.init(offsetX: 1, offsetY: 2, blurRadius: 3))
    ///     shadowed.resolved(in: TextEnvironment()).shadow?.offsetY   // 2
    public var offsetY: Double
    /// Blur radius in points.
    ///
    ///     let shadowed = TextStyle().shadow(.init(offsetX: 1, offsetY: 2, blurRadius: 3))
    ///     shadowed.resolved(in: TextEnvironment()).shadow?.blurRadius   // 3
    public var blurRadius: Double
    /// The colour.
    ///
    ///     let glow = TextStyle().shadow(.init(color: .label))
    ///     glow.resolved(in: TextEnvironment(appearance: .dark)).shadow?.color.hex   // "#FFFFFFFF"
    public var color: TextColor.RGBA

    /// Creates a resolved shadow.
    ///
    ///     ResolvedStyle.Shadow(offsetX: 1, offsetY: 1, blurRadius: 0, color: TextColor.black.light)
    ///
    /// - Parameters:
    ///   - offsetX: horizontal offset.
    ///   - offsetY: vertical offset.
    ///   - blurRadius: blur radius.
    ///   - color: the colour.
    public init(offsetX: Double, offsetY: Double, blurRadius: Double, color: TextColor.RGBA) {
      self.offsetX = offsetX
      self.offsetY = offsetY
      self.blurRadius = blurRadius
      self.color = color
    }
  }
}
