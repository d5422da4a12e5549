/// How the items of an ordered list are numbered.
///
///     ListNumbering.upperRoman.label(for: 14)   // "XIV"
///     ListNumbering.lowerAlpha.label(for: 28)   // "ab"
public enum ListNumbering: String, Hashable, Sendable, CaseIterable, Codable {
  /// 1, 2, 3 …
  case decimal
  /// a, b, c … z, aa, ab …
  case lowerAlpha
  /// A, B, C … Z, AA, AB …
  case upperAlpha
  /// i, ii, iii, iv …
  case lowerRoman
  /// I, II, III, IV …
  case upperRoman

  /// The label of item `number`, without punctuation.
  ///
  /// Letters and Roman numerals have no zero or negative numbers, and Roman numerals stop at
  /// 3999: such numbers (a Markdown list may start at 0) are written in decimal.
  ///
  ///     ListNumbering.decimal.label(for: 10)      // "10"
  ///     ListNumbering.lowerRoman.label(for: 0)    // "0"
  public func label(for number: Int) -> String {
    switch self {
    case .decimal: return String(number)
    case .lowerAlpha, .upperAlpha:
      guard number > 0 else { return String(number) }
      // Bijective base 26: 26 is "z", 27 is "aa".
      var letters: [UInt8] = []
      var rest = number
      let first: UInt8 = self == .lowerAlpha ? 0x61 : 0x41
      while rest > 0 {
        rest -= 1
        letters.append(first + UInt8(rest % 26))
        rest /= 26
      }
      return String(decoding: letters.reversed(), as: UTF8.self)
    case .lowerRoman, .upperRoman:
      guard number > 0, number < 4000 else { return String(number) }
      let numerals: [(Int, String)] = [
        (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
        (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
      ]
      var text = ""
      var rest = number
      for (value, numeral) in numerals {
        while rest >= value {
          text += numeral
          rest -= value
        }
      }
      return self == .lowerRoman ? text.lowercased() : text
    }
  }
}
