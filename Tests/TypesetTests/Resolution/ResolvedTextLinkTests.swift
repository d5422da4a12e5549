import Foundation
import Testing

@testable import Typeset

/// Links travel with the runs of a resolved text: runs that differ only by link share one
/// resolved style, and every export still shows each run's own link.
@Suite("Resolved text links") struct ResolvedTextLinkTests {
  private let markup = (0..<40).map { #"<a href="https://e.org/\#($0)">l\#($0)</a>, "# }.joined()

  @Test func distinctLinksShareOneResolvedStyle() throws {
    let resolved = StyledText(markup: markup).resolved(in: TextEnvironment())
    #expect(resolved.styles.count == 2)  // the link style and the plain one
    #expect(resolved.runs.count == 80)
    let links = resolved.runs.compactMap(\.style.link)
    #expect(links == (0..<40).map { URL(string: "https://e.org/\($0)")! })
  }

  @Test func runsMergeOnlyWhenTheirLinksAgree() {
    let style = TextStyle.body
    let a = style.link(URL(string: "https://a.example")!)
    let b = style.link(URL(string: "https://b.example")!)
    let text = "1".styled(a) + "2".styled(a) + "3".styled(b) + "4".styled(style)
    let runs = text.resolved(in: TextEnvironment()).runs
    #expect(runs.map(\.text) == ["12", "3", "4"])
    #expect(runs.map(\.style.link?.host) == ["a.example", "b.example", nil])
  }

  @Test func resolvedTextsWithDifferentLinksAreUnequal() {
    let a = "x".styled(TextStyle.body.link(URL(string: "https://a.example")!))
    let b = "x".styled(TextStyle.body.link(URL(string: "https://b.example")!))
    let environment = TextEnvironment()
    #expect(a.resolved(in: environment) != b.resolved(in: environment))
    #expect(a.resolved(in: environment) == a.resolved(in: environment))
    #expect(Set([a.resolved(in: environment), b.resolved(in: environment)]).count == 2)
  }

  @Test func theJSONDumpPutsEachRunsLinkAmongItsStyleMembers() throws {
    let style = TextStyle.body.underline().kern(1)
    let text =
      "a".styled(style.link(URL(string: "https://a.example/\"q\"")!))
      + "b".styled(style.link(URL(string: "https://b.example")!)) + "c".styled(style)
    let json = text.resolved(in: TextEnvironment()).jsonString()
    // The link sits between the decorations and the spacing, as in a style without links.
    #expect(
      json.contains(
        #""underline":{"style":"single","pattern":"solid"},"link":"https://a.example/%22q%22","kern":1"#
      ))
    #expect(json.contains(#""link":"https://b.example","kern":1"#))
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let runs = try #require(object?["runs"] as? [[String: Any]])
    #expect(
      runs.map { $0["link"] as? String } == ["https://a.example/%22q%22", "https://b.example", nil])
  }

  @Test func theTextDumpReportsLinkChanges() {
    let style = TextStyle.body
    let text =
      "a".styled(style.link(URL(string: "https://a.example")!))
      + "b".styled(style.link(URL(string: "https://b.example")!)) + "c".styled(style)
    let dump = text.resolved(in: TextEnvironment()).textDump()
    let lines = dump.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].hasSuffix(" link=https://a.example"))
    #expect(lines[1] == #""b" link=https://b.example"#)
    #expect(lines[2] == #""c" link=none"#)
  }
}
