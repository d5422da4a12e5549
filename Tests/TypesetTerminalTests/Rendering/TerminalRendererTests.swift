import Testing
import Typeset
import TypesetMarkdown
import TypesetTerminal

@Suite("TerminalRenderer")
struct TerminalRendererTests {
  let plain40 = TerminalCapabilities.plain(width: 40)

  @Test func paragraphsWrapAtSpacesWithoutTrailingSpaces() {
    let output = TerminalText.render(
      "The quick brown fox jumps over the lazy dog and keeps on running.",
      .plain(width: 20))
    #expect(
      output == """
        The quick brown fox
        jumps over the lazy
        dog and keeps on
        running.

        """)
  }

  @Test func blocksAreOneBlankLineApart() {
    #expect(
      TerminalText.render("# Title\n\nText.\n\n---\n\nMore.", plain40) == """
        Title

        Text.

                           ⁂

        More.

        """)
  }

  @Test func cjkBreaksBetweenCharacters() {
    let output = TerminalText.render("日本語のテキストは空白なしで折り返されます。", .plain(width: 10))
    #expect(
      output == """
        日本語のテ
        キストは空
        白なしで折
        り返されま
        す。

        """)
  }

  @Test func closingPunctuationNeverStartsALine() {
    let output = TerminalText.render("日本語のテ。", .plain(width: 10))
    #expect(output == "日本語の\nテ。\n")
  }

  @Test func openingPunctuationNeverEndsALine() {
    // 「 would fit on the first line, but it goes with the word it opens.
    let output = TerminalText.render("日本語「東京」", .plain(width: 8))
    #expect(output == "日本語\n「東京」\n")
  }

  @Test func aLongWordBreaksBetweenClusters() {
    let output = TerminalText.render("Donaudampfschifffahrtsgesellschaft", .plain(width: 10))
    #expect(output == "Donaudampf\nschifffahr\ntsgesellsc\nhaft\n")
    let emoji = TerminalText.render(String(repeating: "👨‍👩‍👧‍👦", count: 7), .plain(width: 5))
    #expect(emoji == "👨‍👩‍👧‍👦👨‍👩‍👧‍👦\n👨‍👩‍👧‍👦👨‍👩‍👧‍👦\n👨‍👩‍👧‍👦👨‍👩‍👧‍👦\n👨‍👩‍👧‍👦\n")
  }

  @Test func combiningMarksStayWithTheirBase() {
    let output = TerminalText.render("e\u{301}e\u{301}e\u{301}e\u{301}", .plain(width: 3))
    #expect(output == "e\u{301}e\u{301}e\u{301}\ne\u{301}\n")
  }

  @Test func listsHangTheirWrappedLinesUnderTheText() {
    let output = TerminalText.render(
      "1. one two three four five six\n2. b\n   - nested item that wraps too\n",
      .plain(width: 20))
    #expect(
      output == """
        1. one two three
           four five six
        2. b
           ◦ nested item
             that wraps too

        """)
  }

  @Test func orderedMarkersAlignOnTheRight() {
    let items = (1...10).map { "\($0). item" }.joined(separator: "\n")
    let output = TerminalText.render(items, plain40)
    #expect(output.hasPrefix(" 1. item\n 2. item\n"))
    #expect(output.hasSuffix(" 9. item\n10. item\n"))
  }

  @Test func taskItemsShowTheirBoxes() {
    #expect(TerminalText.render("- [x] done\n- [ ] open", plain40) == "☑ done\n☐ open\n")
  }

  @Test func looseListsKeepBlankLinesBetweenItems() {
    #expect(TerminalText.render("- a\n\n- b", plain40) == "• a\n\n• b\n")
  }

  @Test func quotesDrawABarPerLevelAndNoTrailingSpace() {
    let output = TerminalText.render("> one\n>\n> > two three four five", .plain(width: 16))
    #expect(output == "│ one\n│\n│ │ two three\n│ │ four five\n")
  }

  @Test func codeBlocksKeepLinesWithoutPaddingOrTrailingSpaces() {
    let output = TerminalText.render("```\nlet a = 1   \n\tb\n```", plain40)
    #expect(output == "let a = 1\n    b\n")
    let colored = TerminalText.render(
      "```\nx  \n```", TerminalCapabilities(colorDepth: .truecolor, width: 40))
    #expect(!colored.contains(" \u{1B}[0m"))
    #expect(!colored.contains(" \n"))
    #expect(colored.contains("48;2;"))
  }

  @Test func longCodeLinesBreakAtTheWidth() {
    let output = TerminalText.render("```\nabcdefghijklmnop\n```", .plain(width: 6))
    #expect(output == "abcdef\nghijkl\nmnop\n")
  }

  @Test func tablesAreDrawnWithBoxCharacters() {
    let output = TerminalText.render("| a | b |\n|:-|-:|\n| one | 2 |", plain40)
    #expect(
      output == """
        ┌─────┬───┐
        │ a   │ b │
        ├─────┼───┤
        │ one │ 2 │
        └─────┴───┘

        """)
  }

  @Test func wideTableColumnsShareTheRestAndNarrowOnesStayWhole() {
    let output = TerminalText.render(
      "| n | text |\n|---|---|\n| 1 | a long cell that has to wrap |", .plain(width: 24))
    #expect(
      output == """
        ┌───┬──────────────────┐
        │ n │ text             │
        ├───┼──────────────────┤
        │ 1 │ a long cell that │
        │   │ has to wrap      │
        └───┴──────────────────┘

        """)
  }

  @Test func aTableThatCannotFitIsStacked() {
    let output = TerminalText.render(
      "| name | description | state |\n|---|---|---|\n| alpha | first letter | done |\n"
        + "| beta | second | open |",
      .plain(width: 20))
    #expect(
      output == """
        name: alpha
        description: first
        letter
        state: done

        name: beta
        description: second
        state: open

        """)
  }

  @Test func linksAreHyperlinksWithOneIDAcrossLines() {
    let output = TerminalText.render(
      "see [the documentation site](https://example.com/docs) now",
      TerminalCapabilities(colorDepth: .none, width: 14))
    let opens = output.components(separatedBy: "\u{1B}]8;id=1;https://example.com/docs\u{1B}\\")
    #expect(opens.count == 4)  // opened on each of the three lines
    #expect(!output.contains("[1]"))
    #expect(TerminalText.lines(output) == ["see the", "documentation", "site now"])
  }

  @Test func withoutHyperlinksLinksAreNumberedAndListed() {
    let output = TerminalText.render(
      "see [docs](https://example.com/a/very/long/url/that/does/not/fit) now",
      .plain(width: 20))
    #expect(
      output == """
        see docs[1] now
        [1]: https://example.com/a/very/long/url/that/does/not/fit

        """)
  }

  /// A URL met again, from a Markdown link or a tag, is the reference it had; distinct URLs,
  /// many of them, each get the next number and are listed once, as safe bytes; an email
  /// autolink shows its address and needs no reference.
  @Test func repeatedURLsKeepTheirReferenceAmongManyDistinctOnes() {
    let distinct = (0..<300).map { "[l\($0)](https://e.example/\($0))" }.joined(separator: " ")
    let markdown = """
      [a](<https://a.example/x y>) [b](https://b.example) <a href="https://a.example/x y">c</a> \
      [d](<https://b.example>) <me@example.org> \(distinct)
      """
    let output = TerminalText.render(markdown, .plain(width: 10_000))
    let lines = TerminalText.lines(output)
    #expect(lines[0].hasPrefix("a[1] b[2] c[1] d[2] me@example.org l0[3] l1[4]"))
    #expect(lines[0].hasSuffix("l299[302]"))
    #expect(
      Array(lines.dropFirst()) == [
        "[1]: https://a.example/x%20y", "[2]: https://b.example",
      ] + (0..<300).map { "[\($0 + 3)]: https://e.example/\($0)" })
  }

  @Test func autolinksNeedNoReference() {
    #expect(TerminalText.render("at <https://x.org>", .plain(width: 20)) == "at https://x.org\n")
  }

  @Test func stylesBecomeSGR() {
    let output = TerminalText.render(
      "**b** *i* ~~s~~ <u>u</u>", TerminalCapabilities(colorDepth: .none, width: 40))
    #expect(output.contains("\u{1B}[1mb\u{1B}[0m"))
    #expect(output.contains("\u{1B}[3mi\u{1B}[0m"))
    #expect(output.contains("\u{1B}[9ms\u{1B}[0m"))
    #expect(output.contains("\u{1B}[4mu\u{1B}[0m"))
  }

  @Test func lightWeightsAreFaintAndDoubleUnderlinesNeedSupport() {
    let text = "x".styled(TextStyle().weight(.light)) + "y".styled(TextStyle().underline(.double))
    let basic = TerminalRenderer(capabilities: TerminalCapabilities(colorDepth: .none))
    #expect(basic.render(text) == "\u{1B}[2mx\u{1B}[0m\u{1B}[4my\u{1B}[0m\n")
    let modern = TerminalRenderer(
      capabilities: TerminalCapabilities(colorDepth: .none, hasStyledUnderlines: true))
    #expect(modern.render(text).contains("\u{1B}[4:2my"))
  }

  @Test(arguments: [
    (TerminalCapabilities.ColorDepth.truecolor, "38;2;255;0;0"), (.ansi256, "38;5;196"),
    (.ansi16, "91"),
  ])
  func coloursFollowTheDepth(depth: TerminalCapabilities.ColorDepth, code: String) {
    let text = "red".styled(TextStyle().color(TextColor(red: 1, green: 0, blue: 0)))
    let output = TerminalRenderer(capabilities: TerminalCapabilities(colorDepth: depth))
      .render(text)
    #expect(output == "\u{1B}[\(code)mred\u{1B}[0m\n")
  }

  @Test func theThemesTextColourIsTheTerminalsOwn() {
    for appearance in [Appearance.light, .dark] {
      let output = TerminalText.render(
        "plain", TerminalCapabilities(colorDepth: .truecolor),
        environment: TextEnvironment(appearance: appearance))
      #expect(output == "plain\n")
    }
  }

  @Test func plainOutputHasNoEscapes() {
    let output = TerminalText.render(KitchenSinkText.everything, .plain(width: 40))
    #expect(!output.contains("\u{1B}"))
  }

  @Test func superscriptsAndSubscriptsUseUnicodeDigits() {
    #expect(TerminalText.render("H<sub>2</sub>O mc<sup>2</sup>", plain40) == "H₂O mc²\n")
  }

  @Test func styledTextRendersAsAParagraph() {
    let renderer = TerminalRenderer(capabilities: .plain(width: 5))
    #expect(renderer.render("one two" as StyledText) == "one\ntwo\n")
  }
}

/// Small documents shared by the tests.
enum KitchenSinkText {
  static let everything = """
    # H1

    **b** *i* `c` [l](https://example.com) <https://x.org>

    - [x] a
    1. b

    > q

    ```
    code
    ```

    | a | b |
    |---|---|
    | c | d |

    ---

    x[^1]

    [^1]: note
    """
}
