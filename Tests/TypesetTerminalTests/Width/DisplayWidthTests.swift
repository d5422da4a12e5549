import Testing
import TypesetTerminal
import TypesetTestSupport

@Suite("DisplayWidth")
struct DisplayWidthTests {
  @Test(arguments: [
    ("", 0), ("abc", 3), ("日本語", 6), ("한국어", 6), ("テキスト", 8), ("，", 2),
    ("e\u{301}", 1), ("é", 1), ("a\u{200B}b", 2), ("👍", 2), ("👍🏽", 2),
    ("👨‍👩‍👧‍👦", 2), ("🇫🇷", 2), ("❤\u{FE0F}", 2), ("❤", 1), ("1\u{FE0F}\u{20E3}", 2),
    ("Ａ", 2), ("ｱ", 1), ("\u{1100}\u{1161}\u{11A8}", 2), ("x\u{0308}\u{0301}", 1),
  ])
  func stringsHaveTheirColumns(_ text: String, _ columns: Int) {
    #expect(DisplayWidth.columns(of: text) == columns)
  }

  @Test(arguments: [
    (0x41, 1), (0x4E2D, 2), (0x0301, 0), (0x200D, 0), (0xFE0F, 0), (0x1F600, 2),
    (0x3000, 2), (0xAC00, 2), (0x00E9, 1), (0x2764, 1),
  ])
  func scalarsHaveTheirColumns(_ value: UInt32, _ columns: Int) {
    #expect(DisplayWidth.columns(of: Unicode.Scalar(value)!) == columns)
  }

  /// The blocks measured without a search (ideographs, Hangul syllables) have the width the
  /// generated ranges give them, scalar by scalar.
  @Test(.hangLimit) func scalarsMeasuredWithoutSearchAgreeWithTheRanges() {
    var differing: [UInt32] = []
    for value in UInt32(0)...0x10FFFF
    where DisplayWidth.scalarColumns(value) != DisplayWidth.tableColumns(value) {
      differing.append(value)
    }
    #expect(differing.isEmpty, "\(differing.prefix(5).map { String($0, radix: 16) })")
    #expect(DisplayWidth.tableColumns(0x4E00) == 2 && DisplayWidth.tableColumns(0xD7A3) == 2)
  }

  @Test func aClusterIsMeasuredAsOneCharacter() {
    let family: Character = "👨‍👩‍👧‍👦"
    #expect(family.unicodeScalars.count == 7)
    #expect(DisplayWidth.columns(of: family) == 2)
  }

  /// Every scalar the layout takes as a cluster by itself is one, by the standard library's
  /// grapheme breaking, after and before ASCII, another such scalar, and the marks that join
  /// other bases (so a stretch holding one of them is never taken as single scalars).
  @Test(.hangLimit) func singleScalarClustersAreClustersByThemselves() {
    let neighbours: [Unicode.Scalar] = ["a", "\u{4E2D}", "\u{1F600}"]
    let joiners: [Unicode.Scalar] = ["\u{301}", "\u{200D}", "\u{FE0F}", "\u{1F3FD}", "\u{11A8}"]
    var checked = 0
    for value in UInt32(0x80)...0x1F6FF where DisplayWidth.isSingleScalarCluster(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      checked += 1
      for other in neighbours {
        var after = String.UnicodeScalarView()
        after.append(scalar)
        after.append(other)
        #expect(String(after).count == 2, "U+\(String(value, radix: 16)) then \(other)")
        var before = String.UnicodeScalarView()
        before.append(other)
        before.append(scalar)
        #expect(String(before).count == 2, "\(other) then U+\(String(value, radix: 16))")
      }
    }
    for joiner in joiners {
      #expect(!DisplayWidth.isSingleScalarCluster(joiner.value))
    }
    #expect(checked > 30_000)
  }

  /// Clusters read from the bytes end where the standard library's do and have the width it
  /// measures, at every cluster start of generated text mixing the scalars the reader knows
  /// (bases, marks, flags, ZWJ sequences) with those it must leave alone (jamo, spacing
  /// marks, prepended signs, pictographs outside its ranges, controls).
  @Test(.hangLimit) func knownClustersAgreeWithTheStandardLibrary() {
    let scalars: [UInt32] = [
      0x61, 0x0A, 0x0D, 0xE9, 0x301, 0x308, 0x4E2D, 0x3042, 0x3099, 0xAC00, 0xAC01, 0x1100,
      0x1161, 0x11A8, 0x1F1EF, 0x1F1F5, 0x1F1EB, 0x200D, 0xFE0F, 0xFE0E, 0x1F3FD, 0x1F468,
      0x1F469, 0x1F467, 0x1F600, 0x1F44D, 0x2764, 0xA9, 0x3030, 0x2122, 0x20E3, 0x31,
      0xE0067, 0xE007F, 0x1F3F4, 0x903, 0x915, 0x94D, 0x600, 0x1F53E, 0x1F321, 0x200B, 0x85,
      0xFFFC, 0x1F9D1, 0x1F52C,
    ]
    var random = SplitMix64(seed: 29)
    var known = 0
    for _ in 0..<3000 {
      var view = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        view.append(Unicode.Scalar(scalars.randomElement(using: &random)!)!)
      }
      let text = String(view)
      let bytes = Array(text.utf8)
      var start = 0
      for character in text {
        let length = character.utf8.count
        let cluster = bytes.withUnsafeBufferPointer {
          DisplayWidth.knownCluster(at: start, in: $0.baseAddress!, before: $0.count)
        }
        if let cluster {
          known += 1
          let shown = character.unicodeScalars.map { String($0.value, radix: 16) }
          #expect(cluster.end == start + length, "\(shown) in \(text.unicodeScalars.map(\.value))")
          #expect(cluster.width == DisplayWidth.columns(of: character), "\(shown)")
        }
        start += length
      }
    }
    // Most clusters of such text are read from the bytes.
    #expect(known > 5000)
  }
}
