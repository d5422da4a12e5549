extension TextColor {
  /// One concrete colour: red, green, blue and alpha in the sRGB colour space, each 0...1.
  ///
  /// Components are clamped to 0...1 (not-a-number becomes 0), on creation and on assignment.
  ///
  ///     let teal = TextColor.RGBA(red: 0, green: 0.5, blue: 0.5)
  ///     teal.hex   // "#008080FF"
  public struct RGBA: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The red component, 0...1.
    ///
    ///     TextColor.RGBA(red: 1.5, green: 0, blue: 0).red   // 1
    public var red: Double { didSet { red = Self.clamp(red) } }
    /// The green component, 0...1.
    ///
    ///     TextColor.RGBA(red: 0, green: 0.5, blue: 0).green   // 0.5
    public var green: Double { didSet { green = Self.clamp(green) } }
    /// The blue component, 0...1.
    ///
    ///     TextColor.RGBA(red: 0, green: 0, blue: -1).blue   // 0
    public var blue: Double { didSet { blue = Self.clamp(blue) } }
    /// The opacity, 0 (transparent) ... 1 (opaque).
    ///
    ///     TextColor.RGBA(red: 0, green: 0, blue: 0, alpha: 0.6).alpha   // 0.6
    public var alpha: Double { didSet { alpha = Self.clamp(alpha) } }

    /// Creates a colour from components in 0...1, clamping each.
    ///
    ///     TextColor.RGBA(red: 1, green: 0.5, blue: 0).hex   // "#FF8000FF"
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
      self.red = Self.clamp(red)
      self.green = Self.clamp(green)
      self.blue = Self.clamp(blue)
      self.alpha = Self.clamp(alpha)
    }

    /// Reads `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, case does not matter,
    /// surrounding whitespace is ignored).
    ///
    ///     try TextColor.RGBA(hex: "#F80").hex   // "#FF8800FF"
    public init(hex: String) throws(ColorError) {
      self = try ColorHex.parse(hex)
    }

    /// The colour as `#RRGGBBAA`, upper case, each component rounded to 0...255.
    ///
    ///     TextColor.RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6).hex
    ///     // "#3C3C4399"
    public var hex: String {
      ColorHex.format(self)
    }

    /// The hex form, `#RRGGBBAA`.
    ///
    ///     "\(TextColor.RGBA(red: 1, green: 1, blue: 1))"   // "#FFFFFFFF"
    public var description: String { hex }

    /// Creates a colour from 0...255 components and an alpha in 0...1.
    static func bytes(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) -> RGBA {
      RGBA(
        red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    private static func clamp(_ value: Double) -> Double {
      value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// Decodes a hex string such as `"#3C3C4399"`.
    ///
    ///     let json = Data(##""#F00""##.utf8)
    ///     try JSONDecoder().decode(TextColor.RGBA.self, from: json).hex   // "#FF0000FF"
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      do {
        self = try ColorHex.parse(text)
      } catch {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: error.description)
      }
    }

    /// Encodes the colour as its hex string, `#RRGGBBAA`.
    ///
    ///     try JSONEncoder().encode(TextColor.RGBA(red: 1, green: 0, blue: 0))   // "#FF0000FF"
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(hex)
    }
  }
}
