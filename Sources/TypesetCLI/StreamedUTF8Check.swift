import TypesetSupport

/// The UTF-8 check of input that arrives in chunks (`typeset render --stream`): finds the first
/// ill-formed sequence as `DecodedInput` does for whole input, at the same line and column,
/// checking each byte once and keeping only a sequence cut by a chunk's end (at most three
/// bytes) until the next chunk.
///
///     var check = StreamedUTF8Check()
///     check.append([0x61, 0xC3])        // nil: the sequence may go on
///     check.append([0x28])              // 1:2, byte 0xC3
struct StreamedUTF8Check {
  /// The bytes not checked yet, and the input offset of the first of them.
  private var carry: [UInt8] = []
  private var offset = 0
  /// The line being read and the offset it starts at; a CR waiting to see whether an LF
  /// follows (a CR ends a line only when none does).
  private var line = 1
  private var lineStart = 0
  private var pendingCR = false
  /// Whether the first invalid byte was found (it is reported once).
  private(set) var foundInvalid = false

  /// Checks a chunk; the first invalid byte's position and value, once.
  mutating func append(_ chunk: some Collection<UInt8>) -> (
    location: SourceLocation, byte: UInt8
  )? {
    guard !foundInvalid else { return nil }
    carry.append(contentsOf: chunk)
    return check(isLast: false)
  }

  /// Checks what is left at the end of the input (a cut sequence is invalid now).
  mutating func finish() -> (location: SourceLocation, byte: UInt8)? {
    guard !foundInvalid else { return nil }
    return check(isLast: true)
  }

  private mutating func check(isLast: Bool) -> (location: SourceLocation, byte: UInt8)? {
    var index = 0
    var invalid: UInt8?
    carry.withUnsafeBufferPointer { buffer in
      while index < buffer.count {
        let byte = buffer[index]
        if pendingCR {
          pendingCR = false
          if byte != 0x0A { startLine(at: offset + index) }
        }
        if byte < 0x80 {
          if byte == 0x0A {
            startLine(at: offset + index + 1)
          } else if byte == 0x0D {
            pendingCR = true
          }
          index += 1
          continue
        }
        let needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        if !isLast && index + needed > buffer.count { break }
        let length = UTF8Decoding.scalarLength(
          at: index, in: buffer.baseAddress!, count: buffer.count)
        if length == 0 {
          invalid = byte
          return
        }
        index += length
      }
    }
    if let invalid {
      foundInvalid = true
      let column = offset + index - lineStart + 1
      return (SourceLocation(line: line, column: column), invalid)
    }
    carry.removeFirst(index)
    offset += index
    return nil
  }

  private mutating func startLine(at start: Int) {
    line += 1
    lineStart = start
  }
}
