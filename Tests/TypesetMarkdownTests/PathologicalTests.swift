import Testing
import TypesetMarkdown

/// The classic pathological inputs (after cmark's test/pathological_tests.py) at sizes where
/// quadratic behaviour or recursion would hang or crash. No wall-clock assertions: a
/// regression shows up as a test that does not finish.
@Suite struct PathologicalTests {
  func render(_ markdown: String, _ extensions: MarkdownExtensions = .gfm) -> String {
    let document = MarkdownParser.parse(markdown, options: .init(extensions: extensions))
    return MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true, extensions: extensions))
      .render(document)
  }

  func count(_ needle: String, in haystack: String) -> Int {
    haystack.components(separatedBy: needle).count - 1
  }

  static let n = 50_000

  @Test func nestedStrongEmphasis() {
    let html = render(
      String(repeating: "*a **a ", count: Self.n) + "b"
        + String(repeating: " a** a*", count: Self.n))
    #expect(count("<strong>", in: html) == Self.n)
    #expect(count("<em>", in: html) == Self.n)
  }

  @Test func manyEmphasisClosersWithoutOpeners() {
    let html = render(String(repeating: "a_ ", count: 2 * Self.n))
    #expect(!html.contains("<em>"))
    #expect(count("_", in: html) == 2 * Self.n)
  }

  @Test func manyEmphasisOpenersWithoutClosers() {
    let html = render(String(repeating: "_a ", count: 2 * Self.n))
    #expect(!html.contains("<em>"))
  }

  @Test func mismatchedOpenersAndClosers() {
    let html = render(String(repeating: "*a_ ", count: 2 * Self.n))
    #expect(!html.contains("<em>"))
  }

  @Test func openersAndClosersMultipleOfThree() {
    let html = render("a**b" + String(repeating: "c* ", count: 2 * Self.n))
    #expect(!html.contains("<strong>"))
  }

  @Test func nestedBrackets() {
    let html = render(
      String(repeating: "[", count: 2 * Self.n) + "a" + String(repeating: "]", count: 2 * Self.n))
    #expect(count("[", in: html) == 2 * Self.n)
  }

  @Test func nestedBlockQuotes() {
    let html = render(String(repeating: "> ", count: 2 * Self.n) + "a\n")
    #expect(count("<blockquote>", in: html) == 2 * Self.n)
  }

  @Test func deeplyNestedLists() {
    var input = ""
    for i in 0..<1_000 { input += String(repeating: "  ", count: i) + "* a\n" }
    let html = render(input)
    #expect(count("<ul>", in: html) == 1_000)
  }

  @Test func nestedListsOnOneLine() {
    let html = render(String(repeating: "- ", count: 2 * Self.n) + "a\n")
    #expect(count("<li>", in: html) == 2 * Self.n)
  }

  @Test func unclosedLinksA() {
    let html = render(String(repeating: "[a](<b", count: Self.n))
    #expect(!html.contains("<a "))
  }

  @Test func unclosedLinksB() {
    let html = render(String(repeating: "[a](b", count: Self.n))
    #expect(!html.contains("<a "))
  }

  @Test func unclosedLinksInsideImages() {
    let html = render(String(repeating: "![[](", count: Self.n))
    #expect(!html.contains("<img"))
  }

  @Test func backtickRunsOfVaryingLength() {
    var input = ""
    for i in 1...3_000 { input += "e" + String(repeating: "`", count: i) }
    let html = render(input)
    #expect(!html.contains("<code>"))
  }

  @Test func unclosedBacktickRuns() {
    let html = render(String(repeating: "`a", count: 2 * Self.n))
    #expect(count("<code>", in: html) == Self.n)
  }

  @Test func manyLinkReferenceDefinitions() {
    let html = render(String(repeating: "[a]: u\n", count: Self.n) + "[a]\n")
    #expect(html == "<p><a href=\"u\">a</a></p>\n")
  }

  @Test func manyReferenceLinks() {
    let html = render("[a]: /u\n" + String(repeating: "[a] ", count: Self.n))
    #expect(count("<a href", in: html) == Self.n)
  }

  @Test func repeatedLessThan() {
    let html = render(String(repeating: "<", count: 2 * Self.n))
    #expect(count("&lt;", in: html) == 2 * Self.n)
  }

  @Test(arguments: ["<!--", "a <?", "a <![CDATA[", "a <!A ", "<a b='", "<a b=\"", "</a ", "<a "])
  func unclosedRawHTML(prefix: String) {
    let html = render(String(repeating: prefix, count: Self.n))
    #expect(html.hasPrefix("<p>") || html.hasPrefix("<!--"))
  }

  @Test func manyLinkClosers() {
    let html = render(String(repeating: "]", count: 2 * Self.n))
    #expect(count("]", in: html) == 2 * Self.n)
  }

  @Test func nestedImageLinks() {
    let html = render(
      String(repeating: "![", count: Self.n) + "a" + String(repeating: "](b)", count: Self.n))
    #expect(count("<img", in: html) == 1)
  }

  @Test func linksInsideLinkText() {
    let html = render(
      String(repeating: "[a ", count: Self.n) + String(repeating: "](b)", count: Self.n))
    #expect(count("<a href", in: html) == 1)
  }

  @Test func lazyContinuationOfDeepQuote() {
    let html = render(
      String(repeating: "> ", count: 10_000) + "a\n" + String(repeating: "b\n", count: Self.n))
    #expect(count("<blockquote>", in: html) == 10_000)
    #expect(count("<p>", in: html) == 1)
  }

  @Test func blankLinesAfterDeepList() {
    var input = ""
    for i in 0..<500 { input += String(repeating: "  ", count: i) + "* a\n" }
    input += String(repeating: "\n", count: 20_000) + "b\n"
    #expect(render(input).hasSuffix("<p>b</p>\n"))
  }

  @Test func strikethroughRuns() {
    let html = render(String(repeating: "~a ~~a ", count: Self.n))
    #expect(!html.contains("<del>"))
  }

  @Test func manyTableRows() {
    let html = render("a|b\n-|-\n" + String(repeating: "c|d\n", count: 2 * Self.n))
    #expect(count("<tr>", in: html) == 2 * Self.n + 1)
  }

  @Test func manyAutolinksAndEmails() {
    let html = render(String(repeating: "www.a.com x@y.com ", count: Self.n))
    // www links all; e-mails stop after 1 001 per text node, as in cmark-gfm (the www links
    // split the text, so every e-mail is in its own text node here).
    #expect(count("<a href", in: html) == 2 * Self.n)
    let emails = render(String(repeating: "x@y.com ", count: Self.n))
    #expect(count("<a href", in: emails) == 1_001)
  }

  @Test func manyFootnotes() {
    var input = ""
    for i in 0..<10_000 { input += "[^\(i)]: x\n" }
    input += "\n"
    for i in 0..<10_000 { input += "[^\(i)]" }
    let html = render(input)
    #expect(count("class=\"footnote-ref\"", in: html) == 10_000)
  }

  @Test func deepEmphasisRuns() {
    let html = render(
      String(repeating: "*", count: 2 * Self.n) + "a" + String(repeating: "*", count: 2 * Self.n))
    #expect(count("<strong>", in: html) == Self.n)
  }
}
