// `@usableFromInline` lets the other modules inline `append(_:as:to:)`: a call with a literal
// mode becomes that mode's loop, as fast as the renderer's own loop was.

/// Escapes UTF-8 text for HTML: the one escaper behind the Markdown renderer, the themed HTML
/// writer and `Markup.escape`.
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
    append(bytes, as: mode, into: &output)
  }

  /// ``append(_:as:to:)`` for any ``Output`` (``ByteBuffer/append(_:escapedAs:)`` too).
  @inlinable @inline(__always)
  static func append<Target: Output>(
    _ bytes: UnsafeBufferPointer<UInt8>, as mode: Mode, into output: inout Target
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
    case .text: return firstEntityByte(in: bytes, from: 0, escapingApostrophe: false) < bytes.count
    case .attribute:
      return firstEntityByte(in: bytes, from: 0, escapingApostrophe: true) < bytes.count
    case .url: return firstUnsafeURLByte(in: bytes, from: 0) < bytes.count
    }
  }

  // MARK: - Entities

  /// Whether `byte` becomes an entity: `&`, `<`, `>`, `"`, and `'` when `escapingApostrophe`.
  @inlinable @inline(__always)
  package static func isEntityByte(_ byte: UInt8, escapingApostrophe: Bool) -> Bool {
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

  /// The index of the first entity byte at or after `start`, or `bytes.count`: eight bytes at
  /// a time while none of them can be one.
  @inlinable @inline(__always)
  static func firstEntityByte(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, escapingApostrophe: Bool
  ) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let count = bytes.count
    var index = start
    while index &+ 8 <= count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      if mayHoldEntityByte(word, escapingApostrophe: escapingApostrophe) { break }
      index &+= 8
    }
    while index < count {
      if isEntityByte(base[index], escapingApostrophe: escapingApostrophe) { return index }
      index &+= 1
    }
    return count
  }

  /// The text and attribute modes: stretches without an entity byte are copied whole, found
  /// eight bytes at a time.
  @inlinable @inline(__always)
  static func appendEntities<Target: Output>(
    _ bytes: UnsafeBufferPointer<UInt8>, escapingApostrophe: Bool, to output: inout Target
  ) {
    guard let base = bytes.baseAddress else { return }
    let count = bytes.count
    var runStart = 0
    var index = 0
    while index < count {
      while index &+ 8 <= count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        if mayHoldEntityByte(word, escapingApostrophe: escapingApostrophe) { break }
        index &+= 8
      }
      guard index < count else { break }
      let byte = base[index]
      guard isEntityByte(byte, escapingApostrophe: escapingApostrophe) else {
        index &+= 1
        continue
      }
      if index > runStart {
        output.appendBytes(UnsafeBufferPointer(start: base + runStart, count: index &- runStart))
      }
      let replacement = entity(for: byte)
      output.appendBytes(
        UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
      index &+= 1
      runStart = index
    }
    if count > runStart {
      output.appendBytes(UnsafeBufferPointer(start: base + runStart, count: count &- runStart))
    }
  }

  /// Whether any of the eight bytes in `word` may be an entity byte (never `false` for one;
  /// `#` may answer `true` in the attribute mode). Two tests cover the five bytes: `<` and
  /// `>` differ only in bit 1, `"` `&` (and `#` `'`) only in bits 0 and 2, so setting those
  /// bits leaves one byte to find, by the classic "has a zero byte" test on the word XOR it.
  @inlinable @inline(__always)
  package static func mayHoldEntityByte(_ word: UInt64, escapingApostrophe: Bool) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let angles = (word | ones &* 0x02) ^ (ones &* 0x3E)
    let quotes =
      escapingApostrophe
      ? (word | ones &* 0x05) ^ (ones &* 0x27) : (word | ones &* 0x04) ^ (ones &* 0x26)
    return ((angles &- ones) & ~angles | (quotes &- ones) & ~quotes) & highs != 0
  }

  // MARK: - URLs

  /// One entry per byte value, `s` for a byte a URL keeps as it is (the rows of the literal,
  /// 32 bytes each, are joined by line continuations).
  @inlinable
  static var urlTable: StaticString {
    """
    ................................\
    .s.sss..ssssssssssssssssssss.s.s\
    sssssssssssssssssssssssssss....s\
    .ssssssssssssssssssssssssss...s.\
    ................................\
    ................................\
    ................................\
    ................................
    """
  }

  /// The index of the first byte at or after `start` that the URL mode changes, or
  /// `bytes.count`: eight bytes at a time, their table entries ANDed together staying `s`
  /// only if every one is `s`.
  @inlinable @inline(__always)
  static func firstUnsafeURLByte(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let table = urlTable.utf8Start
    let count = bytes.count
    var index = start
    while index &+ 8 <= count {
      var all: UInt8 = 0x73
      for offset in 0..<8 { all &= table[Int(base[index &+ offset])] }
      guard all == 0x73 else { break }
      index &+= 8
    }
    while index < count && table[Int(base[index])] == 0x73 { index &+= 1 }
    return index
  }

  /// The URL mode: safe stretches copied whole, `&` and `'` as entities, the rest as `%XX`.
  @inlinable
  static func appendPercentEncoded<Target: Output>(
    _ bytes: UnsafeBufferPointer<UInt8>, to output: inout Target
  ) {
    guard let base = bytes.baseAddress else { return }
    let hexDigits: StaticString = "0123456789ABCDEF"
    let count = bytes.count
    var runStart = 0
    var index = 0
    while true {
      index = firstUnsafeURLByte(in: bytes, from: index)
      guard index < count else { break }
      if index > runStart {
        output.appendBytes(UnsafeBufferPointer(start: base + runStart, count: index &- runStart))
      }
      let byte = base[index]
      index &+= 1
      runStart = index
      let replacement: StaticString
      switch byte {
      case 0x26: replacement = "&amp;"
      case 0x27: replacement = "&#x27;"
      default:
        output.appendByte(0x25)
        output.appendByte(hexDigits.utf8Start[Int(byte >> 4)])
        output.appendByte(hexDigits.utf8Start[Int(byte & 15)])
        continue
      }
      output.appendBytes(
        UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
    }
    if count > runStart {
      output.appendBytes(UnsafeBufferPointer(start: base + runStart, count: count &- runStart))
    }
  }
}
