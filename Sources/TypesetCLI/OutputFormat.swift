/// What `typeset render` prints: `--to json|dump|text|html`.
enum OutputFormat: String, CaseIterable, Sendable {
  /// The resolved runs as JSON.
  case json
  /// One line per run with the attributes that changed.
  case dump
  /// The plain text, as `cmark --to plaintext` users expect.
  case text
  /// HTML (Markdown with `--bare` only, so far).
  case html

  /// The outputs that resolve styles against the environment; the environment options only
  /// change these.
  static let resolvedFormats: Set<OutputFormat> = [.json, .dump]
}
