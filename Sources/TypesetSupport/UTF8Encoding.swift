/// Writes Unicode scalars as UTF-8 bytes; shared by the tag-markup and Markdown parsers.
@usableFromInline package enum UTF8Encoding {
  /// Appends the UTF-8 bytes of a scalar value; 0, surrogates and values past U+10FFFF are
  /// written as U+FFFD, the replacement character.
  ///
  ///     var bytes: [UInt8] = []
  ///     UTF8Encoding.append(0x2014, to: &bytes)   // [0xE2, 0x80, 0x94]
  @inlinable
  package static func append(_ scalar: UInt32, to bytes: inout [UInt8]) {
    let (word, count) = encoded(scalar)
    for index in 0..<count { bytes.append(UInt8(truncatingIfNeeded: word >> (8 * index))) }
  }

  /// The UTF-8 bytes of a scalar value packed into a word, the first byte lowest, and how
  /// many there are; the same replacement rule as ``append(_:to:)``. Encodes without
  /// touching memory.
  ///
  ///     UTF8Encoding.encoded(0x41)   // (word: 0x41, count: 1)
  @inlinable
  package static func encoded(_ scalar: UInt32) -> (word: UInt32, count: Int) {
    var value = scalar
    if value == 0 || value > 0x10_FFFF || (0xD800...0xDFFF).contains(value) { value = 0xFFFD }
    if value < 0x80 { return (value, 1) }
    if value < 0x800 { return ((0x80 | value & 0x3F) << 8 | (0xC0 | value >> 6), 2) }
    if value < 0x1_0000 {
      return (
        (0x80 | value & 0x3F) << 16 | (0x80 | value >> 6 & 0x3F) << 8 | (0xE0 | value >> 12), 3
      )
    }
    return (
      (0x80 | value & 0x3F) << 24 | (0x80 | value >> 6 & 0x3F) << 16
        | (0x80 | value >> 12 & 0x3F) << 8 | (0xF0 | value >> 18), 4
    )
  }
}
