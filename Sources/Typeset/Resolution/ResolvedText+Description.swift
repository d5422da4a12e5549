extension ResolvedText: CustomStringConvertible, CustomDebugStringConvertible {
  /// The plain text.
  ///
  ///     "Hi".styled(.body).resolved(in: TextEnvironment()).description   // "Hi"
  public var description: String { string }

  /// The run listing of ``textDump()`` under a count, so `print(String(reflecting: text))` and
  /// failing expectations show every run's resolved attributes.
  ///
  ///     print(String(reflecting: "Hi".styled(.body).resolved(in: TextEnvironment())))
  ///     // ResolvedText (1 run)
  ///     // "Hi" family=system-ui face=none size=17 weight=400 italic=false color=#000000FF …
  public var debugDescription: String {
    let count = runs.count
    let header = "ResolvedText (\(count) run\(count == 1 ? "" : "s"))"
    let dump = textDump()
    return dump.isEmpty ? header : header + "\n" + dump.trimmingSuffixNewlines()
  }
}

extension String {
  fileprivate func trimmingSuffixNewlines() -> Substring {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == "\n" { end = index(before: end) }
    return self[..<end]
  }
}
