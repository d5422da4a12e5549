import Foundation
import Testing
import TypesetTerminal
import TypesetTestSupport

@Suite("typeset render --to ansi|html and the styled demo, end to end")
struct TerminalAndHTMLOutputTests {
  /// The kitchen-sink document as a Markdown file.
  private func kitchenSink() throws -> URL {
    try CommandRunner.temporaryFile(".md", bytes: Array(KitchenSink.markdown.utf8))
  }

  @Test(arguments: [40, 100])
  func truecolorOutputHasEscapesAndFitsTheWidth(width: Int) throws {
    let url = try kitchenSink()
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try CommandRunner.run(
      ["render", url.path, "--to", "ansi", "--color", "truecolor", "--width", String(width)])
    #expect(result.status == 0)
    #expect(result.output.contains("\u{1B}[1;4m"))  // the title: bold, underlined
    #expect(result.output.contains("38;2;"))
    for line in visibleLines(result.output) where !isReference(line) {
      #expect(DisplayWidth.columns(of: line) <= width, "too wide: \(line)")
    }
  }

  @Test func colorNeverWritesNoEscapeAtAll() throws {
    let url = try kitchenSink()
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try CommandRunner.run(
      ["render", url.path, "--to", "ansi", "--color", "never", "--width", "40"])
    #expect(result.status == 0)
    #expect(result.output.contains("Typeset kitchen sink"))
    #expect(!result.output.contains("\u{1B}"))
  }

  @Test func darkAppearanceChangesTheColours() throws {
    let input = "A [link](https://example.com) and <mark>mark</mark>.\n"
    let arguments = ["render", "-f", "markdown", "--to", "ansi", "--color", "truecolor"]
    let light = try CommandRunner.run(arguments, input: input)
    let dark = try CommandRunner.run(arguments + ["--appearance", "dark"], input: input)
    #expect(light.output.contains("38;2;0;122;255"))
    #expect(dark.output.contains("38;2;9;132;255"))
    #expect(light.output != dark.output)
  }

  @Test func aDarkTerminalsCOLORFGBGPicksDarkColoursUnlessAppearanceIsGiven() throws {
    let input = "A [link](https://example.com).\n"
    let arguments = ["render", "-f", "markdown", "--to", "ansi", "--color", "truecolor"]
    let onDark = try CommandRunner.run(arguments, input: input, environment: ["COLORFGBG": "15;0"])
    let onLight = try CommandRunner.run(arguments, input: input, environment: ["COLORFGBG": "0;15"])
    let chosen = try CommandRunner.run(
      arguments + ["--appearance", "light"], input: input, environment: ["COLORFGBG": "15;0"])
    #expect(onDark.output.contains("38;2;9;132;255"))
    #expect(onLight.output.contains("38;2;0;122;255"))
    #expect(chosen.output.contains("38;2;0;122;255"))
    // JSON and HTML are not terminal output: the terminal's background does not change them.
    let json = try CommandRunner.run(
      ["render", "-f", "markdown", "--to", "json"], input: input,
      environment: ["COLORFGBG": "15;0"])
    let plain = try CommandRunner.run(["render", "-f", "markdown", "--to", "json"], input: input)
    #expect(json.output == plain.output)
  }

  @Test(arguments: [("plain", "<b>one</b> two three four"), ("markup", "<b>one</b> two three")])
  func plainTextAndMarkupRenderAsOneParagraph(format: String, input: String) throws {
    let result = try CommandRunner.run(
      ["render", "--from", format, "--to", "ansi", "--color", "16", "--width", "10"],
      input: input)
    #expect(result.status == 0)
    // Markup's <b> is bold (SGR 1); plain text keeps the tag as text and has no style.
    #expect(result.output.contains("\u{1B}[1m") == (format == "markup"))
    #expect(visibleLines(result.output).joined(separator: " ").contains("one"))
    for line in visibleLines(result.output) { #expect(DisplayWidth.columns(of: line) <= 10) }
  }

  @Test func htmlPageIsAWholeDocumentWithOneStyleSheet() throws {
    let result = try CommandRunner.run(
      ["render", "-f", "markdown", "--to", "html"], input: "# Title\n\n**bold**\n")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("<!DOCTYPE html>"))
    #expect(result.output.contains("<title>Title</title>"))
    #expect(result.output.contains("@media (prefers-color-scheme: dark)"))
    #expect(result.output.contains("<strong>bold</strong>"))
  }

