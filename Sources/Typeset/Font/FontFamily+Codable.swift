extension FontFamily: Codable {
  private enum CodingKeys: String, CodingKey { case name, system, faces }

  /// Decodes `"system"`, `"system-serif"` / `"ui-serif"` style names, or a custom family object
  /// `{"name": "Avenir", "faces": [{"weight": 400, "name": "Avenir-Book"}]}`.
  ///
  ///     // "ui-rounded" → .system(design: .rounded)
  public init(from decoder: any Decoder) throws {
    if let text = try? decoder.singleValueContainer().decode(String.self) {
      guard let design = Self.systemDesign(named: text) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            debugDescription:
              "unknown system font \"\(text)\"; expected system, system-serif, system-rounded "
              + "or system-monospaced (or a custom family object)"))
      }
      self = .system(design: design)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .name)
    let faces = try container.decode([FontFace].self, forKey: .faces)
    guard !faces.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .faces, in: container, debugDescription: "a custom family needs at least one face")
    }
    self = .custom(name, faces: faces)
  }

  /// Encodes a system family as its name, a custom one as an object.
  ///
  ///     // .system → "system-ui"
  public func encode(to encoder: any Encoder) throws {
    if let systemDesign {
      var container = encoder.singleValueContainer()
      try container.encode(systemDesign.familyName)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(faces, forKey: .faces)
  }

  private static func systemDesign(named name: String) -> SystemDesign? {
    switch name.lowercased() {
    case "system", "system-ui", "system-default": .default
    case "system-serif", "ui-serif", "serif": .serif
    case "system-rounded", "ui-rounded", "rounded": .rounded
    case "system-monospaced", "ui-monospace", "monospaced", "monospace": .monospaced
    default: nil
    }
  }
}
