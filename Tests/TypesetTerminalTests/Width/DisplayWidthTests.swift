import Testing
import TypesetTerminal

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
  @Test(.timeLimit(.minutes(2))) func scalarsMeasuredWithoutSearchAgreeWithTheRanges() {
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
  @Test(.timeLimit(.minutes(3))) func singleScalarClustersAreClustersByThemselves() {
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
}