  @Test func htmlFragmentIsItsStyleSheetThenOneDiv() throws {
    let result = try CommandRunner.run(
      ["render", "-f", "markdown", "--to", "html", "--html", "fragment"], input: "*x*\n")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("<style>\n"))
    #expect(result.output.contains("</style>\n<div class=\"typeset\">"))
    #expect(result.output.hasSuffix("</div>\n"))
    #expect(!result.output.contains("<html"))
  }

  @Test func htmlEmailIsInlineAndWarnsPastGmailsLimit() throws {
    let small = try CommandRunner.run(
      ["render", "-f", "markdown", "--to", "html", "--html", "email"], input: "**x**\n")
    #expect(small.status == 0)
    #expect(small.output.contains("<strong style=\""))
    #expect(!small.output.contains("<style"))
    #expect(!small.output.contains("class="))
    #expect(small.error.isEmpty)
    let large = try CommandRunner.run(
      ["render", "-f", "markdown", "--to", "html", "--html", "email"],
      input: String(repeating: "A **long** paragraph.\n\n", count: 6_000))
    #expect(large.status == 0)
    #expect(large.error.hasPrefix("warning: the email is "))
    #expect(large.error.contains("Gmail clips"))
  }

  @Test func plainTextRendersAsThemedHTML() throws {
    let result = try CommandRunner.run(
      ["render", "--to", "html", "--html", "fragment"], input: "a < b")
    #expect(result.status == 0)
    #expect(result.output.contains("a &lt; b"))
  }

  @Test(arguments: [40, 100])
  func demoFitsTheColumns(columns: Int) throws {
    for color in ["auto", "truecolor"] {
      let result = try run(
        ["demo", "--color", color], environment: ["COLUMNS": String(columns)])
      #expect(result.status == 0)
      #expect(result.output.contains("Dynamic Type at three sizes"))
      #expect(
        color == "auto" ? !result.output.contains("\u{1B}") : result.output.contains("\u{1B}["))
      for line in visibleLines(result.output) {
        #expect(DisplayWidth.columns(of: line) <= columns, "too wide: \(line)")
      }
      let sideBySide = visibleLines(result.output).contains {
        $0.hasPrefix("Light") && $0.contains("│ Dark")
      }
      #expect(sideBySide == (columns == 100))
    }
  }

  /// A `COLUMNS` wider than any terminal lays out at the widest width instead of asking for
  /// memory by the column (it aborted the command).
  @Test func anEnormousColumnsIsTheWidestWidth() throws {
    let result = try run(["demo", "--color", "never"], environment: ["COLUMNS": "99999999999"])
    #expect(result.status == 0)
    #expect(result.output.contains("Dynamic Type at three sizes"))
  }

  @Test func demoWritesAnHTMLPage() throws {
    let result = try CommandRunner.run(["demo", "--to", "html"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("<!DOCTYPE html>"))
    #expect(result.output.contains("<title>Typeset demo</title>"))
    #expect(result.output.contains("<table"))
  }

  @Test(arguments: [
    ["render", "--to", "ansi", "--width", "-3"], ["render", "--color", "rainbow"],
    ["demo", "--to", "pdf"], ["demo", "--width", "x"],
  ])
  func badTerminalValuesAreUsageErrors(arguments: [String]) throws {
    let result = try CommandRunner.run(arguments, input: "x")
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.error.hasPrefix("error: unknown value"))
  }

  @Test func terminalOptionsWarnWhereNothingIsLaidOut() throws {
    let result = try CommandRunner.run(["render", "--to", "text", "--width", "30"], input: "hi")
    #expect(result.status == 0)
    #expect(result.error.contains("--width has no effect here"))
  }

  // MARK: - Helpers

  /// The lines as a terminal shows them: escape sequences (CSI and OSC) removed.
  private func visibleLines(_ output: String) -> [String] {
    let stripped = output.replacing(/\x1B\[[0-9;:]*[@-~]/, with: "")
      .replacing(/\x1B\][^\x07\x1B]*(\x07|\x1B\\)/, with: "")
    return stripped.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// A `[n]: URL` line after a block, the one line allowed past the width.
  private func isReference(_ line: String) -> Bool {
    line.wholeMatch(of: /\s*(│\s*)*\[\d+\]: \S+/) != nil
  }

  /// Runs the command with extra environment variables and no input.
  private func run(
    _ arguments: [String], environment: [String: String]
  ) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = CommandRunner.executable
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in ["NO_COLOR": "1", "TERM": "dumb"] { variables[name] = value }
    variables.merge(environment) { $1 }
    process.environment = variables
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
