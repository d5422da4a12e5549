import Testing

/// The self-test cases of normalize.py, plus a few more.
@Suite struct HTMLNormalizerTests {
  static let checks: [(String, String)] = [
    ("<p>a  \t b</p>", "<p>a b</p>"),
    ("<p>a  \t\nb</p>", "<p>a b</p>"),
    (" <p>a  b</p> ", "<p>a b</p>"),
    ("\n\t<p>\n\t\ta  b\t\t</p>\n\t", "<p>a b</p>"),
    ("<i>a  b</i> ", "<i>a b</i> "),
    ("<br />", "<br>"),
    ("<a title=\"bar\" HREF=\"foo\">x</a>", "<a href=\"foo\" title=\"bar\">x</a>"),
    ("&forall;&amp;&gt;&lt;&quot;", "\u{2200}&amp;&gt;&lt;&quot;"),
    (
      "<pre><code>a  \n  b\n</code></pre>\n<p>x</p>",
      "<pre><code>a  \n  b\n</code></pre><p>x</p>"
    ),
    ("<p>a<br />\nb</p>", "<p>a<br>b</p>"),
    ("<![CDATA[ x  y ]]>", "<![CDATA[ x  y ]]>"),
    ("<p>&#35; &#X22; &#x22;</p>", "<p># &X22; &quot;</p>"),
    // Extra cases.
    ("<!-- a  b -->", "<!-- a  b -->"),
    ("<img src=\"a\" alt=\"x &amp; y\" />", "<img alt=\"x &amp; y\" src=\"a\">"),
    ("<input type=\"checkbox\" disabled=\"\" />", "<input disabled=\"\" type=\"checkbox\">"),
    ("<p>&ngE;</p>", "<p>&ngE;</p>"),
    // html.parser details (outputs checked against normalize.py).
    ("a < b", "a  b"),
    ("<p>x <!ELEMENT br> y</p>", "<p>x <!--ELEMENT br--> y</p>"),
    ("<script>a <b> &amp; c</script>", "<script>a <b> &amp; c</script>"),
    ("<!DOCTYPE html>", "<!DOCTYPE html>"),
    ("<style>x", "<style>"),
  ]

  @Test(arguments: 0..<checks.count)
  func selfTest(index: Int) {
    let (input, expected) = Self.checks[index]
    #expect(HTMLNormalizer.normalize(input) == expected)
  }
}
