/// The one check every link and image source goes through before it reaches a style or an
/// HTML attribute.
///
/// A URL is dangerous when its scheme is `javascript:`, `vbscript:` or `file:`, or `data:`
/// other than a PNG, GIF, JPEG or WebP image — cmark's rule, which is what CommonMark users
/// expect. Unlike a plain prefix test, the scheme is read the way browsers read it: leading
/// spaces and control characters are skipped and ASCII tab, LF and CR inside the scheme are
/// ignored, so `" java\tscript:"` is caught too.
///
///     URLSafety.isDangerous("JavaScript:alert(1)".utf8)   // true
///     URLSafety.isDangerous("data:image/png;base64,AAAA".utf8)   // false
///     URLSafety.isDangerous("https://swift.org".utf8)   // false
package enum URLSafety {
  /// The schemes that are never safe, lowercased, with their colon.
  static let dangerousSchemes: [[UInt8]] = [
    Array("javascript:".utf8), Array("vbscript:".utf8), Array("file:".utf8),
  ]
  /// The `data:` media types that are safe (images only).
  static let safeDataTypes: [[UInt8]] = [
    Array("image/png".utf8), Array("image/gif".utf8), Array("image/jpeg".utf8),
    Array("image/webp".utf8),
  ]

  /// Whether a URL, given as UTF-8 bytes, must not be followed or loaded.
  ///
  ///     Array("vbscript:x".utf8).withUnsafeBufferPointer(URLSafety.isDangerous)   // true
  package static func isDangerous(_ url: UnsafeBufferPointer<UInt8>) -> Bool {
    // Fast path: a first byte that is no space or control character and starts none of the
    // schemes below (`https:`, `/path`, `#id` …) settles it.
    if let first = url.first, first > 0x20 {
      switch first | 0x20 {
      case UInt8(ascii: "j"), UInt8(ascii: "v"), UInt8(ascii: "f"), UInt8(ascii: "d"): break
      default: return false
      }
    }
    // The scheme as a browser sees it: lowercased, leading C0 controls and spaces skipped,
    // tab and line breaks removed; 24 bytes are enough to tell every case apart. The bytes go
    // to a stack buffer, so the check allocates nothing.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { prefix in
      var count = 0
      var started = false
      for byte in url {
        if !started && byte <= 0x20 { continue }
        started = true
        if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
        prefix[count] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
        count += 1
        if count == 24 { break }
      }
      let normalized = UnsafeBufferPointer(rebasing: prefix[0..<count])
      for scheme in dangerousSchemes where normalized.starts(with: scheme) { return true }
      guard normalized.starts(with: dataScheme) else { return false }
      let mediaType = normalized.dropFirst(dataScheme.count)
      return !safeDataTypes.contains { mediaType.starts(with: $0) }
    }
  }

  /// The `data:` scheme, whose images are safe.
  static let dataScheme = Array("data:".utf8)

  /// Whether a URL string must not be followed or loaded.
  ///
  ///     URLSafety.isDangerous("file:///etc/passwd")   // true
  package static func isDangerous(_ url: String) -> Bool {
    var url = url
    return url.withUTF8(isDangerous)
  }
}
