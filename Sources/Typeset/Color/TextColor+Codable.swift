extension TextColor: Codable {
  private enum CodingKeys: String, CodingKey {
    case light, dark, highContrastLight, highContrastDark
  }

  /// Decodes a colour from a string (hex or name) or an object of variants.
  ///
  /// The object needs `light` and `dark`; `highContrastLight` and `highContrastDark` are
  /// optional. Each value is itself a hex string or a colour name; see
  /// ``dynamic(light:dark:highContrastLight:highContrastDark:)`` for how variants are taken.
  /// A malformed value fails with the ``ColorError`` message.
  ///
  ///     try JSONDecoder().decode(TextColor.self, from: Data(#""label""#.utf8)).name   // "label"
  ///     let object = Data(##"{"light": "#000", "dark": "#FFF"}"##.utf8)
  ///     try JSONDecoder().decode(TextColor.self, from: object)
  ///     // dynamic(light: #000000FF, dark: #FFFFFFFF, …)
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.singleValueContainer(),
      let text = try? container.decode(String.self)
    {
      self = try Self.parse(text, codingPath: decoder.codingPath)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func variant(_ key: CodingKeys) throws -> TextColor? {
      guard let text = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
      return try Self.parse(text, codingPath: container.codingPath + [key])
    }
    guard let light = try variant(.light) else {
      throw DecodingError.keyNotFound(
        CodingKeys.light,
        .init(
          codingPath: container.codingPath, debugDescription: "a dynamic colour needs \"light\""))
    }
    guard let dark = try variant(.dark) else {
      throw DecodingError.keyNotFound(
        CodingKeys.dark,
        .init(codingPath: container.codingPath, debugDescription: "a dynamic colour needs \"dark\"")
      )
    }
    self = .dynamic(
      light: light, dark: dark, highContrastLight: try variant(.highContrastLight),
      highContrastDark: try variant(.highContrastDark))
  }

  /// Encodes a named colour as its name, a static colour as its hex string, and a dynamic colour
  /// as an object (high-contrast keys only when they differ from the standard variants).
  ///
  ///     String(decoding: try JSONEncoder().encode(TextColor.label), as: UTF8.self)   // "\"label\""
  ///     String(decoding: try JSONEncoder().encode(TextColor.white), as: UTF8.self)
  ///     // "\"#FFFFFFFF\""
  public func encode(to encoder: any Encoder) throws {
    if let name {
      var container = encoder.singleValueContainer()
      try container.encode(name)
    } else if !isDynamic {
      var container = encoder.singleValueContainer()
      try container.encode(light.hex)
    } else {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(light.hex, forKey: .light)
      try container.encode(dark.hex, forKey: .dark)
      if highContrastLight != light {
        try container.encode(highContrastLight.hex, forKey: .highContrastLight)
      }
      if highContrastDark != dark {
        try container.encode(highContrastDark.hex, forKey: .highContrastDark)
      }
    }
  }

  private static func parse(_ text: String, codingPath: [any CodingKey]) throws -> TextColor {
    do {
      return try TextColor(parsing: text)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: codingPath, debugDescription: error.description))
    }
  }
}
