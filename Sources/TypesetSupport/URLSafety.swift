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
    // Every dangerous scheme starts with j, v, f or d (either case) after the skipped bytes,
    // so most URLs are answered by their first byte.
    guard let first = url.first(where: { $0 > 0x20 }) else { return false }
    switch first | 0x20 {
    case 0x6A, 0x76, 0x66, 0x64: break  // j v f d
    default: return false
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

  /// Whether the bytes before the first `:` that comes before any `/`, `?` or `#` are not a
  /// scheme (a letter, then letters, digits, `+`, `-` and `.`): a reference such as
  /// `%20javascript:alert(1)`, which RFC 3986 does not allow and Foundation refuses. Sources
  /// that are names rather than links (an image's) are checked with this beside
  /// ``isDangerous(_:)-(UnsafeBufferPointer<UInt8>)``, without parsing them as URLs.
  ///
  ///     URLSafety.hasMalformedScheme("%20javascript:alert(1)".utf8)   // true
  ///     URLSafety.hasMalformedScheme("https://a.example/b:c".utf8)    // false
  package static func hasMalformedScheme(_ url: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let start = url.baseAddress else { return false }
    let count = url.count
    // Most sources start `https://` or `http://`: a scheme, read as one word.
    if webSchemeEnd(start, count: count) > 0 { return false }
    var colon = 0
    while colon < count {
      let byte = start[colon]
      if byte == 0x3A { break }  // :
      if byte == 0x2F || byte == 0x3F || byte == 0x23 { return false }  // / ? #: no scheme
      colon &+= 1
    }
    guard colon < count else { return false }
    guard colon > 0, ASCII.isLetter(start[0]) else { return true }
    var index = 1
    while index < colon {
      if !isSchemeByte(start[index]) { return true }
      index &+= 1
    }
    return false
  }

  /// Where the scheme of a reference that starts `https://` or `http://` ends (after its
  /// `:`: 6 or 5), read as one word; 0 for any other start. Most links and image sources
  /// start so, and their scheme needs no byte-by-byte reading.
  ///
  ///     Array("https://swift.org".utf8).withUnsafeBufferPointer {
  ///       URLSafety.webSchemeEnd($0.baseAddress!, count: $0.count)
  ///     }   // 6
  @inline(__always)
  package static func webSchemeEnd(_ start: UnsafePointer<UInt8>, count: Int) -> Int {
    guard count >= 8 else { return 0 }
    let head = UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self))
    if head == 0x2F2F_3A73_7074_7468 { return 6 }  // https://
    if head & 0x00FF_FFFF_FFFF_FFFF == 0x2F_2F3A_7074_7468 { return 5 }  // http://
    return 0
  }

  /// The same for a string.
  ///
  ///     URLSafety.hasMalformedScheme("1a:b")   // true
  package static func hasMalformedScheme(_ url: String) -> Bool {
    var url = url
    return url.withUTF8(hasMalformedScheme)
  }

  /// A letter, digit, `+`, `-` or `.`: a byte a scheme may hold after its first letter.
  ///
  ///     URLSafety.isSchemeByte(UInt8(ascii: "+"))   // true
  package static func isSchemeByte(_ byte: UInt8) -> Bool {
    ASCII.isLetterOrDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E
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
