/// A small deterministic random number generator (SplitMix64), so a seed always gives the same
/// generated input on every machine and toolchain; every generated-input test uses it.
///
///     var random = SplitMix64(seed: 7)
///     random.next() == SplitMix64(seed: 7).next()   // true
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence the seed decides.
  ///
  ///     var random = SplitMix64(seed: 42)
  public init(seed: UInt64) {
    state = seed
  }

  /// The next number of the sequence.
  ///
  ///     random.next()   // a UInt64
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound`; `bound` must be positive.
  ///
  ///     random.below(6)   // 0 to 5
  public mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// True with the given chance, in percent.
  ///
  ///     random.chance(25)   // true about one time in four
  public mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  /// One of the elements, chosen uniformly.
  ///
  ///     random.pick(["a", "b"])   // "a" or "b"
  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }
}
