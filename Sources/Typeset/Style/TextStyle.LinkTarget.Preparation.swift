import TypesetSupport

extension TextStyle.LinkTarget {
  /// What a destination's bytes need before they are a link target, found in one pass:
  /// nothing (a plain URI reference, kept as written), percent-encoding that is certain
  /// without Foundation, or Foundation's parse.
  ///
  /// A plain reference is made only of RFC 3986's unreserved, reserved and percent-encoded
  /// characters, in a shape `URL(string:)` takes verbatim. The check is deliberately narrower
  /// than RFC 3986: no IP literals (`[…]`), no empty host, a port of digits only, one `#` at
  /// most, and a scheme only where the first `:` comes before any `/`, `?` or `#`.
  ///
  /// Links to pages in other languages (`https://de.wikipedia.org/wiki/Straße`) and query
  /// strings with `|` or spaces are common, and Foundation's parse of each costs about ten
  /// thousand instructions. Where the only bytes outside a plain reference are well-formed
  /// UTF-8 or one of the ASCII characters Foundation escapes, and all of them lie after the
  /// scheme and authority (in the path, query or fragment, which Foundation encodes byte by
  /// byte as `%XX`), the encoding is certain. So is a `%` escape in a component that also
  /// holds bytes to escape: Foundation escapes that `%` as `%25`, component by component
  /// (``PercentComponents``), which shields badges with `%20` and `|` in one path meet.
  /// Anything else — a non-ASCII host, which Foundation turns into Punycode; a second `#`; a
  /// `%` before the path; a `:` in a rootless first segment — is Foundation's.
  /// Tests hold all three answers to Foundation's own on generated references.
  ///
  ///     TextStyle.LinkTarget.Preparation(Array("https://x.org/Straße".utf8))
  ///     // .encoding(count: 25): "https://x.org/Stra%C3%9Fe"
  enum Preparation: Equatable {
    /// Kept as written: `URL(string:)` would read the bytes back unchanged.
    case plain
    /// Percent-encoded here (``TextStyle/LinkTarget/encoding(_:count:_:)``) into `count`
    /// bytes, exactly as `URL(string:)` would encode them.
    case encoding(count: Int)
    /// Left to `URL(string:)`.
    case foundation

    /// The preparation `bytes` need.
    ///
    ///     bytes.withUnsafeBufferPointer(Preparation.init)   // .plain for "https://swift.org"
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      guard let start = bytes.baseAddress, !bytes.isEmpty else {
        self = .foundation
        return
      }
      self = Self.scan(start, count: bytes.count)
    }

    /// The same for an array's bytes.
    ///
    ///     Preparation(Array("a b".utf8))   // .encoding(count: 5)
    init(_ bytes: [UInt8]) {
      self = bytes.withUnsafeBufferPointer(Preparation.init)
    }

    /// Reads the bytes once. Runs of eight bytes a plain reference allows anywhere are
    /// skipped a word at a time; every other byte is a `%` escape (kept), a `#` (one at
    /// most), a byte to escape (well-formed non-ASCII, or ASCII that Foundation escapes), or a
    /// reason to ask Foundation (a control, ill-formed UTF-8, a broken escape).
    private static func scan(_ start: UnsafePointer<UInt8>, count: Int) -> Preparation {
      let table = TextStyle.LinkTarget.allowedTable.utf8Start
      var encodedCount = count
      var hashes = 0
      var firstEscape = -1
      var hasPercent = false
      var index = 0
      while index < count {
        index = TextStyle.LinkTarget.afterPlainWords(start, from: index, count: count)
        // Fewer than eight left: the last eight bytes as one run (those before `index` are
        // allowed already; anything else among them sends the rest byte by byte).
        if index &+ 8 > count, index < count, count >= 8 {
          var all: UInt8 = 0x70  // p
          for offset in count &- 8..<count { all &= table[Int(start[offset])] }
          if all == 0x70 { break }
        }
        // Then byte by byte, up to and including the next byte that is not `p`.
        while index < count, table[Int(start[index])] == 0x70 { index &+= 1 }
        guard index < count else { break }
        let byte = start[index]
        switch table[Int(byte)] {
        case 0x25:  // %, which must start an escape
          guard index &+ 2 < count, ASCII.isHexDigit(start[index &+ 1]),
            ASCII.isHexDigit(start[index &+ 2])
          else { return .foundation }
          hasPercent = true
          index &+= 3
        case 0x23:  // #
          hashes &+= 1
          index &+= 1
        default:
          if byte >= 0x80 {
            let length = UTF8Decoding.scalarLength(at: index, in: start, count: count)
            guard length > 0 else { return .foundation }
            if firstEscape < 0 { firstEscape = index }
            encodedCount &+= 2 &* length
            index &+= length
          } else if needsEncoding(byte) {
            if firstEscape < 0 { firstEscape = index }
            encodedCount &+= 2
            index &+= 1
          } else {
            return .foundation
          }
        }
      }
      // Escapes are plain, so the encoded reference is plain exactly when the bytes before
      // the path have a plain shape — and every escape must lie in the path or later.
      guard hashes <= 1,
        let pathStart = TextStyle.LinkTarget.plainShapePathStart(start, count: count)
      else { return .foundation }
      if firstEscape < 0 { return .plain }
      guard firstEscape >= pathStart,
        !hasColonInFirstSegment(start, pathStart: pathStart, count: count)
      else { return .foundation }
      guard hasPercent else { return .encoding(count: encodedCount) }
      // Foundation escapes a `%` too in a component (path, query, fragment) it escapes
      // anything in: each such `%` becomes `%25`. One before the path is left to it.
      let components = TextStyle.LinkTarget.PercentComponents(start, count: count)
      guard components.firstPercent >= pathStart else { return .foundation }
      return .encoding(count: encodedCount &+ 2 &* components.reencodedPercents)
    }

    /// Whether a reference with a scheme and no authority (its path starts right after the
    /// scheme's `:`) has a `:` in the first segment of its path, which Foundation escapes
    /// (`a:b:cé` → `a:b%3Ac%C3%A9`); such references are left to it.
    private static func hasColonInFirstSegment(
      _ start: UnsafePointer<UInt8>, pathStart: Int, count: Int
    ) -> Bool {
      guard pathStart > 0, start[pathStart &- 1] == 0x3A else { return false }
      var position = pathStart
      while position < count {
        let byte = start[position]
        if byte == 0x3A { return true }
        if TextStyle.LinkTarget.isDelimiter(byte) { return false }
        position &+= 1
      }
      return false
    }

    /// Whether `byte` is one of the ASCII characters Foundation percent-encodes in a path,
    /// query or fragment: space, `"`, `<`, `>`, `[`, `\`, `]`, `^`, `` ` ``, `{`, `|` and `}`.
    @inline(__always) private static func needsEncoding(_ byte: UInt8) -> Bool {
      switch byte {
      case 0x20, 0x22, 0x3C, 0x3E, 0x5B, 0x5C, 0x5D, 0x5E, 0x60, 0x7B, 0x7C, 0x7D: true
      default: false
      }
    }
  }
}
