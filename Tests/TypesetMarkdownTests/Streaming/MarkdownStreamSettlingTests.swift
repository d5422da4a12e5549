import Testing
import TypesetTestSupport

@testable import TypesetMarkdown

/// What settles when: each chunk's settled blocks, as HTML, for the constructs whose meaning
/// later lines can change. A settled block is final, so each expectation also says that
/// nothing after it changes what was settled (the property tests check that at every byte).
@Suite struct MarkdownStreamSettlingTests {
  let renderer = MarkdownHTMLRenderer()

  /// The HTML settled by each chunk, then by `finish()`.
  func settledHTML(
    _ chunks: [String], options: MarkdownParser.Options = .default, unsafe: Bool = false
  ) -> [String] {
    let renderer = MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: unsafe))
    var stream = MarkdownStream(options: options)
    var result: [String] = []
    for chunk in chunks {
      result.append(stream.append(chunk).settled.map(renderer.render).joined())
    }
    result.append(stream.finish().settled.map(renderer.render).joined())
    return result
  }

  @Test func aSetextUnderlineTurnsTheOpenParagraphIntoAHeading() {
    #expect(
      settledHTML(["Foo\n", "bar\n", "===\n", "\n", "next\n"])
        == ["", "", "", "<h1>Foo\nbar</h1>\n", "", "<p>next</p>\n"])
  }

  @Test func aLazyContinuationLineJoinsTheQuotedParagraph() {
    #expect(
      settledHTML(["> a\n", "lazy\n", "\n", "b"])
        == ["", "", "<blockquote>\n<p>a\nlazy</p>\n</blockquote>\n", "", "<p>b</p>\n"])
  }

  /// The list settles on the line that ends it: that line opens a new top-level block.
  @Test func aListStaysOpenUntilItCanNoLongerBecomeLoose() {
    #expect(
      settledHTML(["- a\n", "\n", "- b\n", "\n", "after\n", "\n"])
        == [
          "", "", "", "", "<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>\n",
          "<p>after</p>\n", "",
        ])
  }

  @Test func aBlockMissingALabelWaitsForItsDefinition() {
    #expect(
      settledHTML(["See [x].\n\n", "More.\n\n", "[x]: /url\n\n", "End"])
        == [
          "", "", "<p>See <a href=\"/url\">x</a>.</p>\n<p>More.</p>\n", "", "<p>End</p>\n",
        ])
  }

  @Test func aLabelNeverDefinedIsTextAtTheEnd() {
    #expect(settledHTML(["[y] one\n\n", "two\n\n"]) == ["", "", "<p>[y] one</p>\n<p>two</p>\n"])
  }

  /// The definition stays open past its blank line (an indented line would continue it), so
  /// it, and the blocks waiting for it, settle with the next unindented block.
  @Test func aFootnoteDefinitionArrivingLateNumbersTheWaitingReference() {
    let html = settledHTML(["a[^n]\n\n", "b\n\n", "[^n]: note\n\n", "c[^n]\n\n"])
    let reference =
      ##"<sup class="footnote-ref"><a href="#fn-n" id="fnref-n" data-footnote-ref>1</a></sup>"##
    let second =
      ##"<sup class="footnote-ref"><a href="#fn-n" id="fnref-n-2" data-footnote-ref>1</a></sup>"##
    #expect(html[0...2] == ["", "", ""])
    #expect(html[3] == "<p>a\(reference)</p>\n<p>b</p>\n<p>c\(second)</p>\n")
    #expect(
      html[4].hasPrefix("<section class=\"footnotes\" data-footnotes>\n<ol>\n<li id=\"fn-n\">"))
  }

  @Test func anOpenFenceSettlesAtItsClosingLine() {
    #expect(
      settledHTML(["```swift\n", "let x\n", "\n", "```\n", "tail"])
        == [
          "", "", "", "<pre><code class=\"language-swift\">let x\n\n</code></pre>\n", "",
          "<p>tail</p>\n",
        ])
  }

  @Test func aTableSettlesAfterTheBlankLineThatEndsIt() {
    let table =
      "<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n</tr>\n"
      + "</tbody>\n</table>\n"
    #expect(settledHTML(["| a |\n", "| - |\n", "| 1 |\n", "\n"]) == ["", "", "", table, ""])
  }

  @Test func anHTMLBlockSettlesAtItsEndCondition() {
    // Kind 2 ends at the line holding `-->`; kind 6 at the blank line after it.
    #expect(
      settledHTML(["<!-- a\n", "b -->\n", "<div>\n", "x\n", "\n"], unsafe: true)
        == ["", "<!-- a\nb -->\n", "", "", "<div>\nx\n", ""])
  }

  @Test func anATXHeadingSettlesWithItsLine() {
    #expect(settledHTML(["# A\n", "b"]) == ["<h1>A</h1>\n", "", "<p>b</p>\n"])
  }

  @Test func onlyTheFirstByteOrderMarkIsDropped() {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    var stream = MarkdownStream()
    _ = stream.append(bom)
    _ = stream.append(bom + Array("x".utf8))
    let expected = MarkdownParser.parse(bom + bom + Array("x".utf8))
    #expect(renderer.render(stream.document) == renderer.render(expected))
    #expect(renderer.render(stream.document) == "<p>\u{FEFF}x</p>\n")
  }

  @Test func aCharacterOrLineEndingSplitAcrossChunksIsReadWhole() {
    var stream = MarkdownStream()
    _ = stream.append([0xEF, 0xBB])
    _ = stream.append([0xBF, 0x63, 0x61, 0x66, 0xC3])
    _ = stream.append([0xA9, 0x0D])
    _ = stream.append([0x0A, 0x0D])
    _ = stream.append([0x0A, 0x62])
    #expect(renderer.render(stream.document) == "<p>café</p>\n<p>b</p>\n")
    #expect(stream.document.root.lastChild?.sourceRange.start.line == 3)
  }
}

