import Foundation
import Testing
import TypesetTestSupport

@Suite("typeset render --stream, end to end") struct StreamCommandTests {
  /// An answer as a language model writes it, in pieces; a reference definition and a
  /// footnote arrive after the text that uses them.
  let pieces = [
    "# Streaming\n\nThe first paragraph, ",
    "in two pieces.\n\n",
    "- one\n- two [docs]\n\n",
    "```swift\nlet x = 1\n",
    "```\n\nA note[^n] and a [link](https://example.com).\n\n",
    "[docs]: https://docs.example.com\n\n[^n]: The note.\n",
    "\nLast words",
  ]

  @Test(
    .hangLimit,
    arguments: [
      ["--to", "html", "--bare"], ["--to", "html", "--html", "page"],
      ["--to", "html", "--html", "fragment"], ["--to", "html", "--html", "email"],
      ["--to", "ansi", "--width", "60"],
    ])
  func settledBlocksAppearBeforeTheInputEndsAndTheWholeEqualsTheRender(format: [String]) throws {
    let run = try StreamingCommandRunner(["render", "--stream"] + format)
    try run.write(pieces[0])
    try run.write(pieces[1])
    // The heading settled with its line, the paragraph with the blank line after it, while
    // the input is still open.
    let sawFirst = run.waitForOutput { $0.contains("Streaming") && $0.contains("two pieces") }
    #expect(sawFirst, "output so far: \(run.outputSoFar.debugDescription)")
    for piece in pieces.dropFirst(2) {
      Thread.sleep(forTimeInterval: 0.05)
      try run.write(piece)
    }
    let result = try run.finish()
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    let whole = try CommandRunner.run(
      ["render", "--from", "markdown"] + format, input: pieces.joined())
    if format.contains("page") || format.contains("fragment") {
      // A class or colour is defined in a <style> before the first block that uses it.
      #expect(StyleElements(html: result.output) == StyleElements(html: whole.output))
    } else {
      #expect(result.output == whole.output)
    }
  }

  @Test func aStreamToJSONIsAUsageError() throws {
    let result = try CommandRunner.run(["render", "--stream", "--to", "json"])
    #expect(result.status == 2)
    #expect(result.error.contains("--stream"))
  }
}
