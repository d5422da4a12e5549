import Foundation
import Testing

@testable import Typeset

@Suite("Export") struct ExportTests {
  @Test func jsonDumpFollowsTheContract() {
    let text = "a ".styled(.body) + "b".styled(TextStyle.body.bold().italic())
    let json = text.resolved(in: TextEnvironment()).jsonString()
    #expect(
      json == """
        {"runs":[
        {"text":"a ","font":{"family":"system-ui","face":null,"size":17,"weight":400,\
        "italic":false,"textStyle":"body"},"color":"#000000FF"},
        {"text":"b","font":{"family":"system-ui","face":null,"size":17,"weight":700,\
        "italic":true,"textStyle":"body"},"color":"#000000FF"}
        ]}
        """)
  }

  @Test func jsonDumpIsValidJSONWithOptionalFields() throws {
    let style = TextStyle.body.backgroundColor(.systemYellow).underline().kern(0)
      .baselineOffset(points: 2).link(URL(string: "https://x.org/?a=\"b\"")!)
      .alignment(.center).lineSpacing(3)
    let text = "tab\there \"quoted\"\n\u{1}".styled(style)
    let json = text.resolved(in: TextEnvironment()).jsonString()
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let runs = try #require(object?["runs"] as? [[String: Any]])
    let first = try #require(runs.first)
    #expect(runs.count == 1)
    #expect(first["text"] as? String == "tab\there \"quoted\"\n\u{1}")
    #expect(first["background"] as? String == TextColor.systemYellow.resolved(for: .light).hex)
    #expect((first["underline"] as? [String: Any])?["style"] as? String == "single")
    #expect(first["kern"] as? Double == 0)
    #expect(first["baselineOffset"] as? Double == 2)
    #expect(first["link"] as? String == "https://x.org/?a=%22b%22")
    #expect((first["paragraph"] as? [String: Any])?["alignment"] as? String == "center")
  }

  @Test func emptyTextDumpsNoRuns() {
    #expect(StyledText().resolved(in: TextEnvironment()).jsonString() == "{\"runs\":[]}")
    #expect(StyledText().resolved(in: TextEnvironment()).textDump() == "")
  }

  @Test func textDumpListsChangedAttributesOnly() {
    let text = "a ".styled(.body) + "b ".styled(TextStyle.body.bold()) + "c".styled(.body)
    let dump = text.resolved(in: TextEnvironment(appearance: .dark)).textDump()
    #expect(
      dump == """
        "a " family=system-ui face=none size=17 weight=400 italic=false color=#FFFFFFFF \
        textStyle=body
        "b " weight=700
        "c" weight=400
        """)
  }

  @Test func textDumpSaysWhenAnAttributeGoes() {
    let text = "x".styled(TextStyle.body.underline()) + "y".styled(.body)
    let lines = text.resolved(in: TextEnvironment()).textDump().split(separator: "\n")
    #expect(lines.last == "\"y\" underline=none")
  }

  @Test func kernIsLeftOffTheCharacterThatEndsALine() {
    let text = "ab\ncd".styled(TextStyle.body.kern(2))
    let runs = text.resolved(in: TextEnvironment()).runs
    #expect(runs.map(\.text) == ["a", "b", "\nc", "d"])
    #expect(runs.map(\.style.kern) == [2, nil, 2, nil])
  }

  @Test func kernTrimmingKeepsGraphemesWhole() {
    let text = "hi 👍🏽".styled(TextStyle.body.tracking(100))
    let runs = text.resolved(in: TextEnvironment()).runs
    #expect(runs.map(\.text) == ["hi ", "👍🏽"])
    #expect(runs.last?.style.kern == nil)
  }

  @Test func unkernedTextIsNotSplit() {
    let text = "ab\ncd".styled(.body)
    #expect(text.resolved(in: TextEnvironment()).runs.count == 1)
  }

  @Test func stylesResolvingAlikeMerge() {
    let text = "a".styled(TextStyle.body) + "b".styled(TextStyle.body.weight(.regular))
    #expect(text.runs.count == 2)
    #expect(text.resolved(in: TextEnvironment()).runs.count == 1)
  }

  @Test func attributedStringCarriesResolvedAttributes() throws {
    let url = URL(string: "https://swift.org")!
    let text = "Hi ".styled(.body) + "there".styled(TextStyle.body.bold().link(url))
    let attributed = text.attributedString(
      in: TextEnvironment(sizeCategory: .accessibilityExtraExtraExtraLarge, appearance: .dark))
    #expect(String(attributed.characters) == "Hi there")
    let runs = Array(attributed.runs)
    #expect(runs.count == 2)
    #expect(runs[0].typesetFont?.size == 53)
    #expect(runs[0].typesetForegroundColor?.hex == "#FFFFFFFF")
    #expect(runs[1].typesetStyle?.font.weight == .bold)
    #expect(runs[1].link == url)
    #expect(runs[0].link == nil)
  }

  /// Runs that share a style share its attributes, and each linked run keeps its own link,
  /// in the link attribute and in the resolved style, however the runs alternate.
  @Test func attributedStringRunsSharingAStyleKeepTheirOwnLinks() throws {
    let first = try #require(URL(string: "https://a.example"))
    let second = try #require(URL(string: "https://b.example"))
    let text =
      "a".styled(TextStyle.body.link(first)) + " b ".styled(.body)
      + "c".styled(TextStyle.body.link(second)) + " d".styled(.body)
      + "e".styled(TextStyle.body.link(first))
    let runs = Array(text.attributedString(in: TextEnvironment()).runs)
    #expect(runs.map(\.link) == [first, nil, second, nil, first])
    #expect(runs.map { $0.typesetStyle?.link } == [first, nil, second, nil, first])
    #expect(Set(runs.map { $0.typesetFont?.size }) == [17])
    #expect(runs[1].typesetStyle == runs[3].typesetStyle)
  }

  @Test func attributedStringKeepsRunsInsideOneCharacter() {
    // A combining accent styled apart from its base letter: one Character, two runs.
    let text = "e".styled(.body) + "\u{301}x".styled(TextStyle.body.bold())
    let attributed = text.attributedString(in: TextEnvironment())
    #expect(String(attributed.characters) == "e\u{301}x")
    let weights = attributed.runs.map { $0.typesetFont?.weight }
    #expect(weights == [.regular, .bold])
  }

  @Test func attributedStringOfManyRuns() {
    var builder = StyledText.Builder()
    for index in 0..<5_000 {
      builder.append("w\(index) ", style: index.isMultiple(of: 2) ? .body : TextStyle.body.bold())
    }
    let attributed = builder.build().attributedString(in: TextEnvironment())
    #expect(attributed.runs.count == 5_000)
    #expect(attributed.runs.map { $0.typesetFont?.weight }.last == .bold)
  }
}
