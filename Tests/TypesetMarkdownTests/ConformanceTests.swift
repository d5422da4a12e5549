import Testing

@testable import TypesetMarkdown

/// The spec examples, rendered unsafe (like the spec runner) and compared after normalization.
@Suite struct ConformanceTests {
  /// All 652 CommonMark 0.31.2 examples, no extensions.
  @Test(arguments: Fixtures.commonMark)
  func commonMark(example: SpecExample) {
    #expect(example.extensions == nil)
    let got = example.render()
    #expect(
      HTMLNormalizer.normalize(got) == HTMLNormalizer.normalize(example.html),
      "\(example.markdown.debugDescription)\nexpected: \(example.html.debugDescription)\ngot: \(got.debugDescription)"
    )
  }

  /// GFM spec examples (0.29.0.gfm.6) whose rules CommonMark 0.31.2 changed; 0.31.2 wins.
  /// Maps the example number to the output 0.31.2 requires, and why.
  static let knownDifferentFromGFMSpec: [Int: (html: String, reason: String)] = [
    645: (
      "<p>foo <!-- not a comment -- two hyphens --></p>\n",
      "0.31 HTML comments may contain `--`"
    ),
    646: (
      "<p>foo <!--> foo --&gt;</p>\n<p>foo <!-- foo---></p>\n",
      "0.31: `<!-->` is a complete comment and `--->` may end one"
    ),
  ]

  /// Every example of the GFM spec, core ones without extensions and extension ones with the
  /// extensions they name (including the two task-list examples upstream disables).
  @Test(arguments: Fixtures.gfmSpec)
  func gfmSpec(example: SpecExample) {
    let got = example.render()
    if let known = Self.knownDifferentFromGFMSpec[example.example] {
      // Listed as different: it must differ from the 0.29 expectation in the documented way.
      #expect(
        HTMLNormalizer.normalize(got) != HTMLNormalizer.normalize(example.html), "\(known.reason)")
      #expect(got == known.html, "\(known.reason)")
      return
    }
    #expect(
      HTMLNormalizer.normalize(got) == HTMLNormalizer.normalize(example.html),
      "\(example.markdown.debugDescription)\nexpected: \(example.html.debugDescription)\ngot: \(got.debugDescription)"
    )
  }

  /// The known-different list names exactly the examples that differ.
  @Test func knownDifferencesAreExactlyTheFailingOnes() {
    var differing: Set<Int> = []
    for example in Fixtures.gfmSpec {
      let got = example.render()
      if HTMLNormalizer.normalize(got) != HTMLNormalizer.normalize(example.html) {
        differing.insert(example.example)
      }
    }
    #expect(differing == Set(Self.knownDifferentFromGFMSpec.keys))
  }

  /// The GFM spec has the extension examples this suite expects.
  @Test func gfmSpecExtensionCounts() {
    let withExtensions = Fixtures.gfmSpec.filter { !($0.extensions ?? []).isEmpty }
    #expect(withExtensions.count == 24)
    #expect(withExtensions.filter { $0.extensions == ["tasklist"] }.map(\.example) == [279, 280])
  }

  /// cmark-gfm's own extension tests, each with the six extensions it lists.
  @Test(arguments: Fixtures.gfmExtensions)
  func gfmExtensions(example: SpecExample) {
    let got = example.render()
    if example.html == "<IGNORE>\n" {
      // Upstream convention: only check that rendering does not crash.
      #expect(!got.isEmpty)
      return
    }
    #expect(
      HTMLNormalizer.normalize(got) == HTMLNormalizer.normalize(example.html),
      "\(example.markdown.debugDescription)\nexpected: \(example.html.debugDescription)\ngot: \(got.debugDescription)"
    )
  }

  /// Byte-exact (unnormalized) pass counts: every CommonMark example matches exactly; in the
  /// GFM spec only the two known differences and the two task-list examples (attribute
  /// order) need normalization.
  @Test func rawPassCounts() {
    let commonMark = Fixtures.commonMark.filter { $0.render() == $0.html }.count
    #expect(commonMark == 652)
    let gfm = Fixtures.gfmSpec.filter { $0.render() != $0.html }.map(\.example)
    #expect(gfm == [279, 280, 645, 646])
  }
}
