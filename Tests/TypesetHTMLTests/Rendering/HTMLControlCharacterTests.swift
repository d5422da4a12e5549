import Testing
import Typeset
import TypesetHTML
import TypesetMarkdown
import TypesetTestSupport

/// Control characters and the code points XML refuses never reach themed HTML as they are,
/// however the content wrote them and wherever it put them: each is shown in one visible form
/// (caret notation, as in the terminal), and only the bare renderer keeps the bytes, as
/// cmark-gfm does.
@Suite("HTML control characters")
struct HTMLControlCharacterTests {
  static func render(_ document: StyledDocument, _ profile: HTMLRenderer.Profile) -> String {
    let rendering = HTMLRenderer(options: .init(profile: profile)).render(document)
    return rendering.html + rendering.stylesheet
  }

  @Test(arguments: ContentPosition.all, ControlSpelling.all)
  func everyPositionShowsTheCharacterVisibly(
    position: ContentPosition, spelling: ControlSpelling
  ) {
    let document = position.document(spelling)
    for profile in position.profiles {
      let html = Self.render(document, profile)
      #expect(ControlSpelling.forbiddenCharacters(in: html).isEmpty, "\(profile): \(html)")
      if let expected = position.expectedForm(of: spelling) {
        #expect(html.contains(expected), "\(profile) lacks \(expected.debugDescription): \(html)")
      }
    }
  }

