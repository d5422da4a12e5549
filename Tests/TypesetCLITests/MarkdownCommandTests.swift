import Foundation
import Testing
import TypesetTestSupport

@Suite("typeset render --from markdown, end to end") struct MarkdownCommandTests {
  let document = """
    # Zebras *and* horses

    | a | b |
    |---|---|
    | ~~x~~ | www.example.com |

    - [x] striped

    <script>alert(1)</script>

    [link](javascript:alert(1))

    """

  @Test func bareHTMLIsSafeByDefault() throws {
    let result = try CommandRunner.run(
      ["render", "--from", "markdown", "--to", "html", "--bare"], input: document)
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    #expect(result.output.hasPrefix("<h1>Zebras <em>and</em> horses</h1>\n<table>\n"))
    #expect(result.output.contains("<td><del>x</del></td>"))
    #expect(result.output.contains(#"<a href="http://www.example.com">www.example.com</a>"#))
    #expect(result.output.contains(#"<input type="checkbox" checked="" disabled="" /> striped"#))
    #expect(result.output.contains("<!-- raw HTML omitted -->"))
    #expect(result.output.contains(#"<p><a href="">link</a></p>"#))
    #expect(!result.output.contains("<script>"))
  }

  @Test func unsafeKeepsRawHTMLAndTheTagFilterStillApplies() throws {
    let result = try CommandRunner.run(
      ["render", "--from", "markdown", "--to", "html", "--bare", "--unsafe"], input: document)
    #expect(result.output.contains("&lt;script>alert(1)&lt;/script>"))
    #expect(result.output.contains(#"<a href="javascript:alert(1)">link</a>"#))
  }

  @Test func noGFMIsPlainCommonMark() throws {
    let result = try CommandRunner.run(
      ["render", "--from", "markdown", "--to", "html", "--bare", "--no-gfm", "--unsafe"],
      input: document)
    #expect(!result.output.contains("<table>"))
    #expect(result.output.contains("~~x~~"))
    #expect(result.output.contains("<script>alert(1)</script>"))
  }

  @Test(arguments: [".md", ".markdown", ".mdown", ".mkd", ".mkdn", ".MD", "-README.Markdown"])
  func markdownFilesAreRecognisedByExtension(suffix: String) throws {
    let url = try CommandRunner.temporaryFile(suffix, bytes: Array("*hi*\n".utf8))
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try CommandRunner.run(["render", url.path, "--to", "html", "--bare"])
    #expect(result.status == 0)
    #expect(result.output == "<p><em>hi</em></p>\n")
    // With no options a Markdown file is styled with the default theme.
    let styled = try CommandRunner.run(["render", url.path])
    #expect(styled.status == 0)
    #expect(styled.output.contains(#""italic":true"#))
    #expect(styled.output.contains(#""block":{"kind":"paragraph","depth":0}"#))
  }

  @Test(arguments: [".txt", ".md.txt", ".mdx", ""])
  func otherFilesArePlainText(suffix: String) throws {
    let url = try CommandRunner.temporaryFile(suffix, bytes: Array("*hi*".utf8))
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try CommandRunner.run(["render", url.path, "--to", "text"])
    #expect(result.status == 0)
    #expect(result.output == "*hi*\n")
  }

  @Test(arguments: [
    (
      ["render", "--from", "plain", "--to", "html", "--bare"],
      "--bare applies to --from markdown and --to html only"
    ),
    (["render", "--to", "html", "--bare", "--html", "email"], "--bare has no profiles"),
    (["render", "--to", "json", "--html", "page"], "--html applies to --to html only"),
    (["render", "--unsafe"], "--unsafe applies to --from markdown only"),
    (["render", "--from", "markup", "--no-gfm"], "--no-gfm applies to --from markdown only"),
    (
      ["render", "--from", "markdown", "--to", "text", "--bare"],
      "--bare applies to --from markdown and --to html only"
    ),
  ])
  func misplacedOptionsAreUsageErrors(arguments: [String], message: String) throws {
    let result = try CommandRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.error.contains(message))
  }
}
