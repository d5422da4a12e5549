/// Reading and writing hex colours on UTF-8 bytes.
enum ColorHex {
  private static let digits: [UInt8] = Array("0123456789ABCDEF".utf8)

  /// Parses a hex colour; the `#` is optional and surrounding whitespace is ignored.
  static func parse(_ text: String) throws(ColorError) -> TextColor.RGBA {
    let trimmed = trimmed(text)
    var bytes = Substring(trimmed).utf8[...]
    if bytes.first == UInt8(ascii: "#") { bytes = bytes.dropFirst() }
    let result: Result<TextColor.RGBA, ColorError>? = bytes.withContiguousStorageIfAvailable {
      buffer in decode(buffer, input: trimmed)
    }
    let decoded = result ?? Array(bytes).withUnsafeBufferPointer { decode($0, input: trimmed) }
    return try decoded.get()
  }

  /// Whether the text (after trimming and an optional `#`) consists of hex digits only.
  static func isAllHexDigits(_ text: Substring) -> Bool {
    var bytes = text.utf8[...]
    if bytes.first == UInt8(ascii: "#") { bytes = bytes.dropFirst() }
    return !bytes.isEmpty && bytes.allSatisfy { value(of: $0) != nil }
  }

  /// The text without leading and trailing whitespace (ASCII and Unicode).
  static func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    if first == text.startIndex && last == text.index(before: text.endIndex) { return text }
    return String(text[first...last])
  }

  /// Formats a colour as `#RRGGBBAA`.
  static func format(_ color: TextColor.RGBA) -> String {
    var bytes: [UInt8] = [UInt8(ascii: "#")]
    bytes.reserveCapacity(9)
    for component in [color.red, color.green, color.blue, color.alpha] {
      let value = Int((component * 255).rounded())
      bytes.append(digits[value >> 4])
      bytes.append(digits[value & 0xF])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func decode(
    _ buffer: UnsafeBufferPointer<UInt8>, input: String
  ) -> Result<TextColor.RGBA, ColorError> {
    for offset in buffer.indices where value(of: buffer[offset]) == nil {
      return .failure(.invalidDigit(input, character: character(at: offset, in: buffer)))
    }
    func nibble(_ index: Int) -> Int { value(of: buffer[index]) ?? 0 }
    func short(_ index: Int) -> Double { Double(nibble(index) * 17) / 255 }
    func long(_ index: Int) -> Double { Double(nibble(index) * 16 + nibble(index + 1)) / 255 }
    switch buffer.count {
    case 3: return .success(TextColor.RGBA(red: short(0), green: short(1), blue: short(2)))
    case 4:
      return .success(
        TextColor.RGBA(red: short(0), green: short(1), blue: short(2), alpha: short(3)))
    case 6: return .success(TextColor.RGBA(red: long(0), green: long(2), blue: long(4)))
    case 8:
      return .success(TextColor.RGBA(red: long(0), green: long(2), blue: long(4), alpha: long(6)))
    default: return .failure(.invalidLength(input))
    }
  }

  private static func value(of byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
    default: return nil
    }
  }

  /// The whole character that starts at a byte offset (only used to word an error).
  private static func character(at offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Character
  {
    var end = offset + 1
    while end < buffer.count, buffer[end] & 0xC0 == 0x80 { end += 1 }
    let scalar = String(
      decoding: UnsafeBufferPointer(rebasing: buffer[offset..<end]), as: UTF8.self)
    return scalar.first ?? "\u{FFFD}"
  }
}
