import TypesetSupport

/// The input's bytes checked as UTF-8: valid text as it came, or text with every invalid
/// sequence replaced by U+FFFD and the position of the first one.
struct DecodedInput {
  /// The text (replacement characters in place of invalid sequences).
  var text: String
  /// The first invalid byte's position (columns in UTF-8 bytes, 1-based) and its value.
  var firstInvalidByte: (location: SourceLocation, byte: UInt8)?

  /// Decodes bytes, skipping a leading UTF-8 byte-order mark when `skipsByteOrderMark`.
  init(_ bytes: [UInt8], skipsByteOrderMark: Bool) {
    let start = skipsByteOrderMark && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let body = bytes[start...]
    if let valid = String(validating: body, as: UTF8.self) {
      text = valid
      firstInvalidByte = nil
    } else {
      text = String(decoding: body, as: UTF8.self)
      firstInvalidByte = Self.firstInvalidByte(in: bytes)
    }
  }

  /// The line, byte column and value of the first byte of the first ill-formed sequence (the
  /// bytes one U+FFFD replaces begin there), or `nil` for valid UTF-8.
  static func firstInvalidByte(in bytes: [UInt8]) -> (location: SourceLocation, byte: UInt8)? {
    guard let offset = firstInvalidOffset(in: bytes) else { return nil }
    return (location(of: offset, in: bytes), bytes[offset])
  }

  /// The offset of the first ill-formed sequence; ASCII is skipped eight bytes at a time.
  static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      while index < buffer.count {
        if index + 8 <= buffer.count {
          let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
          if word & 0x8080_8080_8080_8080 == 0 {
            index += 8
            continue
          }
        }
        if buffer[index] < 0x80 {
          index += 1
          continue
        }
        let length = sequenceLength(at: index, in: buffer)
        if length == 0 { return index }
        index += length
      }
      return nil
    }
  }

  /// The 1-based line and byte column of an offset; lines end at LF, CR or CRLF.
  static func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
    var line = 1
    var lineStart = 0
    var index = 0
    while index < offset {
      let byte = bytes[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    return SourceLocation(line: line, column: offset - lineStart + 1)
  }

  /// The length of the well-formed sequence starting at `index`, or 0 when it is ill-formed
  /// (the bounds of Unicode's table 3-7: no overlongs, surrogates or values past U+10FFFF).
  static func sequenceLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let length: Int
    var second: ClosedRange<UInt8> = 0x80...0xBF
    switch bytes[index] {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      second = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      second = 0x80...0x9F
    case 0xF0:
      length = 4
      second = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      second = 0x80...0x8F
    default: return 0
    }
    guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return 0 }
    for position in index + 2..<index + length where bytes[position] & 0xC0 != 0x80 {
      return 0
    }
    return length
  }
}
