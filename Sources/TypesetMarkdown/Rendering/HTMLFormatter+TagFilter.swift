extension HTMLFormatter {
  /// Whether a byte may appear unescaped in an `href`: ASCII letters, digits and
  /// `-_.!~*()/?:@=+$,#%;`, as a bit set in two words.
  @inline(__always) static func isHrefSafe(_ byte: UInt8) -> Bool {
    // Bytes 0-63: ! # $ % ( ) * + , - . / 0-9 : ; = ?
    let low: UInt64 = 0xAFFF_FF3A_0000_0000
    // Bytes 64-127: @ A-Z _ a-z ~
    let high: UInt64 = 0x47FF_FFFE_87FF_FFFF
    let word = byte < 64 ? low : byte < 128 ? high : 0
    return (word >> UInt64(byte & 63)) & 1 != 0
  }

  /// Tags GFM's tag filter disarms.
  static let filteredTags: [StaticString] = [
    "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
  ]

  /// Whether the `<` at `index` opens or closes a filtered tag.
  static func isFilteredTag(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    let count = bytes.count
    guard count - index >= 3 else { return false }
    var nameStart = index + 1
    if bytes[nameStart] == UInt8(ascii: "/") { nameStart += 1 }
    for tag in filteredTags where matchesLower(bytes, nameStart, count, tag) {
      // Wherever a browser's tokenizer ends the tag name — whitespace, `/`, `>` or the end —
      // the tag is filtered. cmark-gfm accepts `/` only as part of `/>`, which lets
      // `<script/x>` through; a browser reads that as a script start tag with an attribute.
      let end = nameStart + tag.utf8CodeUnitCount
      if end >= count { return true }
      return isASCIISpace(bytes[end]) || bytes[end] == UInt8(ascii: ">")
        || bytes[end] == UInt8(ascii: "/")
    }
    return false
  }
}
