import Testing
import Typeset
import TypesetHTML
import TypesetMarkdown
import TypesetTestSupport

/// The parser's hostile inputs (cmark's, swift-cmark's and md4c's pathological cases) styled
/// with the default theme and written as a themed fragment and as an email: each closes every
/// element it opens and lets no raw HTML through in safe mode. The everyday run takes a tenth
/// of the reference size, enough for every hostile structure; `HTMLPathologicalStressTests`
/// takes the reference size, where quadratic work would not finish in time.
@Suite(.serialized) struct HTMLPathologicalTests {
  @Test(.hangLimit, arguments: PathologicalInputs.cases)
  func hostileMarkdownIsWrittenAsBalancedSafeHTML(_ hostile: PathologicalCase) {
    Self.expectBalancedSafeHTML(hostile.styledDocument(scale: .tenth))
  }

  /// Expects the themed fragment and email of `document` to close every element they open
  /// and to hold no processing instruction or CDATA section.
  static func expectBalancedSafeHTML(
    _ document: StyledDocument, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    for profile in [HTMLRenderer.Profile.fragment, .email] {
      let html = Array(HTMLRenderer(options: .init(profile: profile)).render(document).html.utf8)
      #expect(
        hasSuffix(html, "</div>\n") || hasSuffix(html, "</html>\n"),
        sourceLocation: sourceLocation)
      for element in ["p", "blockquote", "ul", "ol", "li", "table", "a", "em", "strong"] {
        let opened =
          occurrences(of: "<\(element)>", in: html) + occurrences(of: "<\(element) ", in: html)
        #expect(
          opened == occurrences(of: "</\(element)>", in: html), "<\(element)> in \(profile)",
          sourceLocation: sourceLocation)
      }
      #expect(
        occurrences(of: "<?", in: html) == 0 && occurrences(of: "<![CDATA[", in: html) == 0,
        sourceLocation: sourceLocation)
    }
  }
}

/// The stress run's themed HTML of the hostile inputs (see `StressRun`): at the reference
/// size, where quadratic styling or writing would not finish within the stress time limit.
@Suite(.serialized, .stressRun) struct HTMLPathologicalStressTests {
  @Test(.stressLimit, arguments: PathologicalInputs.cases)
  func hostileMarkdownIsWrittenAsBalancedSafeHTML(_ hostile: PathologicalCase) {
    HTMLPathologicalTests.expectBalancedSafeHTML(hostile.styledDocument(scale: 1))
  }
}
