/// How many terminal columns text takes: East Asian wide and emoji characters two, combining
/// and zero-width characters none, everything else one.
///
/// An extended grapheme cluster is measured as one unit: a ZWJ family, a flag, a skin tone or a
/// character followed by VS16 (U+FE0F) is two columns, whatever it is made of. The widths come
/// from a table generated from Unicode 17.0.0 by `Scripts/generate-width-table.py`; East Asian
/// ambiguous characters count one column, as in terminals outside CJK locales.
///
///     DisplayWidth.columns(of: "abc")     // 3
///     DisplayWidth.columns(of: "日本")     // 4
///     DisplayWidth.columns(of: "👨‍👩‍👧‍👦")      // 2
///     DisplayWidth.columns(of: "e\u{301}")  // 1
public enum DisplayWidth {
  /// The columns a string takes, measured grapheme cluster by grapheme cluster.
  ///
  ///     DisplayWidth.columns(of: "한국어")   // 6
  ///
  /// Control characters count one column here (the renderer shows them as visible notation).
  public static func columns(of text: some StringProtocol) -> Int {
    guard text.utf8.contains(where: { $0 >= 0x80 }) else { return text.utf8.count }
    var total = 0
    for character in text { total += columns(of: character) }
    return total
  }

  /// The columns one grapheme cluster takes: 0, 1 or 2.
  ///
  ///     DisplayWidth.columns(of: Character("🇫🇷"))      // 2
  ///     DisplayWidth.columns(of: Character("❤\u{FE0F}"))  // 2
  public static func columns(of character: Character) -> Int {
    clusterColumns(character.unicodeScalars)
  }

  /// The columns one scalar takes on its own: 0, 1 or 2.
  ///
  ///     DisplayWidth.columns(of: Unicode.Scalar(0x4E2D)!)   // 2: 中
  ///     DisplayWidth.columns(of: Unicode.Scalar(0x0301)!)   // 0: a combining accent
  public static func columns(of scalar: Unicode.Scalar) -> Int {
    scalarColumns(scalar.value)
  }

  /// The width of a cluster: its first scalar's, two for a flag (a pair of regional
  /// indicators) and for a base that VS16 asks to show as an emoji.
  static func clusterColumns(_ scalars: some Sequence<Unicode.Scalar>) -> Int {
    var width = 0
    var base: UInt32 = 0
    var isFirst = true
    var regionalIndicators = 0
    for scalar in scalars {
      let value = scalar.value
      if isFirst {
        isFirst = false
        base = value
        width = scalarColumns(value)
      } else if value == 0xFE0F, width < 2, isEmojiVariationBase(base) {
        width = 2
      }
      if value >= 0x1F1E6 && value <= 0x1F1FF { regionalIndicators += 1 }
    }
    if regionalIndicators >= 2 { return 2 }
    return width
  }

  /// The width of one scalar from the generated ranges; ASCII is one column.
  ///
  ///     DisplayWidth.scalarColumns(0x6771)   // 2: 東
  @inline(__always)
  package static func scalarColumns(_ value: UInt32) -> Int {
    if value < 0x300 { return 1 }
    // CJK ideographs and Hangul syllables, most of the text outside Latin scripts, are wide
    // throughout (East_Asian_Width W): no search for them.
    if value &- 0x4E00 <= 0x9FFF - 0x4E00 || value &- 0xAC00 <= 0xD7A3 - 0xAC00 { return 2 }
    // Hiragana and katakana (but their combining voicing marks, U+3099 and U+309A), CJK
    // punctuation (but its tone marks, U+302A–U+302F) and fullwidth forms.
    if value &- 0x3041 <= 0x3096 - 0x3041 || value &- 0x309B <= 0x30FF - 0x309B
      || value &- 0x3000 <= 0x3029 - 0x3000 || value &- 0x3030 <= 0x303E - 0x3030
      || value &- 0xFF01 <= 0xFF60 - 0xFF01
    {
      return 2
    }
    return tableColumns(value)
  }

  /// The width of one scalar from the generated ranges alone, by binary search.
  ///
  ///     DisplayWidth.tableColumns(0x0301)   // 0: a combining accent
  package static func tableColumns(_ value: UInt32) -> Int {
    if value < 0x300 { return 1 }
    guard let index = rangeIndex(of: value, starts: rangeStarts, ends: rangeEnds) else {
      return 1
    }
    return rangeIsWide[index >> 6] & (1 << UInt64(index & 63)) != 0 ? 2 : 0
  }

  /// Whether `value` is always a grapheme cluster by itself, in blocks whose every scalar
  /// has Grapheme_Cluster_Break Other (UAX #29): Latin-1 letters and Latin Extended
  /// (without the soft hyphen, a control), Greek and Cyrillic letters (without their
  /// combining marks), CJK punctuation (without its tone marks), kana (without the voicing
  /// marks), CJK ideographs, Hangul syllables (which join only jamo, not listed here),
  /// fullwidth forms, the emoticons block (which join only modifiers, ZWJ and selectors,
  /// not listed here) and U+FFFC. Anything else takes the full grapheme breaking.
  ///
  ///     DisplayWidth.isSingleScalarCluster(0x6771)   // true: 東
  ///     DisplayWidth.isSingleScalarCluster(0x0301)   // false: a combining accent
  package static func isSingleScalarCluster(_ value: UInt32) -> Bool {
    switch value {
    case 0xA0...0xAC, 0xAE...0x2FF, 0x370...0x482, 0x48A...0x52F: true
    case 0x3000...0x3029, 0x3030...0x3096, 0x30A0...0x30FF: true
    case 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60, 0xFFFC, 0x1F600...0x1F64F: true
    default: false
    }
  }

  /// Whether VS16 turns `value` into a two-column emoji.
  static func isEmojiVariationBase(_ value: UInt32) -> Bool {
    rangeIndex(of: value, starts: emojiVariationStarts, ends: emojiVariationEnds) != nil
  }

  /// The range holding `value`, by binary search over sorted, disjoint ranges.
  static func rangeIndex(of value: UInt32, starts: [UInt32], ends: [UInt32]) -> Int? {
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) >> 1
      if starts[middle] <= value { low = middle + 1 } else { high = middle }
    }
    guard low > 0, value <= ends[low - 1] else { return nil }
    return low - 1
  }
}
