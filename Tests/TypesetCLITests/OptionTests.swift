import Foundation
import Testing
import TypesetTestSupport

@Suite("typeset options, help and version, end to end") struct OptionTests {
  @Test(arguments: [
    (["--help"], "USAGE: typeset <command> [options]"),
    (["-h"], "USAGE: typeset <command> [options]"),
    (["help"], "USAGE: typeset <command> [options]"),
    (["render", "--help"], "USAGE: typeset render [FILE|-] [options]"),
    (["render", "notes.md", "--to", "json", "-h"], "USAGE: typeset render [FILE|-] [options]"),
    (["help", "render"], "USAGE: typeset render [FILE|-] [options]"),
    (["demo", "--help"], "USAGE: typeset demo [options]"),
    (["help", "demo"], "USAGE: typeset demo [options]"),
  ])
  func everyCommandHasHelp(arguments: [String], usage: String) throws {
    let result = try CommandRunner.run(arguments)
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    #expect(result.output.contains(usage))
  }

  @Test func renderHelpDescribesEveryOptionWithItsValues() throws {
    let help = try CommandRunner.run(["render", "--help"]).output
    for option in [
      "-f, --from FORMAT", "-t, --to FORMAT", "-o, --output FILE", "--strict", "--unsafe",
      "--no-gfm", "--bare", "--size-category CATEGORY", "--appearance MODE",
      "--contrast LEVEL", "--bold-text", "--html PROFILE", "--width N", "--color WHEN",
      "-h, --help",
    ] {
      #expect(help.contains("\n  \(option)"), "\(option) is missing from the help")
    }
    // Entries wrap at 80 columns; read them as one line each.
    let text = help.replacing(/\n +/, with: " ")
    #expect(text.contains("Values: json, dump, text, html, ansi."))
    #expect(text.contains("Values: page, fragment, email. Default: page."))
    #expect(text.contains("Values: never, 16, 256, truecolor, auto. Default: auto."))
    #expect(text.contains("Values: normal, high. Default: normal."))
    #expect(text.contains("Applies to --from markdown only."))
    #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  @Test func versionIsPrinted() throws {
    let result = try CommandRunner.run(["--version"])
    #expect(result.status == 0)
    #expect(result.output.wholeMatch(of: /\d+\.\d+\.\d+(-[a-z0-9.]+)?\n/) != nil)
  }

  @Test(arguments: [
    ["--to", "JSON", "--appearance", "Dark", "--size-category", "ax1"],
    ["--to=Json", "--appearance=DARK", "--size-category=AX1"],
    ["-t", "json", "--appearance", "dark", "--size-category", "accessibilityMedium"],
  ])
  func wordValuesIgnoreCase(options: [String]) throws {
    let result = try CommandRunner.run(["render"] + options, input: "hi")
    #expect(result.status == 0)
    #expect(result.output.contains(#""size":28"#))
    #expect(result.output.contains(##""color":"#FFFFFFFF""##))
  }

  @Test(arguments: [
    (
      ["--to", "pdf"],
      "error: unknown value 'pdf' for --to; expected json, dump, text, html or ansi"
    ),
    (["-f", "rtf"], "error: unknown value 'rtf' for --from; expected plain, markup or markdown"),
    (
      ["--appearance", "sepia"],
      "error: unknown value 'sepia' for --appearance; expected light or dark"
    ),
    (["--contrast", "max"], "error: unknown value 'max' for --contrast; expected normal or high"),
    (
      ["--size-category", "huge"],
      "error: unknown value 'huge' for --size-category; expected xS, S, M, L, xL, xxL, xxxL, "
        + "AX1, AX2, AX3, AX4 or AX5"
    ),
    (
      ["--contrast", "standard", "--html", "pdf"],
      "error: unknown value 'pdf' for --html; expected page, fragment or email"
    ),
    (
      ["--color", "always"],
      "error: unknown value 'always' for --color; expected never, 16, 256, truecolor or auto"
    ),
    (
      ["--width", "0"],
      "error: unknown value '0' for --width; expected a whole number of columns from 1 to 10000"
    ),
    (
      ["--width=wide"],
      "error: unknown value 'wide' for --width; expected a whole number of columns from 1 to 10000"
    ),
    (["--width"], "error: --width needs a value (N)"),
    (["--bold-text=yes"], "error: --bold-text takes no value"),
    (["-x"], "error: unknown option -x"),
  ])
  func badValuesNameTheOptionAndWhatIsExpected(options: [String], message: String) throws {
    let result = try CommandRunner.run(["render"] + options)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.error == message + "\nRun 'typeset render --help' for usage.\n")
  }

  @Test func optionsThatOnlyResolveStylesWarnWhereNothingIsResolved() throws {
    let result = try CommandRunner.run(
      ["render", "--to", "text", "--appearance", "dark", "--bold-text"], input: "hi")
    #expect(result.status == 0)
    #expect(result.output == "hi\n")
    #expect(
      result.error == """
        warning: --appearance has no effect here (--from plain --to text); it applies to --to json|dump|html|ansi
        warning: --bold-text has no effect here (--from plain --to text); it applies to --to json|dump|html|ansi

        """)
  }

  @Test func doubleDashEndsTheOptions() throws {
    let url = try CommandRunner.temporaryFile("--odd.txt", bytes: Array("x".utf8))
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try CommandRunner.run(["render", "--to", "text", "--", url.path])
    #expect(result.status == 0)
    #expect(result.output == "x\n")
  }

  @Test func noCommandPrintsTheUsageAndExitsTwo() throws {
    let result = try CommandRunner.run([])
    #expect(result.status == 2)
    #expect(result.error.contains("USAGE: typeset <command> [options]"))
  }
}
