import Foundation
import Testing
import Typeset
import TypesetHTML
import TypesetMarkdown

/// No XSS vector survives any profile, whether it comes from Markdown, tag markup, styles made
/// in code or the theme itself.
@Suite("HTML safety")
struct HTMLSafetyTests {
  static func renderings(_ document: StyledDocument, theme: Theme = .default) -> [String] {
    HTMLRenderer.Profile.allCases.flatMap { profile in
      let rendering = HTMLRenderer(theme: theme, options: .init(profile: profile))
        .render(document)
      return [rendering.html, "<style>" + rendering.stylesheet + "</style>"]
    }
  }

  static func expectSafe(
    _ document: StyledDocument, theme: Theme = .default,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    for html in renderings(document, theme: theme) {
      let problems = HTMLThreats.problems(in: html)
      #expect(problems.isEmpty, "\(problems)\n\(html)", sourceLocation: sourceLocation)
    }
  }

  /// Links in the spellings browsers accept for `javascript:` and the other refused schemes.
  static let dangerousDestinations = [
    "javascript:alert(1)", "JavaScript:alert(1)", "JAVASCRIPT:alert(1)", "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)", "javascript&colon;alert(1)", "java&#x09;script:alert(1)",
    "java&#10;script:alert(1)", "java&Tab;script:alert(1)", "<java\tscript:alert(1)>",
    "<\u{01}javascript:alert(1)>", "%20javascript:alert(1)", "vbscript:msgbox(1)",
    "VBScript:msgbox(1)", "file:///etc/passwd", "data:text/html;base64,PHNjcmlwdD4=",
    "DATA:text/html,<script>alert(1)</script>", "data:image/svg+xml,<svg onload=alert(1)>",
  ]

  @Test(arguments: dangerousDestinations)
  func markdownLinksToDangerousURLsAreText(destination: String) {
    let document = StyledDocument(markdown: "[click](\(destination)) ![img](\(destination))")
    Self.expectSafe(document)
    for html in Self.renderings(document) {
      #expect(!html.lowercased().contains("script:"))
    }
  }

  @Test(arguments: dangerousDestinations)
  func markupLinksToDangerousURLsAreText(destination: String) {
    let escaped = destination.replacingOccurrences(of: "\"", with: "&quot;")
    let text = StyledText(markup: "<a href=\"\(escaped)\">click</a>")
    Self.expectSafe(text.document)
  }

  @Test(arguments: dangerousDestinations)
  func linksAndImagesMadeInCodeAreChecked(destination: String) throws {
    let decoded = HTMLThreats.decodingReferences(destination)
    var document = StyledDocument.Builder()
    document.open(.paragraph)
    if let url = URL(string: decoded) {
      document.append("click", style: TextStyle().link(url))
    }
    document.append(
      "\u{FFFC}", style: TextStyle().attachment(TextAttachment(imageName: decoded)))
    document.close()
    Self.expectSafe(document.build())
  }

  @Test func unsafeLinksAreWrittenOnlyWhenAsked() throws {
    let url = try #require(URL(string: "javascript:alert(1)"))
    let text = "x".styled(TextStyle().link(url))
    let safe = HTMLRenderer(options: .init(profile: .fragment)).render(text).html
    let unsafe = HTMLRenderer(options: .init(profile: .fragment, allowsUnsafeLinks: true))
      .render(text).html
    #expect(!safe.contains("href"))
    #expect(unsafe.contains("href=\"javascript:alert(1)\""))
  }

  /// A Markdown link styled from trusted input keeps its URL beside its style; a renderer
  /// that does not trust it checks it again and writes the text unlinked.
  @Test func markdownLinksStyledAsTrustedAreCheckedAgainByTheRenderer() throws {
    let markdown = "[**go**](javascript:alert(1)) and [ok](https://ok.example/)"
    let styler = MarkdownStyler(theme: .default, options: .init(allowsUnsafeLinks: true))
    let document = styler.style(MarkdownParser.parse(markdown))
    for profile in HTMLRenderer.Profile.allCases {
      let safe = HTMLRenderer(options: .init(profile: profile)).render(document).html
      #expect(!safe.lowercased().contains("javascript"))
      #expect(safe.contains("go"))
      #expect(safe.contains("href=\"https://ok.example/\""))
      let unsafe = HTMLRenderer(options: .init(profile: profile, allowsUnsafeLinks: true))
        .render(document).html
      #expect(unsafe.contains("href=\"javascript:alert(1)\""))
    }
  }

