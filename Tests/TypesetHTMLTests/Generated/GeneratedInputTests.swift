import Testing
import Typeset
import TypesetHTML
import TypesetMarkdown
import TypesetTestSupport

/// Random Markdown and tag markup, built from fragments that mix structure, hostile URLs, raw
/// HTML and awkward characters: rendering never crashes, and no profile ever carries a script,
/// an event handler, a dangerous URL or a raw control character.
@Suite("Generated input")
struct GeneratedInputTests {
  static let destinations = [
    "https://example.com/a?b=1&c=2", "/relative path", "javascript:alert(1)",
    "&#106;avascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:x", "vbscript:x",
    "file:///etc/passwd", "data:text/html,<script>alert(1)</script>", "data:image/png;base64,AA",
    "\"onmouseover=\"alert(1)", "#frag", "mailto:a@b.c", "<javascript:alert(1)>",
  ]

  static let fragments = [
    "word ", "**", "*", "_", "~~", "`", "```", "\n", "\n\n", "# ", "## ", "> ", "- ", "1. ",
    "- [x] ", "| a | b |\n| - | :-: |\n| c | d |\n", "---\n", "    indented\n", "\\", "&amp;",
    "&#0;", "&lt;script&gt;", "<script>alert(1)</script>", "<img src=x onerror=alert(1)>",
    "<b>", "</b>", "<i onclick=x>", "<mark>", "</mark>", "<color value=\"red;}\">", "</color>",
    "<a href=\"javascript:alert(1)\">", "</a>", "<style>", "</style>", "\u{1B}[31m", "\u{7F}",
    "\u{202E}", "\u{2066}", "👨‍👩‍👧", "日本語", "é", "\"", "'", "<", ">", "&", "[^n]",
    "\n[^n]: note\n", "<br>", "<sup>", "</sup>", "\u{2028}", "\t", "\u{0}",
  ]

  static func document(_ random: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<(1 + random.below(40)) {
      switch random.below(10) {
      case 0:
        let destination = destinations[random.below(destinations.count)]
        text += "[link \(random.below(9))](\(destination))"
      case 1:
        let destination = destinations[random.below(destinations.count)]
        text += "![alt \(random.below(9))](\(destination))"
      default:
        text += fragments[random.below(fragments.count)]
      }
    }
    return text
  }

  @Test(.hangLimit)
  func randomDocumentsRenderSafelyInEveryProfile() {
    var random = SplitMix64(seed: 2026)
    let renderers = HTMLRenderer.Profile.allCases.map { HTMLRenderer(options: .init(profile: $0)) }
    let tags = Theme.default.tagScheme()
    for seed in 0..<400 {
      let source = Self.document(&random)
      let documents = [
        StyledDocument(markdown: source),
        StyledDocument(markdown: source, options: .init(rawHTML: .keepLiteral)),
        StyledText(markup: source, tags: tags).document,
      ]
      for document in documents {
        for renderer in renderers {
          let rendering = renderer.render(document)
          for html in [rendering.html, "<style>" + rendering.stylesheet + "</style>"] {
            let problems =
              HTMLThreats.problems(in: html) + ControlSpelling.forbiddenCharacters(in: html)
            #expect(problems.isEmpty, "seed \(seed): \(problems)\n\(source)")
            if !problems.isEmpty { return }
          }
        }
      }
    }
  }
}
