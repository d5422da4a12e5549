extension TextColor {
  /// Reads a static colour from `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`.
  ///
  /// The `#` is optional, digits are case-insensitive and surrounding whitespace is ignored.
  ///
  ///     try TextColor(hex: " #3c3c4399 ").description   // "#3C3C4399"
  ///     try TextColor(hex: "F80").description           // "#FF8800FF"
  public init(hex: String) throws(ColorError) {
    self.init(try ColorHex.parse(hex))
  }

  /// Reads a colour from a hex string or a colour name.
  ///
  /// Names are case-sensitive, spelled as Apple spells them: the semantic colours in
  /// ``semanticColors`` (`"label"`, `"systemBlue"` …), `"black"`, `"white"`, `"clear"`, and the
  /// basic names SwiftUI uses for the system colours (`"red"` is `systemRed`, `"gray"` is
  /// `systemGray` …). Anything else made only of hex digits is read as hex.
  ///
  ///     try TextColor(parsing: "systemBlue").name   // "systemBlue"
  ///     try TextColor(parsing: "red").name          // "systemRed"
  ///     try TextColor(parsing: "#FFF").description  // "#FFFFFFFF"
  ///     try TextColor(parsing: "lable")             // throws: unknown colour name "lable"
  public init(parsing text: String) throws(ColorError) {
    let trimmed = ColorHex.trimmed(text)
    if trimmed.hasPrefix("#") {
      self = try TextColor(hex: trimmed)
    } else if let named = TextColor.named(trimmed) {
      self = named
    } else if ColorHex.isAllHexDigits(Substring(trimmed)) {
      self = try TextColor(hex: trimmed)
    } else {
      throw .unknownName(trimmed)
    }
  }

  /// The colour with a name, or `nil`.
  static func named(_ name: String) -> TextColor? {
    semanticColors[name] ?? basicColors[name]
  }

  /// `black`, `white`, `clear` and SwiftUI's names for the system colours.
  private static let basicColors: [String: TextColor] = [
    "black": .black, "white": .white, "clear": .clear,
    "red": .systemRed, "orange": .systemOrange, "yellow": .systemYellow, "green": .systemGreen,
    "mint": .systemMint, "teal": .systemTeal, "cyan": .systemCyan, "blue": .systemBlue,
    "indigo": .systemIndigo, "purple": .systemPurple, "pink": .systemPink, "brown": .systemBrown,
    "gray": .systemGray,
  ]
}
