import TypesetTestSupport

/// Builds random Markdown documents from a small grammar of block and inline constructs, and
/// records the words a reader sees.
///
/// Every construct is written so that its visible text is well defined whatever the parser
/// makes of its punctuation: visible text is lowercase ASCII words, and all syntax (markers,
/// delimiters, destinations, titles, tags, info strings, definitions) is either punctuation or
/// hidden inside a node that holds no text (a link's destination, raw HTML). So the words of the
/// tree's text and code literals, read in document order, must equal ``visibleWords``.
/// Task-list markers are the one construct whose words depend on the extensions (`[x]` is text
/// without GFM), which is why the generator is told whether GFM is on.
///
///     var generator = DocumentGenerator(seed: 1, gfm: true)
///     let markdown = generator.document()   // a few blocks of Markdown
///     generator.visibleWords                // the words a reader sees, in order
struct DocumentGenerator {
  private var random: SplitMix64
  private let gfm: Bool
  /// The visible words of the document built so far, in reading order.
  private(set) var visibleWords: [String] = []
  /// How many block quotes enclose the block being built.
  private var quoteDepth = 0

  /// Labels that every document defines at its end (so each reference resolves).
  static let labels = ["alpha", "beta", "gamma", "delta"]

  private static let vocabulary = [
    "apple", "birch", "cedar", "dune", "ember", "fjord", "grove", "heath", "inlet", "juniper",
    "kelp", "larch", "moss", "nook", "oak", "pine", "quartz", "reed", "sage", "tarn", "umber",
    "vale", "willow", "yarrow", "zinc", "a", "to", "of",
  ]

  init(seed: UInt64, gfm: Bool) {
    random = SplitMix64(seed: seed)
    self.gfm = gfm
  }

  /// A whole document: blocks separated by blank lines, then the reference definitions.
  mutating func document() -> String {
    var lines: [String] = []
    for index in 0..<(1 + random.below(8)) {
      if index > 0 { lines.append("") }
      lines += block(depth: 0)
    }
    lines.append("")
    for label in Self.labels {
      let destination = random.pick(["/ref/\(label)", "javascript:alert(1)", "<local path>"])
      let title = random.pick(["", " \"Title \(label)\"", " 'x'", " (paren)"])
      lines.append("[\(label)]: \(destination)\(title)")
    }
    return lines.joined(separator: "\n") + random.pick(["\n", "", "\n\n"])
  }

  // MARK: Blocks

  private mutating func block(depth: Int) -> [String] {
    let containers = depth < 3
    switch random.below(containers ? 14 : 10) {
    case 0, 1, 2: return paragraph()
    case 3: return atxHeading()
    case 4: return setextHeading()
    case 5: return [random.pick(["***", "---", "___", "- - -", " * * *"])]
    case 6: return fencedCode()
    case 7: return indentedCode()
    case 8: return table()
    case 9: return htmlBlock()
    case 10, 11: return list(depth: depth)
    default: return quote(depth: depth)
    }
  }

  private mutating func paragraph() -> [String] {
    var lines: [String] = []
    for index in 0..<(1 + random.below(3)) {
      if index > 0, random.chance(30) {
        lines[lines.count - 1] += random.pick(["  ", "\\"])  // A hard break.
      }
      lines.append(inlines(count: 1 + random.below(6)))
    }
    return lines
  }

  private mutating func atxHeading() -> [String] {
    let marks = String(repeating: "#", count: 1 + random.below(6))
    let closing = random.chance(30) ? " " + marks : ""
    return ["\(marks) \(inlines(count: 1 + random.below(4)))\(closing)"]
  }

  private mutating func setextHeading() -> [String] {
    [inlines(count: 1 + random.below(4)), random.pick(["===", "---", "="])]
  }

  private mutating func fencedCode() -> [String] {
    let fence = random.pick(["```", "~~~", "````"])
    let info = random.pick(["", "swift", " js extra", "c++"])
    var lines = [fence + info]
    for _ in 0..<random.below(4) { lines.append(codeLine()) }
    lines.append(fence)
    return lines
  }

  private mutating func indentedCode() -> [String] {
    (0..<(1 + random.below(3))).map { _ in "    " + codeLine() }
  }

  private mutating func codeLine() -> String {
    words(1 + random.below(4))
  }

  private mutating func table() -> [String] {
    let columns = 1 + random.below(4)
    var lines: [String] = []
    lines.append(tableRow(columns: columns))
    let delimiters = (0..<columns).map { _ in random.pick(["---", ":---", "---:", ":-:"]) }
    lines.append("| " + delimiters.joined(separator: " | ") + " |")
    for _ in 0..<random.below(4) { lines.append(tableRow(columns: columns)) }
    return lines
  }

  private mutating func tableRow(columns: Int) -> String {
    let cells = (0..<columns).map { _ in inlines(count: 1 + random.below(3)) }
    return "| " + cells.joined(separator: " | ") + " |"
  }

  /// Raw HTML blocks; their words are hidden in the block's HTML, never visible text.
  private mutating func htmlBlock() -> [String] {
    random.pick([
      ["<div class=\"box\">", "<p>hidden words</p>", "</div>"],
      ["<!-- hidden comment -->"],
      ["<script>", "alert(hidden)", "</script>"],
      ["<table><tr><td>hidden</td></tr></table>"],
      ["<style>p { color: red }</style>"],
      ["<iframe src=\"javascript:alert(1)\"></iframe>"],
    ])
  }

