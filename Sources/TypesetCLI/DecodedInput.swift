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

  /// The offset of the first ill-formed sequence (see `UTF8Decoding.firstIllFormed`).
  static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      let offset = UTF8Decoding.firstIllFormed(in: buffer)
      return offset < buffer.count ? offset : nil
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
}
