import Testing
import TypesetMarkdown
import TypesetTestSupport

/// Invariants over a few thousand seeded random documents (see ``DocumentGenerator``).
///
/// A failure names the seed and prints the document; `DocumentGenerator(seed:gfm:)` with that
/// seed rebuilds it.
@Suite("Generated documents", .hangLimit)
struct GeneratedDocumentTests {
  /// Seeds per extension setting; each seed is one document.
  static let seeds: Range<UInt64> = 0..<1250

  /// Stops a run after this many failing documents, so one bug does not flood the log.
  static let failureLimit = 5

  @Test(arguments: [true, false])
  func invariantsHoldOnGeneratedDocuments(gfm: Bool) {
    let options = MarkdownParser.Options(extensions: gfm ? .gfm : .commonMark)
    let safe = MarkdownHTMLRenderer()
    let unsafe = MarkdownHTMLRenderer(options: .init(allowsUnsafeContent: true))
    var failures = 0
    for seed in Self.seeds where failures < Self.failureLimit {
      var generator = DocumentGenerator(seed: seed, gfm: gfm)
      let markdown = generator.document()
      var problems: [String] = []

      let document = MarkdownParser.parse(markdown, options: options)
      let again = MarkdownParser.parse(markdown, options: options)
      let html = safe.render(document)
      if html != safe.render(again) || html != safe.render(document) {
        problems.append("safe HTML differs between two parses or renders")
      }
      let unsafeHTML = unsafe.render(document)
      if unsafeHTML != unsafe.render(again) {
        problems.append("unsafe HTML differs between two parses")
      }
      if document.debugDescription != again.debugDescription {
        problems.append("the tree dumps of two parses differ")
      }
      if let problem = HTMLSafetyCheck.problem(in: html) {
        problems.append("safe HTML \(problem)")
      }
      if let tag = HTMLSafetyCheck.filteredTag(in: unsafeHTML) {
        problems.append("unsafe HTML with the tag filter opens <\(tag)")
      }
      let words = Self.visibleWords(of: document)
      if words != generator.visibleWords {
        let position = zip(words, generator.visibleWords).prefix { $0 == $1 }.count
        problems.append(
          "visible words differ at word \(position): expected "
            + "\(generator.visibleWords.dropFirst(position).prefix(6)), "
            + "read \(words.dropFirst(position).prefix(6))")
      }
      if !problems.isEmpty {
        failures += 1
        Issue.record(
          """
          seed \(seed), gfm: \(gfm): \(problems.joined(separator: "; "))
          --- markdown
          \(markdown)
          --- html
          \(html)
          """)
      }
    }
  }

  @Test func sameSeedGivesSameDocument() {
    var first = DocumentGenerator(seed: 42, gfm: true)
    var second = DocumentGenerator(seed: 42, gfm: true)
    var other = DocumentGenerator(seed: 43, gfm: true)
    let document = first.document()
    #expect(document == second.document())
    #expect(first.visibleWords == second.visibleWords)
    #expect(document != other.document())
  }

  @Test func readBackFindsTheWordsOfEveryTextNode() {
    let document = MarkdownParser.parse(
      "# oak *pine*\n\n- `kelp` [reed](/u \"hidden\") ![sage](/i)\n\n```x\nmoss\n```\n<b class=\"no\">x</b>\n"
    )
    #expect(
      Self.visibleWords(of: document) == ["oak", "pine", "kelp", "reed", "sage", "moss", "x"])
  }

  /// The ASCII words of the tree's text, code and code-block literals, in document order.
  static func visibleWords(of document: MarkdownDocument) -> [String] {
    var literals: [String] = []
    document.walk { event in
      guard event.isEntering else { return }
      switch event.node.kind {
      case .text, .code, .codeBlock: literals.append(event.node.literal ?? "")
      default: break
      }
    }
    return literals.joined(separator: " ").utf8.split { !isWordByte($0) }.map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x30 && byte <= 0x39)
  }
}
