extension HTMLFormatter {
  /// Whether a byte may appear unescaped in an `href`.
  @inline(__always) static func isHrefSafe(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "!"),
      UInt8(ascii: "~"), UInt8(ascii: "*"), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "@"),
      UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "$"), UInt8(ascii: ","),
      UInt8(ascii: "#"), UInt8(ascii: "%"), UInt8(ascii: ";"):
      return true
    default:
      return false
    }
  }

  /// `javascript:`, `vbscript:`, `file:` and `data:` URLs other than PNG, GIF, JPEG and WebP
  /// images, matched without regard to case, as cmark's safe mode does.
  static func isDangerousURL(_ url: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = url.count
    if matchesLower(url, 0, count, "javascript:") || matchesLower(url, 0, count, "vbscript:")
      || matchesLower(url, 0, count, "file:")
    {
      return true
    }
    guard matchesLower(url, 0, count, "data:") else { return false }
    let isImage =
      matchesLower(url, 5, count, "image/png") || matchesLower(url, 5, count, "image/gif")
      || matchesLower(url, 5, count, "image/jpeg") || matchesLower(url, 5, count, "image/webp")
    return !isImage
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
      let end = nameStart + tag.utf8CodeUnitCount
      if end >= count { return false }
      if isASCIISpace(bytes[end]) || bytes[end] == UInt8(ascii: ">") { return true }
      return bytes[end] == UInt8(ascii: "/") && end + 1 < count
        && bytes[end + 1] == UInt8(ascii: ">")
    }
    return false
  }
}
