import Foundation
import Testing

@testable import Typeset

@Suite("Markup link safety") struct MarkupLinkSafetyTests {
  @Test(arguments: [
    "javascript:alert(1)", "JavaScript:alert(1)", "vbscript:x", "file:///etc/passwd",
    "data:text/html,x",
  ])
  func dangerousLinksAreLeftOutLeniently(href: String) throws {
    let text = StyledText(markup: #"<a href="\#(href)">x</a> y"#)
    let run = try #require(text.runs.first)
    #expect(run.text == "x")
    #expect(run.style.link == nil)
    // The tag's other effect (the link colour) still applies.
    #expect(run.style.foregroundColor == .link)
  }

  @Test func dangerousLinksAreStrictErrors() {
    #expect(throws: MarkupError.self) {
      try StyledText(markup: #"<a href="javascript:alert(1)">x</a>"#, mode: .strict)
    }
    do {
      _ = try StyledText(markup: #"ok <a href="javascript:alert(1)">x</a>"#, mode: .strict)
      Issue.record("no error")
    } catch {
      #expect(error.message == "invalid <a>: unsafe link javascript:alert(1)")
      #expect(error.column == 4)
    }
  }

  @Test func customRulesAreCheckedToo() {
    var tags = TagScheme.default
    tags.register("evil") { $0.link(URL(string: "javascript:void(0)")!) }
    #expect(StyledText(markup: "<evil>x</evil>", tags: tags).runs.first?.style.link == nil)
  }

  @Test func aDangerousInnerLinkKeepsTheOuterOne() throws {
    let text = StyledText(markup: #"<a href="https://a.example"><a href="javascript:x">y</a></a>"#)
    #expect(text.runs.first?.style.link == URL(string: "https://a.example"))
  }

  @Test func safeLinksAndTrustedSchemesPass() throws {
    #expect(
      StyledText(markup: #"<a href="https://swift.org">x</a>"#).runs.first?.style.link
        == URL(string: "https://swift.org"))
    var trusted = TagScheme.default
    trusted.allowsUnsafeLinks = true
    #expect(
      StyledText(markup: #"<a href="javascript:x">x</a>"#, tags: trusted).runs.first?.style.link
        == URL(string: "javascript:x"))
  }
}
