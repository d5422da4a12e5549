import Testing
import TypesetMarkdown
import TypesetTestSupport

/// Hostile inputs for the GFM extensions and deep nesting, at their reference size (see
/// `PathologicalTests`; `PathologicalStressTests` takes them to twice and four times it).
@Suite(.serialized) struct GFMPathologicalTests {
  static let cases: [PathologicalCase] = [
    PathologicalCase(
      "wide table",
      make: { scale in
        let width = scale.of(10_000)
        return "|" + repeated("a|", width) + "\n|" + repeated("-|", width) + "\n"
          + repeated("|" + repeated("b|", width) + "\n", 20)
      },
      check: { html, s in occurrences(of: "<td>b</td>", in: html) == 20 * s.of(10_000) }),
    PathologicalCase(
      // cmark-gfm's bound on made-up cells: with 1 025 columns each one-cell row adds 1 024
      // empty cells; after 513 rows the table holds more than 0x80000 and the next line starts
      // a paragraph, so the output stays linear in the input.
      "short rows under a wide header",
      make: { scale in
        "|" + repeated("a|", 1_025) + "\n|" + repeated("-|", 1_025) + "\n"
          + repeated("b\n", scale.of(20_000))
      },
      check: { html, _ in
        occurrences(of: "<tr>", in: html) == 514
          && occurrences(of: "<td></td>", in: html) == 513 * 1_024
          && occurrences(of: "<p>b\nb\n", in: html) == 1
      }),
    PathologicalCase(
      "long table", make: { "a|b\n-|-\n" + repeated("c|d\n", $0.of(100_000)) },
      check: { html, s in occurrences(of: "<tr>", in: html) == s.of(100_000) + 1 }),
    PathologicalCase(
      "rows longer than the header",
      make: { "a|b\n-|-\n" + repeated(repeated("c|", 50) + "\n", $0.of(4_000)) },
      check: { html, s in occurrences(of: "<tr>", in: html) == s.of(4_000) + 1 }),
    PathologicalCase(
      "a run of tildes",
      make: { repeated("~", $0.of(100_000)) + "a" + repeated("~", $0.of(100_000)) },
      check: { html, _ in occurrences(of: "<del>", in: html) == 0 }),
    PathologicalCase(
      "unclosed strikethrough runs", make: { repeated("~a ~~a ", $0.of(50_000)) },
      check: { html, _ in occurrences(of: "<del>", in: html) == 0 }),
    PathologicalCase(
      "many strikethroughs", make: { repeated("~~a~~ ", $0.of(50_000)) },
      check: { html, s in occurrences(of: "<del>a</del>", in: html) == s.of(50_000) }),
    PathologicalCase(
      "www. repeated", make: { repeated("www.", $0.of(100_000)) },
      check: { html, _ in hasPrefix(html, "<p>") }),
    PathologicalCase(
      "many www links", make: { repeated("www.a.com ", $0.of(50_000)) },
      check: { html, s in occurrences(of: "<a href=\"http://www.a.com\">", in: html) == s.of(50_000)
      }
    ),
    PathologicalCase(
      "at signs", make: { repeated("@", $0.of(100_000)) },
      check: { html, _ in occurrences(of: "<a ", in: html) == 0 }),
    PathologicalCase(
      "at signs between words", make: { repeated("a@b ", $0.of(50_000)) },
      check: { html, _ in occurrences(of: "<a ", in: html) == 0 }),
    PathologicalCase(
      "many e-mail addresses", make: { repeated("x@y.com ", $0.of(50_000)) },
      check: { html, _ in occurrences(of: "<a href", in: html) == 1_001 }),
    PathologicalCase(
      "colons", make: { repeated("a:", $0.of(100_000)) },
      check: { html, _ in occurrences(of: "<a ", in: html) == 0 }),
    PathologicalCase(
      "underscores", make: { repeated("_", $0.of(100_000)) },
      check: { html, _ in occurrences(of: "<em>", in: html) == 0 }),
    PathologicalCase(
      "intraword underscores", make: { repeated("a_b_", $0.of(50_000)) },
      check: { html, _ in occurrences(of: "<em>", in: html) == 0 }),
    PathologicalCase(
      "many task items", make: { repeated("- [x] a\n", $0.of(100_000)) },
      check: { html, s in occurrences(of: "checked=\"\"", in: html) == s.of(100_000) }),
    PathologicalCase(
      "script tags with the tag filter", make: { repeated("<script>", $0.of(50_000)) },
      check: { html, s in occurrences(of: "&lt;script>", in: html) == s.of(50_000) }),
    PathologicalCase(
      "script lines with the tag filter", make: { repeated("<script>\n", $0.of(50_000)) },
      check: { html, s in occurrences(of: "&lt;script>", in: html) == s.of(50_000) }),
    PathologicalCase(
      "many footnotes",
      make: { scale in
        let n = scale.of(10_000)
        return (0..<n).map { "[^\($0)]: x\n" }.joined() + "\n" + (0..<n).map { "[^\($0)]" }.joined()
      },
      check: { html, s in occurrences(of: "class=\"footnote-ref\"", in: html) == s.of(10_000) }),
    PathologicalCase(
      "block quotes 10^5 deep", make: { repeated("> ", $0.of(100_000)) + "a\n" },
      check: { html, s in occurrences(of: "<blockquote>", in: html) == s.of(100_000) }),
    PathologicalCase(
      "lists 10^5 deep", make: { repeated("- ", $0.of(100_000)) + "a\n" },
      check: { html, s in occurrences(of: "<li>", in: html) == s.of(100_000) }),
    PathologicalCase(
      "emphasis 10^5 deep",
      make: { repeated("*", $0.of(100_000)) + "a" + repeated("*", $0.of(100_000)) },
      check: { html, s in occurrences(of: "<strong>", in: html) == s.of(100_000) / 2 }),
    PathologicalCase(
      "links 10^5 deep in images",
      make: { repeated("![", $0.of(100_000)) + "a" + repeated("](b)", $0.of(100_000)) },
      check: { html, _ in occurrences(of: "<img", in: html) == 1 }),
    PathologicalCase(
      "lazy lines under a deep quote",
      make: { repeated("> ", $0.of(10_000)) + "a\n" + repeated("b\n", $0.of(50_000)) },
      check: { html, s in occurrences(of: "<blockquote>", in: html) == s.of(10_000) }),
    PathologicalCase(
      // Every blank line is matched against each of the 500 open items (as in cmark), so only
      // the number of lines scales.
      "blank lines after a deep list",
      make: { scale in
        (0..<500).map { repeated("  ", $0) + "* a\n" }.joined()
          + repeated("\n", scale.of(20_000)) + "b\n"
      },
      check: { html, _ in hasSuffix(html, "<p>b</p>\n") }),
    PathologicalCase(
      "unclosed raw HTML attributes", make: { repeated("<a b='", $0.of(50_000)) },
      check: { html, _ in hasPrefix(html, "<p>") }),
    PathologicalCase(
      "entity openers", make: { repeated("&#", $0.of(100_000)) },
      check: { html, s in occurrences(of: "&amp;#", in: html) == s.of(100_000) }),
  ]

  @Test(.hangLimit, arguments: cases)
  func rendersAtTheReferenceSize(_ hostile: PathologicalCase) {
    hostile.expectHolds(scale: 1)
  }
}
