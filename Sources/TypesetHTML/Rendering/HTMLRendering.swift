/// What a renderer made: the HTML, the style sheet it uses, and any warnings.
///
///     let rendering = HTMLRenderer(options: .init(profile: .fragment)).render(document)
///     rendering.html         // "<div class=\"typeset\"><h1>…"
///     rendering.stylesheet   // the CSS the fragment's classes need
///     rendering.warnings     // []
public struct HTMLRendering: Hashable, Sendable {
  /// The HTML: a document for the page and email profiles, a `<div>` for a fragment.
  ///
  ///     rendering.html.hasPrefix("<!DOCTYPE html>")   // true for a page
  public var html: String
  /// The style sheet: the one inside a page, or the one a fragment needs beside it; empty
  /// for an email, whose styles are inline.
  ///
  ///     rendering.stylesheet.contains("prefers-color-scheme: dark")   // true for a page
  public var stylesheet: String
  /// Warnings, such as an email past Gmail's clipping limit.
  ///
  ///     rendering.warnings.isEmpty   // true for a short email
  public var warnings: [HTMLWarning]

  /// Creates a rendering.
  ///
  ///     HTMLRendering(html: "<p>Hi</p>", stylesheet: "", warnings: [])
  ///
  /// - Parameters:
  ///   - html: the HTML.
  ///   - stylesheet: its CSS.
  ///   - warnings: what the caller should know.
  public init(html: String, stylesheet: String, warnings: [HTMLWarning]) {
    self.html = html
    self.stylesheet = stylesheet
    self.warnings = warnings
  }
}
