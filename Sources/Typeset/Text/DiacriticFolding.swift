/// Text folded for search that ignores diacritics or case, without Foundation: each scalar
/// that decomposes canonically to a base and nonspacing marks becomes the base, nonspacing
/// marks are dropped, and case is folded through lower, upper and lower case (so `ß` folds to
/// `ss` and `ς` to `σ`, as Foundation's case-insensitive folding does).
///
///     DiacriticFolding.fold("É", diacritics: true, case: true)   // "e"
enum DiacriticFolding {
  /// `character` folded as asked.
  ///
  ///     DiacriticFolding.fold("e\u{301}", diacritics: true, case: false)   // "e"
  static func fold(_ character: Character, diacritics: Bool, case folds: Bool) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in character.unicodeScalars {
      guard diacritics else {
        scalars.append(scalar)
        continue
      }
      if scalar.properties.generalCategory == .nonspacingMark { continue }
      if let base = base(of: scalar.value), let baseScalar = Unicode.Scalar(base) {
        scalars.append(baseScalar)
      } else {
        scalars.append(scalar)
      }
    }
    let text = String(scalars)
    guard folds else { return text }
    // Lower, upper, lower: full case folding for what the standard library offers (`ẞ` and
    // `ß` become `ss`), but the dotless `ı`, which folds to itself.
    let lower = text.lowercased()
    return lower.unicodeScalars.contains("\u{131}") ? lower : lower.uppercased().lowercased()
  }

  /// The base of a scalar that decomposes to one base and nonspacing marks, or nil.
  ///
  ///     DiacriticFolding.base(of: 0xE9)   // 0x65: é → e
  static func base(of value: UInt32) -> UInt32? {
    guard value >= 0xC0 else { return nil }
    var low = 0
    var high = scalars.count
    while low < high {
      let middle = (low + high) / 2
      if scalars[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < scalars.count && scalars[low] == value ? bases[low] : nil
  }
}
