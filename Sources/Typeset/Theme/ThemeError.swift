/// Why a theme could not be loaded: every problem found in the file, in file order.
///
/// Loading does not stop at the first mistake: each value that is wrong is reported with its
/// JSON path, so one run shows everything to fix.
///
///     do {
///       _ = try Theme(json: #"{"styles": {"body": {"color": "#12", "weigth": 700}}}"#)
///     } catch {
///       print(error)
///       // styles.body.color: "#12" is not a colour: expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA
///       // styles.body.weigth: unknown key; did you mean "weight"?
///     }
public struct ThemeError: Error, Hashable, Sendable, CustomStringConvertible {
  private enum Kind: Hashable, Sendable {
    case problems([ThemeProblem])
    case unreadable(path: String, reason: String)
  }

  private let kind: Kind

  private init(_ kind: Kind) { self.kind = kind }

  /// A file whose content has problems (at least one).
  ///
  ///     ThemeError.problems([ThemeProblem(path: "name", reason: "expected a string")])
  public static func problems(_ problems: [ThemeProblem]) -> ThemeError {
    ThemeError(.problems(problems))
  }

  /// A file that could not be read at all.
  ///
  ///     ThemeError.unreadable(path: "missing.json", reason: "no such file")
  public static func unreadable(path: String, reason: String) -> ThemeError {
    ThemeError(.unreadable(path: path, reason: reason))
  }

  /// The problems in the file; one problem with an empty path for a file that cannot be read.
  ///
  ///     (try? Theme(json: "{}")) != nil   // true: an empty theme is valid
  public var problems: [ThemeProblem] {
    switch kind {
    case .problems(let problems): problems
    case .unreadable(let path, let reason):
      [ThemeProblem(path: "", reason: "cannot read \(path): \(reason)")]
    }
  }

  /// One line per problem.
  ///
  ///     ThemeError.problems([ThemeProblem(path: "a", reason: "b")]).description   // "a: b"
  public var description: String {
    problems.map(\.description).joined(separator: "\n")
  }
}
