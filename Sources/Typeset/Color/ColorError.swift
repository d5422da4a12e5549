/// The reason a colour could not be read from text.
///
/// The ``description`` quotes the (trimmed) input and says what was wrong.
///
///     do { _ = try TextColor(hex: "#12") } catch {
///       print(error)   // invalid colour "#12": expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA
///     }
public struct ColorError: Error, Hashable, Sendable, CustomStringConvertible {
  private enum Kind: Hashable, Sendable {
    case invalidLength(String)
    case invalidDigit(String, Character)
    case unknownName(String)
  }

  private let kind: Kind

  private init(_ kind: Kind) {
    self.kind = kind
  }

  /// A hex colour with a number of digits other than 3, 4, 6 or 8.
  ///
  ///     ColorError.invalidLength("#12").description
  ///     // invalid colour "#12": expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA
  public static func invalidLength(_ input: String) -> ColorError {
    ColorError(.invalidLength(input))
  }

  /// A hex colour containing a character that is not a hex digit.
  ///
  ///     ColorError.invalidDigit("#GGHHII", character: "G").description
  ///     // invalid colour "#GGHHII": 'G' is not a hex digit
  public static func invalidDigit(_ input: String, character: Character) -> ColorError {
    ColorError(.invalidDigit(input, character))
  }

  /// A name that is neither a semantic colour nor a basic colour name.
  ///
  ///     ColorError.unknownName("lable").description   // unknown colour name "lable"
  public static func unknownName(_ name: String) -> ColorError {
    ColorError(.unknownName(name))
  }

  /// The message to show the user.
  ///
  ///     ColorError.unknownName("lable").description   // unknown colour name "lable"
  public var description: String {
    switch kind {
    case .invalidLength(let input):
      return "invalid colour \"\(input)\": expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"
    case .invalidDigit(let input, let character):
      return "invalid colour \"\(input)\": '\(character)' is not a hex digit"
    case .unknownName(let name):
      return "unknown colour name \"\(name)\""
    }
  }
}
