import Testing
import Typeset
import TypesetHTML
import TypesetMarkdown

/// A place content can reach themed HTML from — a Markdown element, an attribute, tag markup,
/// text made in code — with a character put there by a ``ControlSpelling``, and what the HTML
/// must then hold.
///
///     let position = ContentPosition.all[0]   // paragraph text
///     let html = HTMLRenderer().render(position.document(ControlSpelling(0x1B, .literal))).html
///     html.contains(position.expectedForm(of: ControlSpelling(0x1B, .literal))!)   // "^["
struct ContentPosition: Sendable, CustomTestStringConvertible {
  /// Where the source comes from; each makes its text with the character put in.
  enum Source: Sendable {
    case markdown(rawHTML: MarkdownStyler.RawHTML, @Sendable (String) -> String)
    case markup(@Sendable (String) -> String)
    case code(@Sendable (String) -> StyledDocument)
  }

  /// What the HTML shows of the character.
  enum Shown: Sendable {
    /// Its visible form, or where references are not read (code), the reference as written.
    case visibly
    /// Percent-encoded, in an `href` or `src`.
    case percentEncoded
    /// Nothing: the source is not written (a footnote's label becomes its number).
    case nowhere
  }

  let name: String
  let source: Source
  /// Whether character references are read here (not in code or raw HTML kept as text).
  var readsReferences = true
  var shown = Shown.visibly
  /// The profiles that write this position (an email names no code language).
  var profiles = HTMLRenderer.Profile.allCases

  var testDescription: String { name }

  /// The styled document with `spelling` in this position.
  func document(_ spelling: ControlSpelling) -> StyledDocument {
    switch source {
    case .markdown(let rawHTML, let make):
      StyledDocument(markdown: make(spelling.written), options: .init(rawHTML: rawHTML))
    case .markup(let make): StyledText(markup: make(spelling.written)).document
    case .code(let make): make(spelling.written)
    }
  }

  /// What the HTML must contain, or `nil` when nothing of the character is written.
  func expectedForm(of spelling: ControlSpelling) -> String? {
    switch shown {
    case .visibly:
      readsReferences || !spelling.isReference ? spelling.visible : spelling.escapedAsWritten
    case .percentEncoded: spelling.percentEncoded
    case .nowhere: nil
    }
  }

  static func markdown(
    _ name: String, rawHTML: MarkdownStyler.RawHTML = .drop,
    readsReferences: Bool = true, shown: Shown = .visibly,
    profiles: [HTMLRenderer.Profile] = HTMLRenderer.Profile.allCases,
    _ make: @escaping @Sendable (String) -> String
  ) -> ContentPosition {
    ContentPosition(
      name: name, source: .markdown(rawHTML: rawHTML, make), readsReferences: readsReferences,
      shown: shown, profiles: profiles)
  }

  /// Every inline and block position of Markdown, tag markup and text made in code.
  static let all: [ContentPosition] = [
    markdown("paragraph text") { "a\($0)b" },
    markdown("emphasis") { "*a\($0)b*" },
    markdown("strong emphasis") { "**a\($0)b**" },
    markdown("strikethrough") { "~~a\($0)b~~" },
    markdown("code span", readsReferences: false) { "`a\($0)b`" },
    markdown("fenced code info string", profiles: [.page, .fragment]) {
      "```a\($0)b\ncode\n```"
    },
    markdown("fenced code", readsReferences: false) { "```swift\na\($0)b\n```" },
    markdown("indented code", readsReferences: false) { "    a\($0)b" },
    markdown("heading and page title") { "## a\($0)b" },
    markdown("block quote") { "> a\($0)b" },
    markdown("list item") { "- a\($0)b\n- c" },
    markdown("task item") { "- [ ] a\($0)b" },
    markdown("table header") { "| a\($0)b | c |\n| - | - |\n| d | e |" },
    markdown("table cell") { "| a | b |\n| - | - |\n| c\($0)d | e |" },
    markdown("link text") { "[a\($0)b](https://example.com/)" },
    markdown("link title") { "[a](https://example.com/ \"t\($0)u\")" },
    markdown("link destination", shown: .percentEncoded) { "[a](<https://example.com/\($0)>)" },
    markdown("image description") { "![a\($0)b](https://example.com/i.png)" },
    markdown("image title") { "![a](https://example.com/i.png \"t\($0)u\")" },
    markdown("image source", shown: .percentEncoded) { "![a](<https://example.com/\($0).png>)" },
    markdown("autolink") { "<https://example.com/a\($0)b>" },
    markdown("footnote reference label", shown: .nowhere) { "x[^a\($0)b]\n\n[^a\($0)b]: note" },
    markdown("footnote definition") { "x[^n]\n\n[^n]: a\($0)b" },
    markdown("raw inline HTML styled by a theme tag") { "a <kbd>b\($0)c</kbd> d" },
    markdown("raw inline HTML kept as text", rawHTML: .keepLiteral, readsReferences: false) {
      "a <span title=\"\($0)\">b</span>"
    },
    markdown("HTML block kept as text", rawHTML: .keepLiteral, readsReferences: false) {
      "<div title=\"\($0)\">\n</div>"
    },
    ContentPosition(name: "tag markup", source: .markup { "a <b>b\($0)c</b> d" }),
    ContentPosition(
      name: "tag markup theme tag", source: .markup { "<headline>a\($0)b</headline>" }),
    ContentPosition(
      name: "tag markup link", source: .markup { "<a href=\"https://example.com/\($0)\">t</a>" },
      shown: .percentEncoded),
    ContentPosition(
      name: "text made in code", source: .code { StyledText("a\($0)b").document },
      readsReferences: false),
    ContentPosition(
      name: "image made in code",
      source: .code { written in
        let image = TextAttachment(
          imageName: "i.png", alternativeText: "a\(written)b", title: "t\(written)u")
        return StyledText("\u{FFFC}", style: TextStyle().attachment(image)).document
      }, readsReferences: false),
  ]
}
