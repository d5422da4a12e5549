import Testing
import TypesetTestSupport

@testable import TypesetMarkdown

@Suite struct MarkdownStreamRepairTests {
  let renderer = MarkdownHTMLRenderer()

  @Test(arguments: [
    ("Some **bold te", "<p>Some <strong>bold te</strong></p>\n"),
    ("Some *it", "<p>Some <em>it</em></p>\n"),
    ("Some ~~gone", "<p>Some <del>gone</del></p>\n"),
    ("Run `swift bu", "<p>Run <code>swift bu</code></p>\n"),
    ("See [the docs](https://exa", "<p>See <a href=\"https://exa\">the docs</a></p>\n"),
    ("*a **b", "<p><em>a <strong>b</strong></em></p>\n"),
    ("```swift\nlet x", "<pre><code class=\"language-swift\">let x\n</code></pre>\n"),
    ("2 * 3 and a_b", "<p>2 * 3 and a_b</p>\n"),
    ("- item\n- *par", "<ul>\n<li>item</li>\n<li><em>par</em></li>\n</ul>\n"),
    ("Done **bold** ", "<p>Done <strong>bold</strong></p>\n"),
  ])
  func halfTypedSyntaxIsShownAsItWillProbablyEnd(text: String, repaired: String) {
    var stream = MarkdownStream()
    _ = stream.append(text)
    #expect(renderer.render(stream.repairedTail) == repaired)
  }

  @Test func repairNeverReachesSettledBlocksOrTheFinalDocument() {
    var stream = MarkdownStream()
    let first = stream.append("Open **star\n\nNext **bo")
    #expect(first.settled.map(renderer.render) == ["<p>Open **star</p>\n"])
    #expect(renderer.render(stream.repairedTail) == "<p>Next <strong>bo</strong></p>\n")
    #expect(renderer.render(stream.tail) == "<p>Next **bo</p>\n")
    let last = stream.finish()
    #expect(last.settled.map(renderer.render) == ["<p>Next **bo</p>\n"])
    #expect(renderer.render(stream.document) == "<p>Open **star</p>\n<p>Next **bo</p>\n")
    #expect(stream.repairedTail.nodeCount == 1)
  }

  /// Generated documents cut at random points: the repaired tail is a parse of the tail with
  /// closers appended, so it has blocks where the tail has them, and never crashes.
  @Test(.hangLimit)
  func repairedTailsOfGeneratedDocumentsKeepTheTailsBlocks() {
    for seed in UInt64(1)...20 {
      var generator = DocumentGenerator(seed: seed, gfm: true)
      let input = Array(generator.document().utf8)
      var stream = MarkdownStream()
      var start = 0
      for end in StreamChecker.randomEnds(input.count, sizes: 1...40, seed: seed) + [input.count] {
        _ = stream.append(Array(input[start..<end]))
        start = end
        let tail = stream.tail.root.children.map(\.kind)
        let repaired = stream.repairedTail.root.children.map(\.kind)
        #expect(tail.isEmpty == repaired.isEmpty, "seed \(seed) at \(end)")
      }
    }
  }
}
