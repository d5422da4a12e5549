import Foundation
import Testing
import Typeset
import TypesetMarkdown
import TypesetTerminal

@Suite("TerminalSafety")
struct TerminalSafetyTests {
  /// Every control character content can carry, and a real escape sequence of each kind.
  static let hostile = [
    "\u{1B}[31m", "\u{1B}]8;;https://evil.example\u{1B}\\", "\u{1B}]0;title\u{07}", "\u{07}",
    "\u{7F}", "\u{9B}31m", "\u{9D}8;;x\u{9C}", "\u{85}", "\u{00}", "\u{08}", "\r", "\u{0B}",
    "\u{0C}", "\u{1B}P", "\u{1B}c",
  ]

  static let capabilities: [TerminalCapabilities] = [
    .plain(width: 40), TerminalCapabilities(colorDepth: .truecolor, width: 40),
    TerminalCapabilities(colorDepth: .ansi16, hasHyperlinks: false, width: 40),
  ]

  /// The hostile text in every element: heading, paragraph, emphasis, code, lists, quotes,
  /// tables, link texts, footnotes.
  static func document(with bad: String) -> String {
    """
    # head \(bad) ing

    para \(bad) graph *em \(bad)* `co\(bad)de` [li\(bad)nk](https://example.com/\(bad))

    - item \(bad)
      1. nested \(bad)

    > quote \(bad)

    ```
    code \(bad) block
    ```

    | h\(bad) | b |
    |---|---|
    | cell \(bad) | [x\(bad)](https://e.com) |

    note[^n]

    [^n]: foot \(bad)
    """
  }

  @Test(arguments: hostile)
  func noControlCharacterReachesTheOutput(_ bad: String) {
    for capabilities in Self.capabilities {
      let output = TerminalText.render(Self.document(with: bad), capabilities)
      #expect(TerminalText.stripped(output) != nil, "\(capabilities)")
      if !capabilities.usesEscapes { #expect(!output.contains("\u{1B}")) }
    }
  }

  @Test func controlsAreShownInCaretNotation() {
    let text: StyledText = "a\u{1B}[31mb \u{07} \u{7F} \u{9B}x c\rd \u{00}"
    let output = TerminalRenderer(capabilities: .plain(width: 80)).render(text)
    #expect(output == "a^[[31mb ^G ^? ^[[x c^Md ^@\n")
  }

  @Test func linkURLsCannotEndTheHyperlink() {
    let text = "x".styled(TextStyle().link(URL(string: "https://e.com/a%1B%5Cb%07")!))
    var style = TextStyle()
    style.link = URL(
      string: "https://e.com/\u{1B}\\\u{07}".addingPercentEncoding(
        withAllowedCharacters: .urlPathAllowed)!)
    let output = TerminalRenderer(capabilities: TerminalCapabilities(colorDepth: .truecolor))
      .render(text + "y".styled(style))
    #expect(TerminalText.stripped(output) != nil)
    #expect(output.components(separatedBy: "\u{1B}\\").count == 5)  // two opens, two closes
  }

  @Test func bidiOverridesEndWithTheirWord() {
    let output = TerminalText.render("a \u{202E}bc d \u{2067}ef g", .plain(width: 80))
    #expect(output == "a \u{202E}bc\u{202C} d \u{2067}ef\u{2069} g\n")
  }

  @Test func bidiOverridesInsideALinkOrTableCellAreClosedToo() {
    let output = TerminalText.render(
      "| h |\n|---|\n| \u{202D}x y |\n\n[\u{202E}t](https://e.com)", .plain(width: 80))
    #expect(output.contains("\u{202D}x\u{202C}"))
    #expect(output.contains("\u{202E}t\u{202C}"))
  }

  @Test func markersFromADocumentAreSanitised() {
    var builder = StyledDocument.Builder()
    builder.open(
      .list(ordered: false, start: 1, isTight: true),
      style: .init(marker: .bullet("\u{1B}[31m*")))
    builder.open(.listItem(checkbox: nil))
    builder.append("x", style: TextStyle())
    let output = TerminalRenderer(capabilities: .plain()).render(builder.build())
    #expect(output == "\u{FFFD}[31m* x\n")
  }
}
