import Testing

@testable import TypesetMarkdown

/// Link destinations, titles and info strings are copied and unescaped only when they hold
/// an escape or a reference that resolves: a query string's `&` is not one.
@Suite struct UnescapingTests {
  private func needs(_ text: String) -> Bool {
    Array(text.utf8).withUnsafeBufferPointer { needsUnescaping($0, 0, $0.count) }
  }

  private func unescaped(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    bytes.withUnsafeBufferPointer { appendUnescaped($0, 0, $0.count, to: &out) }
    return out
  }

  @Test(arguments: [
    "https://x.org/?a=1&b=2", "/a\\b", "a & b", "&;", "&#", "&amp", "&amp b;", "C:\\dir\\file",
    "",
  ])
  func textWithoutResolvableEscapesIsLeftAsIs(text: String) {
    #expect(!needs(text))
    #expect(unescaped(Array(text.utf8)) == Array(text.utf8))
  }

  @Test(arguments: [
    ("/a\\_b", "/a_b"), ("?a=1&amp;b=2", "?a=1&b=2"), ("&#35;", "#"), ("&#x41;&#X42;", "AB"),
    ("&copy;", "©"),
  ])
  func escapesAndReferencesAreResolved(text: String, expected: String) {
    #expect(needs(text))
    #expect(unescaped(Array(text.utf8)) == Array(expected.utf8))
  }

  /// Seeded strings of escape and reference pieces: wherever the check says nothing
  /// resolves, unescaping gives the bytes back unchanged, so skipping the copy is exact.
  @Test func theCheckNeverSkipsAResolution() {
    let pieces = [
      "a", "&", "amp", ";", "#", "x", "X", "41", "\\", "*", "q", "=", "?", "copy", "é", " ", "zz",
      "\\\\", "&#", "&#x", "41;", "amp;",
    ].map { Array($0.utf8) }
    var state: UInt64 = 0x6A09_E667_F3BC_C908
    var skipped = 0
    var resolved = 0
    for _ in 0..<20_000 {
      var bytes: [UInt8] = []
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for _ in 0..<(Int(state >> 60) + 1) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        bytes += pieces[Int(state >> 33) % pieces.count]
      }
      let needed = bytes.withUnsafeBufferPointer { needsUnescaping($0, 0, $0.count) }
      let changed = unescaped(bytes) != bytes
      if !needed {
        skipped += 1
        #expect(!changed, "\(String(decoding: bytes, as: UTF8.self))")
      }
      if changed { resolved += 1 }
    }
    #expect(skipped > 2000 && resolved > 2000)
  }
}
