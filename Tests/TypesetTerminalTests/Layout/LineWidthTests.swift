import Testing
import Typeset
import TypesetMarkdown
import TypesetTerminal
import TypesetTestSupport

@Suite("LineWidth")
struct LineWidthTests {
  static let text = """
    CJK: 日本語のテキストは空白なしで折り返されます。한국어 텍스트도 있습니다. \
    Emoji: 👨‍👩‍👧‍👦 family, 🇫🇷🇯🇵 flags, 👍🏽 skin tone, ❤️ with VS16, é and e\u{301} \
    (combining). A long URL: https://example.com/a/very/long/path/that/does/not/fit/anywhere \
    and a long word: Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherung \
    and 👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦 \
    [a link](https://example.com/x/very/long/link/target/going/on/and/on).
    """

  /// The text in a paragraph, nested lists, quotes, a table, a heading and a footnote.
  static let document = """
    # \(text)

    \(text)

    - \(text)
      1. \(text)
         - [ ] \(text)

    > \(text)
    >
    > > \(text)

    | 中文 | Emoji 👍🏽 | Long |
    |---|:-:|--:|
    | \(text) | 🇫🇷 | Donaudampfschifffahrtsgesellschaft |
    | 한국어 | e\u{301} | https://example.com/a/very/long/path |

    Footnote[^1].

    [^1]: \(text)
    """

  static let capabilities: [TerminalCapabilities] = [
    .plain(width: 20), .plain(width: 40), .plain(width: 100),
    TerminalCapabilities(colorDepth: .truecolor, width: 20),
    TerminalCapabilities(colorDepth: .truecolor, width: 40),
    TerminalCapabilities(colorDepth: .ansi256, width: 100),
  ]

  @Test(arguments: capabilities)
  func noLineIsWiderThanTheTerminal(_ capabilities: TerminalCapabilities) {
    let output = TerminalText.render(Self.document, capabilities)
    let lines = TerminalText.lines(output)
    #expect(lines.count > 10)
    for line in lines where !TerminalText.isReferenceLine(line) {
      #expect(DisplayWidth.columns(of: line) <= capabilities.width, "\(line)")
      #expect(TerminalText.independentWidth(line) <= capabilities.width, "\(line)")
      #expect(!line.hasSuffix(" "), "trailing space: \(line)")
    }
  }

  @Test(arguments: [20, 40, 100])
  func referenceLinesKeepTheirURLWhole(width: Int) {
    let output = TerminalText.render(Self.document, .plain(width: width))
    let references = TerminalText.lines(output).filter(TerminalText.isReferenceLine)
    #expect(!references.isEmpty)
    for line in references {
      // The whole URL follows the number, unbroken.
      let url = line.drop { $0 != "h" }
      // (Either URL of the text: the Markdown styler currently gives every link of a document
      // the first one's target; see the notes.)
      #expect(url.hasSuffix("on/and/on") || url.hasSuffix("not/fit/anywhere"), "\(line)")
    }
  }

  /// Text whose scalars are mostly clusters of their own (ideographs, Hangul syllables,
  /// emoji), with the marks, jamo, modifiers and joiners that extend them sprinkled in:
  /// lines break only between clusters, so the lines hold the paragraph's clusters, each whole.
  @Test(arguments: [5, 7, 20])
  func linesBreakOnlyBetweenClusters(width: Int) {
    let pieces = [
      "東", "京", "한", "국", "😀", "é", "Ω", "\u{301}", "\u{11A8}", "\u{1F3FD}", "\u{200D}",
      "\u{FE0F}", "\u{3099}", "か", "Ａ", "🇯🇵", "a", "👨‍👩‍👧‍👦", "🇫", "👍🏽", "1\u{FE0F}\u{20E3}",
      "🏴\u{E0067}\u{E0062}\u{E007F}", "©\u{200D}😀", "\u{1100}\u{1161}",
    ]
    var random = SplitMix64(seed: UInt64(width))
    for _ in 0..<40 {
      var paragraph = "東"
      for _ in 0..<Int.random(in: 10...80, using: &random) {
        paragraph += pieces.randomElement(using: &random)!
      }
      let lines = TerminalText.lines(TerminalText.render(paragraph, .plain(width: width)))
      #expect(lines.joined() == paragraph, "\(paragraph.unicodeScalars.map(\.value))")
      #expect(lines.map(\.count).reduce(0, +) == paragraph.count, "\(lines)")
      for line in lines {
        #expect(DisplayWidth.columns(of: line) <= width, "\(line)")
      }
    }
  }

  /// Runs of wide characters in one style are laid out as one segment each; the same text
  /// with every piece in a style of its own (so no run is longer than a piece) must break
  /// into the same lines, at every width, with CJK punctuation (which binds to its
  /// neighbours), emoji, spaces and ASCII mixed in.
  @Test(.hangLimit, arguments: [1, 2, 3, 4, 5, 7, 9, 12, 20, 33])
  func wideRunsBreakAsCharactersDo(width: Int) {
    let pieces = [
      "東京", "都", "한국어", "か", "「", "」", "。", "、", "（", "）", "😀", "Ａ", "ab", " ", "x,",
      "日本語の文章", "e\u{301}", "っ", "ー", "ひらがな", "カタカナ", "か\u{3099}",
    ]
    let renderer = TerminalRenderer(capabilities: .plain(width: width))
    var random = SplitMix64(seed: UInt64(width) &+ 99)
    for _ in 0..<60 {
      var whole = ""
      var split = StyledText()
      for index in 0..<Int.random(in: 1...40, using: &random) {
        let piece = pieces.randomElement(using: &random)!
        whole += piece
        split += StyledText(
          piece, style: index.isMultiple(of: 2) ? TextStyle() : TextStyle().bold())
      }
      let runs = renderer.render(StyledText(whole))
      let pieceByPiece = renderer.render(split)
      #expect(runs == pieceByPiece, "\(whole.unicodeScalars.map(\.value))")
      for line in TerminalText.lines(runs) {
        #expect(DisplayWidth.columns(of: line) <= max(width, 2), "\(line)")
      }
    }
  }

  @Test func independentWidthAgreesWithDisplayWidthOnTheTestText() {
    for line in Self.text.split(separator: " ") {
      #expect(DisplayWidth.columns(of: line) == TerminalText.independentWidth(line), "\(line)")
    }
  }
}