  static let rawHTML = [
    "<script>alert(1)</script>", "<SCRIPT SRC=//x.example/x.js></SCRIPT>",
    "<img src=x onerror=alert(1)>", "<svg/onload=alert(1)>", "<a href=\"javascript:x\">a</a>",
    "<iframe src=javascript:alert(1)>", "<style>*{color:red}</style>",
    "<div style=\"background:url(javascript:alert(1))\">x</div>", "<!-- --><script>x</script>",
    "<b onmouseover=alert(1)>bold</b>", "\"><script>alert(1)</script>",
  ]

  @Test(arguments: rawHTML)
  func rawHTMLInMarkdownNeverPassesThrough(html: String) {
    let inline = "text \(html) more"
    for options in [MarkdownStyler.Options(), MarkdownStyler.Options(rawHTML: .keepLiteral)] {
      Self.expectSafe(StyledDocument(markdown: inline, options: options))
      Self.expectSafe(StyledDocument(markdown: html + "\n\npara", options: options))
    }
  }

  @Test(arguments: rawHTML)
  func rawHTMLInMarkupIsText(html: String) {
    Self.expectSafe(StyledText(markup: "before \(html) after").document)
    Self.expectSafe(StyledText("before \(html) after").document)
  }

  @Test func attributeQuotesCannotBreakOut() {
    let markdown = """
      [a](https://x.example/"onmouseover="alert(1)) [b](<https://x.example/' onclick='x>)
      ![c"onerror="alert(1)](https://x.example/i.png)

      ```js" onclick="alert(1)
      code
      ```
      """
    let document = StyledDocument(markdown: markdown)
    Self.expectSafe(document)
    let html = HTMLRenderer(options: .init(profile: .fragment)).render(document).html
    #expect(html.contains("href=\"https://x.example/%22onmouseover=%22alert(1)\""))
    #expect(html.contains("alt=\"c&quot;onerror=&quot;alert(1)\""))
    #expect(html.contains("class=\"language-js&quot;\""))
  }

  @Test func colourTagValuesCannotInjectCSS() {
    let vectors = [
      "red;}</style><script>alert(1)</script>", "#fff;background:url(javascript:alert(1))",
      "expression(alert(1))", "#12345g", "\"onclick=\"x",
    ]
    for value in vectors {
      let escaped = value.replacingOccurrences(of: "\"", with: "&quot;")
      let text = StyledText(markup: "<color value=\"\(escaped)\">x</color>")
      Self.expectSafe(text.document)
      for html in Self.renderings(text.document) {
        #expect(!html.contains("url("))
        #expect(!html.contains("expression"))
      }
    }
  }

  @Test func themeNamesCannotInjectCSS() throws {
    let attack = "x';}</style><script>alert(1)</script>"
    var color = TextColor(red: 0.5, green: 0.2, blue: 0.1)
    color.name = attack
    var theme = Theme.default
    theme.styles["body"] = theme.body.fontFamily(.custom(attack, faces: [])).color(color)
    theme.tags["evil;}</style>"] = TextStyle().color(color).fontFamily(.custom(attack, faces: []))
    theme.markdown.bullets = [attack]
    let document = StyledDocument(markdown: "# T\n\n- item *x*\n\n<evil;}</style>>y", theme: theme)
    Self.expectSafe(document, theme: theme)
    for html in Self.renderings(document, theme: theme) {
      #expect(!html.contains("x';}"))
      #expect(!html.contains("--ts-x"))
    }
  }

  @Test func escapedCharactersStayText() {
    let document = StyledDocument(markdown: "a &lt;script&gt; b \\<img src=x onerror=y>")
    Self.expectSafe(document)
    let html = HTMLRenderer(options: .init(profile: .fragment)).render(document).html
    #expect(html.contains("&lt;script&gt;"))
    #expect(html.contains("&lt;img src=x onerror=y&gt;"))
  }
}

extension HTMLSafetyTests {
  @Test func bidirectionalOverridesStayInsideTheirRun() {
    let text = "a" + "\u{202E}reversed".styled(TextStyle().bold()) + " after"
    let html = HTMLRenderer(options: .init(profile: .fragment)).render(text).html
    #expect(html.contains("<strong><bdi>\u{202E}reversed</bdi></strong> after"))
  }
}

extension HTMLSafetyTests {
  @Test(arguments: [HTMLRenderer.Profile.page, .email])
  func titlesAndLanguagesAreEscapedOrDropped(profile: HTMLRenderer.Profile) {
    let options = HTMLRenderer.Options(
      profile: profile, title: "</title><script>alert(1)</script>",
      language: "en\"><script>alert(1)</script>")
    let html = HTMLRenderer(options: options).render(StyledDocument(markdown: "# </title>"))
      .html
    #expect(HTMLThreats.problems(in: html).isEmpty)
    #expect(html.contains("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>"))
    #expect(html.contains("<html>\n"))
  }
}
