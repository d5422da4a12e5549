extension TextStyle {
  /// OpenType features to switch on: small capitals, digit styles, fractions and more.
  ///
  ///     let table = TextStyle().fontFeatures([.monospacedDigits, .slashedZero])
  public struct FontFeatures: OptionSet, Hashable, Sendable, Codable {
    /// The feature bits.
    ///
    ///     TextStyle.FontFeatures.monospacedDigits.rawValue   // 4
    public let rawValue: UInt32

    /// Creates a set from raw bits.
    ///
    ///     TextStyle.FontFeatures(rawValue: 1) == .smallCaps   // true
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Lowercase letters become small capitals (`smcp`).
    ///
    ///     TextStyle.FontFeatures.smallCaps.tags   // ["smcp"]
    public static let smallCaps = FontFeatures(rawValue: 1 << 0)
    /// Uppercase letters become small capitals (`c2sc`).
    ///
    ///     TextStyle.FontFeatures.capitalsToSmallCaps.tags   // ["c2sc"]
    public static let capitalsToSmallCaps = FontFeatures(rawValue: 1 << 1)
    /// Digits share one width, for tables (`tnum`).
    ///
    ///     TextStyle.FontFeatures.monospacedDigits.tags   // ["tnum"]
    public static let monospacedDigits = FontFeatures(rawValue: 1 << 2)
    /// Digits take their natural widths (`pnum`).
    ///
    ///     TextStyle.FontFeatures.proportionalDigits.tags   // ["pnum"]
    public static let proportionalDigits = FontFeatures(rawValue: 1 << 3)
    /// Old-style digits with ascenders and descenders (`onum`).
    ///
    ///     TextStyle.FontFeatures.oldStyleDigits.tags   // ["onum"]
    public static let oldStyleDigits = FontFeatures(rawValue: 1 << 4)
    /// Lining digits of capital height (`lnum`).
    ///
    ///     TextStyle.FontFeatures.liningDigits.tags   // ["lnum"]
    public static let liningDigits = FontFeatures(rawValue: 1 << 5)
    /// Diagonal fractions such as ½ from "1/2" (`frac`).
    ///
    ///     TextStyle.FontFeatures.fractions.tags   // ["frac"]
    public static let fractions = FontFeatures(rawValue: 1 << 6)
    /// Superior (superscript) glyphs (`sups`).
    ///
    ///     TextStyle.FontFeatures.superscript.tags   // ["sups"]
    public static let superscript = FontFeatures(rawValue: 1 << 7)
    /// Inferior (subscript) glyphs (`subs`).
    ///
    ///     TextStyle.FontFeatures.`subscript`.tags   // ["subs"]
    public static let `subscript` = FontFeatures(rawValue: 1 << 8)
    /// A zero with a slash (`zero`).
    ///
    ///     TextStyle.FontFeatures.slashedZero.tags   // ["zero"]
    public static let slashedZero = FontFeatures(rawValue: 1 << 9)
    /// Case-sensitive punctuation for all-caps text (`case`).
    ///
    ///     TextStyle.FontFeatures.caseSensitiveForms.tags   // ["case"]
    public static let caseSensitiveForms = FontFeatures(rawValue: 1 << 10)

    /// Each feature with its OpenType tag, in a fixed order.
    ///
    ///     TextStyle.FontFeatures.all.first?.tag   // "smcp"
    public static let all: [(feature: FontFeatures, tag: String)] = [
      (.smallCaps, "smcp"), (.capitalsToSmallCaps, "c2sc"), (.monospacedDigits, "tnum"),
      (.proportionalDigits, "pnum"), (.oldStyleDigits, "onum"), (.liningDigits, "lnum"),
      (.fractions, "frac"), (.superscript, "sups"), (.subscript, "subs"),
      (.slashedZero, "zero"), (.caseSensitiveForms, "case"),
    ]

    /// The OpenType tags of the features in this set, in a fixed order.
    ///
    ///     TextStyle.FontFeatures([.fractions, .smallCaps]).tags   // ["smcp", "frac"]
    public var tags: [String] { Self.all.filter { contains($0.feature) }.map(\.tag) }

    /// Creates a set from OpenType tags, ignoring tags it does not know.
    ///
    ///     TextStyle.FontFeatures(tags: ["tnum"]) == .monospacedDigits   // true
    public init(tags: [String]) {
      self = Self.all.reduce(into: []) { set, entry in
        if tags.contains(entry.tag) { set.insert(entry.feature) }
      }
    }

    /// Decodes a list of OpenType tags (`["smcp", "tnum"]`).
    ///
    ///     // ["frac"] → .fractions
    public init(from decoder: any Decoder) throws {
      self.init(tags: try decoder.singleValueContainer().decode([String].self))
    }

    /// Encodes the set as its OpenType tags.
    ///
    ///     // [.smallCaps] → ["smcp"]
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(tags)
    }
  }
}
