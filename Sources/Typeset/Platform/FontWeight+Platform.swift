extension FontWeight {
  /// The `UIFont.Weight` / `NSFont.Weight` raw value for each named weight, lightest first.
  ///
  /// Apple's page for `UIFontDescriptor.TraitKey.weight` gives the range (−1 … 1, regular 0,
  /// ultraLight about −0.8, black about 0.62) but not every constant; these are the values the
  /// SDK's constants print (`UIFont.Weight.medium.rawValue` is 0.23 as a `CGFloat` from a
  /// `Float`), the same as Core Text's `kCTFontWeight…` constants.
  ///
  ///     FontWeight.uikitWeightTable.first?.value   // -0.8 (ultraLight)
  public static let uikitWeightTable: [(weight: FontWeight, value: Double)] = [
    (.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0), (.medium, 0.23),
    (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62),
  ]

  /// The `UIFont.Weight` raw value: the named weights' constants, and values in between
  /// interpolated linearly (so 450 lies halfway between regular and medium).
  ///
  ///     FontWeight.semibold.uikitValue    // 0.3
  ///     FontWeight(450).uikitValue        // 0.115
  public var uikitValue: Double {
    let table = Self.uikitWeightTable
    if self <= table[0].weight { return table[0].value }
    for index in 1..<table.count where self <= table[index].weight {
      let (lower, upper) = (table[index - 1], table[index])
      let fraction =
        Double(rawValue - lower.weight.rawValue)
        / Double(upper.weight.rawValue - lower.weight.rawValue)
      return lower.value + fraction * (upper.value - lower.value)
    }
    return table[table.count - 1].value
  }

  /// The weight for a `UIFont.Weight` raw value: the named weight whose constant is nearest
  /// (a tie goes to the lighter), so every constant maps back to its own weight.
  ///
  ///     FontWeight(uikitValue: 0.4)    // .bold
  ///     FontWeight(uikitValue: -0.17)  // .regular
  public init(uikitValue: Double) {
    var best = Self.uikitWeightTable[0]
    for entry in Self.uikitWeightTable
    where abs(entry.value - uikitValue) < abs(best.value - uikitValue) {
      best = entry
    }
    self = best.weight
  }
}
