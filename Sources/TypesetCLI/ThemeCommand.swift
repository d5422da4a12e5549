import Typeset
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `typeset theme check FILE` and `typeset theme print NAME`: validate a theme file, or print
/// a built-in theme's JSON as a starting point.
struct ThemeCommand {
  /// The options of `typeset theme`.
  static let options: [OptionDefinition] = [
    .value(
      "--output", short: "o", valueName: "FILE",
      help:
        "theme print only: write to FILE instead of standard output ('-' is standard output)."),
    .flag("--help", short: "h", help: "Show this help."),
  ]

  /// The text of `typeset theme --help`.
  static var help: String {
    HelpFormatter(
      overview: "Check a theme file, or print a built-in theme to start your own.",
      usage: "typeset theme check FILE | print NAME [options]",
      arguments: [
        (
          "check FILE",
          "Read the JSON theme or W3C design tokens (DTCG) FILE ('-' for standard input) and "
            + "list every problem as "
            + "'path: reason' (exit status 1), or print a one-line summary (exit status 0). "
            + "Also warns, without failing, where a style's text colour and its background "
            + "fall below WCAG 2 contrast (4.5:1, or 3:1 for large text) in the light or "
            + "dark appearance, with standard or increased contrast."
        ),
        ("print NAME", "Print the built-in theme NAME (default or compact) as JSON."),
      ],
      options: options
    ).render()
  }

  enum Action {
    case check(path: String)
    case print(name: String)
  }

  var action: Action
  var outputPath: String?

  init(arguments words: ArraySlice<String>) throws(CommandError) {
    let arguments = try ParsedArguments(words, options: Self.options, command: "theme")
    let positionals = arguments.positionals
    outputPath = arguments.values["--output"]
    switch positionals.first {
    case "check":
      guard positionals.count == 2 else {
        throw .usage("theme check takes one theme file", command: "theme")
      }
      guard outputPath == nil else {
        throw .usage("--output applies to theme print only", command: "theme")
      }
      action = .check(path: positionals[1])
    case "print":
      guard positionals.count == 2 else {
        throw .usage(
          "theme print takes the name of a built-in theme: "
            + Theme.builtInNames.joined(separator: " or "), command: "theme")
      }
      guard Theme.builtInJSON(named: positionals[1]) != nil else {
        throw .usage(
          "unknown theme '\(positionals[1])'; expected "
            + Theme.builtInNames.joined(separator: " or "), command: "theme")
      }
      action = .print(name: positionals[1])
    case nil:
      throw .usage("theme needs a subcommand: check FILE or print NAME", command: "theme")
    case let other?:
      throw .usage(
        "unknown theme subcommand '\(other)'; expected check or print", command: "theme")
    }
  }

  func run() throws(CommandError) {
    switch action {
    case .print(let name):
      var output = OutputSink(path: outputPath)
      var buffer = Array((Theme.builtInJSON(named: name) ?? "").utf8)
      try output.finish(&buffer)
    case .check(let path):
      try check(path)
    }
  }

  /// Prints the problems (exit 1) or the contrast warnings and a summary (exit 0).
  private func check(_ path: String) throws(CommandError) {
    let bytes = path == "-" ? try Platform.readStandardInput() : try Platform.readFile(path)
    let name = path == "-" ? "<stdin>" : path
    let theme: Theme
    let isTokens = Theme.isDesignTokens(Data(bytes))
    do {
      theme =
        isTokens
        ? try Theme(designTokens: Data(bytes))
        : try Theme(json: Data(bytes), baseURL: path == "-" ? nil : URL(fileURLWithPath: path))
    } catch {
      let problems = error.problems
      try printOutput(problems.map { $0.description + "\n" }.joined())
      throw .invalidInput(
        "\(name): \(problems.count) \(problems.count == 1 ? "problem" : "problems")")
    }
    let warnings = theme.contrastWarnings()
    var report = warnings.map { "warning: \($0)\n" }.joined()
    func count(_ number: Int, _ noun: String, _ plural: String? = nil) -> String {
      "\(number) " + (number == 1 ? noun : plural ?? noun + "s")
    }
    report +=
      (isTokens
        ? "\(name): design tokens are valid: "
        : "\(name): theme \"\(theme.name)\" is valid: ")
      + "\(count(theme.styles.count, "style")), "
      + "\(count(theme.colors.count, "colour")), "
      + "\(count(theme.fontFamilies.count, "font family", "font families")), "
      + "\(count(theme.tags.count, "tag")); "
      + "\(count(warnings.count, "contrast warning"))\n"
    try printOutput(report)
  }
}
