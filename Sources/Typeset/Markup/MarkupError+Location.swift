extension MarkupError {
  /// The line, column and source line of a byte offset; computed only when an error is made.
  ///
  /// LF, CRLF and a lone CR each end a line. The column counts characters (grapheme clusters)
  /// from the start of the line, so multi-byte text before the mistake counts once per character.
  static func location(
    of offset: Int, in input: UnsafeBufferPointer<UInt8>
  ) -> (line: Int, column: Int, sourceLine: String) {
    let lf: UInt8 = 0x0A
    let cr: UInt8 = 0x0D
    let target = max(0, min(offset, input.count))
    var line = 1
    var lineStart = 0
    var index = 0
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
    let prefix = UnsafeBufferPointer(
      rebasing: input[lineStart..<max(lineStart, min(target, lineEnd))])
    let column = String(decoding: prefix, as: UTF8.self).count + 1
    let sourceLine = String(
      decoding: UnsafeBufferPointer(rebasing: input[lineStart..<lineEnd]), as: UTF8.self)
    return (line, column, sourceLine)
  }
}
