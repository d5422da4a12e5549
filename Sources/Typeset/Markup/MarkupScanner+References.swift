/// Character references (`&amp;`, `&#8212;`, `&#x2014;`, `&mdash;` …).
///
/// The rule, the same in text and in attribute values:
/// - `&name;` with an HTML5 entity name (case-sensitive, looked up in `HTMLEntities`) and
///   `&#digits;` / `&#xhex;` / `&#Xhex;` with 1–7 digits are decoded. A numeric reference to 0,
///   a surrogate or a value above U+10FFFF becomes U+FFFD in lenient mode.
/// - An `&` that is not followed by `#` or an ASCII letter, or whose run of reference characters
///   (`#`, `x`, then digits; or letters and digits) does not end in `;`, is plain text in both
///   modes: `a & b`, `AT&T`, `&`, `&amp` and `&#65x;` stay as written.
/// - When that run does end in `;` but names nothing — an unknown name, no digits, more than 7
///   digits, or an invalid code point — lenient mode keeps it as text (except the invalid code
///   point, which becomes U+FFFD) and strict mode throws "unknown entity &foo;" or
///   "invalid character reference &#0;".
extension MarkupScanner {
  /// What a reference decodes to.
  enum Replacement {
    case scalar(UInt32)
    case text(String)
  }

  /// Parses the reference at the `&` at `index`, reading no further than `limit`.
  ///
  /// Returns the offset after its `;` and its replacement, or `nil` when the `&` is plain text.
  static func parseReference(
    _ base: UnsafePointer<UInt8>, at index: Int, limit: Int, strict: Bool,
    input: UnsafeBufferPointer<UInt8>
  ) throws(MarkupError) -> (end: Int, replacement: Replacement)? {
    let start = index + 1
    guard start < limit else { return nil }
    if base[start] == ASCII.hash {
      return try parseNumericReference(base, at: index, limit: limit, strict: strict, input: input)
    }
    guard ASCII.isLetter(base[start]) else { return nil }
    var position = start + 1
    while position < limit, ASCII.isLetter(base[position]) || ASCII.isDigit(base[position]) {
      position += 1
    }
    guard position < limit, base[position] == ASCII.semicolon else { return nil }
    let name = UnsafeBufferPointer(start: base + start, count: position - start)
    if let scalar = xmlEntity(name) { return (position + 1, .scalar(scalar)) }
    if let text = HTMLEntities.lookup(name) { return (position + 1, .text(text)) }
    guard strict else { return nil }
    let written = String(
      decoding: UnsafeBufferPointer(rebasing: input[index...position]), as: UTF8.self)
    throw .unknownEntity(written, at: index, in: input)
  }

  /// `&#…;` at `index`, whose `#` has been seen.
  private static func parseNumericReference(
    _ base: UnsafePointer<UInt8>, at index: Int, limit: Int, strict: Bool,
    input: UnsafeBufferPointer<UInt8>
  ) throws(MarkupError) -> (end: Int, replacement: Replacement)? {
    var position = index + 2
    let hex = position < limit && base[position] | 0x20 == 0x78  // x or X
    if hex { position += 1 }
    let digitsStart = position
    var value: UInt32 = 0
    while position < limit {
      let byte = base[position]
      let digit: UInt32
      if ASCII.isDigit(byte) {
        digit = UInt32(byte &- 0x30)
      } else if hex, (byte | 0x20) &- 0x61 < 6 {
        digit = UInt32((byte | 0x20) &- 0x61) + 10
      } else {
        break
      }
      if position - digitsStart < 7 { value = value &* (hex ? 16 : 10) &+ digit }
      position += 1
    }
    guard position < limit, base[position] == ASCII.semicolon else { return nil }
    let digits = position - digitsStart
    let isValid =
      digits > 0 && digits <= 7 && value != 0 && value <= 0x10_FFFF
      && !(0xD800...0xDFFF).contains(value)
    if isValid { return (position + 1, .scalar(value)) }
    if strict {
      let written = String(
        decoding: UnsafeBufferPointer(rebasing: input[index...position]), as: UTF8.self)
      throw .invalidCharacterReference(written, at: index, in: input)
    }
    guard digits > 0, digits <= 7 else { return nil }
    return (position + 1, .scalar(0xFFFD))
  }

  /// The five XML entities, checked before the full table because they are by far the commonest.
  @inline(__always)
  private static func xmlEntity(_ name: UnsafeBufferPointer<UInt8>) -> UInt32? {
    switch name.count {
    case 2:
      guard name[1] == 0x74 else { return nil }  // t
      if name[0] == 0x6C { return 0x3C }  // lt
      if name[0] == 0x67 { return 0x3E }  // gt
      return nil
    case 3:
      return name[0] == 0x61 && name[1] == 0x6D && name[2] == 0x70 ? 0x26 : nil  // amp
    case 4:
      if name[0] == 0x71, name[1] == 0x75, name[2] == 0x6F, name[3] == 0x74 { return 0x22 }  // quot
      if name[0] == 0x61, name[1] == 0x70, name[2] == 0x6F, name[3] == 0x73 { return 0x27 }  // apos
      return nil
    default:
      return nil
    }
  }

  /// Appends a reference's replacement as UTF-8.
  @inline(__always)
  static func append(_ replacement: Replacement, to buffer: inout [UInt8]) {
    switch replacement {
    case .text(let text):
      buffer.append(contentsOf: text.utf8)
    case .scalar(let value):
      UTF8Encoding.append(value, to: &buffer)
    }
  }
}
