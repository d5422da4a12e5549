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
  /// byte as `%XX`), the encoding is done here. The result is then a plain reference
  /// (``isPlainURIReference(_:)``), which Foundation keeps as it is; anything else (a
  /// non-ASCII host, which Foundation turns into Punycode, a second `#`, a `%`) is left to
  /// Foundation. A test holds this to Foundation's own answers on generated references.
  ///
  ///     let target = TextStyle.LinkTarget.encodingIfCertain(bytes) { .make(verbatim: $0) }
  ///     // "https://x.org/Straße" → "https://x.org/Stra%C3%9Fe"
  static func encodingIfCertain<Result>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result? {
    guard let encodedCount = encodedCountIfCertain(bytes), let start = bytes.baseAddress else {
      return nil
    }
    let count = bytes.count
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: encodedCount) { buffer in
      let out = buffer.baseAddress!
      let table = allowedTable.utf8Start
      var written = 0
      for position in 0..<count {
        let byte = start[position]
        if table[Int(byte)] == 0x2E {  // . : not allowed, so escaped (the scan said which)
          out[written] = 0x25  // %
          out[written &+ 1] = hexDigit(byte &>> 4)
          out[written &+ 2] = hexDigit(byte & 0x0F)
          written &+= 3
        } else {
          out[written] = byte
          written &+= 1
        }
      }
      return body(UnsafeBufferPointer(start: out, count: written))
    }
  }

  /// The length ``encodingIfCertain(_:_:)`` would encode `bytes` to, or `nil` when it would
  /// leave them to Foundation (or they need no encoding): the check alone, for callers that
  /// only ask whether a destination is a URL.
  ///
  ///     TextStyle.LinkTarget.encodedCountIfCertain(bytes)   // 14 for "/Straße"
  static func encodedCountIfCertain(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let start = bytes.baseAddress, !bytes.isEmpty else { return nil }
    let count = bytes.count
    // The path starts after the scheme (`scheme:`, where the first delimiter is a `:`) and
    // after an authority (`//` up to the next `/`, `?` or `#`).
    var rest = 0
    var index = 0
    while index < count {
      let byte = start[index]
      if isDelimiter(byte) {
        if byte == 0x3A { rest = index &+ 1 }
        break
      }
      index &+= 1
    }
    var pathStart = rest
    if rest &+ 1 < count, start[rest] == 0x2F, start[rest &+ 1] == 0x2F {
      pathStart = ASCII.firstIndex(of: 0x2F, 0x3F, 0x23, in: start, from: rest &+ 2, to: count)
    } else if rest > 0 {
      // Foundation escapes a `:` in the first segment of a rootless path (`a:b:cé` →
      // `a:b%3Ac%C3%A9`); such references are left to it.
      var position = rest
      while position < count {
        let byte = start[position]
        if byte == 0x3A { return nil }
        if isDelimiter(byte) { break }
        position &+= 1
      }
    }
    // Bytes a plain reference allows are skipped eight at a time; every other byte is an
    // escape to make, which must lie in the path or later, a `#` (one at most), or a reason
    // to ask Foundation: a control, ill-formed UTF-8, or a `%` (Foundation keeps an existing
    // escape when nothing else needs encoding but re-encodes it as `%25` when something does).
    let table = allowedTable.utf8Start
    var encodedCount = count
    var hashes = 0
    index = 0
    while index < count {
      index = afterPlainWords(start, from: index, count: count)
      guard index < count else { break }
      let byte = start[index]
      if table[Int(byte)] == 0x70 {
        index &+= 1
      } else if byte >= 0x80 {
        guard index >= pathStart else { return nil }
        let length = UTF8Decoding.scalarLength(at: index, in: start, count: count)
        guard length > 0 else { return nil }
        encodedCount &+= 2 &* length
        index &+= length
      } else if needsEncoding(byte) {
        guard index >= pathStart else { return nil }
        encodedCount &+= 2
        index &+= 1
      } else if byte == 0x23 {  // #
        hashes &+= 1
        index &+= 1
      } else {
        return nil
      }
    }
    // Escapes are plain and every one lies after the scheme and authority, so the encoded
    // reference is plain exactly when the bytes before the path have a plain shape.
    guard encodedCount > count, hashes <= 1, hasPlainShape(start, count: count) else {
      return nil
    }
    return encodedCount
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
