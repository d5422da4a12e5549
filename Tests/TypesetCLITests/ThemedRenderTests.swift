import Foundation
import Testing
import TypesetTestSupport

/// `typeset render` with themes: Markdown styled by default, `--theme FILE` for every input.
@Suite("typeset render with themes, end to end") struct ThemedRenderTests {
  private static let markdown = """
    # Title

    Some *em*, **strong *both***, <sup>2</sup> and [a link](https://swift.org).

    - [x] done
    """

  private func runs(_ output: String) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    return try #require(object?["runs"] as? [[String: Any]])
  }

  private func font(_ run: [String: Any]) -> [String: Any] { run["font"] as? [String: Any] ?? [:] }

  @Test func markdownRendersStyledJSONWithItsBlocks() throws {
    let result = try CommandRunner.run(["render", "--from", "markdown"], input: Self.markdown)
    #expect(result.status == 0, "\(result.error)")
    let runs = try runs(result.output)
    let title = try #require(runs.first)
    #expect(title["text"] as? String == "Title\n")
    #expect(font(title)["size"] as? Double == 28)
    #expect((title["block"] as? [String: Any])?["kind"] as? String == "heading")
    let both = try #require(runs.first { $0["text"] as? String == "both" })
    #expect(font(both)["weight"] as? Double == 700)
    #expect(font(both)["italic"] as? Bool == true)
    let sup = try #require(runs.first { $0["text"] as? String == "2" })
    #expect((sup["baselineOffset"] as? Double ?? 0) > 0)
    let link = try #require(runs.first { $0["text"] as? String == "a link" })
    #expect(link["link"] as? String == "https://swift.org")
    #expect(runs.contains { ($0["text"] as? String)?.hasPrefix("☑") == true })
  }

  @Test func aThemeFileStylesMarkdownAndMarkup() throws {
    let theme = #"""
      {"colors": {"brand": "#0060DF"},
       "styles": {"body": {"textStyle": "body", "scaling": "allSizes", "color": "brand"}},
       "tags": {"warn": {"weight": "bold"}},
       "markdown": {"strong": {"color": "#AA0000", "weight": "heavy"}}}
      """#
    let file = try CommandRunner.temporaryFile(".json", bytes: Array(theme.utf8))
    defer { try? FileManager.default.removeItem(at: file) }
    let markdown = try CommandRunner.run(
      ["render", "--from", "markdown", "--theme", file.path], input: "a **b**")
    #expect(markdown.status == 0, "\(markdown.error)")
    let runs = try runs(markdown.output)
    #expect(runs.first?["color"] as? String == "#0060DFFF")
    #expect(runs.last?["color"] as? String == "#AA0000FF")
    #expect(font(try #require(runs.last))["weight"] as? Double == 800)
    let markup = try CommandRunner.run(
      ["render", "--from", "markup", "--theme", file.path, "--to", "dump"],
      input: "x <warn>y</warn>")
    #expect(markup.status == 0, "\(markup.error)")
    #expect(markup.output.contains(#""y" weight=700"#))
    #expect(markup.output.contains("color=#0060DFFF"))
  }

  @Test func designTokensAreAThemeToo() throws {
    let tokens = #"""
      {"color": {"$type": "color",
         "ink": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6]}}},
       "type": {"body": {"$type": "typography",
         "$value": {"fontFamily": "ui-serif", "fontSize": {"value": 1.25, "unit": "rem"},
                    "fontWeight": 400, "lineHeight": 1.5}}}}
      """#
    let file = try CommandRunner.temporaryFile(".json", bytes: Array(tokens.utf8))
    defer { try? FileManager.default.removeItem(at: file) }
    // Typography tokens become styles named by their path, usable as tags; rem sizes follow
    // the body size (1.25 × 17).
    let result = try CommandRunner.run(
      ["render", "--from", "markup", "--theme", file.path, "--to", "dump"],
      input: "hi <type.body>x</type.body>")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains(#""x" family=ui-serif size=21.25 lineHeightMultiple=1.5"#))
  }

  @Test func aBrokenThemeIsAnErrorListingEveryProblem() throws {
    let theme = ##"{"styles": {"body": {"color": "#12", "wieght": 700}}}"##
    let file = try CommandRunner.temporaryFile(".json", bytes: Array(theme.utf8))
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try CommandRunner.run(["render", "--theme", file.path], input: "x")
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.error.contains(##"styles.body.color: "#12" is not a colour"##))
    #expect(result.error.contains("styles.body.wieght"))
    #expect(result.error.contains("weight"))  // did you mean
  }

  @Test func aThemeWithTextOutputIsAWarning() throws {
    let result = try CommandRunner.run(
      ["render", "--theme", "missing.json", "--to", "text"], input: "x")
    #expect(result.error.contains("--theme has no effect here"))
  }
}
