import Testing
import TypesetTestSupport

@testable import TypesetMarkdown

/// Feeds a text to a `MarkdownStream` in given chunks and checks, after every chunk and after
/// `finish()`, that the stream's document equals a fresh parse of the text so far (HTML and
/// tree dump), and that the settled blocks' HTML followed by the tail's is that parse's HTML
/// (so settled HTML, which only grows, is never changed by later input).
struct StreamChecker {
  let options: MarkdownParser.Options
  let renderer: MarkdownHTMLRenderer

  init(options: MarkdownParser.Options = .default) {
    self.options = options
    renderer = MarkdownHTMLRenderer(
      options: .init(allowsUnsafeContent: true, extensions: options.extensions))
  }

  /// The failures (empty when the stream is exact), at most a few. With `dumpsAtLineEnds`,
  /// tree dumps are compared only after chunks that end a line (and at the end), HTML after
  /// every chunk: for inputs fed a byte at a time, where dumps would dominate the cost.
  func failures(
    _ input: [UInt8], chunkEnds: [Int], checkEveryStep: Bool = true,
    dumpsAtLineEnds: Bool = false
  ) -> [String] {
    var stream = MarkdownStream(options: options)
    var settledHTML = ""
    var failures: [String] = []
    var start = 0
    for end in chunkEnds + [input.count] where end > start {
      let update = stream.append(Array(input[start..<end]))
      for fragment in update.settled { settledHTML += renderer.render(fragment) }
      start = end
      guard checkEveryStep || end == input.count else { continue }
      let prefix = Array(input[..<Self.scalarPrefixEnd(input, end)])
      let endsLine = end == input.count || input[end - 1] == 0x0A || input[end - 1] == 0x0D
      failures += compare(
        stream, settledHTML, prefix, at: "after \(end) bytes",
        dumps: !dumpsAtLineEnds || endsLine)
      if failures.count > 3 { return failures }
    }
    let update = stream.finish()
    for fragment in update.settled { settledHTML += renderer.render(fragment) }
    let expected = MarkdownParser.parse(input, options: options)
    let expectedHTML = renderer.render(expected)
    if settledHTML != expectedHTML {
      failures.append(
        "finish: settled\n\(settledHTML.debugDescription)\nexpected\n\(expectedHTML.debugDescription)"
      )
    }
    if stream.document.debugDescription != expected.debugDescription {
      failures.append(
        "finish: tree\n\(stream.document.debugDescription)\nexpected\n\(expected.debugDescription)")
    }
    return failures
  }

  func compare(
    _ stream: MarkdownStream, _ settledHTML: String, _ prefix: [UInt8], at place: String,
    dumps: Bool = true
  ) -> [String] {
    var failures: [String] = []
    let expected = MarkdownParser.parse(prefix, options: options)
    let expectedHTML = renderer.render(expected)
    let document = stream.document
    let html = renderer.render(document)
    let input = String(decoding: prefix, as: UTF8.self).debugDescription
    if html != expectedHTML {
      failures.append(
        "\(place) of \(input): HTML\n\(html.debugDescription)\nexpected\n\(expectedHTML.debugDescription)"
      )
    }
    if dumps && document.debugDescription != expected.debugDescription {
      failures.append(
        "\(place) of \(input): tree\n\(document.debugDescription)\nexpected\n\(expected.debugDescription)"
      )
    }
    let tailHTML = renderer.render(stream.tail)
    if settledHTML + tailHTML != expectedHTML {
      failures.append(
        "\(place) of \(input): settled\n\(settledHTML.debugDescription)\ntail\n\(tailHTML.debugDescription)\nexpected\n\(expectedHTML.debugDescription)"
      )
    }
    return failures
  }

  /// The end of the longest prefix of `input[..<end]` that does not stop inside a UTF-8
  /// sequence which the next bytes may still complete.
  static func scalarPrefixEnd(_ input: [UInt8], _ end: Int) -> Int {
    var back = 1
    while back <= 3 && end - back >= 0 {
      let byte = input[end - back]
      if byte & 0xC0 == 0x80 {
        back += 1
        continue
      }
      let needed = byte >= 0xF0 && byte <= 0xF4 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 ? 2 : 1
      return byte >= 0xC2 && byte <= 0xF4 && needed > back ? end - back : end
    }
    return end
  }

  /// Chunk ends at every byte.
  static func everyByte(_ count: Int) -> [Int] { Array(stride(from: 1, to: count, by: 1)) }

  /// Chunk ends at random sizes in `sizes`.
  static func randomEnds(_ count: Int, sizes: ClosedRange<Int>, seed: UInt64) -> [Int] {
    var random = SplitMix64(seed: seed)
    var ends: [Int] = []
    var position = 0
    while true {
      position += sizes.lowerBound + random.below(sizes.count)
      if position >= count { return ends }
      ends.append(position)
    }
  }
}
