/// Writes a command's `--help` text from its option table, as swift-argument-parser's help
/// generator does: overview, usage, arguments, then one entry per option with its values,
/// default and the formats it applies to, wrapped to 80 columns.
struct HelpFormatter {
  var overview: String
  var usage: String
  var arguments: [(name: String, help: String)] = []
  var options: [OptionDefinition] = []
  /// Further sections (title, body already laid out), printed after the options.
  var sections: [(title: String, body: String)] = []

  static let width = 80
  static let labelWidth = 26

  func render() -> String {
    var out = "OVERVIEW: \(overview)\n\nUSAGE: \(usage)\n"
    if !arguments.isEmpty {
      out += "\nARGUMENTS:\n"
      for argument in arguments { out += Self.entry(argument.name, argument.help) }
    }
    if !options.isEmpty {
      out += "\nOPTIONS:\n"
      for option in options {
        var help = option.help
        if !option.allowedValues.isEmpty {
          help += " Values: \(option.allowedValues.joined(separator: ", "))."
        }
        if let defaultDescription = option.defaultDescription {
          help += " Default: \(defaultDescription)."
        }
        if let applicability = option.applicability { help += " Applies to \(applicability) only." }
        out += Self.entry(option.synopsis, help)
      }
    }
    for section in sections {
      out += "\n\(section.title):\n" + section.body
      if !section.body.hasSuffix("\n") { out += "\n" }
    }
    return out
  }

  /// `  label      help wrapped…`, the help starting on the next line when the label is long.
  static func entry(_ label: String, _ help: String) -> String {
    let indent = String(repeating: " ", count: labelWidth)
    var out = "  " + label
    var lines = wrap(help, width: width - labelWidth)
    if label.count + 2 < labelWidth - 1, let first = lines.first {
      out += String(repeating: " ", count: labelWidth - 2 - label.count) + first + "\n"
      lines.removeFirst()
    } else {
      out += "\n"
    }
    for line in lines { out += indent + line + "\n" }
    return out
  }

  /// Splits text into lines of at most `width` characters at spaces.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
