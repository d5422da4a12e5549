/// A fast hash of bytes, eight at a time, from a seed random per process.
///
/// The parsers' own tables (tags by their bytes, link targets, style steps) are probed by it:
/// cheaper than `Hasher` on short byte strings, and, because the seed comes from `Hasher`'s
/// per-process seed, input cannot be written down in advance to collide.
///
///     let a = Array("https://swift.org".utf8).withUnsafeBufferPointer {
///       SeededHash.hash($0, seed: SeededHash.processSeed)
///     }
///     a != 0   // true: the hash is never 0
@usableFromInline package enum SeededHash {
  /// A value random per process (derived from `Hasher`'s seed), computed once.
  ///
  ///     SeededHash.processSeed == SeededHash.processSeed   // true
  package static let processSeed: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0x7479_7065_7365_74)  // any constant: only the process's seed varies
    return UInt64(bitPattern: Int64(hasher.finalize()))
  }()

  /// The hash of `bytes` from `seed`; never 0, so 0 can mean "no hash".
  ///
  /// Each step is a bijection of the state mixed with the next word.
  ///
  ///     [UInt8]().withUnsafeBufferPointer { SeededHash.hash($0, seed: 7) } != 0   // true
  @inlinable
  package static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
    guard let start = bytes.baseAddress else { return seed == 0 ? 1 : seed }
    let raw = UnsafeRawPointer(start)
    let count = bytes.count
    var hash = seed ^ UInt64(truncatingIfNeeded: count)
    var index = 0
    while index &+ 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
      hash ^= hash &>> 32
      index &+= 8
    }
    // The last 0 to 7 bytes as a little-endian word: from a load of the last eight bytes when
    // there are eight, shifted down past the bytes hashed already, else byte by byte.
    var tail: UInt64 = 0
    let rest = count &- index
    if rest > 0 && count >= 8 {
      let last = UInt64(
        littleEndian: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
      tail = last &>> UInt64(truncatingIfNeeded: (8 &- rest) &* 8)
    } else {
      var shift: UInt64 = 0
      while index < count {
        tail |= UInt64(start[index]) &<< shift
        shift &+= 8
        index &+= 1
      }
    }
    hash = (hash ^ tail) &* 0x9E37_79B9_7F4A_7C15
    hash ^= hash &>> 29
    return hash == 0 ? 1 : hash
  }
}