/// With footnotes on, no link definition takes a `^` label, so a settled footnote reference
/// can never become a link: `[^n\n]: /url` is a paragraph holding a footnote reference.
@Suite struct MarkdownStreamCaretLabelTests {
  @Test func aLateCaretLinkDefinitionChangesNothingSettled() {
    let text = "a[^n]\n\n[^n]: note\n\nb\n\n[^n\n]: /url\n\nc [^n]\n"
    var stream = MarkdownStream()
    let renderer = MarkdownHTMLRenderer()
    var settledHTML = ""
    for byte in text.utf8 {
      settledHTML += stream.append([byte]).settled.map(renderer.render).joined()
      // What settled is a prefix of the whole document's HTML at every byte.
      #expect(renderer.render(MarkdownParser.parse(text)).hasPrefix(settledHTML))
    }
    settledHTML += stream.finish().settled.map(renderer.render).joined()
    let expected = MarkdownParser.parse(text)
    #expect(settledHTML == renderer.render(expected))
    #expect(stream.document.debugDescription == expected.debugDescription)
    #expect(settledHTML.contains("</sup>: /url</p>"))
    #expect(!settledHTML.contains("href=\"/url\""))
  }

  @Test func withoutFootnotesACaretLabelIsALinkLabel() {
    let html = MarkdownHTMLRenderer().render(
      MarkdownParser.parse("a [^n]\n\n[^n]: /url\n", options: .commonMark))
    #expect(html == "<p>a <a href=\"/url\">^n</a></p>\n")
  }
}

/// Hostile input stays linear: a long paragraph missing many labels, then their definitions
/// one by one, each in its own chunk.
@Suite struct MarkdownStreamHostileTests {
  /// Open blocks whose lines each ask for a boundary search that finds nothing: the tail is
  /// read again at a bounded rate, so the searches read a constant times the input (one
  /// search per line would read its square: about 10⁹ bytes here).
  static let fruitlessLines: [(name: String, text: String)] = [
    ("an HTML block of tags", "<div>\n" + String(repeating: "<p>x</p>\n", count: 20_000)),
    ("a comment of arrows", "<!--\n" + String(repeating: "a -> b\n", count: 20_000) + "-->\n"),
    ("a quote of lazy lines", "> a\n" + String(repeating: "lazy line\n", count: 20_000)),
    ("a list of lazy lines", "- a\n" + String(repeating: "lazy line\n", count: 20_000)),
    ("a paragraph of empty items", "a\n" + String(repeating: "*\nb\n", count: 20_000)),
    ("a table of arrows", "a|b\n-|-\n" + String(repeating: "x -> y | <b>z</b>\n", count: 10_000)),
  ]

  @Test(.hangLimit, arguments: fruitlessLines)
  func fruitlessSearchesReadALinearAmount(_ hostile: (name: String, text: String)) {
    var stream = MarkdownStream()
    let bytes = Array(hostile.text.utf8)
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + 16)
      _ = stream.append(bytes[start..<end])
      start = end
    }
    #expect(stream.searchedByteCount <= 40 * bytes.count, "\(hostile.name)")
    _ = stream.finish()
    let renderer = MarkdownHTMLRenderer()
    #expect(
      renderer.render(stream.document) == renderer.render(MarkdownParser.parse(hostile.text)))
  }

  @Test(.hangLimit)
  func definitionsArrivingOneByOneReparseALongHeldParagraphFewTimes() {
    let labels = (0..<2000).map { "l\($0)" }
    var stream = MarkdownStream()
    _ = stream.append(labels.map { "[\($0)]" }.joined(separator: " ") + "\n\n")
    var text = labels.map { "[\($0)]" }.joined(separator: " ") + "\n\n"
    for label in labels {
      let definition = "[\(label)]: /\(label)\n\n"
      _ = stream.append(definition)
      text += definition
    }
    // Parsed once, then again at most once per paragraph-length of later text.
    #expect(stream.regions[0].reparseCount <= 4)
    let expected = MarkdownParser.parse(text)
    let renderer = MarkdownHTMLRenderer()
    #expect(renderer.render(stream.document) == renderer.render(expected))
    let rest = stream.finish().settled.map(renderer.render).joined()
    #expect(renderer.render(stream.settledDocument) == renderer.render(expected))
    #expect(renderer.render(expected).hasSuffix(rest))
  }
}
