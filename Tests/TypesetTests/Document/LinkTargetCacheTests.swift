import Foundation
import Testing

@testable import Typeset

@Suite("Link target cache") struct LinkTargetCacheTests {
  private func link(_ text: String, unsafe: Bool = false, _ cache: inout LinkTargetCache)
    -> TextStyle?
  {
    Array(text.utf8).withUnsafeBufferPointer { bytes in
      cache.target(for: bytes, allowsUnsafe: unsafe).map { target in
        var linked = TextStyle().bold()
        linked.linkTarget = target
        return linked
      }
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

  @Test func aStyleLinkedAgainToTheSameDestinationKeepsItsID() throws {
    var builder = StyledDocument.Builder()
    var cache = LinkTargetCache()
    let plain = builder.styleID(for: TextStyle())
    let bold = builder.styleID(for: TextStyle().bold())
    func linked(_ id: Int32, _ destination: String) -> Int32? {
      Array(destination.utf8).withUnsafeBufferPointer {
        cache.linkedStyleID(id, in: &builder, toUTF8: $0, allowsUnsafe: false)
      }
    }
    let first = try #require(linked(plain, "https://swift.org/a b"))
    #expect(linked(plain, "https://swift.org/a b") == first)
    #expect(builder.style(withID: first).link?.absoluteString == "https://swift.org/a%20b")
    #expect(builder.style(withID: first).weight == nil)
    // Another style over the same destination is a style of its own, and back again.
    let boldLinked = try #require(linked(bold, "https://swift.org/a b"))
    #expect(boldLinked != first)
    #expect(builder.style(withID: boldLinked).weight == .bold)
    #expect(builder.style(withID: boldLinked).link == builder.style(withID: first).link)
    #expect(linked(plain, "https://swift.org/a b") == first)
    #expect(linked(plain, "https://swift.org/other") != first)
    #expect(linked(plain, "javascript:alert(1)") == nil)
    #expect(linked(plain, "") == nil)
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
