/// Makes strings from UTF-8 bytes that are mostly ASCII, as `String(decoding:as:)` does but
/// faster on such text: the standard library checks an all-ASCII buffer a word at a time but
/// any other byte by byte, so one accented letter in a megabyte of text costs the whole
/// megabyte the slow way. Here long ASCII stretches are made into strings on their own when
/// they make up a good part of the text.
package enum UTF8Decoding {
  /// ASCII stretches at least this long are decoded apart; shorter ones stay with the
  /// non-ASCII bytes around them, so text of another script is decoded in a few pieces.
  static let stretch = 512

  /// The string of `bytes`, equal to `String(decoding: bytes, as: UTF8.self)` (ill-formed
  /// sequences become U+FFFD the same way).
  ///
  ///     Array("café au lait".utf8).withUnsafeBufferPointer {
  ///       UTF8Decoding.string($0)
  ///     }   // "café au lait"
  package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard let base = bytes.baseAddress, bytes.count >= 2 * stretch else {
      return String(decoding: bytes, as: UTF8.self)
    }
    let count = bytes.count
    // The long ASCII stretches first: decoding apart pays (about five instructions a byte
    // against one for finding and copying) once they are a quarter of the text; one stretch
    // of it all is the standard library's fast case as it is.
    var stretches: [Range<Int>] = []
    var covered = 0
    var index = 0
    while index < count {
      let ascii = index
      index = firstNonASCII(base, from: index, count: count)
      if index - ascii >= stretch {
        stretches.append(ascii..<index)
        covered += index - ascii
      }
      while index < count && base[index] >= 0x80 { index &+= 1 }
    }
    guard covered * 4 >= count, covered < count else {
      return String(decoding: bytes, as: UTF8.self)
    }
    // Pieces end only where ASCII meets non-ASCII: a well-formed sequence has no ASCII byte
    // inside, and an ill-formed one ends at the first ASCII byte either way, so the pieces
    // decode as the whole would.
    var text = String()
    text.reserveCapacity(count)
    var pending = 0
    for ascii in stretches {
      append(base, pending..<ascii.lowerBound, to: &text)
      append(base, ascii, to: &text)
      pending = ascii.upperBound
    }
    append(base, pending..<count, to: &text)
    return text
  }

  /// Appends the string of some of the bytes.
  private static func append(
    _ base: UnsafePointer<UInt8>, _ range: Range<Int>, to text: inout String
  ) {
    guard !range.isEmpty else { return }
    let piece = UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    text.append(String(decoding: piece, as: UTF8.self))
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
