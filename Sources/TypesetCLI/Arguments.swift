/// The command line split into positional words and `--option value` pairs.
///
/// Options may come before or after positionals; `--name=value` and `--name value` both work.
/// Flags (options without a value) are listed by the caller.
struct Arguments {
  var positionals: [String] = []
  var options: [String: String] = [:]
  var flags: Set<String> = []

  init(
    _ words: some Sequence<String>, valueOptions: Set<String>, flagOptions: Set<String>
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
      if let equals = word.firstIndex(of: "=") {
        name = String(word[..<equals])
        inlineValue = String(word[word.index(after: equals)...])
      }
      if flagOptions.contains(name) {
        guard inlineValue == nil else { throw .usage("\(name) takes no value") }
        flags.insert(name)
      } else if valueOptions.contains(name) {
        guard let value = inlineValue ?? iterator.next() else {
          throw .usage("\(name) needs a value")
        }
        options[name] = value
      } else {
        throw .usage("unknown option \(name)")
      }
    }
  }
}
