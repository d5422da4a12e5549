import Foundation
import Testing
import TypesetSupport
import TypesetTestSupport

@testable import Typeset

/// Links are stored as strings; a plain URI reference skips Foundation's parse, so the plain
/// check must only accept strings that `URL(string:)` reads back unchanged.
@Suite("TextStyle link targets") struct TextStyleLinkTargetTests {
  private func isPlain(_ text: String) -> Bool {
    TextStyle.LinkTarget.Preparation(Array(text.utf8)) == .plain
  }

  /// The encoding Typeset makes of `bytes` and the count the scan promised, or nil when the
  /// scan leaves them to Foundation or they need none.
  private static func encodingDoneHere(_ bytes: [UInt8]) -> (count: Int, text: String)? {
    guard case .encoding(let count) = TextStyle.LinkTarget.Preparation(bytes) else { return nil }
    let text = bytes.withUnsafeBufferPointer {
      TextStyle.LinkTarget.encoding($0, count: count) { String(decoding: $0, as: UTF8.self) }
    }
    return (count, text)
  }

  @Test(arguments: [
    "https://swift.org", "https://example.com/docs/a?id=1&ref=b#top", "/docs/x", "icons/a.png",
    "mailto:a@b.c", "http://user:pw@host:8080/p", "?q=1", "#frag", "a%20b", "x-y.z+w:rest",
    "https://a.b/~me/(x)*!$';,=",
  ])
  func plainReferencesAreKeptAsWritten(text: String) throws {
    #expect(isPlain(text))
    let target = try #require(TextStyle.LinkTarget.validating(text))
    #expect(target.string == text)
    #expect(URL(string: text)?.absoluteString == text)
  }

  @Test(arguments: [
    "", "a b", "http://[::1]/", "https://h:port/", "https://h:/", "http://a@b@c/", "x#y#z",
    "%zz", "%4", "1a:b", ":x", "https://é.fr", "a<b", "a\"b", "a\\b", "a{b}", "a|b", "a^b",
    "a`b", "http://", "http://h:1:2/", "tab\there",
  ])
  func otherStringsGoThroughFoundation(text: String) {
    #expect(!isPlain(text))
    let target = TextStyle.LinkTarget.validating(text)
    #expect(target?.string == URL(string: text)?.absoluteString)
  }

