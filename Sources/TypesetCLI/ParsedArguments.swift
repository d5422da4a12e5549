/// A command line checked against an option table: positional words, option values in their
/// canonical spelling, and the flags given.
///
/// Options may come before or after positionals; `--name=value`, `--name value` and `-o value`
/// all work, and `--` ends the options.
struct ParsedArguments {
  var positionals: [String] = []
  /// Values by long option name, canonical (`--appearance Dark` is stored as `dark`).
  var values: [String: String] = [:]
  /// Flags given, by long option name.
  var flags: Set<String> = []
  /// Long names of every option given, in order.
  var given: [String] = []

  init(
    _ words: some Sequence<String>, options: [OptionDefinition], command: String?
  ) throws(CommandError) {
    var iterator = words.makeIterator()
    var onlyPositionals = false
    while let word = iterator.next() {
      if onlyPositionals || word == "-" || !word.hasPrefix("-") {
        positionals.append(word)
        continue
      }
      if word == "--" {
        onlyPositionals = true
        continue
      }
      var name = word
      var inlineValue: String?
      if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
        name = String(word[..<equals])
        inlineValue = String(word[word.index(after: equals)...])
      }
      // `-o`: the one letter, compared as is (no `-x` string made per option).
      let letter = !name.hasPrefix("--") && name.count == 2 ? name.last : nil
      let definition = options.first { option in
        option.name == name || (letter != nil && option.shortName == letter)
      }
      guard let definition else {
        throw .usage("unknown option \(name)", command: command)
      }
      given.append(definition.name)
      guard definition.takesValue else {
        guard inlineValue == nil else {
          throw .usage("\(definition.name) takes no value", command: command)
        }
        flags.insert(definition.name)
        continue
      }
      guard let typed = inlineValue ?? iterator.next() else {
        let expected =
          definition.allowedValues.isEmpty ? "" : "; expected \(definition.expectedValues)"
        throw .usage(
          "\(definition.name) needs a value (\(definition.valueName ?? "value"))\(expected)",
          command: command)
      }
      guard let value = definition.canonicalValue(typed) else {
        throw .usage(
          "unknown value '\(typed)' for \(definition.name); expected \(definition.expectedValues)",
          command: command)
      }
      values[definition.name] = value
    }
  }

  /// Whether a flag was given.
  func has(_ flag: String) -> Bool { flags.contains(flag) }
}
