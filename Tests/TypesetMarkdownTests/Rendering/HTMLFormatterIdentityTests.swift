import Testing

@testable import TypesetMarkdown

/// Temporary: the walker-based formatter writes exactly what the old writer wrote.
@Suite struct HTMLFormatterIdentityTests {
  static func old(_ document: MarkdownDocument, _ options: MarkdownHTMLRenderer.Options) -> String {
    let storage = document.storage
    return storage.nodes.withUnsafeBufferPointer { nodes in
      storage.bytes.withUnsafeBufferPointer { text in
        var writer = HTMLWriter(nodes: nodes, text: text, options: options)
        writer.render(root: 0)
        return String(decoding: writer.out, as: UTF8.self)
      }
    }
  }

  static func new(_ document: MarkdownDocument, _ options: MarkdownHTMLRenderer.Options) -> String {
    var formatter = HTMLFormatter(options: options, capacity: 0)
    formatter.walk(document)
    return String(decoding: formatter.result, as: UTF8.self)
  }

  @Test(arguments: [false, true])
  func identicalOnEveryFixture(unsafe: Bool) {
    var mismatches = 0
    for example in Fixtures.commonMark + Fixtures.gfmSpec + Fixtures.gfmExtensions {
      for ext in [example.markdownExtensions, .gfm] {
        let document = MarkdownParser.parse(example.markdown, options: .init(extensions: ext))
        let options = MarkdownHTMLRenderer.Options(allowsUnsafeContent: unsafe, extensions: ext)
        let a = Self.old(document, options)
        let b = Self.new(document, options)
        if a != b {
          mismatches += 1
          if mismatches < 5 {
            Issue.record("\(example.markdown.debugDescription)\nold: \(a.debugDescription)\nnew: \(b.debugDescription)")
          }
        }
      }
    }
    #expect(mismatches == 0)
  }
}