  @Test func controlsAreWrittenInCaretNotation() {
    let text = StyledText("a\u{0}b\u{7}c\u{1B}[31md\u{7F}e\u{85}f\u{9B}1mg")
    #expect(
      HTMLRenderer(options: .init(profile: .fragment)).render(text).html
        == "<div class=\"typeset\"><p>a^@b^Gc^[[31md^?e^[Ef^[[1mg</p>\n</div>\n")
  }

  @Test func carriageReturnsEndLinesAsLineFeeds() {
    let html = HTMLRenderer(options: .init(profile: .fragment))
      .render(StyledText("a\rb\r\nc\r")).html
    #expect(html == "<div class=\"typeset\"><p>a\nb<br />\nc\n</p>\n</div>\n")
  }

  @Test func nonCharactersBecomeTheReplacementCharacter() {
    let html = HTMLRenderer(options: .init(profile: .fragment))
      .render(StyledDocument(markdown: "a\u{FFFE}b &#xFFFF; c\u{FFFD}")).html
    #expect(html.contains("<p>a\u{FFFD}b \u{FFFD} c\u{FFFD}</p>"))
  }

  @Test(arguments: [HTMLRenderer.Profile.page, .email])
  func titlesShowControlsToo(profile: HTMLRenderer.Profile) {
    let options = HTMLRenderer.Options(profile: profile, title: "a\u{1B}]0;x\u{7}b")
    let html = HTMLRenderer(options: options).render(StyledDocument(markdown: "# h\u{9B}2J"))
      .html
    #expect(html.contains("<title>a^[]0;x^Gb</title>"))
    #expect(html.contains(">h^[[2J</h1>"))
    #expect(ControlSpelling.forbiddenCharacters(in: html).isEmpty)
  }

  @Test func textWithoutControlsIsWrittenAsBefore() {
    let markdown =
      "Tabs\tstay, “quotes” — stay, é, 日本語, \u{A0}, \u{FFFC}\u{FFFD}\n\n```\n\tcode\n```"
    let html = HTMLRenderer(options: .init(profile: .fragment))
      .render(StyledDocument(markdown: markdown)).html
    #expect(html.contains("<p>Tabs\tstay, “quotes” — stay, é, 日本語, \u{A0}, \u{FFFC}\u{FFFD}</p>"))
    #expect(html.contains("<pre><code>\tcode\n</code></pre>"))
  }

  @Test func streamedHTMLShowsControlsAsTheWholeDoes() {
    let document = StyledDocument(markdown: "# t\u{1B}\n\na\u{7}b &#x9b; [l](u \"t\u{7F}\")")
    for profile in HTMLRenderer.Profile.allCases {
      var writer = HTMLStreamWriter(renderer: HTMLRenderer(options: .init(profile: profile)))
      var html: [UInt8] = []
      writer.write(document, into: &html)
      _ = writer.finish(into: &html)
      let streamed = String(decoding: html, as: UTF8.self)
      #expect(ControlSpelling.forbiddenCharacters(in: streamed).isEmpty, "\(streamed)")
      #expect(streamed.contains("a^Gb ^[[ "))
    }
  }

  /// Text as themed HTML writes it, one character at a time: what the writer's eight-byte
  /// scans must agree with wherever a character falls.
  static func reference(_ text: String, breaks: Bool) -> String {
    var html = ""
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      switch scalar.value {
      case 0x26: html += "&amp;"
      case 0x3C: html += "&lt;"
      case 0x3E: html += "&gt;"
      case 0x22: html += "&quot;"
      case 0x0A where breaks, 0x2028 where breaks: html += "<br />\n"
      case 0x0D: html += index + 1 < scalars.count && scalars[index + 1] == "\n" ? "" : "\n"
      case 0x09, 0x0A: html.unicodeScalars.append(scalar)
      default:
        let spelling = ControlSpelling(scalar.value, .literal)
        html +=
          ControlSpelling.forbiddenCharacters(in: String(scalar)).isEmpty
          ? String(scalar) : spelling.visible
      }
    }
    let isolates = text.unicodeScalars.contains {
      (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
    }
    return isolates ? "<bdi>" + html + "</bdi>" : html
  }

  static let pieces = [
    "a", "word ", "&", "\"", "<", "\t", "\n", "\r", "\r\n", "\u{0}", "\u{7}", "\u{1B}", "\u{1F}",
    "\u{7F}", "\u{80}", "\u{9B}", "\u{9F}", "\u{A0}", "©", "é", "“", "—", "\u{2028}", "\u{202E}",
    "\u{FFFC}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "日本", "\u{F8FF}", "\u{FFBF}",
  ]

  /// A paragraph and a code block holding the same text.
  static func paragraphAndCode(_ text: String) -> StyledDocument {
    var builder = StyledDocument.Builder()
    builder.open(.paragraph)
    builder.append(text, style: TextStyle())
    builder.close()
    builder.open(.codeBlock(language: nil))
    builder.append(text, style: TextStyle())
    builder.close()
    return builder.build()
  }

  @Test(.hangLimit)
  func randomTextIsWrittenAsTheReferenceWritesIt() throws {
    var random = SplitMix64(seed: 41)
    let renderer = HTMLRenderer(options: .init(profile: .fragment))
    // The blocks' tags, around a character that needs nothing.
    let template = renderer.render(Self.paragraphAndCode("\u{E000}")).html
      .split(separator: "\u{E000}", omittingEmptySubsequences: false)
    try #require(template.count == 3)
    for _ in 0..<3000 {
      var text = ""
      for _ in 0...random.below(40) { text += random.pick(Self.pieces) }
      let html = renderer.render(Self.paragraphAndCode(text)).html
      let expected =
        template[0] + Self.reference(text, breaks: true) + template[1]
        + Self.reference(text, breaks: false) + template[2]
      #expect(html == expected, "\(text.debugDescription)")
      if html != expected { return }
    }
  }

  @Test func theBareRendererKeepsEveryByteAsCmarkDoes() {
    let markdown = "a\u{1B}b &#x9b; &#127; \u{85} &#xFFFE;\n\n```\u{7}x\nc\u{1A}\n```"
    let html = MarkdownHTMLRenderer().render(MarkdownParser.parse(markdown))
    #expect(
      html
        == "<p>a\u{1B}b \u{9B} \u{7F} \u{85} \u{FFFE}</p>\n"
        + "<pre><code class=\"language-\u{7}x\">c\u{1A}\n</code></pre>\n")
  }
}
