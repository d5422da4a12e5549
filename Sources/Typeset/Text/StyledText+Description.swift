extension StyledText: CustomStringConvertible, CustomDebugStringConvertible {
  /// The plain text, so `"\(text)"` reads like the string it styles.
  ///
  ///     ("a".styled(.body) + "b".styled(.headline)).description   // "ab"
  public var description: String { string }

  /// One line per run: the quoted text, then the style's set values, so `print(text)` in a
  /// debugger and failing expectations show what is styled how.
  ///
  ///     print(String(reflecting: "Hi ".styled(.body) + "there".styled(TextStyle().bold())))
  ///     // StyledText (2 runs)
  ///     //   "Hi " TextStyle(dynamicTextStyle: body)
  ///     //   "there" TextStyle(weight: bold)
  public var debugDescription: String {
    let runs = self.runs
    var lines = ["StyledText (\(runs.count) run\(runs.count == 1 ? "" : "s"))"]
    lines.reserveCapacity(runs.count + 1)
    // A style is described once (a description reflects over every value), however many
    // runs share it.
    var described = [String?](repeating: nil, count: styles.count)
    for (index, run) in runs.enumerated() {
      let id = Int(runStyleIDs[index])
      let style = described[id] ?? run.style.description
      described[id] = style
      lines.append("  \(run.text.debugDescription) \(style)")
    }
    return lines.joined(separator: "\n")
  }
}