  private mutating func list(depth: Int) -> [String] {
    let ordered = random.chance(40)
    let bullet = random.pick(["-", "*", "+"])
    let delimiter = random.pick([".", ")"])
    let start = random.pick([1, 1, 2, 9, 10])
    let loose = random.chance(30)
    var lines: [String] = []
    for index in 0..<(1 + random.below(4)) {
      if index > 0, loose { lines.append("") }
      let marker = ordered ? "\(start + index)\(delimiter)" : bullet
      let indent = String(repeating: " ", count: marker.count + 1)
      var task = ""
      // cmark-gfm takes no task marker inside a block quote (it reads the marker's column from
      // the raw line), and we match it; so tasks are only generated outside quotes.
      if !ordered, quoteDepth == 0, random.chance(20) {
        task = random.pick(["[ ] ", "[x] ", "[X] "])
        // Without the task-list extension the box is text, and its letter is a visible word.
        if !gfm, task != "[ ] " { visibleWords.append(String(task.dropFirst().prefix(1))) }
      }
      var first = paragraph()
      first[0] = task + first[0]
      lines.append(marker + " " + first[0])
      lines += first.dropFirst().map { indent + $0 }
      for _ in 0..<random.below(3) {
        lines.append("")
        lines += block(depth: depth + 1).map { $0.isEmpty ? "" : indent + $0 }
      }
    }
    return lines
  }

  private mutating func quote(depth: Int) -> [String] {
    var lines: [String] = []
    quoteDepth += 1
    for index in 0..<(1 + random.below(3)) {
      if index > 0 { lines.append("") }
      lines += block(depth: depth + 1)
    }
    quoteDepth -= 1
    return lines.map { $0.isEmpty ? ">" : "> " + $0 }
  }

  // MARK: Inlines

  /// A line of inline constructs separated by spaces; it starts with a plain word, so it never
  /// starts a block.
  private mutating func inlines(count: Int) -> String {
    var pieces = [plainWord()]
    for _ in 1..<max(count, 2) { pieces.append(inline()) }
    return pieces.joined(separator: " ")
  }

  private mutating func inline() -> String {
    switch random.below(20) {
    case 0, 1, 2: return plainWord()
    case 3:
      let delimiter = random.pick(["*", "_", "**", "__", "***", "~~", "~"])
      return delimiter + words(1 + random.below(2)) + delimiter
    case 4: return "`" + words(1 + random.below(2)) + "`"
    case 5: return "``" + words(1) + "``"
    case 6: return "[" + linkText() + "](" + destination() + ")"
    case 7: return "[" + linkText() + "][" + random.pick(Self.labels) + "]"
    case 8: return "[" + visible(random.pick(Self.labels)) + "]" + random.pick(["", "[]"])
    case 9: return "![" + linkText() + "](" + destination() + ")"
    case 10: return "![" + linkText() + "][" + random.pick(Self.labels) + "]"
    case 11:
      // Each choice is built only once chosen, so only its words are recorded.
      switch random.below(3) {
      case 0:
        return "<" + visible("https") + "://" + visible("example") + "." + visible("com") + "/"
          + visible("path") + ">"
      case 1: return "<" + visible("user") + "@" + visible("example") + "." + visible("org") + ">"
      default: return "<" + visible("javascript") + ":" + visible("alert") + ">"
      }
    case 12:
      switch random.below(3) {
      case 0: return visible("www") + "." + visible("example") + "." + visible("com")
      case 1: return visible("https") + "://" + visible("example") + "." + visible("net")
      default: return visible("name") + "@" + visible("example") + "." + visible("com")
      }
    case 13:
      return random.pick([
        "<span>", "</span>", "<b class=\"k\">", "<!-- note -->", "<script>", "</div>",
        "<a href=\"javascript:alert(1)\">", "<img src=x onerror=alert(1)>",
      ])
    case 14: return random.pick(["\\*", "\\_", "\\[", "\\#", "\\\\", "\\<", "\\`", "\\~"])
    case 15:
      return random.pick([
        "&amp;", "&lt;", "&gt;", "&quot;", "&copy;", "&#35;", "&#x2014;", "&nbsp;",
      ])
    case 16: return random.pick(["*", "_", "[", "]", "(", ")", "!", "<", ">", "&", "~"])
    default: return plainWord()
    }
  }

  private mutating func linkText() -> String {
    switch random.below(4) {
    case 0: return "*" + words(1) + "*"
    case 1: return "`" + words(1) + "`"
    default: return words(1 + random.below(2))
    }
  }

  private mutating func destination() -> String {
    random.pick([
      "/url", "/url \"title words\"", "<with space>", "javascript:alert(1)", "vbscript:msg",
      "file:///etc/passwd", "data:text/html,x", "data:image/png;base64,AAAA", "JavaScript:x",
      "https://example.com/a?b=c&d=e", "#anchor 'single title'",
    ])
  }

  /// Words separated by spaces, all visible.
  private mutating func words(_ count: Int) -> String {
    (0..<count).map { _ in plainWord() }.joined(separator: " ")
  }

  private mutating func plainWord() -> String {
    visible(word())
  }

  private mutating func word() -> String {
    random.pick(Self.vocabulary)
  }

  /// Records a word as visible and returns it.
  private mutating func visible(_ word: String) -> String {
    visibleWords.append(word)
    return word
  }
}
