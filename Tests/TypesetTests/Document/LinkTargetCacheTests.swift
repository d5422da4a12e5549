import Foundation
import Testing

@testable import Typeset

@Suite("Link target cache") struct LinkTargetCacheTests {
  /// The link ID of a destination in `builder`, through `cache`.
  private func linkID(
    _ text: String, unsafe: Bool = false, _ cache: inout LinkTargetCache,
    _ builder: inout StyledDocument.Builder
  ) -> Int32? {
    Array(text.utf8).withUnsafeBufferPointer { bytes in
      cache.linkID(in: &builder, toUTF8: bytes, allowsUnsafe: unsafe)
    }
  }

  @Test func aRepeatedDestinationReusesItsLink() throws {
    var builder = StyledDocument.Builder()
    var cache = LinkTargetCache()
    let first = try #require(linkID("https://swift.org/a", &cache, &builder))
    #expect(linkID("https://swift.org/a", &cache, &builder) == first)
    #expect(builder.link(withID: first).url == URL(string: "https://swift.org/a"))
    let other = try #require(linkID("https://swift.org/b", &cache, &builder))
    #expect(other != first)
    #expect(builder.link(withID: other).string == "https://swift.org/b")
    // Back to the first: found again, not made again.
    #expect(linkID("https://swift.org/a", &cache, &builder) == first)
  }

  @Test func manyDistinctDestinationsEachGetTheirOwnLink() throws {
    var builder = StyledDocument.Builder()
    var cache = LinkTargetCache()
    var ids: [Int32] = []
    for index in 0..<10_000 {
      ids.append(try #require(linkID("https://docs.rs/crate\(index)/", &cache, &builder)))
    }
    #expect(Set(ids).count == 10_000)
    // Past the cache's size, a destination met again still gets its own bytes back: the
    // same link while its slot keeps it, an equal one made again when another took it.
    for index in stride(from: 0, to: 10_000, by: 97) {
      let again = try #require(linkID("https://docs.rs/crate\(index)/", &cache, &builder))
      #expect(builder.link(withID: again).string == "https://docs.rs/crate\(index)/")
      #expect(builder.link(withID: again) == builder.link(withID: ids[index]))
      #expect(linkID("https://docs.rs/crate\(index)/", &cache, &builder) == again)
    }
  }

  @Test(arguments: [
    "javascript:alert(1)", " JAVASCRIPT:x", "vbscript:x", "file:///etc", "data:text/html,x", "",
  ])
  func refusedOrEmptyDestinationsGiveNoLink(destination: String) {
    var builder = StyledDocument.Builder()
    var cache = LinkTargetCache()
    #expect(linkID(destination, &cache, &builder) == nil)
    // A refused destination is never kept: asking again still refuses it.
    #expect(linkID(destination, &cache, &builder) == nil)
    // Trusted input keeps what Foundation reads as a URL (" JAVASCRIPT:x" is none).
    if URL(string: destination) != nil, !destination.isEmpty {
      #expect(linkID(destination, unsafe: true, &cache, &builder) != nil)
    }
  }

  @Test func destinationsFoundationRewritesAreKeptAsFoundationWritesThem() throws {
    var builder = StyledDocument.Builder()
    var cache = LinkTargetCache()
    let id = try #require(linkID("https://example.com/a b", &cache, &builder))
    #expect(
      builder.link(withID: id).string == URL(string: "https://example.com/a b")?.absoluteString)
    #expect(linkID("data:image/png;base64,AAAA", &cache, &builder) != nil)
  }

  @Test func aRewrittenDestinationIsFoundAgainByItsOwnBytes() throws {
    var builder = StyledDocument.Builder()
    var cache = LinkTargetCache()
    let first = try #require(linkID("/r 2", &cache, &builder))
    #expect(builder.link(withID: first).string == "/r%202")
    // The second ask is a hit (the same link), not another trip through Foundation.
    #expect(linkID("/r 2", &cache, &builder) == first)
    // The rewritten form is a destination of its own, with a link of its own.
    let encoded = try #require(linkID("/r%202", &cache, &builder))
    #expect(encoded != first)
    #expect(builder.link(withID: encoded).string == "/r%202")
  }

