import Testing
import Typeset
import TypesetHTML
import TypesetMarkdown
import TypesetTestSupport

/// The parser's hostile inputs (cmark's, swift-cmark's and md4c's pathological cases, at their
/// reference size) styled with the default theme and written as a themed fragment and as an
/// email: each finishes within the hang limit (quadratic work at these sizes cannot), closes
/// every element it opens, and lets no raw HTML through in safe mode. Serialized, so each
/// case's limit measures that case alone.
@Suite(.serialized) struct HTMLPathologicalTests {
  @Test(.hangLimit, arguments: PathologicalInputs.cases)
  func hostileMarkdownIsWrittenAsBalancedSafeHTML(_ hostile: PathologicalCase) {
    let document = hostile.styledDocument(scale: 1)
    for profile in [HTMLRenderer.Profile.fragment, .email] {
      let html = Array(HTMLRenderer(options: .init(profile: profile)).render(document).html.utf8)
      #expect(hasSuffix(html, "</div>\n") || hasSuffix(html, "</html>\n"))
      for element in ["p", "blockquote", "ul", "ol", "li", "table", "a", "em", "strong"] {
        let opened =
          occurrences(of: "<\(element)>", in: html) + occurrences(of: "<\(element) ", in: html)
        #expect(opened == occurrences(of: "</\(element)>", in: html), "<\(element)> in \(profile)")
      }
      #expect(occurrences(of: "<?", in: html) == 0 && occurrences(of: "<![CDATA[", in: html) == 0)
    }
  }
}
