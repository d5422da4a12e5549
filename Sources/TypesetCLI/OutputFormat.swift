/// What `typeset render` prints: `--to json|dump|text|html|ansi`.
enum OutputFormat: String, CaseIterable, Sendable {
  /// The resolved runs as JSON.
  case json
  /// One line per run with the attributes that changed.
  case dump
  /// The plain text, as `cmark --to plaintext` users expect.
  case text
  /// HTML styled by the theme (a page, a fragment or an email), or with `--bare` the
  /// reference renderer's HTML.
  case html
  /// Styled text for a terminal, wrapped to its width.
  case ansi

  /// The outputs that resolve styles against the environment; the environment options only
  /// change these.
  static let resolvedFormats: [OutputFormat] = [.json, .dump, .html, .ansi]
}
