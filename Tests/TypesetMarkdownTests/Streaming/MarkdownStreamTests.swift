import Testing
import TypesetTestSupport

@testable import TypesetMarkdown

@Suite struct MarkdownStreamTests {
  @Test(arguments: [
    "# Title\n\nSome *text*\n",
    "Foo\nbar\n===\n\nbaz\n",
    "> a\nlazy\n\nnext\n",
    "- a\n- b\n\n- c\n\nafter\n",
    "[x]\n\n[x]: /url\n",
    "a[^1]\n\n[^1]: note\n\nb[^1]\n",
    "```\ncode\n\nmore\n```\nafter\n",
    "| a | b |\n| - | - |\n| 1 | 2 |\n\ntext\n",
    "a\r\nb\r\n\r\nc\rd\r\re",
    "```\n# a\n~~~\n``\n - x\n````\nafter\n\n# h\n",
    "~~~~\n~~~\n   ~~~~~ \nx\n\n    ~~~~\ncode\n",
    "<!-- a\n# b\n-->\n# c\n<div>\n\n</div>\n---\n***\nx\n",
    "- a\n* b\n+ c\n1. d\n2) e\n3) f\n\n- g\n",
    "> a\n- b\n> c\nd\n> e\n\n    code\n> f\n",
    "- a\n  b\n---\nc\n===\n> Foo\n> ---\nBar\n- Foo\n  ---\n- Bar\n",
    "[^1]: a\n- b\n[^2]: c\n\nx[^1][^2]\n| a |\n| - |\n- x\n| b |\n",
    "1. a\n\n       indented\n- b\n<div>\n- c\n<!-- d -->\n- e\n",
    "[^] and [^a b] and [x][^]\n\n[^]: /u\n[^a b]: /v\n\nx[^1]\n\n[^1]: n\n",
  ])
  func smallDocumentsStreamExactlyAtEveryByte(_ text: String) {
    let input = Array(text.utf8)
    let failures = StreamChecker().failures(input, chunkEnds: StreamChecker.everyByte(input.count))
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n---\n"))")
  }
}

@Suite struct MarkdownStreamPropertyTests {
  /// Every CommonMark spec example, one byte at a time, without extensions (in twelve parts,
  /// so each stays well inside its time limit on a loaded machine).
  @Test(.hangLimit, arguments: 0..<Self.parts)
  func commonMarkExamplesStreamExactlyAtEveryByte(part: Int) {
    Self.checkEveryByte(Fixtures.commonMark, part: part, options: .commonMark)
  }

  /// Every GFM spec and extension example, one byte at a time, with all extensions.
  @Test(.hangLimit, arguments: 0..<Self.parts)
  func gfmExamplesStreamExactlyAtEveryByte(part: Int) {
    Self.checkEveryByte(Fixtures.gfmSpec + Fixtures.gfmExtensions, part: part, options: .default)
  }

  static let parts = 12

  static func checkEveryByte(
    _ examples: [SpecExample], part: Int, options: MarkdownParser.Options
  ) {
    let checker = StreamChecker(options: options)
    var failures: [String] = []
    for (index, example) in examples.enumerated()
    where index % parts == part && failures.count < 4 {
      let input = Array(example.markdown.utf8)
      failures += checker.failures(
        input, chunkEnds: StreamChecker.everyByte(input.count), dumpsAtLineEnds: true
      )
      .map { "example \(example.example): \($0)" }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n---\n"))")
  }

  /// Generated documents, in random chunks of 1 to 64 bytes, with and without extensions.
  @Test(.hangLimit, arguments: [false, true])
  func generatedDocumentsStreamExactly(gfm: Bool) {
    let checker = StreamChecker(options: gfm ? .default : .commonMark)
    var failures: [String] = []
    for seed in UInt64(1)...60 where failures.count < 4 {
      var generator = DocumentGenerator(seed: seed, gfm: gfm)
      let input = Array(generator.document().utf8)
      let ends = StreamChecker.randomEnds(input.count, sizes: 1...64, seed: seed)
      failures += checker.failures(input, chunkEnds: ends).map { "seed \(seed): \($0)" }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n---\n"))")
  }

  /// The real-world fixture document, in random chunks, checked at every chunk.
  @Test(.hangLimit, arguments: [UInt64(7), 8, 9])
  func everythingFixtureStreamsExactly(seed: UInt64) throws {
    let input = Array(try MarkdownHTMLRendererTests.fixture("Everything").utf8)
    let ends = StreamChecker.randomEnds(input.count, sizes: 1...48, seed: seed)
    let failures = StreamChecker().failures(input, chunkEnds: ends)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n---\n"))")
  }

  /// A stream keeps every block's tree to the end, so each is kept at its size: a parser's
  /// reservation (room for a whole document) held per block made a stream of many short
  /// paragraphs take kilobytes per paragraph.
  @Test func keptBlocksHoldNoSpareRoom() {
    var stream = MarkdownStream()
    for index in 0..<500 { stream.append("paragraph \(index)\n\n") }
    stream.finish()
    #expect(stream.regions.count >= 500)
    #expect(stream.regions.allSatisfy { $0.nodes.capacity < 8 && $0.bytes.capacity < 64 })
    #expect(Array(stream.document.root.children).count == 500)
  }
}
