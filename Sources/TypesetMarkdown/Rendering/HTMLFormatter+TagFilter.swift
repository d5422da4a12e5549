import TypesetSupport

extension HTMLFormatter {
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
      return ASCII.isCSpace(bytes[end]) || bytes[end] == ASCII.greaterThan
        || bytes[end] == ASCII.slash
    }
    return false
  }
}
