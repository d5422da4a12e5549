import Testing
import Typeset

@testable import TypesetMarkdown

/// The documentation's examples, checked.
@Suite struct MarkdownStreamExampleTests {
  let renderer = MarkdownHTMLRenderer()

  @Test func theTypeExample() {
    var stream = MarkdownStream()
    let first = stream.append("# Title\n\nSome *text*")
    #expect(first.settled.count == 1)
    #expect(renderer.render(stream.finish().settled[0]) == "<p>Some <em>text</em></p>\n")
  }

  @Test func theUpdateExamples() {
    var stream = MarkdownStream()
    let update = stream.append("# A\n\nb")
    #expect(update.settled.map { $0.root.children.map(\.kind) } == [[.heading]])
    #expect(update.tailChanged)
    var other = MarkdownStream()
    #expect(other.append("a\n\nb\n\nc").settled.map { Array($0.root.children).count } == [1, 1])
    #expect(!other.append("").tailChanged)
    #expect(other.settledCount == 2)
    #expect(MarkdownStream().document.nodeCount == 1)
  }

  @Test func theStylerExamples() {
    let styler = MarkdownStyler(theme: .default)
    var stream = MarkdownStream()
    #expect(styler.styleSettled(stream.append("# Hi\n\nthere")).map(\.blockCount) == [1])
    var open = MarkdownStream()
    _ = open.append("Some **bold")
    #expect(styler.styleTail(of: open, repairing: true).description == "Some bold")
    #expect(renderer.render(open.repairedTail) == "<p>Some <strong>bold</strong></p>\n")
  }

  @Test func theSettledDocumentExample() {
    var stream = MarkdownStream()
    _ = stream.append("one\n\ntwo\n\nthr")
    #expect(renderer.render(stream.settledDocument) == "<p>one</p>\n<p>two</p>\n")
    #expect(renderer.render(stream.tail) == "<p>thr</p>\n")
  }
}