  /// Every byte value after a letter: RFC 3986's unreserved characters, `@`, the
  /// sub-delimiters and the four scheme-ending delimiters are plain; everything else
  /// (including `%` without its two hex digits, controls and non-ASCII bytes) is not.
  @Test func eachByteIsClassifiedAsRFC3986Says() {
    let allowed = Set(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~@!$&'()*+,;=:/?#".utf8)
    for byte in UInt8.min...UInt8.max {
      let plain = TextStyle.LinkTarget.Preparation([0x61, byte]) == .plain
      #expect(plain == allowed.contains(byte), "byte \(byte)")
    }
  }

  /// Seeded random strings over the URL alphabet and a few bytes outside it: every string the
  /// plain check accepts is one Foundation parses and prints back byte for byte.
  @Test(.hangLimit) func plainCheckAgreesWithFoundation() {
    let alphabet = Array("ab:/?#@%2F.-_~!$&'()*+,;=[] 9x".utf8).map { [$0] }
    var accepted = 0
    for bytes in Self.generated(20_000, seed: 0x9E37_79B9_7F4A_7C15, from: alphabet, pieces: 1...16)
    {
      let text = String(decoding: bytes, as: UTF8.self)
      guard isPlain(text) else { continue }
      accepted += 1
      #expect(URL(string: text)?.absoluteString == text, "\(text)")
    }
    #expect(accepted > 1000)
  }

  /// The plain check as first written, byte by byte: the word-at-a-time check must answer
  /// exactly as it does, or a link would be stored differently from before.
  private func referenceIsPlain(_ bytes: [UInt8]) -> Bool {
    guard !bytes.isEmpty else { return false }
    let plain = Set(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~@!$&'()*+,;=".utf8)
    let hex = Set("0123456789abcdefABCDEF".utf8)
    let count = bytes.count
    var index = 0
    var hashes = 0
    var firstDelimiter = -1
    while index < count {
      let byte = bytes[index]
      if plain.contains(byte) {
        index += 1
      } else if byte == UInt8(ascii: "%") {
        guard index + 2 < count, hex.contains(bytes[index + 1]), hex.contains(bytes[index + 2])
        else { return false }
        index += 3
      } else {
        guard ":/?#".utf8.contains(byte) else { return false }
        if byte == UInt8(ascii: "#") { hashes += 1 }
        if firstDelimiter < 0 { firstDelimiter = index }
        index += 1
      }
    }
    guard hashes <= 1 else { return false }
    var rest = 0
    if firstDelimiter >= 0, bytes[firstDelimiter] == UInt8(ascii: ":") {
      let scheme = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-.".utf8)
      guard firstDelimiter > 0, ASCII.isLetter(bytes[0]) else { return false }
      for offset in 1..<firstDelimiter where !scheme.contains(bytes[offset]) { return false }
      rest = firstDelimiter + 1
    }
    guard rest + 1 < count, bytes[rest] == UInt8(ascii: "/"), bytes[rest + 1] == UInt8(ascii: "/")
    else { return true }
    let authorityStart = rest + 2
    var hostStart = authorityStart
    var hostColon = -1
    var secondColon = false
    var end = authorityStart
    while end < count, !"/?#".utf8.contains(bytes[end]) {
      if bytes[end] == UInt8(ascii: "@") {
        guard hostStart == authorityStart else { return false }
        hostStart = end + 1
        hostColon = -1
        secondColon = false
      } else if bytes[end] == UInt8(ascii: ":") {
        if hostColon >= 0 { secondColon = true } else { hostColon = end }
      }
      end += 1
    }
    guard !secondColon else { return false }
    let hostEnd = hostColon >= 0 ? hostColon : end
    guard hostEnd > hostStart else { return false }
    if hostColon >= 0 {
      guard hostColon + 1 < end else { return false }
      for offset in hostColon + 1..<end where !ASCII.isDigit(bytes[offset]) { return false }
    }
    return true
  }

  /// Seeded random references built from URL-like pieces (schemes, `//`, user information,
  /// ports, escapes, long runs that fill whole words) and stray bytes: the plain check
  /// answers as the byte-by-byte definition does on every one.
  @Test(.hangLimit) func plainCheckMatchesItsDefinition() {
    let pieces = [
      "https:", "//", "/", "?", "#", "@", ":", "%2F", "%4", "%zz", "8080", "host.example.org",
      "a", "B9", "x+y", "-._~", "!$&'()*+,;=", "[", " ", "é", "\t", "abcdefghijklmnop",
      "user:pw@", "h:1:2", "mailto:", "1a:", "//h:", "%", "http:", "HTTPS:", "https://",
      "http://",
    ]
    var state: UInt64 = 0x51_7CC1_B727_220A
    var accepted = 0
    for _ in 0..<30_000 {
      var bytes: [UInt8] = []
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let count = Int(state >> 61) + 1
      for _ in 0..<count {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        bytes += Array(pieces[Int(state >> 33) % pieces.count].utf8)
      }
      let expected = referenceIsPlain(bytes)
      if expected { accepted += 1 }
      let answer = TextStyle.LinkTarget.Preparation(bytes) == .plain
      #expect(answer == expected, "\(String(decoding: bytes, as: UTF8.self))")
    }
    #expect(accepted > 3000)
  }

  @Test(arguments: [
    ("https://de.wikipedia.org/wiki/Straße", "https://de.wikipedia.org/wiki/Stra%C3%9Fe"),
    ("/wiki/Café?q=東京#é", "/wiki/Caf%C3%A9?q=%E6%9D%B1%E4%BA%AC#%C3%A9"),
    ("https://fonts.example/css?family=A|B c", "https://fonts.example/css?family=A%7CB%20c"),
    ("mailto:josé@example.com", "mailto:jos%C3%A9@example.com"),
    ("https://x.org/[a]{b}^`\\", "https://x.org/%5Ba%5D%7Bb%7D%5E%60%5C"),
  ])
  func pathsNeedingOnlyEscapesAreEncodedWithoutFoundation(text: String, encoded: String) {
    let fast = Self.encodingDoneHere(Array(text.utf8))
    #expect(fast?.text == encoded)
    #expect(fast?.count == encoded.utf8.count)
    #expect(URL(string: text)?.absoluteString == encoded)
    #expect(TextStyle.LinkTarget.validating(text)?.string == encoded)
  }

  @Test(arguments: [
    "https://é.fr/a", "https://h.org:8ü/", "ü:x", "a é:b", "x#ü#y", "a%zü", "https://h/\u{1}ü",
  ])
  func hostsAndOddShapesAreLeftToFoundation(text: String) {
    #expect(TextStyle.LinkTarget.Preparation(Array(text.utf8)) == .foundation)
    #expect(TextStyle.LinkTarget.validating(text)?.string == URL(string: text)?.absoluteString)
  }

  /// Seeded random references built from URL pieces, non-ASCII letters, the characters
  /// Foundation escapes and ill-formed bytes: wherever the encoding is done without Foundation
  /// it is exactly Foundation's, and every link target is what `URL(string:)` gives.
  @Test(.hangLimit) func encodingAgreesWithFoundation() {
    let pieces: [[UInt8]] =
      [
        "https://", "http://h.org", "//", "h.org", ":", "/", "/", "?", "#", "a", "b", "9", "ü", "東",
        "😀", "é", " ", "|", "[", "]", "{", "}", "\\", "^", "`", "\"", "<", ">", "%", "%2F", "%e9",
        "@",
        "=", "&", "~",
      ].map { Array($0.utf8) } + [[0xC3], [0xFF], [0xE6, 0x9D], [0x01], [0x7F]]
    var encodedHere = 0
    // Encodings that keep or escape a `%` escape, component by component.
    var percentsEncodedHere = 0
    for bytes in Self.generated(20_000, seed: 0x2545_F491_4F6C_DD1D, from: pieces, pieces: 2...9) {
      let text = String(decoding: bytes, as: UTF8.self)
      let foundation = URL(string: text)?.absoluteString
      if let fast = Self.encodingDoneHere(bytes) {
        encodedHere += 1
        if bytes.contains(UInt8(ascii: "%")) { percentsEncodedHere += 1 }
        #expect(fast.text == foundation, "\(text.debugDescription)")
        #expect(fast.count == fast.text.utf8.count, "\(text.debugDescription)")
      }
      let target = bytes.withUnsafeBufferPointer { TextStyle.LinkTarget.validating($0) }
      #expect(target?.string == foundation, "\(text.debugDescription)")
    }
    #expect(encodedHere > 2000)
    #expect(percentsEncodedHere > 200)
  }

  /// One pass tells the three preparations apart, and the count it gives is the length of
  /// the encoding Foundation makes.
  @Test(
    arguments: [
      ("https://swift.org/a?b#c", nil), ("/wiki/Straße", "/wiki/Stra%C3%9Fe"),
      ("https://x.org/a b|c", "https://x.org/a%20b%7Cc"), ("https://é.fr/a", "foundation"),
      ("a%20é", "a%2520%C3%A9"), ("x#a#é", "foundation"), ("a:b:cé", "foundation"),
      ("https://a.org/p%41?x=|", "https://a.org/p%41?x=%7C"),
      ("https://a.org/p|?x=%41#%42", "https://a.org/p%7C?x=%41#%42"),
      ("#%41é", "#%2541%C3%A9"), ("https://u%40@a.org/é", "foundation"),
    ] as [(String, String?)])
  func preparationTellsPlainEncodedAndFoundationApart(text: String, expected: String?) {
    let preparation = TextStyle.LinkTarget.Preparation(Array(text.utf8))
    switch expected {
    case nil: #expect(preparation == .plain)
    case "foundation": #expect(preparation == .foundation)
    case let encoded?:
      #expect(preparation == .encoding(count: encoded.utf8.count))
      #expect(URL(string: text)?.absoluteString == encoded)
    }
  }

  @Test func stylesReadTheirLinkAsAURL() {
    let style = TextStyle().link(URL(string: "https://swift.org/a?b")!)
    #expect(style.link == URL(string: "https://swift.org/a?b"))
    #expect(style.link?.host == "swift.org")
  }

  @Test func encodedStylesWriteThePlainString() throws {
    let style = TextStyle().link(URL(string: "https://swift.org")!)
    let json = String(decoding: try JSONEncoder().encode(style), as: UTF8.self)
    #expect(json.contains(#""link":"https:\/\/swift.org""#))
    let back = try JSONDecoder().decode(TextStyle.self, from: Data(json.utf8))
    #expect(back == style)
  }

  @Test func markupLinksKeepTheirHref() {
    let text = StyledText(markup: #"<a href="https://example.com/x?id=1&amp;r=2">x</a>"#)
    #expect(text.runs.first?.style.link?.absoluteString == "https://example.com/x?id=1&r=2")
  }

  @Test func arenaTargetsKeepTheirBytesPastTheLargeChunks() {
    // Past 4 MB of chunks the arena takes 4 MB chunks; every target, on either side of that
    // change and of each chunk's end, keeps its own bytes.
    var arena = TextStyle.LinkTarget.Arena()
    let texts = (0..<60_000).map { index in
      "https://h\(index).example/" + String(repeating: "q", count: 60 + index % 97)
    }
    let targets = texts.map { text in
      Array(text.utf8).withUnsafeBufferPointer {
        arena.make(verbatim: $0, hash: SeededHash.hash($0, seed: SeededHash.processSeed))
      }
    }
    let kept = zip(texts, targets).filter { $0.0 == $0.1.string && $0.0.utf8.count == $0.1.count }
    #expect(kept.count == texts.count)
  }

  @Test func arenaTargetsKeepTheirBytesAcrossChunks() throws {
    // Targets of many lengths, one longer than a whole chunk, written into shared chunks:
    // each keeps its bytes and equals, by bytes and hash, a target made alone.
    var arena = TextStyle.LinkTarget.Arena()
    let texts = (0..<3000).map { index in
      index == 1500
        ? "https://long.example/" + String(repeating: "a", count: 70_000)
        : "https://h\(index).example/" + String(repeating: "p", count: index % 53)
    }
    let targets = texts.map { text in
      Array(text.utf8).withUnsafeBufferPointer {
        arena.make(verbatim: $0, hash: SeededHash.hash($0, seed: SeededHash.processSeed))
      }
    }
    for (text, target) in zip(texts, targets) {
      let alone = TextStyle.LinkTarget.make(verbatim: text)
      #expect(target.string == text)
      #expect(target.count == text.utf8.count)
      #expect(target == alone)
      #expect(target.hashValue == alone.hashValue)
      #expect(!target.isIdentical(to: alone))
      #expect(target.isIdentical(to: target))
    }
    #expect(targets[0] != targets[1])
    #expect(!targets[0].isIdentical(to: targets[1]))
  }

  /// `count` seeded random byte strings, each of a number of `pieces` drawn from `from`.
  static func generated(
    _ count: Int, seed: UInt64, from choices: [[UInt8]], pieces: ClosedRange<Int>
  ) -> [[UInt8]] {
    var state = seed
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    return (0..<count).map { _ in
      let length = pieces.lowerBound + next() % pieces.count
      return (0..<length).reduce(into: []) { bytes, _ in bytes += choices[next() % choices.count] }
    }
  }
}
