/// Deterministic tag-markup corpora of several shapes for the markup benchmark. Every corpus is
/// also well-formed XML once wrapped in a root element (entities are XML's five and numeric
/// references), so Foundation's `XMLParser` can walk the same bytes.
enum MarkupCorpus {
  enum Shape: String, CaseIterable {
    /// Nested tags, some attributes, entities (the original benchmark corpus).
    case mixed
    /// Most tags carry attributes: `<color value="#66a882">`, `<a href="…">`, `<img …/>`.
    case attributeHeavy = "attribute-heavy"
    /// An entity or character reference every two words, a tag every six.
    case entityHeavy = "entity-heavy"
    /// Tags nested four to eight deep.
    case deep
    /// Long runs of plain text with a rare tag.
    case longPlainRuns = "long-plain-runs"
    /// A link every few words, each to a different URL (a page of search results, a feed):
    /// every tag is new, so nothing the parser remembers helps.
    case uniqueLinks = "unique-links"
    /// The documents named in `MARKUP_FILES`, repeated (see ``ExternalCorpus``); measured only
    /// when that variable is set.
    case files

    /// The shapes to measure: every generated one, and `files` when `MARKUP_FILES` is set.
    static var measured: [Shape] {
      allCases.filter { $0 != .files || !ExternalCorpus.paths("MARKUP_FILES").isEmpty }
    }

    var summary: String {
      switch self {
      case .mixed: "nested tags, some attributes and entities"
      case .attributeHeavy: "most tags carry attributes (<color value=…>, <a href=…>, <img …/>)"
      case .entityHeavy: "an entity or character reference every two words, a tag every six"
      case .deep: "tags nested 4-8 deep"
      case .longPlainRuns: "~2 KB plain runs between rare tags"
      case .uniqueLinks: "a link every few words, every URL different"
      case .files: ExternalCorpus.summary("MARKUP_FILES")
      }
    }

    /// About `bytes` bytes of markup of this shape.
    func generate(bytes: Int) -> String {
      if self == .files, let text = ExternalCorpus.text("MARKUP_FILES", bytes: bytes) {
        return text
      }
      var corpus = ""
      corpus.reserveCapacity(bytes + 4096)
      var index = 0
      while corpus.utf8.count < bytes {
        corpus += piece(index)
        index += 1
      }
      return corpus
    }

    private func piece(_ index: Int) -> String {
      let word = MarkupCorpus.words[index % MarkupCorpus.words.count]
      let other = MarkupCorpus.words[(index * 7 + 3) % MarkupCorpus.words.count]
      switch self {
      case .mixed, .files:
        return MarkupCorpus.mixedPieces[index % MarkupCorpus.mixedPieces.count]
      case .attributeHeavy:
        let colour = MarkupCorpus.colours[index % MarkupCorpus.colours.count]
        switch index % 4 {
        case 0: return "<color value=\"\(colour)\">\(word) \(other)</color> "
        case 1:
          return "<a href=\"https://example.com/\(word)?id=\(index)&amp;ref=\(other)\">\(word)</a> "
        case 2:
          return "<img src=\"icons/\(word).png\" width=\"16\" height=\"16\" alt=\"\(other)\"/> "
            + "<color value='\(colour)'><b>\(word)</b></color> "
        default:
          return
            "\(word) <a href=\"/docs/\(other)\"><color value=\"\(colour)\">\(other)</color></a>\n"
        }
      case .entityHeavy:
        let entity = MarkupCorpus.entities[index % MarkupCorpus.entities.count]
        let tagged = index % 3 == 0 ? "<i>\(word)</i>" : word
        return index % 9 == 8 ? "\(tagged) \(entity)\n" : "\(tagged) \(entity) \(other) "
      case .deep:
        let colour = MarkupCorpus.colours[index % MarkupCorpus.colours.count]
        let depth = 4 + index % 5
        let tags = ["b", "i", "u", "small", "s", "mark", "code", "em"]
        var text = ""
        for level in 0..<depth {
          text += level == 2 ? "<color value=\"\(colour)\">" : "<\(tags[level])>"
          text += level % 2 == 0 ? word + " " : ""
        }
        text += other
        for level in (0..<depth).reversed() {
          text += level == 2 ? "</color>" : "</\(tags[level])>"
        }
        return text + (index % 6 == 5 ? "\n" : " ")
      case .uniqueLinks:
        let path = MarkupCorpus.words[(index * 13 + 5) % MarkupCorpus.words.count]
        let title = index % 5 == 0 ? #" title="\#(other) \#(word)""# : ""
        return #"\#(word) <a href="https://\#(other).example.org/\#(path)/\#(index)"\#(title)>"#
          + "\(path) \(other)</a> " + (index % 7 == 6 ? "\n" : "")
      case .longPlainRuns:
        var text = ""
        for offset in 0..<300 {
          text += MarkupCorpus.words[(index * 31 + offset) % MarkupCorpus.words.count] + " "
        }
        return text + "<b>\(word)</b>\n"
      }
    }
  }

  static let words = """
    lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut \
    labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris
    """.split(separator: " ").map(String.init)

  static let colours = ["#66a882", "#336699", "#c0ffee", "#aa0000", "#123", "#808080ff"]

  static let entities = [
    "&lt;", "&gt;", "&amp;", "&quot;", "&apos;", "&#8212;", "&#x2026;", "&#169;", "&#x1F600;",
  ]

  static let mixedPieces = [
    "Plain text with an <b>important <i>nested</i> word</b> and more words. ",
    "<a href=\"https://example.com/page?id=42&amp;ref=7\">a link</a> follows, ",
    "then <color value='#336699'>coloured <u>and underlined</u></color> text. ",
    "Entities: &lt;tag&gt; &amp; &#8212; &#x2026; &quot;quoted&quot; ",
    "<small>small <sup>sup</sup> and <sub>sub</sub></small> <code>code()</code>. ",
    "<em>Emphasis <strong>strong <mark>marked</mark></strong></em><br/>\n",
  ]
}
