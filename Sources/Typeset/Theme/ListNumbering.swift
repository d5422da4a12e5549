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
    var bytes: [UInt8] = []
    appendLabel(for: number, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes the label of item `number` as ASCII bytes, as ``label(for:)`` spells it: how
  /// flattening writes markers without making a string per item.
  ///
  ///     var bytes: [UInt8] = []
  ///     ListNumbering.lowerRoman.appendLabel(for: 4, to: &bytes)   // bytes of "iv"
  package func appendLabel(for number: Int, to bytes: inout [UInt8]) {
    let start = bytes.count
    switch self {
    case .lowerAlpha where number > 0, .upperAlpha where number > 0:
      // Bijective base 26: 26 is "z", 27 is "aa".
      var rest = number
      let first: UInt8 = self == .lowerAlpha ? 0x61 : 0x41
      while rest > 0 {
        rest -= 1
        bytes.append(first + UInt8(rest % 26))
        rest /= 26
      }
      bytes[start...].reverse()
    case .lowerRoman where number > 0 && number < 4000,
      .upperRoman where number > 0 && number < 4000:
      // Upper-case letters; lower case is 0x20 above.
      let lower: UInt8 = self == .lowerRoman ? 0x20 : 0
      var rest = number
      for (value, numeral) in Self.romanNumerals {
        while rest >= value {
          bytes.append(numeral.0 | lower)
          if numeral.1 != 0 { bytes.append(numeral.1 | lower) }
          rest -= value
        }
      }
    default:
      // Decimal, and the numbers the others cannot write.
      if number < 0 { bytes.append(UInt8(ascii: "-")) }
      let digits = bytes.count
      var value = number.magnitude
      repeat {
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
        value /= 10
      } while value > 0
      bytes[digits...].reverse()
    }
  }

  /// Roman numerals by value, largest first: one or two letters (0 for none).
  private static let romanNumerals: [(Int, (UInt8, UInt8))] = [
    (1000, (0x4D, 0)), (900, (0x43, 0x4D)), (500, (0x44, 0)), (400, (0x43, 0x44)),
    (100, (0x43, 0)), (90, (0x58, 0x43)), (50, (0x4C, 0)), (40, (0x58, 0x4C)),
    (10, (0x58, 0)), (9, (0x49, 0x58)), (5, (0x56, 0)), (4, (0x49, 0x56)), (1, (0x49, 0)),
  ]
}
