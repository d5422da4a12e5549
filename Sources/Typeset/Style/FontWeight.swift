/// The weight (thickness) of a font face on the CSS scale from 1 to 1000.
///
/// The nine named weights are the CSS ones, 100 to 900. They match the weights of Apple's system
/// fonts (`ultraLight` … `black`) and the faces a custom ``FontFamily`` can name.
///
///     let heading = FontWeight.semibold          // 600
///     FontWeight(rawValue: 450) < .medium        // true
public struct FontWeight: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible
{
  /// The CSS weight, clamped to 1...1000.
  ///
  ///     FontWeight.bold.rawValue   // 700
  public let rawValue: Int

  /// Creates a weight from its CSS number, clamping it to 1...1000.
  ///
  ///     FontWeight(rawValue: 1200).rawValue   // 1000
  public init(rawValue: Int) {
    self.rawValue = min(max(rawValue, 1), 1000)
  }

  /// Creates a weight from its CSS number, clamping it to 1...1000.
  ///
  ///     FontWeight(650).rawValue   // 650
  public init(_ rawValue: Int) {
    self.init(rawValue: rawValue)
  }

  /// Weight 100, the thinnest named weight (Apple's `ultraLight`, CSS "Thin").
  ///
  ///     FontWeight.ultraLight.rawValue   // 100
  public static let ultraLight = FontWeight(100)
  /// Weight 200 (Apple's `thin`, CSS "Extra Light").
  ///
  ///     FontWeight.thin.rawValue   // 200
  public static let thin = FontWeight(200)
  /// Weight 300, for large display text.
  ///
  ///     FontWeight.light.rawValue   // 300
  public static let light = FontWeight(300)
  /// Weight 400, the weight of running text.
  ///
  ///     FontWeight.regular.rawValue   // 400
  public static let regular = FontWeight(400)
  /// Weight 500, a touch heavier than regular.
  ///
  ///     FontWeight.medium.rawValue   // 500
  public static let medium = FontWeight(500)
  /// Weight 600, the weight of the `headline` text style.
  ///
  ///     FontWeight.semibold.rawValue   // 600
  public static let semibold = FontWeight(600)
  /// Weight 700, what `bold()` asks for.
  ///
  ///     FontWeight.bold.rawValue   // 700
  public static let bold = FontWeight(700)
  /// Weight 800 (CSS "Extra Bold").
  ///
  ///     FontWeight.heavy.rawValue   // 800
  public static let heavy = FontWeight(800)
  /// Weight 900, the heaviest named weight.
  ///
  ///     FontWeight.black.rawValue   // 900
  public static let black = FontWeight(900)

  /// The nine named weights from lightest to heaviest.
  ///
  ///     FontWeight.named.count   // 9
  public static let named: [FontWeight] = [
    .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
  ]

  /// The weight's name (`"semibold"`) when it is one of the named weights, else its number.
  ///
  ///     FontWeight.semibold.description     // "semibold"
  ///     FontWeight(450).description         // "450"
  public var description: String {
    switch rawValue {
    case 100: "ultraLight"
    case 200: "thin"
    case 300: "light"
    case 400: "regular"
    case 500: "medium"
    case 600: "semibold"
    case 700: "bold"
    case 800: "heavy"
    case 900: "black"
    default: String(rawValue)
    }
  }

  /// Parses a weight name (`"bold"`, `"semiBold"`, `"semi-bold"`, CSS `"normal"`) or number.
  ///
  ///     FontWeight(parsing: "Semibold")   // .semibold
  ///     FontWeight(parsing: "550")        // FontWeight(550)
  ///     FontWeight(parsing: "fat")        // nil
  public init?(parsing text: String) {
    let key = text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
    if let number = Int(key), (1...1000).contains(number) {
      self.init(number)
      return
    }
    switch key {
    case "ultralight", "hairline": self = .ultraLight
    case "thin", "extralight": self = .thin
    case "light": self = .light
    case "regular", "normal", "book": self = .regular
    case "medium": self = .medium
    case "semibold", "demibold": self = .semibold
    case "bold": self = .bold
    case "heavy", "extrabold", "ultrabold": self = .heavy
    case "black": self = .black
    default: return nil
    }
  }

  /// Orders weights from light to heavy.
  ///
  ///     FontWeight.light < .bold   // true
  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension FontWeight: Codable {
  /// Decodes a weight from a number (`600`) or a name (`"semibold"`).
  ///
  ///     try JSONDecoder().decode(FontWeight.self, from: Data("\"bold\"".utf8))   // .bold
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      guard (1...1000).contains(number) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "font weight \(number) is outside 1...1000")
      }
      self.init(number)
      return
    }
    let name = try container.decode(String.self)
    guard let weight = FontWeight(parsing: name) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unknown font weight \"\(name)\"")
    }
    self = weight
  }

  /// Encodes the weight as its CSS number.
  ///
  ///     String(decoding: try JSONEncoder().encode(FontWeight.bold), as: UTF8.self)   // "700"
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
