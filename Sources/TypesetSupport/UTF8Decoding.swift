/// Makes strings from UTF-8 bytes, as `String(decoding:as:)` does but faster on text that is
/// mostly ASCII with some other characters in it: the standard library checks an all-ASCII
/// buffer a word at a time but any other byte by byte, so one accented letter (or one image's
/// U+FFFC) in a megabyte of text costs the whole megabyte the slow way. Here the bytes are
/// checked a word at a time across ASCII and by the table of well-formed sequences elsewhere;
/// well-formed bytes are then copied into the string without a second check.
package enum UTF8Decoding {
  /// The string of `bytes`, equal to `String(decoding: bytes, as: UTF8.self)` (ill-formed
  /// sequences become U+FFFD the same way).
  ///
  ///     Array("café au lait".utf8).withUnsafeBufferPointer {
  ///       UTF8Decoding.string($0)
  ///     }   // "café au lait"
  package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    // Short strings are small strings or one short check: the standard library's way is fine.
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *), bytes.count >= 32,
      isWellFormed(bytes)
    {
      // Checked above: copied without a second check.
      return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: false))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A string of bytes the caller knows are well-formed UTF-8 — put together from strings and
  /// from text checked when it came in, cut on character boundaries — copied without checking
  /// them again (debug builds still check). A flattened document's text is megabytes of such
  /// bytes.
  ///
  ///     Array("日本".utf8).withUnsafeBufferPointer { UTF8Decoding.wellFormedString($0) }
  package static func wellFormedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    assert(isWellFormed(bytes), "ill-formed UTF-8 given as well-formed")
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *), bytes.count >= 32 {
      return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: false))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `bytes` are well-formed UTF-8 (Unicode Table 3-7: no overlong forms, no
  /// surrogates, nothing past U+10FFFF, no truncated sequence).
  ///
  ///     Array("日本".utf8).withUnsafeBufferPointer(UTF8Decoding.isWellFormed)   // true
  ///     [0xC0, 0xAF].withUnsafeBufferPointer(UTF8Decoding.isWellFormed)       // false
  package static func isWellFormed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    firstIllFormed(in: bytes) == bytes.count
  }

  /// The offset of the first ill-formed sequence in `bytes` at or after `start` (its lead
  /// byte, or a stray continuation byte) — or of the first NUL, when `stopsAtNUL` — and
  /// `bytes.count` when there is none. ASCII is read a word at a time; three-byte sequences,
  /// which make up Chinese, Japanese and Korean text, are checked in line, and only other
  /// sequences go through ``scalarLength(at:in:count:)``. Input checks and the Markdown
  /// parser's clean-up both read text through this.
  ///
  ///     [0x61, 0xE6, 0x9D, 0xB1, 0xFF].withUnsafeBufferPointer {
  ///       UTF8Decoding.firstIllFormed(in: $0)
  ///     }   // 4
  package static func firstIllFormed(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, stopsAtNUL: Bool = false
  ) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let count = bytes.count
    let raw = UnsafeRawPointer(base)
    var index = start
    while index < count {
      if index &+ 8 <= count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        // A byte of zero borrows into its own high bit when one is taken from every byte
        // (and may flag a byte of one beside it, which the byte-wise check then clears).
        let flagged = stopsAtNUL ? word | (word &- 0x0101_0101_0101_0101) : word
        if flagged & 0x8080_8080_8080_8080 == 0 {
          index &+= 8
          continue
        }
      }
      let lead = base[index]
      if lead < 0x80 {
        if stopsAtNUL && lead == 0 { return index }
        index &+= 1
        continue
      }
      if lead & 0xF0 == 0xE0 {
        // A run of three-byte sequences, four bytes read at a time: a lead of 1110xxxx and
        // two continuation bytes, with E0's second byte from A0 (no overlong form) and ED's
        // below A0 (no surrogate) — Hangul from U+D000 leads with ED. A single ASCII byte
        // between them (the space between Korean words) stays in the run; two or more go
        // back to the word-wide check above.
        while count &- index >= 4 {
          if count &- index >= 8 {
            // Two sequences at once: most runs of CJK and Hangul text.
            let wide = UInt64(
              littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            if wide & 0xC0C0_F0C0_C0F0 == 0x8080_E080_80E0,
              !isExcluded(lead: wide & 0xFF, second: wide >> 8 & 0xFF),
              !isExcluded(lead: wide >> 24 & 0xFF, second: wide >> 32 & 0xFF)
            {
              index &+= 6
              continue
            }
          }
          let word = UInt32(
            littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt32.self))
          if word & 0x00C0_C0F0 == 0x0080_80E0 {
            if isExcluded(lead: UInt64(word & 0xFF), second: UInt64(word >> 8 & 0xFF)) { break }
            index &+= 3
            continue
          }
          guard word & 0x8080 == 0x8000, !stopsAtNUL || word & 0xFF != 0 else { break }
          index &+= 1
        }
        // What stopped the run — the last sequence, ASCII, any other byte — is read the
        // general way.
        guard index < count, base[index] >= 0x80 else { continue }
      }
      let length = scalarLength(at: index, in: base, count: count)
      guard length > 0 else { return index }
      index &+= length
    }
    return count
  }

  /// Whether a three-byte sequence's lead and second byte (a continuation byte) fall outside
  /// UTF-8: E0 with a second byte below A0 (an overlong form) or ED with one from A0 (a
  /// surrogate). Bit 5 of a continuation byte tells 80…9F from A0…BF.
  ///
  ///     UTF8Decoding.isExcluded(lead: 0xED, second: 0xA0)   // true
  @inline(__always)
  static func isExcluded(lead: UInt64, second: UInt64) -> Bool {
    (lead == 0xE0 && second & 0x20 == 0) || (lead == 0xED && second & 0x20 != 0)
  }

  /// The length of the well-formed sequence of two to four bytes starting at `index` (a byte
  /// that is not ASCII), or 0 when the bytes there are ill-formed or cut short.
  ///
  ///     Array("é".utf8).withUnsafeBufferPointer {
  ///       UTF8Decoding.scalarLength(at: 0, in: $0.baseAddress!, count: $0.count)
  ///     }   // 2
  package static func scalarLength(at index: Int, in base: UnsafePointer<UInt8>, count: Int)
    -> Int
  {
    let lead = base[index]
    // Continuation bytes are 0x80...0xBF; the second byte's range depends on the lead.
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, low) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, high) = (3, 0x9F)
    case 0xF0: (length, low) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, high) = (4, 0x8F)
    default: return 0
    }
    guard count &- index >= length else { return 0 }
    let second = base[index &+ 1]
    guard second >= low && second <= high else { return 0 }
    var next = index &+ 2
    while next < index &+ length {
      guard base[next] & 0xC0 == 0x80 else { return 0 }
      next &+= 1
    }
    return length
  }

  /// The scalar whose well-formed sequence of two to four bytes starts at `index` (a byte
  /// that is not ASCII) and the sequence's length, or a length of 0 when the bytes there are
  /// ill-formed or cut short (see ``scalarLength(at:in:count:)``).
  ///
  ///     Array("東".utf8).withUnsafeBufferPointer {
  ///       UTF8Decoding.scalar(at: 0, in: $0.baseAddress!, count: $0.count)
  ///     }   // (0x6771, 3)
  package static func scalar(at index: Int, in base: UnsafePointer<UInt8>, count: Int)
    -> (value: UInt32, length: Int)
  {
    // The lead keeps 5, 4 or 3 bits for sequences of 2, 3 or 4 bytes; each continuation 6.
    switch scalarLength(at: index, in: base, count: count) {
    case 2:
      return (UInt32(base[index] & 0x1F) &<< 6 | UInt32(base[index &+ 1] & 0x3F), 2)
    case 3:
      let value =
        UInt32(base[index] & 0x0F) &<< 12 | UInt32(base[index &+ 1] & 0x3F) &<< 6
        | UInt32(base[index &+ 2] & 0x3F)
      return (value, 3)
    case 4:
      let value =
        UInt32(base[index] & 0x07) &<< 18 | UInt32(base[index &+ 1] & 0x3F) &<< 12
        | UInt32(base[index &+ 2] & 0x3F) &<< 6 | UInt32(base[index &+ 3] & 0x3F)
      return (value, 4)
    default:
      return (0, 0)
    }
  }
}
