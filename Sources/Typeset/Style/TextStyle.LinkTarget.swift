#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension TextStyle {
  /// Where a style's link points: the URL's string, as UTF-8 with its hash, in a chunk of
  /// storage that many targets may share.
  ///
  /// Styles hold the string rather than a `URL`: a document can carry thousands of distinct
  /// links, and Foundation's parse costs thousands of instructions where these bytes cost a
  /// copy. ``TextStyle/link`` makes the `URL` when it is read. In themes and other encoded
  /// styles a link is a plain string (`"link": "https://swift.org"`); Foundation's own `URL`
  /// coding (`{"relative": "…"}`) is read too. A target made alone has a chunk of its own; a
  /// parser that makes many (`Arena`) writes them one after another into shared chunks, so a
  /// page of distinct links costs no allocation, and no release, per link.
  ///
  /// A target's bytes are written once, before the target exists, and never change; an arena
  /// writes only past the targets it has made. That is what makes the unchecked `Sendable`
  /// sound.
  struct LinkTarget: @unchecked Sendable {
    /// The chunk the target lies in: its byte count and the seeded hash of its bytes
    /// (`SeededHash`) as two `Int`s, then the bytes.
    let storage: ByteChunk
    /// Where this target's count, hash and bytes start in `storage`.
    let offset: Int

    private init(storage: ByteChunk, offset: Int) {
      self.storage = storage
      self.offset = offset
    }

    /// The bytes a target of `count` bytes takes in a chunk: its count, hash and bytes,
    /// rounded up to a multiple of eight.
    static func footprint(_ count: Int) -> Int { 16 + (count + 7) & ~7 }

    /// Writes a target of `bytes` (hashed as `hash`) at `offset` of `storage`, which has room.
    static func write(
      _ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, into storage: ByteChunk, at offset: Int
    ) -> LinkTarget {
      storage.writeRecord(at: offset) { record in
        record.store(bytes.count, at: 0)
        record.store(Int(truncatingIfNeeded: hash), at: 8)
        record.copy(bytes, to: 16)
      }
      return LinkTarget(storage: storage, offset: offset)
    }

    /// A target holding `bytes` as they are: callers make sure `URL(string:)` would keep them
    /// unchanged (a plain reference, or Foundation's own absolute string).
    static func make(verbatim bytes: UnsafeBufferPointer<UInt8>) -> LinkTarget {
      make(verbatim: bytes, hash: SeededHash.hash(bytes, seed: SeededHash.processSeed))
    }

    /// The same when the caller has hashed the bytes already: `hash` must be
    /// `SeededHash.hash(bytes, seed: SeededHash.processSeed)`.
    private static func make(verbatim bytes: UnsafeBufferPointer<UInt8>, hash: UInt64)
      -> LinkTarget
    {
      write(bytes, hash: hash, into: ByteChunk.make(capacity: footprint(bytes.count)), at: 0)
    }

    /// A target holding `string` as it is (see ``make(verbatim:)-(UnsafeBufferPointer<UInt8>)``).
    static func make(verbatim string: String) -> LinkTarget {
      var string = string
      return string.withUTF8 { make(verbatim: $0) }
    }

    /// The target of a URL.
    static func make(_ url: URL) -> LinkTarget { make(verbatim: url.absoluteString) }

    /// The target of a string that Foundation reads as a URL, or `nil`.
    ///
    /// A string that is already a plain RFC 3986 URI reference is kept as written without
    /// asking Foundation, which would read it back unchanged; one that only needs
    /// percent-encoding in its path, query or fragment is encoded here as Foundation would;
    /// any other string goes through `URL(string:)` (``Preparation`` tells which).
    static func validating(_ string: String) -> LinkTarget? {
      var text = string
      return text.withUTF8(validating)
    }

    /// The same for a string's UTF-8 bytes: a string is made only when Foundation is asked.
    static func validating(_ bytes: UnsafeBufferPointer<UInt8>) -> LinkTarget? {
      switch Preparation(bytes) {
      case .plain: make(verbatim: bytes)
      case .encoding(let count): encoding(bytes, count: count) { make(verbatim: $0) }
      case .foundation: URL(string: String(decoding: bytes, as: UTF8.self)).map(make)
      }
    }

    /// The same for bytes the caller has hashed already: `hash` must be
    /// `SeededHash.hash(bytes, seed: SeededHash.processSeed)` (the markup styler finds links
    /// by that hash of their attribute, and a plain one is kept with it). A plain target is
    /// written into `arena`'s shared chunks.
    static func validating(
      _ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, in arena: inout Arena
    ) -> LinkTarget? {
      made(from: bytes, hash: hash, in: &arena)?.target
    }

    /// The same, and whether the target holds `bytes` as written: true for a plain reference,
    /// and for Foundation's answer only when it kept them (a caller that checked the bytes
    /// need not check such a target again).
    static func made(
      from bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, in arena: inout Arena
    ) -> (target: LinkTarget, isVerbatim: Bool)? {
      switch Preparation(bytes) {
      case .plain:
        return (arena.make(verbatim: bytes, hash: hash), true)
      case .encoding(let count):
        let target = encoding(bytes, count: count) {
          arena.make(verbatim: $0, hash: SeededHash.hash($0, seed: SeededHash.processSeed))
        }
        return (target, false)
      case .foundation: break
      }
      guard let target = URL(string: String(decoding: bytes, as: UTF8.self)).map(make) else {
        return nil
      }
      return (target, target.hasBytes(bytes))
    }

    /// The number of bytes.
    var count: Int {
      withExtendedLifetime(storage) { storage.record(at: offset).load(Int.self, at: 0) }
    }

    /// The seeded hash of the bytes.
    var hash: Int {
      withExtendedLifetime(storage) { storage.record(at: offset).load(Int.self, at: 8) }
    }

    /// Whether this is the same target in the same storage (not only equal bytes): copies of
    /// one target are identical.
    func isIdentical(to other: LinkTarget) -> Bool {
      storage === other.storage && offset == other.offset
    }

    /// Calls `body` with the target's bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
      -> Result
    {
      try withExtendedLifetime(storage) {
        let record = storage.record(at: offset)
        return try body(record.bytes(at: 16, count: record.load(Int.self, at: 0)))
      }
    }

    /// The URL's string.
    var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// The `URL` of this target.
    var url: URL? { URL(string: string) }

    /// Whether the target's bytes are `bytes`.
    func hasBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      withBytes { mine in
        ByteComparison.equal(mine, bytes)
      }
    }

    /// Where the path of the reference at `start` begins (after its scheme and authority), or
    /// `nil` when those do not have a shape `URL(string:)` takes verbatim: a scheme of
    /// letters, digits, `+`, `-` and `.` starting with a letter, and an authority with a
    /// non-empty host, at most one `@` and a port of digits. The bytes must be checked one by
    /// one already; only those before the path are read as parts.
    static func plainShapePathStart(_ start: UnsafePointer<UInt8>, count: Int) -> Int? {
      // A scheme ends at the first `:`, `/`, `?` or `#` if that is a `:`; `https://` and
      // `http://`, most links' start, are read as one word.
      var rest = URLSafety.webSchemeEnd(start, count: count)
      if rest == 0 {
        var firstDelimiter = 0
        while firstDelimiter < count, !isDelimiter(start[firstDelimiter]) {
          firstDelimiter &+= 1
        }
        if firstDelimiter < count, start[firstDelimiter] == 0x3A {
          guard firstDelimiter > 0, ASCII.isLetter(start[0]) else { return nil }
          for offset in 1..<firstDelimiter where !URLSafety.isSchemeByte(start[offset]) {
            return nil
          }
          rest = firstDelimiter &+ 1
        }
      }
      // The authority after `//` runs to the next `/`, `?` or `#`: at most one `@` (user
      // information before it), then a host that is not empty and at most one `:` before a
      // port of digits. Most have neither `@` nor `:`, which two word-wide searches show.
      guard rest &+ 1 < count, start[rest] == 0x2F, start[rest &+ 1] == 0x2F else { return rest }
      let authorityStart = rest &+ 2
      let end = ByteScanner(anyOf: 0x2F, 0x3F, 0x23).firstIndex(
        in: start, from: authorityStart, to: count)
      if ByteScanner(anyOf: 0x40, 0x3A).firstIndex(in: start, from: authorityStart, to: end) == end
      {
        return end > authorityStart ? end : nil
      }
      var hostStart = authorityStart
      // The host's `:` (-1 for none), and whether it has a second one.
      var hostColon = -1
      var secondColon = false
      for position in authorityStart..<end {
        let byte = start[position]
        if byte == 0x40 {  // @: what came before is user information
          guard hostStart == authorityStart else { return nil }
          hostStart = position + 1
          hostColon = -1
          secondColon = false
        } else if byte == 0x3A {  // :
          if hostColon >= 0 { secondColon = true } else { hostColon = position }
        }
      }
      guard !secondColon else { return nil }
      let hostEnd = hostColon >= 0 ? hostColon : end
      guard hostEnd > hostStart else { return nil }
      if hostColon >= 0 {
        guard hostColon + 1 < end else { return nil }
        for offset in hostColon + 1..<end where !ASCII.isDigit(start[offset]) { return nil }
      }
      return end
    }

    /// Every byte value as eight rows of 32, joined into one line of 256: `p` for the bytes a
    /// plain reference may hold anywhere (RFC 3986's unreserved characters, `@`, the
    /// sub-delimiters, `:`, `/` and `?`), `%` and `#` for themselves, `.` for the rest.
    static var allowedTable: StaticString {
      """
      ................................\
      .p.#p%pppppppppppppppppppppp.p.p\
      ppppppppppppppppppppppppppp....p\
      .pppppppppppppppppppppppppp...p.\
      ................................\
      ................................\
      ................................\
      ................................
      """
    }

    /// The first index from `index` on that does not start eight bytes a plain reference
    /// allows anywhere (their table entries ANDed together stay `p` only if all are).
    @inline(__always)
    static func afterPlainWords(_ start: UnsafePointer<UInt8>, from index: Int, count: Int) -> Int {
      let table = allowedTable.utf8Start
      var index = index
      while index &+ 8 <= count {
        var all: UInt8 = 0x70  // p
        for offset in 0..<8 { all &= table[Int(start[index &+ offset])] }
        guard all == 0x70 else { break }
        index &+= 8
      }
      return index
    }

    /// `:`, `/`, `?` or `#`.
    @inline(__always) static func isDelimiter(_ byte: UInt8) -> Bool {
      byte < 64 && delimitersBelow64 & (1 &<< UInt64(byte)) != 0
    }

    /// `:`, `/`, `?` and `#`, all below 0x40: bit `byte` is set for each.
    static let delimitersBelow64: UInt64 = 0x8400_8008_0000_0000
  }
}

extension TextStyle.LinkTarget: Hashable {
  /// Targets are equal when their bytes are, as URLs compare.
  static func == (lhs: TextStyle.LinkTarget, rhs: TextStyle.LinkTarget) -> Bool {
    lhs.isIdentical(to: rhs) || (lhs.hash == rhs.hash && rhs.withBytes(lhs.hasBytes))
  }

  /// Hashes the hash kept with the bytes.
  func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

extension TextStyle.LinkTarget {
  /// A link as styles code it: a plain string, or Foundation's `URL` coding
  /// (`{"relative": "…", "base": …}`) when decoding.
  struct Coding: Codable {
    private enum URLCodingKeys: String, CodingKey { case relative, base }

    let target: TextStyle.LinkTarget

    init(_ target: TextStyle.LinkTarget) { self.target = target }

    init(from decoder: any Decoder) throws {
      if let single = try? decoder.singleValueContainer(),
        let text = try? single.decode(String.self)
      {
        guard let target = TextStyle.LinkTarget.validating(text) else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(
              codingPath: decoder.codingPath, debugDescription: "not a URL: \(text.prefix(60))"))
        }
        self.target = target
        return
      }
      target = .make(try URL(from: decoder))
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(target.string)
    }
  }
}
