import TypesetMarkdown

/// Hostile Markdown: every case of cmark's `test/pathological_tests.py` (master), of
/// swift-cmark's (which adds the `[ (](` pattern, CR/VT tables, many image openers and
/// reference-hash collisions), of cmark-gfm's and of md4c's (BOM, 3-emphasis, many links, HTML
/// openers, broken thematic breaks …), plus issue 7's defect 8 and issue 41's blank lines in
/// deep nesting, each at a multiple of the reference size with a check of its bare HTML. The
/// parser's tests run them at the reference size, the renderers' tests at a tenth of it
/// through styling too, and the stress run (`StressRun`) at larger sizes.
///
///     for hostile in PathologicalInputs.cases { _ = hostile.make(1) }
public enum PathologicalInputs {
  /// Every case, in the order of the suites they come from.
  public static let cases: [PathologicalCase] = [
    PathologicalCase(
      "nested strong emph",
      make: { repeated("*a **a ", $0.of(65_000)) + "b" + repeated(" a** a*", $0.of(65_000)) },
      check: { html, s in
        occurrences(of: "<em>a <strong>a ", in: html) == s.of(65_000)
          && occurrences(of: " a</strong> a</em>", in: html) == s.of(65_000)
      }),
    PathologicalCase(
      "many emph closers with no openers", make: { repeated("a_ ", $0.of(65_000)) },
      check: { html, s in
        occurrences(of: "<em>", in: html) == 0 && occurrences(of: "a_", in: html) == s.of(65_000)
      }
    ),
    PathologicalCase(
      "many emph openers with no closers", make: { repeated("_a ", $0.of(65_000)) },
      check: { html, s in
        occurrences(of: "<em>", in: html) == 0 && occurrences(of: "_a", in: html) == s.of(65_000)
      }
    ),
    PathologicalCase(
      "many 3-emph openers with no closers", make: { repeated("a***", $0.of(65_000)) },
      check: { html, s in
        occurrences(of: "<em><strong>a</strong></em>", in: html) == s.of(65_000) / 2
      }
    ),
    PathologicalCase(
      "many link closers with no openers", make: { repeated("a]", $0.of(65_000)) },
      check: { html, s in occurrences(of: "a]", in: html) == s.of(65_000) }),
    PathologicalCase(
      "many link openers with no closers", make: { repeated("[a", $0.of(65_000)) },
      check: { html, s in occurrences(of: "[a", in: html) == s.of(65_000) }),
    PathologicalCase(
      "mismatched openers and closers", make: { repeated("*a_ ", $0.of(50_000)) },
      check: { html, s in
        occurrences(of: "<em>", in: html) == 0 && occurrences(of: "*a_", in: html) == s.of(50_000)
      }),
    PathologicalCase(
      "issue #389", make: { repeated("*a ", $0.of(20_000)) + repeated("_a*_ ", $0.of(20_000)) },
      check: { html, s in
        occurrences(of: "<em>a ", in: html) == s.of(20_000)
          && occurrences(of: "_a</em>_", in: html) == s.of(20_000)
      }),
    PathologicalCase(
      "openers and closers multiple of 3", make: { "a**b" + repeated("c* ", $0.of(50_000)) },
      check: { html, s in
        hasPrefix(html, "<p>a**b") && occurrences(of: "c*", in: html) == s.of(50_000)
      }),
    PathologicalCase(
      "link openers and emph closers", make: { repeated("[ a_", $0.of(50_000)) },
      check: { html, s in occurrences(of: "[ a_", in: html) == s.of(50_000) }),
    PathologicalCase(
      "pattern [ (]( repeated", make: { repeated("[ (](", $0.of(80_000)) },
      check: { html, s in occurrences(of: "[ (](", in: html) == s.of(80_000) }),
    PathologicalCase(
      "many broken link titles", make: { repeated("[ (](", $0.of(50_000)) },
      check: { html, s in occurrences(of: "[ (](", in: html) == s.of(50_000) }),
    PathologicalCase(
      "hard link/emph case", make: { _ in "**x [a*b**c*](d)" },
      check: { html, _ in html.elementsEqual("<p>**x <a href=\"d\">a<em>b**c</em></a></p>\n".utf8) }
    ),
    PathologicalCase(
      "nested brackets",
      make: { repeated("[", $0.of(50_000)) + "a" + repeated("]", $0.of(50_000)) },
      check: { html, s in
        html.elementsEqual(
          ("<p>" + repeated("[", s.of(50_000)) + "a" + repeated("]", s.of(50_000)) + "</p>\n").utf8)
      }
    ),
    PathologicalCase(
      "nested invalid link references",
      make: { repeated("[", $0.of(50_000)) + repeated("]", $0.of(50_000)) + "\n\n[a]: /b" },
      check: { html, s in hasPrefix(html, "<p>" + repeated("[", s.of(50_000)) + "]") }),
    PathologicalCase(
      "nested block quotes", make: { repeated("> ", $0.of(50_000)) + "a" },
      check: { html, s in occurrences(of: "<blockquote>\n", in: html) == s.of(50_000) }),
    PathologicalCase(
      "deeply nested lists",
      make: { scale in (0..<(scale.of(1_000))).map { repeated("  ", $0) + "* a\n" }.joined() },
      check: { html, s in occurrences(of: "<li>a\n<ul>\n", in: html) == s.of(1_000) - 1 }),
    PathologicalCase(
      "broken thematic break", make: { repeated("* ", $0.of(50_000)) + "a" },
      check: { html, s in
        occurrences(of: "<li>\n<ul>\n", in: html) == s.of(50_000) - 1
          && occurrences(of: "<li>a</li>", in: html) > 0
      }),
    PathologicalCase(
      "U+0000 in input", make: { repeated("abc\u{0}de\u{0}", $0.of(1)) },
      check: { html, _ in hasPrefix(html, "<p>abc\u{FFFD}de\u{FFFD}") }),
    PathologicalCase(
      "U+FEFF (Unicode BOM)", make: { _ in "\u{FEFF}foo" },
      check: { html, _ in html.elementsEqual(("<p>foo</p>\n").utf8) }),
    // swift-cmark's size (cmark's is scale 2: the input grows with the square of the count).
    PathologicalCase(
      "backticks",
      make: { scale in (1..<(scale.of(5_000))).map { "e" + repeated("`", $0) }.joined() },
      check: { html, _ in hasPrefix(html, "<p>e`e``e") && occurrences(of: "<code>", in: html) == 0 }
    ),
    PathologicalCase(
      "many backticks and escapes", make: { repeated("\\``", $0.of(50_000)) },
      check: { html, s in occurrences(of: "``", in: html) == s.of(50_000) }),
    PathologicalCase(
      "unclosed links A", make: { repeated("[a](<b", $0.of(50_000)) },
      check: { html, s in occurrences(of: "[a](&lt;b", in: html) == s.of(50_000) }),
    PathologicalCase(
      "unclosed links B", make: { repeated("[a](b", $0.of(50_000)) },
      check: { html, s in occurrences(of: "[a](b", in: html) == s.of(50_000) }),
    PathologicalCase(
      "tables with CR and VT", .table, make: { repeated("aaa\rbbb\n-\u{0B}\n", $0.of(30_000)) },
      check: { html, s in
        hasPrefix(html, "<p>aaa</p>\n<table>\n<thead>\n<tr>\n<th>bbb</th>")
          && occurrences(of: "<td>-\u{0B}</td>", in: html) == s.of(30_000) - 1
      }),
    // md4c's size (cmark allows this case to fail; 20 000 × 16 definitions are 4 MB).
    PathologicalCase(
      "many references",
      make: { scale in
        (1..<scale.of(320_000)).map { "[\($0)]: u\n" }.joined()
          + repeated("[0] ", scale.of(20_000))
      },
      check: { html, s in occurrences(of: "[0]", in: html) == s.of(20_000) }),
    PathologicalCase(
      "reference collisions", make: referenceCollisions,
      check: { html, s in occurrences(of: "<p>[x", in: html) == s.of(50_000) - 1 }),
    PathologicalCase(
      "many links", make: { repeated("[t](/u) ", $0.of(50_000)) },
      check: { html, s in occurrences(of: "<a href=\"/u\">t</a>", in: html) == s.of(50_000) }),
    PathologicalCase(
      "many html openers and closers", make: { repeated("<>", $0.of(50_000)) },
      check: { html, s in occurrences(of: "&lt;&gt;", in: html) == s.of(50_000) }),
    PathologicalCase(
      "many html proc. inst. openers", make: { "x" + repeated("<?", $0.of(50_000)) },
      check: { html, s in occurrences(of: "&lt;?", in: html) == s.of(50_000) }),
    PathologicalCase(
      "many html CDATA openers", make: { "x" + repeated("<![CDATA[", $0.of(50_000)) },
      check: { html, s in occurrences(of: "&lt;![CDATA[", in: html) == s.of(50_000) }),
    // cmark's "pattern ![[]() repeated", issue 7's defect 8.
    PathologicalCase(
      "pattern ![[]() repeated", make: { repeated("![[]()", $0.of(160_000)) },
      check: { html, s in occurrences(of: "![<a href=\"\"></a>", in: html) == s.of(160_000) }),
    PathologicalCase(
      "pattern ![[]() repeated, CommonMark", .commonMark,
      make: { repeated("![[]()", $0.of(160_000)) },
      check: { html, s in occurrences(of: "![<a href=\"\"></a>", in: html) == s.of(160_000) }),
    PathologicalCase(
      "many image openers", make: { repeated("![p", $0.of(100_000)) + "\n" },
      check: { html, s in
        hasPrefix(html, "<p>![p") && occurrences(of: "![p", in: html) == s.of(100_000)
      }),
    PathologicalCase(
      "unclosed <!--", make: { "</" + repeated("<!--", $0.of(300_000)) },
      check: { html, s in
        hasPrefix(html, "<p>&lt;/&lt;!--") && occurrences(of: "&lt;!--", in: html) == s.of(300_000)
      }),
    PathologicalCase(
      "emph in deep blockquote",
      make: { repeated(">", $0.of(100_000)) + repeated("a*", $0.of(100_000)) },
      check: { html, s in
        occurrences(of: "<blockquote>\n", in: html) == s.of(100_000)
          && occurrences(of: "<p>a<em>a</em>", in: html) == 1
      }),
    // cmark's two cases of blank lines in deep nesting (GHSA-66g8-4hjf-77xh), and the same
    // walk through ordered items, footnote definitions, text after the blank lines and lines
    // of spaces (issue 41).
    PathologicalCase(
      "empty lines in deeply nested lists",
      make: { repeated("- ", $0.of(30_000)) + "x" + repeated("\n", $0.of(30_000)) },
      check: { html, s in deepList(html, "ul", s.of(30_000), after: "") }),
    PathologicalCase(
      "empty lines in deeply nested lists in blockquote",
      make: { "> " + repeated("- ", $0.of(30_000)) + "x\n" + repeated(">\n", $0.of(30_000)) },
      check: { html, s in
        hasPrefix(html, "<blockquote>\n<ul>\n") && hasSuffix(html, "</ul>\n</blockquote>\n")
          && occurrences(of: "<li>", in: html) == s.of(30_000)
      }),
    PathologicalCase(
      "empty lines in deeply nested ordered lists",
      make: { repeated("1. ", $0.of(30_000)) + "x" + repeated("\n", $0.of(30_000)) },
      check: { html, s in deepList(html, "ol", s.of(30_000), after: "") }),
    PathologicalCase(
      "empty lines then text in deeply nested lists",
      make: { repeated("- ", $0.of(30_000)) + "x" + repeated("\n", $0.of(30_000)) + "y\n" },
      check: { html, s in deepList(html, "ul", s.of(30_000), after: "<p>y</p>\n") }),
    PathologicalCase(
      "lines of spaces in deeply nested lists",
      make: { repeated("- ", $0.of(30_000)) + "x\n" + repeated("  \n", $0.of(30_000)) },
      check: { html, s in deepList(html, "ul", s.of(30_000), after: "") }),
    PathologicalCase(
      "empty lines in deeply nested footnote definitions",
      make: { repeated("[^1]: ", $0.of(30_000)) + "x" + repeated("\n", $0.of(30_000)) + "[^1]\n" },
      check: { html, s in
        hasPrefix(html, "<p><sup class=\"footnote-ref\">")
          && occurrences(of: "<section class=\"footnotes\"", in: html) == 1
      }),
    PathologicalCase(
      "image openers around links", make: { repeated("![[a](b)", $0.of(80_000)) },
      check: { html, s in occurrences(of: "<a href=\"b\">a</a>", in: html) == s.of(80_000) }),
    PathologicalCase(
      "image openers then links",
      make: { repeated("![", $0.of(40_000)) + repeated("[a](b)", $0.of(40_000)) },
      check: { html, s in occurrences(of: "<a href=\"b\">a</a>", in: html) == s.of(40_000) }),
  ]

