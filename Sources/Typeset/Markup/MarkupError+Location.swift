extension MarkupError {
  /// How much of a long source line an error quotes on each side of the mistake, in bytes.
  static let excerptRadius = 40

  /// Where a byte offset is, and the part of its line an error shows; computed only when an
  /// error is made.
  ///
  /// LF, CRLF and a lone CR each end a line. The column counts UTF-8 bytes from the start of
  /// the line, as ``SourceLocation`` does everywhere. A line longer than twice
  /// ``excerptRadius`` is quoted as a window around the column, with `…` where it was cut, so
  /// a one-line 30 KB input does not make a 30 KB message. `caretOffset` is the number of
  /// characters of the excerpt before the caret.
  static func locate(
    _ offset: Int, in input: UnsafeBufferPointer<UInt8>
  ) -> (location: SourceLocation, excerpt: String, caretOffset: Int) {
    let lf: UInt8 = 0x0A
    let cr: UInt8 = 0x0D
    let target = max(0, min(offset, input.count))
    // A leading byte-order mark is skipped by the scanner: the first line starts after it.
    let bom = input.count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF
    var line = 1
    var lineStart = bom ? 3 : 0
    var index = lineStart
    while index < target {
      let byte = input[index]
      if byte == lf {
        line += 1
        lineStart = index + 1
      } else if byte == cr {
        if index + 1 < input.count, input[index + 1] == lf {
          // The offset sits on the LF of a CRLF: it still belongs to the CR's line.
          if index + 1 >= target { break }
          index += 1
        }
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    var lineEnd = lineStart
    while lineEnd < input.count, input[lineEnd] != lf, input[lineEnd] != cr {
      lineEnd += 1
    }
    let caret = max(lineStart, min(target, lineEnd))
    var excerptStart = lineStart
    var excerptEnd = lineEnd
    if lineEnd - lineStart > 2 * excerptRadius {
      excerptStart = scalarBoundary(max(lineStart, caret - excerptRadius), in: input)
      excerptEnd = scalarBoundary(min(lineEnd, caret + excerptRadius), in: input)
    }
    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: input[range]), as: UTF8.self)
    }
    let cutBefore = excerptStart > lineStart ? "…" : ""
    let cutAfter = excerptEnd < lineEnd ? "…" : ""
    let before = cutBefore + text(excerptStart..<caret)
    let excerpt = before + text(caret..<max(caret, excerptEnd)) + cutAfter
    let location = SourceLocation(line: line, column: target - lineStart + 1)
    return (location, excerpt, before.count)
  }

  /// Moves an offset back to the start of the UTF-8 sequence it falls in.
  private static func scalarBoundary(_ offset: Int, in input: UnsafeBufferPointer<UInt8>) -> Int {
    var offset = offset
    var steps = 0
    while offset > 0, offset < input.count, input[offset] & 0xC0 == 0x80, steps < 3 {
      offset -= 1
      steps += 1
    }
    return offset
  }
}
