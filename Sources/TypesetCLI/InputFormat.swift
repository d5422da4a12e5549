/// What `typeset render` reads: `--from plain|markup|markdown`.
enum InputFormat: String, CaseIterable, Sendable {
  case plain, markup, markdown

  /// File name extensions read as Markdown when `--from` is not given, compared ignoring case.
  static let markdownExtensions: Set<String> = ["md", "markdown", "mdown", "mkd", "mkdn"]

  /// The format a file name implies: Markdown for the usual Markdown extensions in any case
  /// (`README.MD`), plain text for everything else and for standard input.
  static func implied(byPath path: String?) -> InputFormat {
    guard let path, let dot = path.lastIndex(of: "."),
      !path[path.index(after: dot)...].contains("/")
    else { return .plain }
    let pathExtension = path[path.index(after: dot)...].lowercased()
    return markdownExtensions.contains(pathExtension) ? .markdown : .plain
  }
}