  /// Whether `html` is `count` nested lists of kind `list` (`ul` or `ol`), each holding one
  /// item, the innermost holding the tight text `x`, followed by `after`.
  @Sendable public static func deepList(
    _ html: [UInt8], _ list: String, _ count: Int, after: String
  ) -> Bool {
    let opening = repeated("<\(list)>\n<li>\n", count - 1)
    let innermost = "<\(list)>\n<li>x</li>\n</\(list)>\n"
    let closing = repeated("</li>\n</\(list)>\n", count - 1)
    return html.elementsEqual((opening + innermost + closing + after).utf8)
  }

  /// swift-cmark's "reference collisions": labels that all hash to one bucket of cmark's
  /// reference map; each paragraph refers to an undefined one.
  @Sendable public static func referenceCollisions(_ scale: PathologicalCase.Scale) -> String {
    func collides(_ key: String) -> Bool {
      var h: UInt32 = 0
      for c in key.unicodeScalars { h = UInt32(c.value) &+ (h << 6) &+ (h << 16) &- h }
      return h % 16 == 0
    }
    var keys: [String] = []
    var i = 0
    while keys.count < scale.of(50_000) {
      if collides("x\(i)") { keys.append("x\(i)") }
      i += 1
    }
    let bad = keys[0]
    return keys.dropFirst().map { "[\($0)]: /url\n\n[\(bad)]\n\n" }.joined()
  }
}
