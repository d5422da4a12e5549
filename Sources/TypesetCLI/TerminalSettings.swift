import TypesetTerminal

/// The `--width` and `--color` choices, shared by `render --to ansi` and `demo`, and the
/// terminal capabilities they give in the real environment.
struct TerminalSettings {
  /// The `--width` value, or `nil` to ask `COLUMNS`, then the terminal.
  var width: Int?
  /// The `--color` value.
  var color: ColorChoice = .auto

  /// The widest `--width` accepted.
  static let maximumWidth = TerminalCapabilities.maximumWidth

  /// The `--width` option.
  static func widthOption(outputs: [OutputFormat]?) -> OptionDefinition {
    .value(
      "--width", valueName: "N",
      canonicalValue: { typed in
        guard let number = Int(typed), (1...maximumWidth).contains(number) else { return nil }
        return String(number)
      },
      help: "Wrap the terminal output to N columns (1 to \(maximumWidth)).",
      expected: "a whole number of columns from 1 to \(maximumWidth)",
      defaultDescription: "COLUMNS, else the terminal's width, else 80",
      outputs: outputs, harmlessElsewhere: true)
  }

  /// The `--color` option.
  static func colorOption(outputs: [OutputFormat]?) -> OptionDefinition {
    .value(
      "--color", valueName: "WHEN", allowedValues: ColorChoice.allCases.map(\.rawValue),
      help:
        "Colours in the terminal output: never (plain text, no escape sequences), 16, 256 or "
        + "truecolor, or auto: decide from NO_COLOR, FORCE_COLOR, CLICOLOR, CLICOLOR_FORCE, "
        + "TERM, COLORTERM and whether standard output is a terminal.",
      defaultDescription: "auto", outputs: outputs, harmlessElsewhere: true)
  }

  /// Reads the options from parsed arguments (their values are already checked).
  init(_ arguments: ParsedArguments) {
    width = arguments.values["--width"].flatMap { Int($0) }
    color = arguments.values["--color"].flatMap(ColorChoice.init(parsing:)) ?? .auto
  }

  /// The capabilities for output to standard output (or, with `writesToTerminal` false, to a
  /// file): `--width`, else a positive `COLUMNS`, else the terminal's own width, else 80.
  func capabilities(writesToTerminal: Bool) -> TerminalCapabilities {
    let environment = Platform.environment
    let columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    let resolvedWidth = width ?? columns ?? Platform.terminalColumns ?? 80
    return TerminalCapabilities.detect(
      environment: environment, isTerminal: writesToTerminal, choice: color,
      width: resolvedWidth)
  }
}
