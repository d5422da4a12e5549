import Foundation
import Typeset

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Markup → `StyledText` throughput against Foundation's `XMLParser` walking the same input.
enum MarkupBenchmark {
  static func run(sizes: [(label: String, bytes: Int)]) {
    print("Tag markup → StyledText vs XMLParser with a do-nothing delegate (best of 5)")
    for size in sizes {
      let corpus = makeCorpus(bytes: size.bytes)
      let count = corpus.utf8.count
      var runs = 0
      let ours = Measure.best(repetitions: 5) {
        runs = StyledText(markup: corpus).runs.count
      }
      let data = Data(("<root>" + corpus + "</root>").utf8)
      var parsed = false
      let peer = Measure.best(repetitions: 5) {
        let parser = XMLParser(data: data)
        let delegate = NullDelegate()
        parser.delegate = delegate
        parsed = parser.parse()
      }
      precondition(parsed, "XMLParser rejected the corpus")
      print(
        "  \(size.label) (\(count) bytes, \(runs) runs): StyledText "
          + "\(Measure.throughput(bytes: count, seconds: ours)), XMLParser "
          + "\(Measure.throughput(bytes: count, seconds: peer)), ratio "
          + Measure.ratio(peer, ours))
    }
  }

  /// Generated paragraphs mixing nested tags, attributes and XML-valid entities.
  static func makeCorpus(bytes: Int) -> String {
    let pieces = [
      "Plain text with an <b>important <i>nested</i> word</b> and more words. ",
      "<a href=\"https://example.com/page?id=42&amp;ref=7\">a link</a> follows, ",
      "then <color value='#336699'>coloured <u>and underlined</u></color> text. ",
      "Entities: &lt;tag&gt; &amp; &#8212; &#x2026; &quot;quoted&quot; ",
      "<small>small <sup>sup</sup> and <sub>sub</sub></small> <code>code()</code>. ",
      "<em>Emphasis <strong>strong <mark>marked</mark></strong></em><br/>\n",
    ]
    var corpus = ""
    corpus.reserveCapacity(bytes + 200)
    var index = 0
    while corpus.utf8.count < bytes {
      corpus += pieces[index % pieces.count]
      index += 1
    }
    return corpus
  }

  final class NullDelegate: NSObject, XMLParserDelegate {}
}
