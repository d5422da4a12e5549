/// A small deterministic random number generator (SplitMix64), so a seed always gives the same
/// generated document on every machine and toolchain.
///
///     var random = SplitMix64(seed: 7)
///     random.next() == SplitMix64(seed: 7).next()   // true
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound`; `bound` must be positive.
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// True with the given chance, in percent.
  mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  /// One of the elements, chosen uniformly.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }
}
