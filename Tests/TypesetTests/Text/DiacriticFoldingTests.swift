import Foundation
import Testing
import TypesetTestSupport

@testable import Typeset

@Suite("DiacriticFolding")
struct DiacriticFoldingTests {
  /// Latin, Greek and Cyrillic letters, and the letters of Latin Extended Additional and
  /// Greek Extended, fold as Foundation's `folding(options:locale:)` folds them, for diacritics
  /// alone and with case.
  @Test(.hangLimit) func foldsAsFoundationDoes() {
    let blocks: [ClosedRange<UInt32>] = [
      0x41...0x7A, 0xC0...0x24F, 0x370...0x3FF, 0x400...0x4FF, 0x1E00...0x1FFF,
    ]
    var differing: [String] = []
    var checked = 0
    for block in blocks {
      for value in block {
        guard let scalar = Unicode.Scalar(value), scalar.properties.isAlphabetic else { continue }
        let character = Character(scalar)
        checked += 1
        let diacritics = String(character).folding(options: .diacriticInsensitive, locale: nil)
        if DiacriticFolding.fold(character, diacritics: true, case: false) != diacritics {
          differing.append(String(value, radix: 16))
        }
        let both = String(character).folding(
          options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        if DiacriticFolding.fold(character, diacritics: true, case: true) != both {
          differing.append(String(value, radix: 16) + " (case)")
        }
      }
    }
    #expect(checked > 1000)
    #expect(differing.isEmpty, "\(differing.prefix(20))")
  }

  @Test func combiningMarksAreDropped() {
    #expect(DiacriticFolding.fold("e\u{301}", diacritics: true, case: false) == "e")
    #expect(DiacriticFolding.fold("e\u{301}", diacritics: false, case: false) == "e\u{301}")
    #expect(DiacriticFolding.fold("É", diacritics: true, case: true) == "e")
    #expect(DiacriticFolding.base(of: 0xE9) == 0x65)
    #expect(DiacriticFolding.base(of: 0x65) == nil)
  }
}
