import Foundation

extension MarkdownCorpus {
  /// The kinds of document the Markdown benchmark measures, each generated deterministically.
  enum Shape: String, CaseIterable {
    /// Headings, paragraphs, lists, quotes, code and tables mixed (``MarkdownCorpus/generate``).
    case mixed
    /// Paragraphs where nearly every word is emphasis, a code span, a link, an autolink, an
    /// image, an entity or an escape.
    case inlineHeavy = "inline-heavy"
    /// Wide tables with short formatted cells, between short paragraphs.
    case tableHeavy = "table-heavy"
    /// Lists and block quotes nested five or six deep.
    case nestingHeavy = "nesting-heavy"
    /// Real documents: this package's README, DESIGN and CHANGELOG, repeated.
    case prose
    /// README tops and awesome lists: walls of badges (an image inside a link, shields-style
    /// addresses with query strings) and lists of links with a description, a fifth of the
    /// addresses holding a word in another script, which must be percent-encoded.
    case linkHeavy = "link-heavy"
    /// Link reference definitions (`[N]: u`, one a line) and then references to one of them:
    /// the pathological test's "many references" at any size.
    case manyReferences = "many-references"
    /// Chinese, Japanese and Korean prose with few spaces, in headings, paragraphs and lists,
    /// with emoji (a ZWJ family, a flag, a skin tone) and combining marks here and there: the
    /// terminal breaks it between characters and measures every cluster.
    case wideScript = "wide-script"
    /// Paragraphs where a word in three wears an inline HTML tag the theme styles (`<sub>`,
    /// `<sup>`, `<kbd>`, `<mark>`, `<u>`, `<small>`, `<br>`), with raw HTML blocks between.
    case inlineHTML = "inline-html"
    /// The documents named in `MARKDOWN_FILES`, repeated (see ``ExternalCorpus``); measured
    /// only when that variable is set.
    case files

    /// The shapes to measure: every generated one, and `files` when `MARKDOWN_FILES` is set.
    static var measured: [Shape] {
      allCases.filter { $0 != .files || !ExternalCorpus.paths("MARKDOWN_FILES").isEmpty }
    }

    /// What the shape is, for the benchmark's output.
    var summary: String {
      switch self {
      case .mixed: "headings, paragraphs, lists, quotes, code, tables"
      case .inlineHeavy: "dense emphasis, code spans, links, autolinks, entities"
      case .tableHeavy: "8-column tables of formatted cells"
      case .nestingHeavy: "lists and quotes nested 5-6 deep"
      case .linkHeavy: "badge walls and awesome lists, some addresses not ASCII"
      case .prose: "README.md + DESIGN.md + CHANGELOG.md, repeated"
      case .manyReferences: "one link reference definition a line, then references"
      case .wideScript: "CJK and Korean prose, lists, emoji and combining marks"
      case .inlineHTML: "inline HTML tags the theme styles, raw HTML blocks"
      case .files: ExternalCorpus.summary("MARKDOWN_FILES")
      }
    }

    /// About `bytes` bytes of Markdown of this shape.
    func generate(bytes: Int) -> String {
      var random = Random(state: 7)
      var out = ""
      out.reserveCapacity(bytes + 8192)
      switch self {
      case .mixed:
        return MarkdownCorpus.generate(bytes: bytes)
      case .files:
        return ExternalCorpus.text("MARKDOWN_FILES", bytes: bytes)
          ?? MarkdownCorpus.generate(bytes: bytes)
      case .inlineHeavy:
        while out.utf8.count < bytes {
          out += MarkdownCorpus.inlineHeavyParagraph(&random) + "\n"
        }
        out += "[r0]: https://example.com/r0 \"Ref zero\"\n[r1]: /r1\n[r2]: </r 2>\n"
      case .tableHeavy:
        while out.utf8.count < bytes {
          out += MarkdownCorpus.sentence(&random) + "\n\n"
          out += "| Name | Kind | Size | Owner | Status | Notes | Link | Flag |\n"
          out += "| :--- | :---: | ---: | --- | :-- | --- | --- | :-: |\n"
          for _ in 0..<(10 + random.next(20)) {
            let cells = (0..<8).map { _ in MarkdownCorpus.tableCell(&random) }
            out += "| " + cells.joined(separator: " | ") + " |\n"
          }
          out += "\n"
        }
      case .nestingHeavy:
        while out.utf8.count < bytes {
          out += MarkdownCorpus.nested(depth: 0, &random) + "\n"
        }
      case .linkHeavy:
        while out.utf8.count < bytes {
          out += "## " + MarkdownCorpus.sentence(&random) + "\n\n"
          let badges = (0..<(4 + random.next(8))).map { _ in
            "[![\(word(&random)) \(word(&random))](\(MarkdownCorpus.address(&random, badge: true)))]"
              + "(\(MarkdownCorpus.address(&random, badge: false)))"
          }
          out += badges.joined(separator: " ") + "\n\n"
          for _ in 0..<(5 + random.next(10)) {
            out +=
              "- [\(word(&random)) \(word(&random))](\(MarkdownCorpus.address(&random, badge: false)))"
              + " - \(MarkdownCorpus.sentence(&random))\n"
          }
          out += "\n"
        }
      case .prose:
        let documents = ["README.md", "DESIGN.md", "CHANGELOG.md"].compactMap {
          try? String(
            contentsOf: Commands.packageRoot.appendingPathComponent($0), encoding: .utf8)
        }
        let text = documents.joined(separator: "\n\n")
        guard !text.isEmpty else { return MarkdownCorpus.generate(bytes: bytes) }
        while out.utf8.count < bytes { out += text + "\n\n" }
      case .wideScript:
        let text = Array("東京都の天気は晴れです今日は良い日本語の文章を書きます中文字符测试数据处理한국어문장입니다다람쥐헌쳇바퀴에타고파")
        let extras = ["。", "、", "「", "」", "👨‍👩‍👧‍👦", "🇯🇵", "👍🏽", "e\u{301}", " ", "😀"]
        func run(_ count: Int, _ random: inout Random) -> String {
          var run = ""
          for _ in 0..<count {
            run.append(
              random.next(8) == 0
                ? extras[random.next(extras.count)] : String(text[random.next(text.count)]))
          }
          return run
        }
        while out.utf8.count < bytes {
          out += "## " + run(6, &random) + "\n\n" + run(80 + random.next(220), &random) + "\n\n"
          out += "- " + run(30, &random) + "\n- " + run(50, &random) + "\n\n"
        }
      case .inlineHTML:
        let tags = ["sub", "sup", "kbd", "mark", "u", "small"]
        while out.utf8.count < bytes {
          var pieces: [String] = []
          for _ in 0..<(10 + random.next(20)) {
            let tag = tags[random.next(tags.count)]
            switch random.next(9) {
            case 0, 1, 2: pieces.append("<\(tag)>\(word(&random)) \(word(&random))</\(tag)>")
            case 3: pieces.append("\(word(&random))<br>")
            default: pieces.append(word(&random))
            }
          }
          out += pieces.joined(separator: " ") + "\n\n"
          if random.next(5) == 0 {
            out += "<div align=\"center\">\n<img src=\"x.png\">\n</div>\n\n"
          }
        }
      case .manyReferences:
        // 98 % definitions, then `[0] ` references (an undefined label) to fill the rest.
        var label = 1
        while out.utf8.count < bytes * 98 / 100 {
          out += "[\(label)]: u\n"
          label += 1
        }
        while out.utf8.count < bytes { out += "[0] " }
      }
      return out
    }
  }

