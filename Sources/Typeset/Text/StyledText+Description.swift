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
    for run in runs {
      lines.append("  \(run.text.debugDescription) \(run.style)")
    }
    return lines.joined(separator: "\n")
  }
}
