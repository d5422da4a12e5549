/// One face of a custom font family: its weight, whether it is italic, and its PostScript name.
///
///     FontFace(weight: .bold, isItalic: true, name: "Avenir-HeavyOblique")
public struct FontFace: Hashable, Sendable, Codable {
  /// The face's weight.
  ///
  ///     FontFace(weight: .bold, name: "Georgia-Bold").weight   // .bold
  public var weight: FontWeight
  /// Whether the face is italic (or oblique).
  ///
  ///     FontFace(weight: .regular, name: "Georgia").isItalic   // false
  public var isItalic: Bool
  /// The name the platform loads the face by (its PostScript name).
  ///
  ///     FontFace(weight: .bold, name: "Georgia-Bold").name   // "Georgia-Bold"
  public var name: String

  /// Creates a face.
  ///
  ///     FontFace(weight: .regular, name: "Georgia")
  ///
  /// - Parameters:
  ///   - weight: the face's weight.
  ///   - isItalic: whether it is italic.
  ///   - name: the PostScript name.
  public init(weight: FontWeight, isItalic: Bool = false, name: String) {
    self.weight = weight
    self.isItalic = isItalic
    self.name = name
  }

  private enum CodingKeys: String, CodingKey { case weight, isItalic = "italic", name }

  /// Decodes `{"weight": 700, "italic": true, "name": "…"}`; `italic` defaults to false.
  ///
  ///     // {"weight": "bold", "name": "Georgia-Bold"}
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      weight: try container.decode(FontWeight.self, forKey: .weight),
      isItalic: try container.decodeIfPresent(Bool.self, forKey: .isItalic) ?? false,
      name: try container.decode(String.self, forKey: .name))
  }

  /// Encodes the face; `italic` only when true.
  ///
  ///     // {"weight": 400, "name": "Georgia"}
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(weight, forKey: .weight)
    if isItalic { try container.encode(true, forKey: .isItalic) }
    try container.encode(name, forKey: .name)
  }
}