  static func word(_ random: inout Random) -> String {
    words[random.next(words.count)]
  }

  static func inlineHeavyParagraph(_ random: inout Random) -> String {
    var pieces: [String] = []
    for index in 0..<(30 + random.next(30)) {
      let w = word(&random)
      switch random.next(14) {
      case 0: pieces.append("*\(w)*")
      case 1: pieces.append("**\(w)**")
      case 2: pieces.append("_\(w) \(word(&random))_")
      case 3: pieces.append("`\(w)`")
      case 4: pieces.append("[\(w)](https://example.com/\(w)?i=\(index))")
      case 5: pieces.append("[\(w)][r\(random.next(3))]")
      case 6: pieces.append("<https://example.org/\(w)>")
      case 7: pieces.append("![\(w)](/img/\(w).png \"\(w)\")")
      case 8: pieces.append("~~\(w)~~")
      case 9: pieces.append("&amp; &copy; &#8212;")
      case 10: pieces.append("\\*\(w)\\*")
      case 11: pieces.append("***\(w)*** <span>\(w)</span>")
      default: pieces.append(w)
      }
      if index % 12 == 11 { pieces[pieces.count - 1] += "\n" }
    }
    return pieces.joined(separator: " ") + "\n"
  }

  /// A badge's image address (shields-style, with a query string) or a project's address;
  /// one in five has a path word in another script.
  static func address(_ random: inout Random, badge: Bool) -> String {
    let foreign = ["über", "café", "東京", "한국어", "naïve", "😀"]
    let pathWord = random.next(5) == 0 ? foreign[random.next(foreign.count)] : word(&random)
    return badge
      ? "https://img.shields.io/badge/\(pathWord)-\(random.next(100)).\(random.next(10))-green.svg"
        + "?style=flat&logo=\(word(&random))"
      : "https://github.com/\(word(&random))/\(pathWord)#readme"
  }

  static func tableCell(_ random: inout Random) -> String {
    let w = word(&random)
    switch random.next(6) {
    case 0: return "*\(w)*"
    case 1: return "`\(w)`"
    case 2: return "[\(w)](/t/\(w))"
    case 3: return "\(random.next(100_000))"
    default: return "\(w) \(word(&random))"
    }
  }

  /// A list or quote holding paragraphs and further lists or quotes, up to six levels.
  static func nested(depth: Int, _ random: inout Random) -> String {
    let deeper = depth < 5
    var lines: [String] = []
    if depth > 0, random.next(3) == 0 {
      // A block quote around a paragraph and, maybe, more nesting.
      lines.append("> " + sentence(&random))
      if deeper {
        for line in nested(depth: depth + 1, &random).split(
          separator: "\n", omittingEmptySubsequences: false)
        {
          lines.append(line.isEmpty ? ">" : "> " + line)
        }
      }
      return lines.joined(separator: "\n")
    }
    let ordered = random.next(2) == 0
    for item in 0..<(2 + random.next(3)) {
      let marker = ordered ? "\(item + 1)." : "-"
      let indent = String(repeating: " ", count: marker.count + 1)
      lines.append(marker + " " + sentence(&random))
      if deeper, random.next(3) != 0 {
        for line in nested(depth: depth + 1, &random).split(
          separator: "\n", omittingEmptySubsequences: false)
        {
          lines.append(line.isEmpty ? "" : indent + line)
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
