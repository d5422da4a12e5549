/// One thing wrong in a theme file: where (a JSON path, and the line and column) and why.
///
///     let problem = ThemeProblem(path: "styles.caption.color", reason: #""#12" is not a colour"#)
///     problem.description   // "styles.caption.color: \"#12\" is not a colour"
public struct ThemeProblem: Hashable, Sendable, CustomStringConvertible {
  /// The JSON path of the value, such as `styles.caption.color` or `markdown.headings[2]`;
  /// empty when the file is not JSON at all.
  ///
  ///     ThemeProblem(path: "colors.brand", reason: "…").path   // "colors.brand"
  public var path: String
  /// What is wrong, as a sentence fragment.
  ///
  ///     ThemeProblem(path: "name", reason: "expected a string, found 12").reason
  public var reason: String
  /// Where the value starts in the file (UTF-8 byte column), when known.
  ///
  ///     ThemeProblem(path: "", reason: "…", location: .init(line: 3, column: 7)).location
  ///     // 3:7
  public var location: SourceLocation?

  /// Creates a problem.
  ///
  ///     ThemeProblem(path: "styles.body.size", reason: "expected a number, found \"big\"")
  ///
  /// - Parameters:
  ///   - path: the JSON path.
  ///   - reason: what is wrong.
  ///   - location: where the value starts in the file.
  public init(path: String, reason: String, location: SourceLocation? = nil) {
    self.path = path
    self.reason = reason
    self.location = location
  }

  /// `path: reason`, or `line:column: reason` for a file that is not JSON.
  ///
  ///     ThemeProblem(path: "", reason: "unterminated string", location: .init(line: 2, column: 9))
  ///       .description   // "2:9: unterminated string"
  public var description: String {
    if path.isEmpty, let location { return "\(location): \(reason)" }
    return path.isEmpty ? reason : "\(path): \(reason)"
  }
}
