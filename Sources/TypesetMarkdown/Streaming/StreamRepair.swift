/// Display-only repair of half-typed Markdown at the end of a stream's tail: the closers the
/// text will probably get (`**`, `` ` ``, `)` of `[link](`, a closing fence), to append to a
/// copy of the tail before it is parsed for display. It never changes settled text and never
/// reaches the final document.
enum StreamRepair {
  /// The text to append to `text[start..<end]` (the unsettled tail) for display, or nothing.
  static func suffix(for text: [UInt8], _ start: Int, _ end: Int) -> [UInt8] {
    // The lines of the last block: after the last blank line outside a fence.
    var fence: (character: UInt8, length: Int)? = nil
    var blockStart = start
    var lineStart = start
    while lineStart < end {
      var lineEnd = lineStart
      while lineEnd < end && !ASCII.isLineEnding(text[lineEnd]) { lineEnd += 1 }
      var first = lineStart
      while first < lineEnd && ASCII.isSpaceOrTab(text[first]) { first += 1 }
      if let open = fence {
        if run(of: open.character, in: text, from: first, to: lineEnd) >= open.length {
          fence = nil
          blockStart = lineEnd
        }
      } else if first == lineEnd {
        blockStart = lineEnd
      } else if first - lineStart < CommonMark.codeIndent,
        text[first] == UInt8(ascii: "`") || text[first] == UInt8(ascii: "~")
      {
        let length = run(of: text[first], in: text, from: first, to: lineEnd)
        if length >= CommonMark.minimumFenceLength {
          fence = (text[first], length)
          blockStart = lineStart
        }
      }
      lineStart = lineEnd < end && text[lineEnd] == ASCII.carriageReturn ? lineEnd + 1 : lineEnd
      if lineStart < end && text[lineStart] == ASCII.lineFeed { lineStart += 1 }
      if lineStart == lineEnd { lineStart += 1 }
    }
    if let open = fence {
      let lastIsLineEnd = end > start && ASCII.isLineEnding(text[end - 1])
      return (lastIsLineEnd ? [] : [ASCII.lineFeed])
        + [UInt8](repeating: open.character, count: open.length)
    }
    return inlineClosers(text, blockStart, end)
  }

  /// The length of the run of `byte` at `start`.
  static func run(of byte: UInt8, in text: [UInt8], from start: Int, to end: Int) -> Int {
    var index = start
    while index < end && text[index] == byte { index += 1 }
    return index - start
  }

  /// Closers for the code span, emphasis and link destination left open in
  /// `text[start..<end]`, innermost first.
  static func inlineClosers(_ text: [UInt8], _ start: Int, _ end: Int) -> [UInt8] {
    var open: [[UInt8]] = []
    var index = start
    var openParenthesis = false
    while index < end {
      let byte = text[index]
      if byte == ASCII.backslash {
        index += 2
        continue
      }
      if byte == UInt8(ascii: "`") {
        let length = run(of: byte, in: text, from: index, to: end)
        // A code span: the same run closes it; until then nothing inside counts.
        var close = index + length
        var closed = false
        while close < end {
          if text[close] == byte {
            let other = run(of: byte, in: text, from: close, to: end)
            if other == length {
              closed = true
              break
            }
            close += other
          } else {
            close += 1
          }
        }
        if !closed { return [UInt8](repeating: byte, count: length) }
        index = close + length
        continue
      }
      if byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~") {
        let length = run(of: byte, in: text, from: index, to: end)
        let delimiter = [UInt8](repeating: byte, count: min(length, 3))
        // A run after a space and before the end or a space opens nothing (a list bullet or a
        // lone star); a run matching the innermost open one closes it.
        let before = index > start ? text[index - 1] : ASCII.lineFeed
        let after = index + length < end ? text[index + length] : ASCII.lineFeed
        if let last = open.last, last == delimiter {
          open.removeLast()
        } else if !ASCII.isSpaceTabOrLineEnding(after)
          && (byte != UInt8(ascii: "_") || !isAlphanumeric(before))
        {
          open.append(delimiter)
        }
        index += length
        continue
      }
      if byte == UInt8(ascii: "]") && index + 1 < end && text[index + 1] == UInt8(ascii: "(") {
        openParenthesis = true
        index += 2
        continue
      }
      if byte == UInt8(ascii: ")") { openParenthesis = false }
      index += 1
    }
    var closers: [UInt8] = []
    if openParenthesis { closers.append(UInt8(ascii: ")")) }
    for delimiter in open.reversed() { closers.append(contentsOf: delimiter) }
    // Closers after trailing spaces would not close anything.
    if !closers.isEmpty && end > start && ASCII.isSpaceTabOrLineEnding(text[end - 1]) {
      return []
    }
    return closers
  }

  static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
  }
}
