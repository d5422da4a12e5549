import Foundation

extension TextStyle {
  /// Where a style's link points, kept as the URL's string.
  ///
  /// Styles hold the string rather than a `URL`: a document can carry thousands of distinct
  /// links, and a plain string costs one allocation where Foundation's parse costs thousands of
  /// instructions. ``TextStyle/link`` makes the `URL` when it is read. In themes and other
  /// encoded styles a link is a plain string (`"link": "https://swift.org"`); Foundation's
  /// own `URL` coding (`{"relative": "…"}`) is read too.
  struct LinkTarget: Hashable, Sendable {
    /// The URL's absolute string.
    let string: String

    /// The target of a URL.
    init(_ url: URL) { string = url.absoluteString }

    /// The target of a string that Foundation reads as a URL, or `nil`.
    ///
    /// A string that is already a plain RFC 3986 URI reference (``isPlainURIReference(_:)``) is
    /// kept as written without asking Foundation, which would read it back unchanged; any other
    /// string goes through `URL(string:)`, which may percent-encode it.
    init?(validating string: String) {
      var text = string
      let plain = text.withUTF8 { Self.isPlainURIReference($0) }
      if plain {
        self.string = string
      } else if let url = URL(string: string) {
        self.string = url.absoluteString
      } else {
        return nil
      }
    }

    /// The `URL` of this target.
    var url: URL? { URL(string: string) }

    /// Targets are equal when their strings have the same bytes, as URLs compare.
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.string.utf8.elementsEqual(rhs.string.utf8) }

    /// Hashes the string's bytes (cheaper than `String`'s hash, which normalises).
    func hash(into hasher: inout Hasher) {
      var text = string
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Whether `bytes` is a URI reference made only of RFC 3986's unreserved, reserved and
    /// percent-encoded characters, in a shape `URL(string:)` takes verbatim.
    ///
    /// The check is deliberately narrower than RFC 3986: no IP literals (`[…]`), no empty
    /// host, a port of digits only, one `#` at most, and a scheme only where the first `:`
    /// comes before any `/`, `?` or `#`. Anything else is left to Foundation.
    static func isPlainURIReference(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      guard !bytes.isEmpty else { return false }
      var index = 0
      var hashes = 0
      // Where the first `:`, `/`, `?` or `#` is: a scheme ends there if it is a `:`.
      var firstDelimiter = -1
      // Every byte is in the allowed set, and every `%` starts an escape.
      while index < bytes.count {
        let byte = bytes[index]
        let kind = byteKind(byte)
        if kind == .plain {
          index += 1
          continue
        }
        switch kind {
        case .percent:
          guard index + 2 < bytes.count, ASCII.isHexDigit(bytes[index + 1]),
            ASCII.isHexDigit(bytes[index + 2])
          else { return false }
          index += 3
          continue
        case .delimiter:
          if byte == 0x23 { hashes += 1 }  // #
          if firstDelimiter < 0 { firstDelimiter = index }
        case .plain, .refused:
          return false
        }
        index += 1
      }
      guard hashes <= 1 else { return false }
      var rest = 0
      if firstDelimiter >= 0, bytes[firstDelimiter] == 0x3A {
        guard firstDelimiter > 0, ASCII.isLetter(bytes[0]) else { return false }
        for offset in 1..<firstDelimiter where !isSchemeByte(bytes[offset]) { return false }
        rest = firstDelimiter + 1
      }
      // The authority after `//`.
      guard rest + 1 < bytes.count, bytes[rest] == 0x2F, bytes[rest + 1] == 0x2F else {
        return true
      }
      let authorityStart = rest + 2
      var authorityEnd = authorityStart
      while authorityEnd < bytes.count, bytes[authorityEnd] != 0x2F, bytes[authorityEnd] != 0x3F,
        bytes[authorityEnd] != 0x23
      {
        authorityEnd += 1
      }
      var hostStart = authorityStart
      for offset in authorityStart..<authorityEnd where bytes[offset] == 0x40 {  // @
        guard hostStart == authorityStart else { return false }  // a second @
        hostStart = offset + 1
      }
      var hostEnd = authorityEnd
      for offset in hostStart..<authorityEnd where bytes[offset] == 0x3A {  // :
        guard hostEnd == authorityEnd else { return false }  // a second : in the host
        hostEnd = offset
      }
      guard hostEnd > hostStart else { return false }
      if hostEnd < authorityEnd {
        let port = hostEnd + 1..<authorityEnd
        guard !port.isEmpty, port.allSatisfy({ ASCII.isDigit(bytes[$0]) }) else { return false }
      }
      return true
    }

    /// What a byte is to ``isPlainURIReference(_:)``.
    private enum ByteKind: UInt8 {
      /// Not allowed in a plain reference.
      case refused
      /// Unreserved (`A–Z a–z 0–9 - . _ ~`), `@` and the sub-delimiters
      /// (`! $ & ' ( ) * + , ; =`).
      case plain
      /// `:`, `/`, `?` or `#`, which end a scheme.
      case delimiter
      /// `%`, which starts an escape.
      case percent
    }

    /// The kind of each byte below 0x80: four rows of 32 byte values, one character each
    /// (`.` refused, `p` plain, `d` delimiter, `%` percent). A string literal is a table that
    /// needs no initialisation.
    private static var kinds: StaticString {
      """
      ................................
      .p.dp%pppppppppdppppppppppdp.p.d
      ppppppppppppppppppppppppppp....p
      .pppppppppppppppppppppppppp...p.
      """
    }

    private static func byteKind(_ byte: UInt8) -> ByteKind {
      guard byte < 0x80 else { return .refused }
      // Each row is followed by a line feed.
      switch kinds.utf8Start[Int(byte >> 5) * 33 + Int(byte & 31)] {
      case 0x70: return .plain  // p
      case 0x64: return .delimiter  // d
      case 0x25: return .percent  // %
      default: return .refused
      }
    }

    /// A letter, digit, `+`, `-` or `.`.
    private static func isSchemeByte(_ byte: UInt8) -> Bool {
      ASCII.isLetterOrDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E
    }
  }
}

extension TextStyle.LinkTarget: Codable {
  private enum URLCodingKeys: String, CodingKey { case relative, base }

  /// Reads a plain string, or Foundation's `URL` coding (`{"relative": "…", "base": …}`).
  init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self)
    {
      guard let target = Self(validating: text) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "not a URL: \(text.prefix(60))"))
      }
      self = target
      return
    }
    self.init(try URL(from: decoder))
  }

  /// Writes the plain string.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(string)
  }
}
