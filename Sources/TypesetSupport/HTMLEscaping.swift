// `@usableFromInline` lets the other modules inline `append(_:as:to:)`: a call with a literal
// mode becomes that mode's loop, as fast as the renderer's own loop was.

/// Escapes UTF-8 text for HTML: the one escaper behind the Markdown renderer and
/// `Markup.escape`.
///
/// The Markdown renderer's output equals cmark-gfm's byte for byte, so ``Mode/text`` and
/// ``Mode/url`` follow cmark's `escape_html` and `houdini_escape_href` exactly. Bytes 0x80 and
/// above pass through the text modes unchanged (they are UTF-8) and are percent-encoded by
/// the URL mode.
///
///     var html: [UInt8] = []
///     Array("a < b".utf8).withUnsafeBufferPointer {
///       HTMLEscaping.append($0, as: .text, to: &html)
///     }
///     // html == Array("a &lt; b".utf8)
///     HTMLEscaping.escape("Tom's", as: .attribute)   // "Tom&apos;s"
@usableFromInline package enum HTMLEscaping {
  /// What the escaped text is written into.
  ///
  ///     HTMLEscaping.escape("\"x\" & 'y'", as: .text)   // "&quot;x&quot; &amp; 'y'"
  ///     HTMLEscaping.escape("'y'", as: .attribute)   // "&apos;y&apos;"
  ///     HTMLEscaping.escape("a b&c", as: .url)   // "a%20b&amp;c"
  @usableFromInline package enum Mode: Sendable {
    /// Element content and double-quoted attribute values: `&`, `<`, `>` and `"` become
    /// entities (cmark's `escape_html`, which the Markdown renderer uses for both).
    case text
    /// Any attribute value, quoted with `"` or `'`, and content: `'` becomes `&apos;` too.
    case attribute
    /// A URL in a double-quoted `href` or `src`: bytes outside ASCII letters, digits and
    /// `-_.!~*()/?:@=+$,#%;` are percent-encoded, except `&` (`&amp;`) and `'` (`&#x27;`),
    /// as cmark's `houdini_escape_href` does. `%` stays, so existing escapes are kept.
    case url
  }

  /// Appends `bytes`, escaped for `mode`, to `output`.
  ///
  ///     var out: [UInt8] = []
  ///     Array("<b>".utf8).withUnsafeBufferPointer { HTMLEscaping.append($0, as: .text, to: &out) }
  ///     // out == Array("&lt;b&gt;".utf8)
  @inlinable
  package static func append(
    _ bytes: UnsafeBufferPointer<UInt8>, as mode: Mode, to output: inout [UInt8]
  ) {
    switch mode {
    case .text: appendEntities(bytes, escapingApostrophe: false, to: &output)
    case .attribute: appendEntities(bytes, escapingApostrophe: true, to: &output)
    case .url: appendPercentEncoded(bytes, to: &output)
    }
  }

  /// The text escaped for `mode`; the text itself, not a copy, when nothing needs escaping.
  ///
  ///     HTMLEscaping.escape("Tom & <Jerry>", as: .attribute)   // "Tom &amp; &lt;Jerry&gt;"
  ///     HTMLEscaping.escape("plain", as: .attribute)   // "plain"
  package static func escape(_ text: String, as mode: Mode) -> String {
    var contiguous = text
    let escaped: String? = contiguous.withUTF8 { bytes in
      guard needsEscaping(bytes, as: mode) else { return nil }
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count + bytes.count / 8 + 8)
      append(bytes, as: mode, to: &output)
      return String(decoding: output, as: UTF8.self)
    }
    return escaped ?? text
  }

  /// Whether any byte of `bytes` changes when escaped for `mode`.
  ///
  ///     Array("a-b".utf8).withUnsafeBufferPointer { HTMLEscaping.needsEscaping($0, as: .url) }
  ///     // false
  package static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>, as mode: Mode) -> Bool {
    switch mode {
    case .text: return bytes.contains { isEntityByte($0, escapingApostrophe: false) }
    case .attribute: return bytes.contains { isEntityByte($0, escapingApostrophe: true) }
    case .url: return bytes.contains { !isURLSafe($0) }
    }
  }

  // MARK: - Entities

  /// Whether `byte` becomes an entity: `&`, `<`, `>`, `"`, and `'` when `escapingApostrophe`.
  @inlinable @inline(__always)
  static func isEntityByte(_ byte: UInt8, escapingApostrophe: Bool) -> Bool {
    // All of them lie in 0x22–0x3E; one comparison rejects most bytes.
    if byte > 0x3E { return false }
    return byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22
      || (escapingApostrophe && byte == 0x27)
  }

  /// The entity `byte` becomes (one of the bytes ``isEntityByte(_:escapingApostrophe:)``
  /// accepts).
  @inlinable @inline(__always)
  static func entity(for byte: UInt8) -> StaticString {
    switch byte {
    case 0x26: return "&amp;"
    case 0x3C: return "&lt;"
    case 0x3E: return "&gt;"
    case 0x22: return "&quot;"
    default: return "&apos;"
    }
  }

  /// The text and attribute modes: runs without an entity byte are copied whole, found eight
  /// bytes at a time.
  @inlinable @inline(__always)
  static func appendEntities(
    _ bytes: UnsafeBufferPointer<UInt8>, escapingApostrophe: Bool, to output: inout [UInt8]
  ) {
    guard let base = bytes.baseAddress else { return }
    let count = bytes.count
    var runStart = 0
    var index = 0
    while index < count {
      while index + 8 <= count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        if hasEntityByte(word, escapingApostrophe: escapingApostrophe) { break }
        index += 8
      }
      guard index < count else { break }
      let byte = base[index]
      guard isEntityByte(byte, escapingApostrophe: escapingApostrophe) else {
        index += 1
        continue
      }
      if index > runStart {
        output.append(
          contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
      }
      let replacement = entity(for: byte)
      output.append(
        contentsOf: UnsafeBufferPointer(
          start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
      index += 1
      runStart = index
    }
    if count > runStart {
      output.append(
        contentsOf: UnsafeBufferPointer(start: base + runStart, count: count - runStart))
    }
  }

  /// Whether any of the eight bytes in `word` is an entity byte: the classic "has a zero
  /// byte" test on the word XOR each such byte repeated.
  @inlinable @inline(__always)
  static func hasEntityByte(_ word: UInt64, escapingApostrophe: Bool) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    @inline(__always) func hasZeroByte(_ value: UInt64) -> Bool {
      (value &- ones) & ~value & highs != 0
    }
    return hasZeroByte(word ^ (ones &* 0x26)) || hasZeroByte(word ^ (ones &* 0x3C))
      || hasZeroByte(word ^ (ones &* 0x3E)) || hasZeroByte(word ^ (ones &* 0x22))
      || (escapingApostrophe && hasZeroByte(word ^ (ones &* 0x27)))
  }

  // MARK: - URLs

  /// Whether a byte may appear unescaped in an `href`: ASCII letters, digits and
  /// `-_.!~*()/?:@=+$,#%;`, as a bit set in two words.
  @inline(__always)
  static func isURLSafe(_ byte: UInt8) -> Bool {
    // Bytes 0-63: ! # $ % ( ) * + , - . / 0-9 : ; = ?
    let low: UInt64 = 0xAFFF_FF3A_0000_0000
    // Bytes 64-127: @ A-Z _ a-z ~
    let high: UInt64 = 0x47FF_FFFE_87FF_FFFF
    let word = byte < 64 ? low : byte < 128 ? high : 0
    return (word >> UInt64(byte & 63)) & 1 != 0
  }

  /// The URL mode: safe runs copied whole, `&` and `'` as entities, the rest as `%XX`.
  @usableFromInline
  static func appendPercentEncoded(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    let hexDigits: StaticString = "0123456789ABCDEF"
    var runStart = 0
    for index in 0..<bytes.count {
      let byte = bytes[index]
      if isURLSafe(byte) { continue }
      if index > runStart {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      }
      runStart = index + 1
      let replacement: StaticString
      switch byte {
      case 0x26: replacement = "&amp;"
      case 0x27: replacement = "&#x27;"
      default:
        output.append(0x25)
        output.append(hexDigits.utf8Start[Int(byte >> 4)])
        output.append(hexDigits.utf8Start[Int(byte & 15)])
        continue
      }
      output.append(
        contentsOf: UnsafeBufferPointer(
          start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
    }
    if bytes.count > runStart {
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }
  }
}
