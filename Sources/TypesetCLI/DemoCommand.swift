import Typeset
import TypesetHTML
import TypesetMarkdown
import TypesetTerminal

/// `typeset demo`: the built-in theme's showcase, styled for the terminal at its width, or
/// written as an HTML page.
struct DemoCommand {
  /// The options of `typeset demo`.
  static let options: [OptionDefinition] = [
    .value(
      "--to", short: "t", valueName: "FORMAT", allowedValues: ["ansi", "html"],
      help:
        "ansi, styled text for the terminal (plain text when standard output is not a "
        + "terminal, unless --color says otherwise); html, the showcase as one HTML page that "
        + "follows the reader's light or dark mode.",
      defaultDescription: "ansi"),
    .value(
      "--appearance", valueName: "MODE", allowedValues: ["light", "dark"],
      help:
        "The appearance the terminal showcase resolves colours for (the light and dark "
        + "section shows both). An HTML page follows the reader's setting instead.",
      defaultDescription: "the terminal's (COLORFGBG), else light", outputs: [.ansi]),
    TerminalSettings.widthOption(outputs: [.ansi]),
    TerminalSettings.colorOption(outputs: [.ansi]),
    .value(
      "--output", short: "o", valueName: "FILE",
      help: "Write to FILE instead of standard output ('-' is standard output)."),
    .flag("--help", short: "h", help: "Show this help."),
  ]

  /// The text of `typeset demo --help`.
  static var help: String {
    HelpFormatter(
      overview:
        "Show the built-in theme styled in the terminal, at the terminal's width: headings, "
        + "bold and italic, colours, every Markdown element, a table, Dynamic Type at three "
        + "sizes, and light and dark side by side.",
      usage: "typeset demo [options]", options: options,
      sections: [
        (
          "EXAMPLES",
          "  typeset demo\n  typeset demo --width 60 --color 256\n"
            + "  typeset demo --to html > demo.html\n"
        )
      ]
    ).render()
  }

  var outputPath: String?
  var to: OutputFormat
  var terminal: TerminalSettings
  /// The `--appearance` of the showcase's main part.
  var appearance = Appearance.light

  init(arguments words: ArraySlice<String>) throws(CommandError) {
    let arguments = try ParsedArguments(words, options: Self.options, command: "demo")
    guard arguments.positionals.isEmpty else {
      throw .usage(
        "demo takes no arguments, got \(arguments.positionals.joined(separator: " "))",
        command: "demo")
    }
    outputPath = arguments.values["--output"]
    to = arguments.values["--to"].flatMap(OutputFormat.init) ?? .ansi
    terminal = TerminalSettings(arguments)
    if let name = arguments.values["--appearance"] {
      appearance = name == "dark" ? .dark : .light
    } else if let detected = TerminalCapabilities.appearance(environment: Platform.environment) {
      appearance = detected
    }
  }

  /// Writes the showcase.
  func run() throws(CommandError) {
    var output = OutputSink(path: outputPath)
    var buffer: [UInt8]
    if to == .html {
      let options = HTMLRenderer.Options(title: "Typeset demo")
      buffer = []
      _ = HTMLRenderer(options: options).render(Self.document(Self.showcase), into: &buffer)
    } else {
      let writesToTerminal = (outputPath == nil || outputPath == "-") && Platform.isOutputTerminal
      buffer = Array(showcase(terminal.capabilities(writesToTerminal: writesToTerminal)).utf8)
    }
    try output.finish(&buffer)
  }

  /// The showcase for a terminal: the document, then the light and dark comparison.
  func showcase(_ capabilities: TerminalCapabilities) -> String {
    let renderer = TerminalRenderer(
      environment: TextEnvironment(appearance: appearance), capabilities: capabilities)
    var out = renderer.render(Self.document(Self.showcase))
    out += "\n" + renderer.render(Self.document("## Light and dark\n"))
    out += "\n" + Self.lightAndDark(capabilities)
    return out
  }

  /// Markdown styled by the built-in theme, with its tags available as inline HTML.
  static func document(_ markdown: String) -> StyledDocument {
    let parsed = MarkdownParser.parse(Array(markdown.utf8), options: .init(extensions: .gfm))
    let options = MarkdownStyler.Options(tags: Theme.default.tagScheme())
    return MarkdownStyler(theme: .default, options: options).style(parsed)
  }
}
