import Testing
import TypesetMarkdown
import TypesetTestSupport

@Suite struct ASTTests {
  @Test func treeDump() {
    let document = MarkdownParser.parse("# Hi *there*\n\n- [x] a\n- b\n\n```swift\nlet x\n```\n")
    let expected = """
      document [1:1-8:3]
        heading [1:1-1:12] level=1
          text [1:3-1:5] "Hi "
          emphasis [1:6-1:12]
            text [1:7-1:11] "there"
        list [3:1-5:0] bullet tight
          listItem [3:1-3:7] task=[x]
            paragraph [3:7-3:7]
              text [3:7-3:7] "a"
          listItem [4:1-5:0]
            paragraph [4:3-4:3]
              text [4:3-4:3] "b"
        codeBlock [6:1-8:3] fenced info="swift" "let x\\n"

      """
    #expect(document.debugDescription == expected)
  }

  @Test func accessors() {
    let document = MarkdownParser.parse("[a](/u \"t\") ![i](/p)\n\n3. x\n")
    let paragraph = document.root.firstChild!
    #expect(paragraph.kind == .paragraph)
    let link = paragraph.firstChild!
    #expect(link.kind == .link)
    #expect(link.destination == "/u")
    #expect(link.title == "t")
    #expect(link.children.map(\.literal) == ["a"])
    let image = paragraph.lastChild!
    #expect(image.kind == .image)
    #expect(image.destination == "/p")
    #expect(image.parent == paragraph)
    let list = paragraph.nextSibling!
    #expect(list.isOrdered && list.listStart == 3 && list.isTight)
    #expect(list.sourceRange.start == SourceLocation(line: 3, column: 1))
  }

  @Test func walkVisitsEveryNodeTwiceOrOnce() {
    let document = MarkdownParser.parse("> a *b*\n\n| x |\n| - |\n| y |\n")
    var entered = 0
    var left = 0
    document.walk { event in
      if event.isEntering { entered += 1 } else { left += 1 }
    }
    #expect(entered == document.nodeCount)
    #expect(entered == Array(document.allNodes).count)
    #expect(left > 0 && left < entered)
  }

  /// The dump of a deep tree is linear: the indentation is drawn for 32 levels, and deeper
  /// lines carry their depth as a number. (Drawn in full, `"> "` × 15 000 dumped 225 MB.)
  @Test(.hangLimit)
  func deepDumpIsLinear() {
    func dumpSize(depth: Int) -> Int {
      let document = MarkdownParser.parse(String(repeating: "> ", count: depth) + "a")
      let dump = document.debugDescription
      #expect(dump.split(separator: "\n").count == depth + 3)
      return dump.utf8.count
    }
    let size = dumpSize(depth: 15_000)
    #expect(size < 3_000_000)
    let doubled = dumpSize(depth: 30_000)
    // Twice the depth, twice the lines; the depth numbers gain at most one digit.
    #expect(doubled < size * 21 / 10)
    #expect(doubled > size * 19 / 10)
  }

  /// Beyond 32 levels a line keeps 32 levels of indentation and shows its depth.
  @Test func dumpShowsTheDepthBeyondThirtyTwoLevels() {
    let dump = MarkdownParser.parse(String(repeating: "> ", count: 40) + "a").debugDescription
    let lines = dump.split(separator: "\n")
    let indentation = String(repeating: "  ", count: 32)
    #expect(lines[32] == indentation + "blockQuote [1:63-1:81]")
    #expect(lines[33] == indentation + "(33) blockQuote [1:65-1:81]")
    #expect(lines[42] == indentation + "(42) text [1:81-1:81] \"a\"")
  }

  /// Nodes dropped during parsing (unused footnote definitions, delimiter runs, reference
  /// definitions) are not counted.
  @Test(arguments: [
    "x[^a] [^b *c* d]\n\n[^a]: used *e*\n\n[^unused]: > q *r* `s`\n",
    "[r]: /u\n\n**a** ~~b~~ [r] ![i](/p) www.x.com y@z.com\n",
    "| a |\n| - |\n| *b* |\n",
  ])
  func nodeCountMatchesReachableNodes(input: String) {
    let document = MarkdownParser.parse(input)
    #expect(Array(document.allNodes).count == document.nodeCount)
  }

  @Test func tableAndFootnoteNodes() {
    let document = MarkdownParser.parse(
      "| a | b |\n| :- | -: |\n| c | d |\n\nx[^n]\n\n[^n]: note\n")
    let kinds = document.allNodes.map(\.kind)
    #expect(kinds.contains(.table) && kinds.contains(.tableCell))
    let cells = document.allNodes.filter { $0.kind == .tableCell }
    #expect(cells.map(\.tableAlignment) == [.left, .right, .left, .right])
    let reference = document.allNodes.first { $0.kind == .footnoteReference }!
    #expect(reference.footnoteLabel == "n" && reference.footnoteNumber == 1)
    #expect(document.root.lastChild?.kind == .footnoteDefinition)
  }

  static func deepInput(_ kind: Int) -> String {
    switch kind {
    case 0: return String(repeating: "> ", count: 100_000) + "a\n"
    case 1: return String(repeating: "- ", count: 100_000) + "a\n"
    case 2:
      return String(repeating: "*a ", count: 100_000) + "b"
        + String(repeating: " a*", count: 100_000)
    default:
      return String(repeating: "![", count: 100_000) + "a"
        + String(repeating: "](b)", count: 100_000)
    }
  }

  /// 100 000 levels of block quotes, list items, emphasis and images: building, walking,
  /// rendering and destroying never recurse.
  @Test(arguments: 0..<4)
  func deepNesting(kind: Int) {
    let input = Self.deepInput(kind)
    var depth = 0
    var maxDepth = 0
    do {
      let document = MarkdownParser.parse(input)
      document.walk { event in
        depth += event.isEntering ? 1 : -1
        maxDepth = max(maxDepth, depth)
      }
      let html = MarkdownHTMLRenderer().render(document)
      #expect(html.utf8.count > 30)
    }
    #expect(maxDepth > 50_000)
  }
}
