extension TextStyle {
  /// How far glyphs sit above (positive) or below (negative) the baseline.
  ///
  /// A relative offset is a fraction of the resolved font size, so a superscript keeps its
  /// proportions at every size.
  ///
  ///     TextStyle.BaselineOffset.relative(0.33).points(atSize: 30)   // 9.9
  public enum BaselineOffset: Hashable, Sendable {
    /// An offset in points at the unscaled size; it scales with Dynamic Type like the font.
    case points(Double)
    /// An offset as a fraction of the resolved font size.
    case relative(Double)

    /// The offset in points for a font of the given size.
    ///
    ///     TextStyle.BaselineOffset.points(3).points(atSize: 40)   // 3
    public func points(atSize size: Double) -> Double {
      switch self {
      case .points(let points): points
      case .relative(let fraction): fraction * size
      }
    }
  }
}

extension TextStyle.BaselineOffset: Codable {
  private enum CodingKeys: String, CodingKey { case points, relative }

  /// Decodes `{"points": 3}`, `{"relative": 0.33}` or a bare number of points.
  ///
  ///     // {"relative": 0.5} → .relative(0.5)
  public init(from decoder: any Decoder) throws {
    if let points = try? decoder.singleValueContainer().decode(Double.self) {
      self = .points(points)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let fraction = try container.decodeIfPresent(Double.self, forKey: .relative) {
      self = .relative(fraction)
    } else {
      self = .points(try container.decode(Double.self, forKey: .points))
    }
  }

  /// Encodes `{"points": …}` or `{"relative": …}`.
  ///
  ///     // .points(2) → {"points": 2}
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .points(let points): try container.encode(points, forKey: .points)
    case .relative(let fraction): try container.encode(fraction, forKey: .relative)
    }
  }
}
