/// Writes Unicode scalars as UTF-8 bytes; shared by the tag-markup and Markdown parsers.
@usableFromInline package enum UTF8Encoding {
  /// Appends the UTF-8 bytes of a scalar value; 0, surrogates and values past U+10FFFF are
  /// written as U+FFFD, the replacement character.
  ///
  ///     var bytes: [UInt8] = []
  ///     UTF8Encoding.append(0x2014, to: &bytes)   // [0xE2, 0x80, 0x94]
  @inlinable
  package static func append(_ scalar: UInt32, to bytes: inout [UInt8]) {
    var value = scalar
    if value == 0 || value > 0x10_FFFF || (0xD800...0xDFFF).contains(value) { value = 0xFFFD }
    if value < 0x80 {
      bytes.append(UInt8(value))
    } else if value < 0x800 {
      bytes.append(UInt8(0xC0 | value >> 6))
      bytes.append(UInt8(0x80 | value & 0x3F))
    } else if value < 0x1_0000 {
      bytes.append(UInt8(0xE0 | value >> 12))
      bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
      bytes.append(UInt8(0x80 | value & 0x3F))
    } else {
      bytes.append(UInt8(0xF0 | value >> 18))
      bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
      bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
      bytes.append(UInt8(0x80 | value & 0x3F))
    }
  }
}