  @Test func rewrittenDestinationsOfAnyLengthAreFoundAgainByTheirOwnBytes() throws {
    // Short and long (past the bytes a slot keeps beside the arena) destinations that are
    // rewritten, more than the cache has slots: each is its link, found again while its slot
    // keeps it, and never taken for another destination.
    var builder = StyledDocument.Builder()
    var cache = LinkTargetCache()
    let destinations = (0..<6_000).map { index in
      "https://example.com/ü/\(index)/" + String(repeating: "é", count: index % 3 == 0 ? 80 : 2)
    }
    var ids: [Int32] = []
    for destination in destinations {
      let id = try #require(linkID(destination, &cache, &builder))
      #expect(linkID(destination, &cache, &builder) == id)
      ids.append(id)
    }
    #expect(Set(ids).count == destinations.count)
    for (index, destination) in destinations.enumerated() where index % 7 == 0 {
      let again = try #require(linkID(destination, &cache, &builder))
      #expect(builder.link(withID: again).string == URL(string: destination)?.absoluteString)
      #expect(builder.link(withID: again) == builder.link(withID: ids[index]))
    }
    // A destination that differs in its last byte only is another link.
    let last = try #require(destinations.last)
    let other = try #require(linkID(String(last.dropLast()) + "x", &cache, &builder))
    #expect(other != ids[ids.count - 1])
  }

  @Test func linkedRunsKeepTheirStyleAndCarryTheLinkBeside() throws {
    var builder = StyledDocument.Builder()
    var cache = LinkTargetCache()
    let bold = builder.styleID(for: TextStyle().bold())
    let a = try #require(linkID("https://a.example/", &cache, &builder))
    let b = try #require(linkID("https://b.example/", &cache, &builder))
    builder.open(.paragraph)
    builder.append("one ", styleID: bold, link: a)
    builder.append("two ", styleID: bold, link: a)
    builder.append("three", styleID: bold, link: b)
    builder.append(" plain", styleID: bold)
    builder.close()
    let document = builder.build()
    // One style for all four pieces; three runs, as the links change.
    #expect(document.content.styles.count == 1)
    #expect(document.content.runs.map(\.end) == [8, 13, 19])
    let runs = document.flattened().runs
    #expect(runs.map(\.text) == ["one two ", "three", " plain"])
    #expect(
      runs.map { $0.style.link?.absoluteString } == [
        "https://a.example/", "https://b.example/", nil,
      ])
    #expect(runs.allSatisfy { $0.style.weight == .bold })
    let block = try #require(document.blocks.first)
    #expect(block.text.runs.map { $0.style.link?.host } == ["a.example", "b.example", nil])
  }

  /// A link with a title is kept with its title beside the runs: one destination with two
  /// titles (or none) makes distinct links, the same destination and title met again is the
  /// same link, a refused destination is refused with its title, documents differing only by
  /// a title are not equal, and the flattened text (which has no place for a title) keeps
  /// the links.
  @Test func titledLinksAreLinksOfTheirOwnAndMakeDocumentsDiffer() throws {
    // A cache serves one builder: each document makes its own.
    func titled(
      _ url: String, _ title: String, _ cache: inout LinkTargetCache,
      _ builder: inout StyledDocument.Builder
    ) -> Int32? {
      Array(url.utf8).withUnsafeBufferPointer { bytes in
        Array(title.utf8).withUnsafeBufferPointer {
          cache.linkID(in: &builder, toUTF8: bytes, title: $0, allowsUnsafe: false)
        }
      }
    }
    func document(titles: [String]) throws -> StyledDocument {
      var builder = StyledDocument.Builder()
      var cache = LinkTargetCache()
      let plain = builder.styleID(for: TextStyle())
      builder.open(.paragraph)
      for (index, title) in titles.enumerated() {
        let link = try #require(titled("https://a.example/", title, &cache, &builder))
        builder.append("\(index)", styleID: plain, link: link)
      }
      builder.close()
      return builder.build()
    }
    let two = try document(titles: ["One", "Two", ""])
    #expect(two.content.linkCount == 3)
    #expect(
      (0..<3).map { two.content.title(ofLink: two.content.linkID(ofRun: $0)) } == [
        "One", "Two", nil,
      ])
    #expect(try document(titles: ["One", "Two", ""]) == two)
    #expect(try document(titles: ["One", "Three", ""]) != two)
    #expect(try document(titles: ["One", "Two", "Three"]) != two)
    #expect(two.flattened().runs.allSatisfy { $0.style.link?.host == "a.example" })
    var builder = StyledDocument.Builder()
    var cache = LinkTargetCache()
    #expect(titled("javascript:alert(1)", "t", &cache, &builder) == nil)
    // Met again, each pair is its link; a title that only starts the same is not.
    let pairs = [
      ("https://b.example/", "B"), ("https://b.example/", ""), ("https://c.example/", "B"),
    ]
    let first = try pairs.map { try #require(titled($0.0, $0.1, &cache, &builder)) }
    #expect(Set(first).count == 3)
    #expect(try pairs.map { try #require(titled($0.0, $0.1, &cache, &builder)) } == first)
    #expect(try #require(titled("https://b.example/", "Bee", &cache, &builder)) != first[0])
    #expect(builder.title(ofLink: first[0]) == "B" && builder.title(ofLink: first[1]) == nil)
  }
}
