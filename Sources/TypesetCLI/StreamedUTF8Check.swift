import TypesetSupport

/// The UTF-8 check of input that arrives in chunks (`typeset render --stream`): finds the first
/// ill-formed sequence as `DecodedInput` does for whole input, at the same line and column,
/// checking each byte once; a sequence cut by a chunk's end waits for the next chunk.
///
///     var check = StreamedUTF8Check()
///     check.append([0x61, 0xC3])        // nil: the sequence may go on
///     check.append([0x28])              // 1:2, byte 0xC3
struct StreamedUTF8Check {
  /// Every byte so far (positions are counted in them), and how far they are checked.
  private var bytes: [UInt8] = []
  private var checked = 0
  /// Whether the first invalid byte was found (it is reported once).
  private(set) var foundInvalid = false

  /// Checks a chunk; the first invalid byte's position and value, once.
  mutating func append(_ chunk: some Collection<UInt8>) -> (
    location: SourceLocation, byte: UInt8
  )? {
    guard !foundInvalid else { return nil }
    bytes.append(contentsOf: chunk)
    return check(isLast: false)
  }

  /// Checks what is left at the end of the input (a cut sequence is invalid now).
  mutating func finish() -> (location: SourceLocation, byte: UInt8)? {
    guard !foundInvalid else { return nil }
    return check(isLast: true)
  }

  private mutating func check(isLast: Bool) -> (location: SourceLocation, byte: UInt8)? {
    let found: Int? = bytes.withUnsafeBufferPointer { buffer in
      var index = checked
      while index < buffer.count {
        let byte = buffer[index]
        if byte < 0x80 {
          index += 1
          continue
        }
        let needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        if !isLast && index + needed > buffer.count { break }
        let length = DecodedInput.sequenceLength(at: index, in: buffer)
        if length == 0 { return index }
        index += length
      }
      checked = index
      return nil
    }
    guard let found else { return nil }
    foundInvalid = true
    return (DecodedInput.location(of: found, in: bytes), bytes[found])
  }
}
