import Foundation
import Testing

@testable import Typeset

@Suite("Style merge cache") struct StyleMergeCacheTests {
  let code = TextStyle().fontFamily(.system(design: .monospaced)).sizeMultiplied(by: 0.9)

  /// One set of values that the linked styles below share, as a document's links do.
  let linkStyle = TextStyle.body.color(.link)

  func linked(_ url: String, _ style: TextStyle? = nil) -> TextStyle {
    (style ?? linkStyle).link(URL(string: url)!)
  }

  @Test func givesWhatMergingGives() {
    var cache = StyleMergeCache()
    let bases = [
      TextStyle(), TextStyle.body, linked("https://a.example"), linked("https://b.example"),
      linked("https://c.example", TextStyle()),
    ]
    let overs = [
      TextStyle(), code, TextStyle().bold(), linked("https://over.example", TextStyle()),
      linked("https://over.example").italic(),
    ]
    // Twice over: the second round is answered from the cache.
    for _ in 0..<2 {
      for base in bases {
        for over in overs {
          let cached = cache.merging(base, over)
          #expect(cached == base.merging(over))
          #expect(cached.link == base.merging(over).link)
        }
      }
    }
  }

  @Test func stylesDifferingOnlyByLinkShareOneMerge() {
    var cache = StyleMergeCache()
    let a = cache.merging(linked("https://a.example"), code)
    let b = cache.merging(linked("https://b.example"), code)
    #expect(a.storage === b.storage)
    #expect(a.link == URL(string: "https://a.example"))
    #expect(b.link == URL(string: "https://b.example"))
    #expect(a.fontFamily == .system(design: .monospaced))
    // Different values over the same link are merged apart.
    let bold = cache.merging(linked("https://a.example"), TextStyle().bold())
    #expect(bold.storage !== a.storage)
    #expect(bold.weight == .bold && bold.fontFamily == nil)
  }
}
