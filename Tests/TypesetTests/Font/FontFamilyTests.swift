import Testing

@testable import Typeset

@Suite("FontFamily matching") struct FontFamilyTests {
  /// A family with the given upright weights (and italic ones), named "W<weight>[i]".
  static func family(_ weights: [Int], italic: [Int] = []) -> FontFamily {
    .custom(
      "Test",
      faces: weights.map { FontFace(weight: FontWeight($0), name: "W\($0)") }
        + italic.map { FontFace(weight: FontWeight($0), isItalic: true, name: "W\($0)i") })
  }

  // (available weights, desired, expected face) — the CSS Fonts 4 matching rules.
  @Test(arguments: [
    ([400, 700], 400, "W400"),
    ([300, 500, 700], 400, "W500"),  // 400 tries 500 first
    ([300, 600], 400, "W300"),  // then lighter
    ([600, 900], 400, "W600"),  // then heavier
    ([300, 450, 700], 400, "W450"),
    ([400, 700], 500, "W400"),  // 500 tries lighter after nothing up to 500
    ([300, 600], 500, "W300"),
    ([100, 300, 700], 200, "W100"),  // below 400: lighter first
    ([300, 700], 200, "W300"),  // then heavier
    ([400, 800], 600, "W800"),  // above 500: heavier first
    ([400, 500], 600, "W500"),  // then lighter, nearest first
    ([100, 900], 700, "W900"),
    ([100, 200], 900, "W200"),
  ])
  func weightMatchingFollowsCSS(available: [Int], desired: Int, expected: String) {
    let face = Self.family(available).face(weight: FontWeight(desired), italic: false)
    #expect(face?.name == expected)
  }

  @Test func italicPrefersItalicFaces() {
    let family = Self.family([400, 700], italic: [300])
    #expect(family.face(weight: .bold, italic: true)?.name == "W300i")
    #expect(family.face(weight: .bold, italic: false)?.name == "W700")
  }

  @Test func missingItalicFallsBackToUprightNeverEmpty() {
    let family = Self.family([400, 700])
    let face = family.face(weight: .bold, italic: true)
    #expect(face?.name == "W700")
    #expect(face?.isItalic == false)
  }

  @Test func systemFamilyHasNoFaces() {
    #expect(FontFamily.system.face(weight: .bold, italic: true) == nil)
    #expect(FontFamily.system(design: .monospaced).name == "ui-monospace")
  }

  @Test func syntheticItalicIsReportedWhenResolving() {
    let style = TextStyle().fontFamily(Self.family([400])).italic()
    let font = style.resolved(in: TextEnvironment()).font
    #expect(font.face == "W400")
    #expect(font.isItalic)
    #expect(font.isSyntheticItalic)
  }
}
