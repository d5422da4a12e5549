import TypesetMarkdown

/// Hostile Markdown: every case of cmark's `test/pathological_tests.py`, of swift-cmark's (which
/// adds the `[ (](` pattern, CR/VT tables and reference-hash collisions) and of md4c's (BOM,
/// 3-emphasis, many links, HTML openers, broken thematic breaks …), plus issue 7's defect 8,
/// each at a multiple of the reference size with a check of its bare HTML. The parser's
/// tests run them at scale 1 and 2; the renderers' tests run them through styling too.
///
///     for hostile in PathologicalInputs.cases { _ = hostile.make(1) }
public enum PathologicalInputs {
  /// Every case, in the order of the suites they come from.
  public static let cases: [PathologicalCase] = [
    PathologicalCase(
      "nested strong emph",
      make: { repeated("*a **a ", 65_000 * $0) + "b" + repeated(" a** a*", 65_000 * $0) },
      check: { html, s in
        occurrences(of: "<em>a <strong>a ", in: html) == 65_000 * s
          && occurrences(of: " a</strong> a</em>", in: html) == 65_000 * s
      }),
    PathologicalCase(
      "many emph closers with no openers", make: { repeated("a_ ", 65_000 * $0) },
      check: { html, s in
        occurrences(of: "<em>", in: html) == 0 && occurrences(of: "a_", in: html) == 65_000 * s
      }
    ),
    PathologicalCase(
      "many emph openers with no closers", make: { repeated("_a ", 65_000 * $0) },
      check: { html, s in
        occurrences(of: "<em>", in: html) == 0 && occurrences(of: "_a", in: html) == 65_000 * s
      }
    ),
    PathologicalCase(
      "many 3-emph openers with no closers", make: { repeated("a***", 65_000 * $0) },
      check: { html, s in occurrences(of: "<em><strong>a</strong></em>", in: html) == 32_500 * s }
    ),
    PathologicalCase(
      "many link closers with no openers", make: { repeated("a]", 65_000 * $0) },
      check: { html, s in occurrences(of: "a]", in: html) == 65_000 * s }),
    PathologicalCase(
      "many link openers with no closers", make: { repeated("[a", 65_000 * $0) },
      check: { html, s in occurrences(of: "[a", in: html) == 65_000 * s }),
    PathologicalCase(
      "mismatched openers and closers", make: { repeated("*a_ ", 50_000 * $0) },
      check: { html, s in
        occurrences(of: "<em>", in: html) == 0 && occurrences(of: "*a_", in: html) == 50_000 * s
      }),
    PathologicalCase(
      "openers and closers multiple of 3", make: { "a**b" + repeated("c* ", 50_000 * $0) },
      check: { html, s in
        hasPrefix(html, "<p>a**b") && occurrences(of: "c*", in: html) == 50_000 * s
      }),
    PathologicalCase(
      "link openers and emph closers", make: { repeated("[ a_", 50_000 * $0) },
      check: { html, s in occurrences(of: "[ a_", in: html) == 50_000 * s }),
    PathologicalCase(
      "pattern [ (]( repeated", make: { repeated("[ (](", 80_000 * $0) },
      check: { html, s in occurrences(of: "[ (](", in: html) == 80_000 * s }),
    PathologicalCase(
      "many broken link titles", make: { repeated("[ (](", 50_000 * $0) },
      check: { html, s in occurrences(of: "[ (](", in: html) == 50_000 * s }),
    PathologicalCase(
      "hard link/emph case", make: { _ in "**x [a*b**c*](d)" },
      check: { html, _ in html.elementsEqual("<p>**x <a href=\"d\">a<em>b**c</em></a></p>\n".utf8) }
    ),
    PathologicalCase(
      "nested brackets",
      make: { repeated("[", 50_000 * $0) + "a" + repeated("]", 50_000 * $0) },
      check: { html, s in
        html.elementsEqual(
          ("<p>" + repeated("[", 50_000 * s) + "a" + repeated("]", 50_000 * s) + "</p>\n").utf8)
      }
    ),
    PathologicalCase(
      "nested invalid link references",
      make: { repeated("[", 50_000 * $0) + repeated("]", 50_000 * $0) + "\n\n[a]: /b" },
      check: { html, s in hasPrefix(html, "<p>" + repeated("[", 50_000 * s) + "]") }),
    PathologicalCase(
      "nested block quotes", make: { repeated("> ", 50_000 * $0) + "a" },
      check: { html, s in occurrences(of: "<blockquote>\n", in: html) == 50_000 * s }),
    PathologicalCase(
      "deeply nested lists",
      make: { scale in (0..<(1_000 * scale)).map { repeated("  ", $0) + "* a\n" }.joined() },
      check: { html, s in occurrences(of: "<li>a\n<ul>\n", in: html) == 1_000 * s - 1 }),
    PathologicalCase(
      "broken thematic break", make: { repeated("* ", 50_000 * $0) + "a" },
      check: { html, s in
        occurrences(of: "<li>\n<ul>\n", in: html) == 50_000 * s - 1
          && occurrences(of: "<li>a</li>", in: html) > 0
      }),
    PathologicalCase(
      "U+0000 in input", make: { repeated("abc\u{0}de\u{0}", $0) },
      check: { html, _ in hasPrefix(html, "<p>abc\u{FFFD}de\u{FFFD}") }),
    PathologicalCase(
      "U+FEFF (Unicode BOM)", make: { _ in "\u{FEFF}foo" },
      check: { html, _ in html.elementsEqual(("<p>foo</p>\n").utf8) }),
    // swift-cmark's size (cmark's is scale 2: the input grows with the square of the count).
    PathologicalCase(
      "backticks",
      make: { scale in (1..<(5_000 * scale)).map { "e" + repeated("`", $0) }.joined() },
      check: { html, _ in hasPrefix(html, "<p>e`e``e") && occurrences(of: "<code>", in: html) == 0 }
    ),
    PathologicalCase(
      "many backticks and escapes", make: { repeated("\\``", 50_000 * $0) },
      check: { html, s in occurrences(of: "``", in: html) == 50_000 * s }),
    PathologicalCase(
      "unclosed links A", make: { repeated("[a](<b", 50_000 * $0) },
      check: { html, s in occurrences(of: "[a](&lt;b", in: html) == 50_000 * s }),
    PathologicalCase(
      "unclosed links B", make: { repeated("[a](b", 50_000 * $0) },
      check: { html, s in occurrences(of: "[a](b", in: html) == 50_000 * s }),
    PathologicalCase(
      "tables with CR and VT", .table, make: { repeated("aaa\rbbb\n-\u{0B}\n", 30_000 * $0) },
      check: { html, s in
        hasPrefix(html, "<p>aaa</p>\n<table>\n<thead>\n<tr>\n<th>bbb</th>")
          && occurrences(of: "<td>-\u{0B}</td>", in: html) == 30_000 * s - 1
      }),
    // md4c's size (cmark allows this case to fail; 20 000 × 16 definitions are 4 MB).
    PathologicalCase(
      "many references",
      make: { scale in
        (1..<(20_000 * 16 * scale)).map { "[\($0)]: u\n" }.joined()
          + repeated("[0] ", 20_000 * scale)
      },
      check: { html, s in occurrences(of: "[0]", in: html) == 20_000 * s }),
    PathologicalCase(
      "reference collisions", make: referenceCollisions,
      check: { html, s in occurrences(of: "<p>[x", in: html) == 50_000 * s - 1 }),
    PathologicalCase(
      "many links", make: { repeated("[t](/u) ", 50_000 * $0) },
      check: { html, s in occurrences(of: "<a href=\"/u\">t</a>", in: html) == 50_000 * s }),
    PathologicalCase(
      "many html openers and closers", make: { repeated("<>", 50_000 * $0) },
      check: { html, s in occurrences(of: "&lt;&gt;", in: html) == 50_000 * s }),
    PathologicalCase(
      "many html proc. inst. openers", make: { "x" + repeated("<?", 50_000 * $0) },
      check: { html, s in occurrences(of: "&lt;?", in: html) == 50_000 * s }),
    PathologicalCase(
      "many html CDATA openers", make: { "x" + repeated("<![CDATA[", 50_000 * $0) },
      check: { html, s in occurrences(of: "&lt;![CDATA[", in: html) == 50_000 * s }),
    PathologicalCase(
      "image openers with empty links (defect 8)", make: { repeated("![[]()", 80_000 * $0) },
      check: { html, s in occurrences(of: "<a href=\"\"></a>", in: html) == 80_000 * s }),
    PathologicalCase(
      "image openers with empty links, CommonMark", .commonMark,
      make: { repeated("![[]()", 80_000 * $0) },
      check: { html, s in occurrences(of: "<a href=\"\"></a>", in: html) == 80_000 * s }),
    PathologicalCase(
      "image openers around links", make: { repeated("![[a](b)", 80_000 * $0) },
      check: { html, s in occurrences(of: "<a href=\"b\">a</a>", in: html) == 80_000 * s }),
    PathologicalCase(
      "image openers then links",
      make: { repeated("![", 40_000 * $0) + repeated("[a](b)", 40_000 * $0) },
      check: { html, s in occurrences(of: "<a href=\"b\">a</a>", in: html) == 40_000 * s }),
  ]

  /// swift-cmark's "reference collisions": labels that all hash to one bucket of cmark's
  /// reference map; each paragraph refers to an undefined one.
  @Sendable public static func referenceCollisions(_ scale: Int) -> String {
    func collides(_ key: String) -> Bool {
      var h: UInt32 = 0
      for c in key.unicodeScalars { h = UInt32(c.value) &+ (h << 6) &+ (h << 16) &- h }
      return h % 16 == 0
    }
    var keys: [String] = []
    var i = 0
    while keys.count < 50_000 * scale {
      if collides("x\(i)") { keys.append("x\(i)") }
      i += 1
    }
    let bad = keys[0]
    return keys.dropFirst().map { "[\($0)]: /url\n\n[\(bad)]\n\n" }.joined()
  }
}
