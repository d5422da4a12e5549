import Foundation
import Testing
import TypesetTestSupport

@Suite("typeset render --to text, end to end") struct PlainTextOutputTests {
  @Test(arguments: [
    ("plain", "Zebras & <b>horses</b>\n", "Zebras & <b>horses</b>\n"),
    ("plain", "no line break", "no line break\n"),
    ("plain", "", ""),
    (
      "markup", "<b>Zebras</b> &amp; <i>horses</i> &mdash; <a href='https://x.org'>go</a>",
      "Zebras & horses \u{2014} go\n"
    ),
  ])
  func styledTextPrintsItsText(from: String, input: String, expected: String) throws {
    let result = try CommandRunner.run(["render", "--from", from, "--to", "text"], input: input)
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    #expect(result.output == expected)
  }

  @Test func markdownPrintsTheVisibleTextWithBlankLinesBetweenBlocks() throws {
    let document = """
      # Zebras *and* horses

      A paragraph
      with a soft break\\
      and a hard one, `code` and <b>raw</b>.

      - one
      - two

      > quoted

      ```swift
      let x = 1
      ```

      | a | b |
      |---|---|
      | 1 | 2 |

      ***

      ![an *image*](z.png)[^1]

      [^1]: The note.

      """
    let result = try CommandRunner.run(
      ["render", "--from", "markdown", "--to", "text"], input: document)
    #expect(result.status == 0)
    #expect(
      result.output == """
        Zebras and horses

        A paragraph
        with a soft break
        and a hard one, code and raw.

        one

        two

        quoted

        let x = 1

        a\tb
        1\t2

        an image[1]

        The note.

        """)
  }

  @Test func theOldRunListingIsTheDump() throws {
    let result = try CommandRunner.run(
      ["render", "--from", "markup", "--to", "dump"], input: "a <b>b</b>")
    #expect(
      result.output == """
        "a " family=system-ui face=none size=17 weight=400 italic=false color=#000000FF \
        textStyle=body
        "b" weight=700

        """)
  }
}
