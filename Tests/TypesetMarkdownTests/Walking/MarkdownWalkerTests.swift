import Foundation
import Testing
import TypesetMarkdown
import TypesetTestSupport

/// The walker reaches every kind with its typed content, in `walk`'s order, at any depth.
@Suite struct MarkdownWalkerTests {
  @Test(arguments: [
    ("# a", ["1 atx"]),
    ("###### a", ["6 atx"]),
    ("a\n===", ["1 setext"]),
    ("a\n---", ["2 setext"]),
    ("## a ##\n\nb\n--", ["2 atx", "2 setext"]),
  ])
  func heading(markdown: String, content: [String]) {
    #expect(EventRecorder.content(markdown, of: .heading) == content)
  }

  @Test(arguments: [
    ("- a\n- b", ["bullet false tight hyphen"]),
    ("+ a", ["bullet false tight plus"]),
    ("* a\n\n* b", ["bullet false loose asterisk"]),
    ("3. a", ["start=3 true tight period"]),
    ("0) a\n1) b", ["start=0 true tight parenthesis"]),
    ("1. a\n   - b", ["start=1 true tight period", "bullet false tight hyphen"]),
  ])
  func list(markdown: String, content: [String]) {
    #expect(EventRecorder.content(markdown, of: .list) == content)
  }

  @Test(arguments: [
    ("- [x] a", ["checked"]),
    ("- [X] a", ["checked"]),
    ("- [ ] a", ["unchecked"]),
    ("- a\n- [ ] b\n- [x] c", ["", "unchecked", "checked"]),
    ("1. [x] a", ["checked"]),
    ("- [y] a", [""]),
  ])
  func listItemCheckbox(markdown: String, content: [String]) {
    #expect(EventRecorder.content(markdown, of: .listItem) == content)
  }

