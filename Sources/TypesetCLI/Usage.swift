/// The text of `typeset --help`: the commands, the global options and where to read more.
enum Usage {
  static let commands: [(name: String, help: String)] = [
    (
      "render [FILE|-]",
      "Style FILE (or standard input) and print it as JSON, a dump, text or HTML."
    ),
    ("demo", "Show the built-in theme resolved in several environments."),
    (
      "theme check FILE",
      "List every problem in a JSON theme file and warn about low contrast."
    ),
    ("theme print NAME", "Print a built-in theme (default or compact) as JSON."),
    ("help [COMMAND]", "Show this help, or a command's."),
  ]

  static let options: [OptionDefinition] = [
    .flag("--help", short: "h", help: "Show this help."),
    .flag("--version", help: "Print the version (\(Version.current))."),
  ]

  static var text: String {
    HelpFormatter(
      overview: "Declarative text styling: render plain text, tag markup or Markdown.",
      usage: "typeset <command> [options]", options: options,
      sections: [
        ("COMMANDS", commands.map { HelpFormatter.entry($0.name, $0.help) }.joined()),
        ("SEE ALSO", "  typeset help render, typeset render --help, typeset theme --help\n"),
        ("EXIT STATUS", "  0 success, 1 invalid input or failed write, 2 usage error.\n"),
      ]
    ).render()
  }
}
