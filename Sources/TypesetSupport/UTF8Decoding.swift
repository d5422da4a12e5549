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

  /// Whether `bytes` are well-formed UTF-8 (Unicode Table 3-7: no overlong forms, no
  /// surrogates, nothing past U+10FFFF, no truncated sequence).
  ///
  ///     Array("日本".utf8).withUnsafeBufferPointer(UTF8Decoding.isWellFormed)   // true
  ///     [0xC0, 0xAF].withUnsafeBufferPointer(UTF8Decoding.isWellFormed)       // false
  package static func isWellFormed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    var index = 0
    while true {
      index = firstNonASCII(base, from: index, count: count)
      if index == count { return true }
      let length = scalarLength(at: index, in: base, count: count)
      guard length > 0 else { return false }
      index &+= length
    }
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

  /// The index of the first byte at or after `index` that is not ASCII, or `count`.
  static func firstNonASCII(_ base: UnsafePointer<UInt8>, from index: Int, count: Int) -> Int {
    var index = index
    let raw = UnsafeRawPointer(base)
    while index &+ 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      let high = word & 0x8080_8080_8080_8080
      if high != 0 { return index &+ (UInt64(littleEndian: high).trailingZeroBitCount >> 3) }
      index &+= 8
    }
    while index < count && base[index] < 0x80 { index &+= 1 }
    return index
  }
}
