import Foundation
import Testing

@testable import Typeset

/// Link rules (`TagScheme.register(_:linkingTo:style:)`, which `<a href>` uses): the rule's
/// style plus a target from one attribute, every link sharing the merged style's storage.
@Suite("Markup link rules") struct MarkupLinkRuleTests {
  private var tags: TagScheme {
    var tags = TagScheme.default
    tags.register("link", linkingTo: "TO", style: TextStyle().underline().color(.systemRed))
    return tags
  }

  @Test func aCustomLinkTagTakesItsTargetAndStyle() throws {
    let text = StyledText(
      markup: #"<b><link To="https://swift.org/a">Swift</link></b>!"#, tags: tags)
    let run = try #require(text.runs.first)
    #expect(run.text == "Swift")
    #expect(run.style.link == URL(string: "https://swift.org/a"))
    #expect(run.style.underline?.style == .single)
    #expect(run.style.foregroundColor == .systemRed)
    #expect(run.style.weight == .bold)
    #expect(text.runs.last?.style.link == nil)
  }

  /// The URL attribute's name is found as one word when written in lowercase, byte by byte
  /// otherwise, and near the end of the input (fewer than eight bytes left) too.
  @Test(arguments: [
    #"<a href="https://a.b/c">x</a>"#, #"<a HREF="https://a.b/c">x</a>"#,
    #"<a hReF="https://a.b/c">x</a>"#, #"<a title="t" href="https://a.b/c">x</a>"#,
    #"<a hrefx="no" href="https://a.b/c">x</a>"#, #"<a href=https://a.b/c>x"#,
  ])
  func theURLAttributeIsFoundHoweverItIsWritten(markup: String) throws {
    let run = try #require(StyledText(markup: markup).runs.first)
    #expect(run.text == "x")
    #expect(run.style.link == URL(string: "https://a.b/c"))
  }

  @Test func aLinkAttributeEndingTheInputIsFound() throws {
    // `h=u>x` leaves fewer than eight bytes after the name's start.
    var tags = TagScheme.default
    tags.register("l", linkingTo: "h", style: TextStyle())
    let run = try #require(StyledText(markup: "<l h=u>x", tags: tags).runs.first)
    #expect(run.style.link == URL(string: "u"))
  }

  /// Text between tags of every short length is copied exactly (short stretches are copied
  /// as words that may overlap).
  @Test func textOfEveryLengthBetweenLinksIsKept() {
    let words = (0..<40).map { String(repeating: "x", count: $0) + "." }
    let markup = words.enumerated().map { #"\#($1)<a href="https://h/\#($0)">\#($1)</a>"# }
      .joined()
    let text = StyledText(markup: markup)
    #expect(text.string == words.map { $0 + $0 }.joined())
    #expect(text.runs.filter { $0.style.link != nil }.count == 40)
  }

  @Test(arguments: [
    #"<link>x</link>"#, #"<link to="">x</link>"#, #"<link href="https://a.b">x</link>"#,
  ])
  func aLinkTagWithoutItsURLHasNoEffectLenientlyAndIsAStrictError(markup: String) throws {
    let run = try #require(StyledText(markup: markup, tags: tags).runs.first)
    #expect(run.style.link == nil)
    #expect(run.style.underline == nil)
    do {
      _ = try StyledText(markup: markup, tags: tags, mode: .strict)
      Issue.record("no error")
    } catch {
      #expect(error.message == "invalid <link>: <link> needs an to attribute with a URL")
    }
  }

  @Test func referencesInTheTargetAreDecoded() {
    let text = StyledText(markup: #"<a href="/p?a=1&amp;b=2">x</a>"#)
    #expect(text.runs.first?.style.link?.absoluteString == "/p?a=1&b=2")
  }

  @Test func distinctLinksShareOneStorage() throws {
    let markup = (0..<50).map { #"<a href="https://e.com/\#($0)">l\#($0)</a> "# }.joined()
    let text = StyledText(markup: markup)
    let linked = text.runs.filter { $0.style.link != nil }
    #expect(linked.count == 50)
    #expect(Set(linked.map(\.style)).count == 50)
    let first = try #require(linked.first).style.storage
    #expect(linked.allSatisfy { $0.style.storage === first })
    #expect(linked.allSatisfy { $0.style.foregroundColor == .link })
  }

  @Test func stylesDifferingOnlyByLinkAreUnequal() {
    let a = TextStyle().bold().link(URL(string: "https://a.example")!)
    let b = TextStyle().bold().link(URL(string: "https://b.example")!)
    #expect(a != b)
    #expect(a.hasSameValues(as: b))
    #expect(a == TextStyle().link(URL(string: "https://a.example")!).bold())
    #expect(!a.isEmpty)
    #expect(!TextStyle().link(URL(string: "https://a.example")!).isEmpty)
    #expect(Set([a, b, a]).count == 2)
  }

  @Test func mergingTakesTheLinkOfTheStyleOnTop() {
    let under = TextStyle().link(URL(string: "https://under.example")!)
    let over = TextStyle().bold().link(URL(string: "https://over.example")!)
    #expect(under.merging(over).link == URL(string: "https://over.example"))
    #expect(under.merging(TextStyle().bold()).link == URL(string: "https://under.example"))
    #expect(TextStyle().merging(under).link == URL(string: "https://under.example"))
  }

  @Test func aLinkIsDescribedAmongTheCharacterValuesAndCodedByItsKey() throws {
    let style = TextStyle().bold().color(.label).link(URL(string: "https://swift.org")!)
    #expect(
      style.description
        == "TextStyle(weight: bold, link: https://swift.org, foregroundColor: label)")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(style), as: UTF8.self)
    #expect(json == #"{"color":"label","link":"https:\/\/swift.org","weight":700}"#)
    #expect(try JSONDecoder().decode(TextStyle.self, from: Data(json.utf8)) == style)
  }
}
