import Foundation
import Testing

@testable import Typeset

@Suite("Link target cache") struct LinkTargetCacheTests {
  private func link(_ text: String, unsafe: Bool = false, _ cache: inout LinkTargetCache)
    -> TextStyle?
  {
    Array(text.utf8).withUnsafeBufferPointer {
      TextStyle().bold().linking(toUTF8: $0, allowsUnsafe: unsafe, cache: &cache)
    }
  }

  @Test func aRepeatedDestinationReusesItsTarget() throws {
    var cache = LinkTargetCache()
    let first = try #require(link("https://swift.org/a", &cache))
    let second = try #require(link("https://swift.org/a", &cache))
    let firstTarget = try #require(first.linkTarget)
    #expect(try #require(second.linkTarget).isIdentical(to: firstTarget))
    #expect(first.link == URL(string: "https://swift.org/a"))
    #expect(first.weight == .bold)
    let other = try #require(link("https://swift.org/b", &cache))
    #expect(try !#require(other.linkTarget).isIdentical(to: firstTarget))
  }

  @Test(arguments: [
    "javascript:alert(1)", " JAVASCRIPT:x", "vbscript:x", "file:///etc", "data:text/html,x", "",
  ])
  func refusedOrEmptyDestinationsGiveNoLink(destination: String) {
    var cache = LinkTargetCache()
    #expect(link(destination, &cache) == nil)
    // A refused destination is never cached: asking again still refuses it.
    #expect(link(destination, &cache) == nil)
    // Trusted input keeps what Foundation reads as a URL (" JAVASCRIPT:x" is none).
    if URL(string: destination) != nil, !destination.isEmpty {
      #expect(link(destination, unsafe: true, &cache)?.linkTarget != nil)
    }
  }

  @Test func destinationsFoundationRewritesAreKeptAsFoundationWritesThem() throws {
    var cache = LinkTargetCache()
    let style = try #require(link("https://example.com/a b", &cache))
    #expect(style.link?.absoluteString == URL(string: "https://example.com/a b")?.absoluteString)
    #expect(link("data:image/png;base64,AAAA", &cache) != nil)
  }

  @Test func aRewrittenDestinationIsFoundAgainByItsOwnBytes() throws {
    var cache = LinkTargetCache()
    let first = try #require(link("/r 2", &cache)?.linkTarget)
    #expect(first.string == "/r%202")
    // The second ask is a hit (the same target), not another trip through Foundation.
    #expect(try #require(link("/r 2", &cache)?.linkTarget).isIdentical(to: first))
    // The rewritten form is a destination of its own, with a target of its own.
    let encoded = try #require(link("/r%202", &cache)?.linkTarget)
    #expect(!encoded.isIdentical(to: first))
    #expect(encoded.string == "/r%202")
  }
}
