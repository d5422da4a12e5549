import Testing

/// The check the generated-document tests and the fuzz harness rely on finds what it must.
@Suite("HTML safety check")
struct HTMLSafetyCheckTests {
  @Test(arguments: [
    "<p>a</p>\n<ul>\n<li><a href=\"/u\" title=\"t\">x</a></li>\n</ul>\n",
    "<p><img src=\"data:image/png;base64,AA\" alt=\"x\" /> <!-- raw HTML omitted --></p>\n",
    "<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> a &lt;div&gt;</li>\n",
    "<p><a href=\"\">javascript:x</a></p>\n",
  ])
  func rendererOutputPasses(html: String) {
    #expect(HTMLSafetyCheck.problem(in: html) == nil)
  }

  @Test(arguments: [
    "<div>x</div>", "<p><span>x</span></p>", "<p>a <script>x</p>", "</iframe>",
    "<a href=\"javascript:alert(1)\">x</a>", "<a href=\"JavaScript:x\">x</a>",
    "<a href=\"&#106;avascript:x\">x</a>", "<a href=\"java\tscript:x\">x</a>",
    "<img src=\"vbscript:x\" />", "<a href=\" file:///etc\">x</a>",
    "<img src=\"data:text/html,x\" />",
  ])
  func unexpectedTagsAndDangerousURLsAreFound(html: String) {
    #expect(HTMLSafetyCheck.problem(in: html) != nil)
  }

  @Test func filteredTagsAreFoundInAnyCase() {
    #expect(HTMLSafetyCheck.filteredTag(in: "<p>&lt;script></p>") == nil)
    #expect(HTMLSafetyCheck.filteredTag(in: "<SCRIPT>") == "script")
    #expect(HTMLSafetyCheck.filteredTag(in: "</textarea >") == "textarea")
    #expect(HTMLSafetyCheck.filteredTag(in: "<scripts>") == nil)
  }
}
