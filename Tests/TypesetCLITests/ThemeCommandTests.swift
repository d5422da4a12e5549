import Foundation
import Testing
import TypesetTestSupport

@Suite("typeset theme, end to end") struct ThemeCommandTests {
  static let themesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Themes")

  @Test(arguments: ["default", "compact"])
  func printWritesTheBuiltInJSON(name: String) throws {
    let result = try CommandRunner.run(["theme", "print", name])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    let file = try String(
      contentsOf: Self.themesFolder.appendingPathComponent("\(name).json"), encoding: .utf8)
    #expect(result.output == file)
  }

  @Test func printedThemeChecksClean() throws {
    let printed = try CommandRunner.run(["theme", "print", "default"]).output
    let file = try CommandRunner.temporaryFile(".json", bytes: Array(printed.utf8))
    let result = try CommandRunner.run(["theme", "check", file.path])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    let lines = result.output.split(separator: "\n")
    #expect(lines.dropLast().allSatisfy { $0.hasPrefix("warning: ") && $0.contains("contrast") })
    #expect(
      lines.last?.hasSuffix(
        #"theme "default" is valid: 12 styles, 1 colour, 0 font families, 2 tags; "#
          + "\(lines.count - 1) contrast warnings") == true)
  }

  @Test func checkListsEveryProblemAndFails() throws {
    let json = #"""
      {
        "colors": {"brand": "#12"},
        "styles": {"body": {"colr": "red", "basedOn": "missing"}}
      }
      """#
    let file = try CommandRunner.temporaryFile(".json", bytes: Array(json.utf8))
    let result = try CommandRunner.run(["theme", "check", file.path])
    #expect(result.status == 1)
    #expect(
      result.output == """
        colors.brand: "#12" is not a colour: expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA
        styles.body.colr: unknown key; did you mean "color"?
        styles.body.basedOn: no style named "missing" in styles

        """)
    #expect(result.error == "error: \(file.path): 3 problems\n")
  }

  @Test func checkReadsStandardInputAndReportsSyntaxErrorsByLineAndColumn() throws {
    let result = try CommandRunner.run(["theme", "check", "-"], input: "{\n  \"a\": [1,\n}")
    #expect(result.status == 1)
    #expect(result.output == "3:1: not JSON: unexpected '}', expected a value\n")
    #expect(result.error == "error: <stdin>: 1 problem\n")
  }

  @Test func contrastWarningsDoNotFailTheCheck() throws {
    let result = try CommandRunner.run(
      ["theme", "check", "-"], input: ##"{"styles": {"body": {"color": "#AAA"}}}"##)
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        "warning: styles.body: contrast 2.32:1 is below 4.5:1 in light appearance "
          + "(#AAAAAAFF on #FFFFFFFF)"))
    #expect(result.output.hasSuffix(" contrast warnings\n"))
  }

  @Test func checkReadsDesignTokens() throws {
    let good = #"""
      {"color": {"$type": "color",
        "ink": {"$value": {"colorSpace": "oklch", "components": [0.2, 0, 0]}}},
       "type": {"body": {"$type": "typography",
         "$value": {"fontSize": {"value": 1, "unit": "rem"}, "lineHeight": 1.3}}}}
      """#
    let result = try CommandRunner.run(["theme", "check", "-"], input: good)
    #expect(result.status == 0)
    #expect(result.output.contains("<stdin>: design tokens are valid: 1 style, 1 colour,"))

    let bad = #"{"c": {"$type": "color", "a": {"$value": "{c.b}"}, "b": {"$value": "{c.a}"}}}"#
    let failed = try CommandRunner.run(["theme", "check", "-"], input: bad)
    #expect(failed.status == 1)
    #expect(failed.output == "c.a.$value: alias cycle \"c.a\" → \"c.b\" → \"c.a\"\n")
  }

  @Test func missingFileIsAnError() throws {
    let result = try CommandRunner.run(["theme", "check", "/nonexistent/theme.json"])
    #expect(result.status == 1)
    #expect(result.error.hasPrefix("error: "))
    #expect(result.output.isEmpty)
  }

  @Test(arguments: [
    (["theme", "--help"], "USAGE: typeset theme check FILE | print NAME"),
    (["theme", "check", "--help"], "USAGE: typeset theme check FILE | print NAME"),
    (["theme", "print", "-h"], "USAGE: typeset theme check FILE | print NAME"),
    (["help", "theme"], "USAGE: typeset theme check FILE | print NAME"),
    (["--help"], "theme check FILE"),
  ])
  func helpDescribesTheSubcommands(arguments: [String], expected: String) throws {
    let result = try CommandRunner.run(arguments)
    #expect(result.status == 0)
    #expect(result.output.contains(expected))
    #expect(result.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  @Test(arguments: [
    (["theme"], "error: theme needs a subcommand: check FILE or print NAME"),
    (
      ["theme", "lint", "x.json"], "error: unknown theme subcommand 'lint'; expected check or print"
    ),
    (["theme", "print", "fancy"], "error: unknown theme 'fancy'; expected default or compact"),
    (["theme", "check"], "error: theme check takes one theme file"),
    (["theme", "check", "a.json", "-o", "out"], "error: --output applies to theme print only"),
    (["theme", "print", "default", "--strict"], "error: unknown option --strict"),
  ])
  func usageMistakesExitWithStatusTwo(arguments: [String], message: String) throws {
    let result = try CommandRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.error.hasPrefix(message + "\n"), "\(result.error)")
    #expect(result.error.contains("typeset theme --help"))
  }

  @Test func printWritesToAnOutputFile() throws {
    let output = CommandRunner.temporaryPath(".json")
    let result = try CommandRunner.run(["theme", "print", "compact", "-o", output.path])
    #expect(result.status == 0)
    #expect(result.output.isEmpty)
    #expect(try String(contentsOf: output, encoding: .utf8).contains(#""name": "compact""#))
  }
}
