extension DynamicTypeScaling: Codable {
  private enum CodingKeys: String, CodingKey {
    case behavior, minimumPointSize, maximumPointSize
  }

  /// Decodes `"allSizes"` or `{"behavior": "allSizes", "maximumPointSize": 40}`.
  ///
  ///     try JSONDecoder().decode(DynamicTypeScaling.self, from: Data(#""standardSizes""#.utf8))
  ///     // .standardSizes
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.singleValueContainer(),
      let behavior = try? container.decode(Behavior.self)
    {
      self.init(behavior: behavior)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      behavior: try container.decode(Behavior.self, forKey: .behavior),
      minimumPointSize: try container.decodeIfPresent(Double.self, forKey: .minimumPointSize),
      maximumPointSize: try container.decodeIfPresent(Double.self, forKey: .maximumPointSize))
  }

  /// Encodes the behaviour name alone when there are no limits, otherwise an object.
  ///
  ///     try JSONEncoder().encode(DynamicTypeScaling.allSizes)                // "allSizes"
  ///     try JSONEncoder().encode(DynamicTypeScaling.allSizes.maximum(40))
  ///     // {"behavior":"allSizes","maximumPointSize":40}
  public func encode(to encoder: any Encoder) throws {
    if minimumPointSize == nil && maximumPointSize == nil {
      var container = encoder.singleValueContainer()
      try container.encode(behavior)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(behavior, forKey: .behavior)
    try container.encodeIfPresent(minimumPointSize, forKey: .minimumPointSize)
    try container.encodeIfPresent(maximumPointSize, forKey: .maximumPointSize)
  }
}
