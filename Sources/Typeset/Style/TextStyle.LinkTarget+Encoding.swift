import TypesetSupport

extension TextStyle.LinkTarget {
  /// Calls `body` with `bytes` percent-encoded as `URL(string:)` would encode them, when that
  /// is certain without asking Foundation; returns `nil` (and does not call `body`) otherwise.
  ///
  /// Links to pages in other languages (`https://de.wikipedia.org/wiki/Straße`) and query
  /// strings with `|` or spaces are common, and Foundation's parse of each costs about ten
  /// thousand instructions. Where the only bytes outside a plain reference are well-formed
  /// UTF-8 or one of ``needsEncoding(_:)``'s ASCII characters, and all of them lie after the
  /// scheme and authority (in the path, query or fragment, which Foundation encodes byte by
  /// byte as `%XX`), the encoding is done here. The result must then be a plain reference
  /// (``isPlainURIReference(_:)``), which Foundation keeps as it is; anything else (a
  /// non-ASCII host, which Foundation turns into Punycode, a second `#`) is left to
  /// Foundation, and so is any reference holding a `%`: Foundation keeps an existing escape
  /// when nothing else needs encoding but re-encodes it as `%25` when something does. A test holds this to Foundation's own answers on generated references.
  ///
  ///     let target = TextStyle.LinkTarget.encodingIfCertain(bytes) { .make(verbatim: $0) }
  ///     // "https://x.org/Straße" → "https://x.org/Stra%C3%9Fe"
  static func encodingIfCertain<Result>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result? {
    guard let start = bytes.baseAddress, !bytes.isEmpty else { return nil }
    let count = bytes.count
    // The path starts after the scheme (`scheme:`, where the first delimiter is a `:`) and
    // after an authority (`//` up to the next `/`, `?` or `#`).
    var rest = 0
    var index = 0
    while index < count {
      let byte = start[index]
      if byte == 0x2F || byte == 0x3F || byte == 0x23 { break }  // / ? #
      if byte == 0x3A {  // :
        rest = index &+ 1
        break
      }
      index &+= 1
    }
    var pathStart = rest
    if rest &+ 1 < count, start[rest] == 0x2F, start[rest &+ 1] == 0x2F {
      pathStart = ASCII.firstIndex(of: 0x2F, 0x3F, 0x23, in: start, from: rest &+ 2, to: count)
    }
    // Foundation escapes a `:` in the first segment of a rootless path (`a:b:cé` →
    // `a:b%3Ac%C3%A9`); such references are left to it.
    if rest > 0, pathStart == rest {
      var position = rest
      while position < count {
        let byte = start[position]
        if byte == 0x3A { return nil }
        if byte == 0x2F || byte == 0x3F || byte == 0x23 { break }
        position &+= 1
      }
    }
    // Every byte to encode lies in the path or later; the text there is well-formed UTF-8.
    var encodedCount = count
    index = 0
    while index < count {
      let byte = start[index]
      if byte >= 0x80 {
        guard index >= pathStart else { return nil }
        let length = UTF8Decoding.scalarLength(at: index, in: start, count: count)
        guard length > 0 else { return nil }
        encodedCount &+= 2 &* length
        index &+= length
        continue
      }
      if needsEncoding(byte) {
        guard index >= pathStart else { return nil }
        encodedCount &+= 2
      } else if byte < 0x20 || byte == 0x7F || byte == 0x25 {
        // Controls are refused elsewhere; an existing `%` escape is kept or re-encoded by
        // Foundation depending on the rest of the string, so both go to Foundation.
        return nil
      }
      index &+= 1
    }
    guard encodedCount > count else { return nil }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: encodedCount) { buffer in
      let out = buffer.baseAddress!
      var written = 0
      for position in 0..<count {
        let byte = start[position]
        if byte >= 0x80 || needsEncoding(byte) {
          out[written] = 0x25  // %
          out[written &+ 1] = hexDigit(byte &>> 4)
          out[written &+ 2] = hexDigit(byte & 0x0F)
          written &+= 3
        } else {
          out[written] = byte
          written &+= 1
        }
      }
      let encoded = UnsafeBufferPointer(start: out, count: written)
      return isPlainURIReference(encoded) ? body(encoded) : nil
    }
  }

  /// Whether `byte` is one of the ASCII characters Foundation percent-encodes in a path,
  /// query or fragment: space, `"`, `<`, `>`, `[`, `\`, `]`, `^`, `` ` ``, `{`, `|` and `}`.
  @inline(__always) private static func needsEncoding(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x22, 0x3C, 0x3E, 0x5B, 0x5C, 0x5D, 0x5E, 0x60, 0x7B, 0x7C, 0x7D: true
    default: false
    }
  }

  /// The upper-case hexadecimal digit of `value` (0–15), as Foundation writes escapes.
  @inline(__always) private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? 0x30 &+ value : 0x37 &+ value
  }
}
