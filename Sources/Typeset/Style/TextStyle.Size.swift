extension TextStyle {
  /// A font size: an optional absolute size in points, transformed by a multiplier and an increment.
  ///
  /// The size resolves to `(points ?? base) × multiplier + increment`, where `base` is the size
  /// underneath (the Dynamic Type size, or the style this one is merged over). A size without
  /// `points` is relative and stays relative until resolution, so styles derived with
  /// ``TextStyle/sizeMultiplied(by:)`` follow their base when it changes size or scales.
  ///
  ///     let heading = TextStyle.Size.relative(multiplier: 1.5)
  ///     heading.value(base: 17)                              // 25.5
  ///     heading.applied(over: .points(20)).value(base: 17)   // 30
  public struct Size: Hashable, Sendable {
    /// The absolute size in points, or `nil` for a size relative to the base.
    ///
    ///     TextStyle.Size.points(15).points                // 15
    ///     TextStyle.Size.relative(multiplier: 2).points   // nil
    public var points: Double?
    /// The factor the size is multiplied by.
    ///
    ///     TextStyle().sizeMultiplied(by: 1.5).size?.multiplier   // 1.5
    public var multiplier: Double
    /// The number of points added after multiplying.
    ///
    ///     TextStyle().sizeIncremented(by: 2).size?.increment   // 2
    public var increment: Double

    /// Creates a size from its three parts.
    ///
    ///     TextStyle.Size(points: 12, multiplier: 2, increment: 1).value(base: 17)   // 25
    public init(points: Double? = nil, multiplier: Double = 1, increment: Double = 0) {
      self.points = points
      self.multiplier = multiplier
      self.increment = increment
    }

    /// An absolute size in points.
    ///
    ///     TextStyle.Size.points(15).value(base: 17)   // 15
    public static func points(_ points: Double) -> Size { Size(points: points) }

    /// A size relative to the base size.
    ///
    ///     TextStyle.Size.relative(multiplier: 0.5, increment: 1).value(base: 10)   // 6
    public static func relative(multiplier: Double = 1, increment: Double = 0) -> Size {
      Size(multiplier: multiplier, increment: increment)
    }

    /// Whether the size depends on the size underneath.
    ///
    ///     TextStyle.Size.points(12).isRelative                 // false
    ///     TextStyle.Size.relative(multiplier: 2).isRelative    // true
    public var isRelative: Bool { points == nil }

    /// The size in points over the given base size.
    ///
    ///     TextStyle.Size.relative(increment: 2).value(base: 17)   // 19
    public func value(base: Double) -> Double {
      (points ?? base) * multiplier + increment
    }

    /// This size placed over `base`: an absolute size replaces it, a relative one composes with it.
    ///
    ///     TextStyle.Size.relative(multiplier: 2).applied(over: .points(8)).points   // 8
    public func applied(over base: Size?) -> Size {
      guard points == nil, let base else { return self }
      return Size(
        points: base.points,
        multiplier: base.multiplier * multiplier,
        increment: base.increment * multiplier + increment)
    }
  }
}

extension TextStyle.Size: Codable {
  private enum CodingKeys: String, CodingKey { case points, multiplier, increment }

  /// Decodes a number of points (`15`) or an object (`{"multiplier": 1.4}`).
  ///
  ///     // {"points": 12, "increment": 2} → 14 pt
  public init(from decoder: any Decoder) throws {
    if let points = try? decoder.singleValueContainer().decode(Double.self) {
      self.init(points: points)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      points: try container.decodeIfPresent(Double.self, forKey: .points),
      multiplier: try container.decodeIfPresent(Double.self, forKey: .multiplier) ?? 1,
      increment: try container.decodeIfPresent(Double.self, forKey: .increment) ?? 0)
  }

  /// Encodes an absolute size as a number, anything else as an object.
  ///
  ///     // .points(15) → 15; .relative(multiplier: 2) → {"multiplier": 2}
  public func encode(to encoder: any Encoder) throws {
    if let points, multiplier == 1, increment == 0 {
      var container = encoder.singleValueContainer()
      try container.encode(points)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(points, forKey: .points)
    if multiplier != 1 { try container.encode(multiplier, forKey: .multiplier) }
    if increment != 0 { try container.encode(increment, forKey: .increment) }
  }
}
