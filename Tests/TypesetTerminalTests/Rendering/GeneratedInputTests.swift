import Testing
import Typeset
import TypesetMarkdown
import TypesetTerminal
import TypesetTestSupport

@Suite("GeneratedInput")
struct GeneratedInputTests {
  static let fragments = [
    "# ", "## ", "- ", "1. ", "10. ", "> ", "> > ", "```\n", "    ", "| a | b |\n|---|---|\n| ",
    " | ", "**", "*", "~~", "`", "[", "](https://e.com/", ")", "<https://x.org/", ">", "\n",
    "\n\n", "word ", "longerwordwithoutanyspacesatallinit ", "日本語", "한국어 ", "👨‍👩‍👧‍👦",
    "🇫🇷", "e\u{301}", "❤️", "\t", "\u{1B}[31m", "\u{07}", "\u{9B}", "\u{202E}", "\r", "- [x] ",
    "---\n", "[^1]", "\n[^1]: note ", "<sub>2</sub>", "\\", "  \n", "「", "」", "。", "東京都の",
    "ひらがなカタカナ", "ー", "っ", "👍🏽", "1\u{FE0F}\u{20E3}", "©\u{200D}😀", "\u{1100}\u{1161}",
  ]

  static func document(_ generator: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 5...60, using: &generator) {
      text += fragments.randomElement(using: &generator)!
    }
    return text
  }

  static func bytes(_ generator: inout SplitMix64) -> String {
    let count = Int.random(in: 0...200, using: &generator)
    let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test(.hangLimit)
  func randomDocumentsRenderWithinTheWidth() {
    var generator = SplitMix64(seed: 0x5EED)
    let capabilities: [TerminalCapabilities] = [
      .plain(width: 20), TerminalCapabilities(colorDepth: .truecolor, width: 24),
      TerminalCapabilities(colorDepth: .ansi16, hasHyperlinks: false, width: 40),
    ]
    for round in 0..<400 {
      let markdown = round % 4 == 3 ? Self.bytes(&generator) : Self.document(&generator)
      for capability in capabilities {
        let output = TerminalText.render(markdown, capability)
        guard TerminalText.stripped(output) != nil else {
          Issue.record("escape or control in output for \(markdown.debugDescription)")
          return
        }
        for line in TerminalText.lines(output) where !TerminalText.isReferenceLine(line) {
          if DisplayWidth.columns(of: line) > capability.width {
            Issue.record(
              "line wider than \(capability.width): \(line) from \(markdown.debugDescription)")
            return
          }
        }
      }
    }
  }

  @Test(.hangLimit)
  func deepNestingNeitherOverflowsNorSquashesText() {
    let quotes = String(repeating: "> ", count: 20_000) + "deep text"
    let lists = (0..<2_000).map { String(repeating: "  ", count: $0) + "- item" }
      .joined(separator: "\n")
    for markdown in [quotes, lists] {
      let output = TerminalText.render(markdown, .plain(width: 40))
      for line in TerminalText.lines(output) {
        #expect(DisplayWidth.columns(of: line) <= 40)
      }
    }
  }
}
