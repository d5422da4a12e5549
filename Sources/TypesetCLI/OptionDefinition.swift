/// One command-line option, declared once: the help text, the parsing, the validation and the
/// "expected …" messages are all generated from these fields.
struct OptionDefinition: Sendable {
  /// The long name with its dashes, `--to`.
  let name: String
  /// The one-letter name without its dash, `o` for `-o`.
  let shortName: Character?
  /// The placeholder shown in help for the value (`FORMAT`); `nil` for a flag.
  let valueName: String?
  /// The words the value may be, compared ignoring case; empty when any value goes.
  let allowedValues: [String]
  /// Turns a value the user typed into its canonical word, or `nil` when it is not allowed.
  /// Defaults to a case-insensitive match against ``allowedValues``.
  let canonicalValue: @Sendable (String) -> String?
  /// What the option does, one or more sentences; wrapped by the help generator.
  let help: String
  /// What a value must be, for messages, when it is not one of ``allowedValues``
  /// (`a whole number from 1 to 10000`).
  let expectedDescription: String?
  /// The default, as help shows it.
  let defaultDescription: String?
  /// The input formats the option applies to; `nil` for all of them. (Arrays rather than
  /// sets: a set of an enum costs a search of the binary's conformance records at start-up.)
  let inputs: [InputFormat]?
  /// The output formats the option applies to; `nil` for all of them.
  let outputs: [OutputFormat]?
  /// Whether using it where it does not apply is only a warning (it changes nothing there)
  /// rather than a usage error (it would change the meaning, so silence would mislead).
  let isHarmlessElsewhere: Bool

  /// Whether the option takes a value.
  var takesValue: Bool { valueName != nil }

  /// A flag: an option without a value.
  static func flag(
    _ name: String, short: Character? = nil, help: String, inputs: [InputFormat]? = nil,
    outputs: [OutputFormat]? = nil, harmlessElsewhere: Bool = false
  ) -> OptionDefinition {
    OptionDefinition(
      name: name, shortName: short, valueName: nil, allowedValues: [],
      canonicalValue: { $0 }, help: help, expectedDescription: nil, defaultDescription: nil,
      inputs: inputs,
      outputs: outputs, isHarmlessElsewhere: harmlessElsewhere)
  }

  /// An option with a value; with `allowedValues`, the value must be one of those words.
  static func value(
    _ name: String, short: Character? = nil, valueName: String, allowedValues: [String] = [],
    canonicalValue: (@Sendable (String) -> String?)? = nil, help: String,
    expected: String? = nil, defaultDescription: String? = nil, inputs: [InputFormat]? = nil,
    outputs: [OutputFormat]? = nil, harmlessElsewhere: Bool = false
  ) -> OptionDefinition {
    let words = allowedValues
    let match: @Sendable (String) -> String? =
      canonicalValue
      ?? { typed in
        words.isEmpty ? typed : words.first { $0.lowercased() == typed.lowercased() }
      }
    return OptionDefinition(
      name: name, shortName: short, valueName: valueName, allowedValues: allowedValues,
      canonicalValue: match, help: help, expectedDescription: expected,
      defaultDescription: defaultDescription,
      inputs: inputs, outputs: outputs, isHarmlessElsewhere: harmlessElsewhere)
  }

  /// `-o, --output FILE` or `--bare`, as help and messages name it.
  var synopsis: String {
    var text = shortName.map { "-\($0), " } ?? ""
    text += name
    if let valueName { text += " " + valueName }
    return text
  }

  /// `plain, markup or markdown`.
  var expectedValues: String {
    if let expectedDescription { return expectedDescription }
    switch allowedValues.count {
    case 0: return "a value"
    case 1: return allowedValues[0]
    default:
      return allowedValues.dropLast().joined(separator: ", ") + " or " + allowedValues.last!
    }
  }

  /// Where the option applies, for help and messages: `--from markdown`, `--to json|dump`.
  var applicability: String? {
    var parts: [String] = []
    if let inputs {
      parts.append(
        "--from "
          + InputFormat.allCases.filter(inputs.contains).map(\.rawValue).joined(
            separator: "|"))
    }
    if let outputs {
      parts.append(
        "--to "
          + OutputFormat.allCases.filter(outputs.contains).map(\.rawValue).joined(
            separator: "|"))
    }
    return parts.isEmpty ? nil : parts.joined(separator: " and ")
  }
}