  @Test(arguments: [
    ("```swift title\nlet x\n```", [#"fenced info="swift title" language=swift "let x\n""#]),
    ("~~~\n<a>\n~~~", [#"fenced info="" language=nil "<a>\n""#]),
    ("```\n```", [#"fenced info="" language=nil """#]),
    ("    code\n      more", [#"indented info="" language=nil "code\n  more\n""#]),
    ("``` a\\_b\n```", [#"fenced info="a_b" language=a_b """#]),
  ])
  func codeBlock(markdown: String, content: [String]) {
    #expect(EventRecorder.content(markdown, of: .codeBlock) == content)
  }

  @Test(arguments: [
    ("<div>\n*a*\n</div>", [#""<div>\n*a*\n</div>\n""#]),
    ("<!-- c -->\n\ntext", [#""<!-- c -->\n""#]),
  ])
  func htmlBlock(markdown: String, content: [String]) {
    #expect(EventRecorder.content(markdown, of: .htmlBlock) == content)
  }

  @Test(arguments: [
    ("text", [""]),
    ("- a\n- b", ["inTightList", "inTightList"]),
    ("- a\n\n- b", ["", ""]),
    ("> a", [""]),
    ("- > a", [""]),
  ])
  func paragraph(markdown: String, content: [String]) {
    #expect(EventRecorder.content(markdown, of: .paragraph) == content)
  }

  @Test(arguments: [
    ("[a](/u)", [#""/u" title=nil"#]),
    (#"[a](</a b> "T")"#, [#""/a b" title=T"#]),
    (#"[a](/u "")"#, [#""/u" title=nil"#]),
    ("[a]\n\n[a]: /ref 'R'", [#""/ref" title=R"#]),
    ("<https://x.org>", [#""https://x.org" title=nil"#]),
    ("www.x.org", [#""http://www.x.org" title=nil"#]),
    ("a@b.org", [#""mailto:a@b.org" title=nil"#]),
    (#"[&amp;](/%C3&auml; "&quot;")"#, [#""/%C3ä" title=""#]),
  ])
  func link(markdown: String, content: [String]) {
    #expect(EventRecorder.content(markdown, of: .link) == content)
  }

  @Test(arguments: [
    ("![a](/i.png)", [#""/i.png" title=nil"#]),
    (#"![a](/i.png "T") ![b][r]"# + "\n\n[r]: /r", [#""/i.png" title=T"#, #""/r" title=nil"#]),
  ])
  func image(markdown: String, content: [String]) {
    #expect(EventRecorder.content(markdown, of: .image) == content)
  }

  @Test func table() {
    let markdown = "| a | b | c | d |\n| :- | :-: | -: | - |\n| 1 | 2 | 3 | 4 |\n| 5 |"
    #expect(
      EventRecorder.content(markdown, of: .table)
        == ["columns=4 left,center,right,unspecified header=true"])
    #expect(EventRecorder.content(markdown, of: .tableRow) == ["header", "body", "body"])
    let cells = EventRecorder.content(markdown, of: .tableCell)
    #expect(cells.count == 12)
    #expect(cells[0..<4] == ["left header", "center header", "right header", "unspecified header"])
    #expect(cells[4..<8] == ["left", "center", "right", "unspecified"])
    #expect(cells[8..<12] == ["left", "center", "right", "unspecified"])
  }

  @Test func footnotes() {
    let markdown = "b[^b] a[^a] b[^b]\n\n[^a]: A\n\n[^b]: B\n\n[^unused]: U"
    #expect(
      EventRecorder.content(markdown, of: .footnoteReference)
        == [#""b" number=1 ordinal=1"#, #""a" number=2 ordinal=1"#, #""b" number=1 ordinal=2"#])
    #expect(
      EventRecorder.content(markdown, of: .footnoteDefinition)
        == [#""b" number=1 references=2"#, #""a" number=2 references=1"#])
  }

  @Test(arguments: [
    ("plain text", MarkdownNode.Kind.text, [#""plain text""#]),
    // Entities and escapes are text nodes of their own, as in cmark.
    ("a &amp; \\* b", .text, [#""a ""#, #""&""#, #"" ""#, #""*""#, #"" b""#]),
    ("`` a`b ``", .code, [#""a`b""#]),
    ("`a\nb`", .code, [#""a b""#]),
    ("a <b c=d> e", .html, [#""<b c=d>""#]),
    ("a\nb", .softBreak, [""]),
    ("a\\\nb", .lineBreak, [""]),
    ("a  \nb", .lineBreak, [""]),
    ("***\n---", .thematicBreak, ["", ""]),
    ("> a\n>\n> > b", .blockQuote, ["", ""]),
    ("*a* _b_", .emphasis, ["", ""]),
    ("**a** __b__", .strong, ["", ""]),
    ("~~a~~ ~b~", .strikethrough, ["", ""]),
  ])
  func leafAndPlainKinds(markdown: String, kind: MarkdownNode.Kind, content: [String]) {
    #expect(EventRecorder.content(markdown, of: kind) == content)
  }

  /// The recorder's enter/leave lines are exactly `walk`'s events, on every spec example.
  @Test func orderMatchesWalk() {
    for example in Fixtures.commonMark + Fixtures.gfmSpec {
      let document = MarkdownParser.parse(example.markdown)
      var expected: [String] = []
      document.walk { expected.append(($0.isEntering ? "+" : "-") + "\($0.node.kind)") }
      var recorder = EventRecorder()
      recorder.walk(document)
      let got = recorder.events.map { String($0.prefix { $0 != " " }) }
      #expect(got == expected, "\(example.markdown.debugDescription)")
    }
  }

  /// Every kind is reached with its own typed method: the recorder names each node's kind.
  @Test func everyKindIsVisited() throws {
    let url = try #require(
      Bundle.module.url(
        forResource: "Everything", withExtension: "md", subdirectory: "__Fixtures__"))
    let markdown = try String(contentsOf: url, encoding: .utf8)
    let events = EventRecorder.events(markdown)
    let visited = Set(
      events.filter { $0.hasPrefix("+") }.map { $0.dropFirst().prefix { $0 != " " } })
    #expect(visited == Set(MarkdownNode.Kind.allCases.map { "\($0)"[...] }))
  }

  @Test func skippedChildrenAreNotVisitedButTheNodeIsLeft() {
    #expect(
      EventRecorder.events("a *b **c*** d", skipping: [.emphasis])
        == [
          "+document", "+paragraph", #"+text "a ""#, "+emphasis", "-emphasis", #"+text " d""#,
          "-paragraph", "-document",
        ])
    #expect(
      EventRecorder.events("> a\n\nb", skipping: [.document]) == ["+document", "-document"])
    let skippedImage = EventRecorder.events("![a *b*](/u) c", skipping: [.image])
    #expect(!skippedImage.contains("+emphasis") && skippedImage.contains("-image"))
  }

  /// A walker that implements only `visitNode` sees every node but the document once.
  @Test func defaultsFallBackToVisitNode() {
    struct Counter: MarkdownWalker {
      var kinds: [MarkdownNode.Kind: Int] = [:]
      var left = 0
      mutating func visitNode(_ node: MarkdownNode) -> MarkdownWalkAction {
        kinds[node.kind, default: 0] += 1
        return .visitChildren
      }
      mutating func leaveNode(_ node: MarkdownNode) { left += 1 }
    }
    let document = MarkdownParser.parse("# *a*\n\n| x |\n| - |\n\n- [ ] `y`\n\n<p>\n")
    var counter = Counter()
    counter.walk(document)
    #expect(counter.kinds.values.reduce(0, +) == document.nodeCount)
    #expect(counter.kinds[.document] == 1)
    #expect(counter.left == document.allNodes.filter(\.kind.canHaveChildren).count)
  }

  /// Walking a node walks its subtree only.
  @Test func walkingANodeStaysInItsSubtree() {
    let document = MarkdownParser.parse("# *a*\n\nb")
    var recorder = EventRecorder()
    recorder.walk(document.root.firstChild!)
    #expect(
      recorder.events == [
        "+heading 1 atx", "+emphasis", #"+text "a""#, "-emphasis", "-heading",
      ])
  }

  static func deepInputs() -> [(String, MarkdownNode.Kind)] {
    let depth = 100_000
    return [
      (String(repeating: "> ", count: depth) + "a", .blockQuote),
      (String(repeating: "- ", count: depth) + "a", .listItem),
      (
        (0..<2_000).map { String(repeating: " ", count: $0 * 2) + "- a\n" }.joined(),
        .listItem
      ),
      (
        String(repeating: "*a ", count: depth) + "b" + String(repeating: " a*", count: depth),
        .emphasis
      ),
    ]
  }

  /// 100 000 levels (and 2 000 levels of indented lists) are walked in one loop.
  @Test(.hangLimit, arguments: deepInputs())
  func deepTreesAreWalkedIteratively(markdown: String, kind: MarkdownNode.Kind) {
    struct Depth: MarkdownWalker {
      var depth = 0
      var deepest = 0
      var counted = 0
      let kind: MarkdownNode.Kind
      mutating func visitNode(_ node: MarkdownNode) -> MarkdownWalkAction {
        if node.kind == kind { counted += 1 }
        depth += 1
        deepest = max(deepest, depth)
        if !node.kind.canHaveChildren { depth -= 1 }
        return .visitChildren
      }
      mutating func leaveNode(_ node: MarkdownNode) { depth -= 1 }
    }
    let document = MarkdownParser.parse(markdown)
    var walker = Depth(kind: kind)
    walker.walk(document)
    let expected = markdown.hasPrefix(" ") || markdown.hasPrefix("- a\n") ? 2_000 : 100_000
    #expect(walker.counted == expected)
    #expect(walker.deepest > expected)
    #expect(walker.depth == 0)
  }

  @Test func viewsAreOnlyMadeForTheirKind() {
    let heading = MarkdownParser.parse("# a").root.firstChild!
    #expect(MarkdownHeading(heading)?.level == 1)
    #expect(heading.as(MarkdownHeading.self)?.node == heading)
    #expect(MarkdownParagraph(heading) == nil)
    #expect(heading.as(MarkdownText.self) == nil)
    #expect(MarkdownText(heading.firstChild!)?.literal == "a")
    #expect(MarkdownHeading(heading)?.children.map(\.kind) == [.text])
  }

  @Test func bytesAreReadInPlace() {
    let texts = MarkdownParser.parse("é *é* x").allNodes.compactMap(MarkdownText.init)
    #expect(texts.map(\.literal) == ["é ", "é", " x"])
    let bytes = texts[1].literalBytes
    #expect(Array(bytes) == [0xC3, 0xA9])
    #expect(bytes.withUTF8 { Array($0) } == [0xC3, 0xA9])
    #expect(bytes.string == "é" && bytes.description == "é")
    #expect(bytes != texts[0].literalBytes)
    let again = MarkdownParser.parse("é").allNodes.compactMap(MarkdownText.init)[0].literalBytes
    #expect(again == bytes && again.hashValue == bytes.hashValue)
  }
}
