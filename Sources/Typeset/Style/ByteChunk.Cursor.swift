extension ByteChunk {
  /// Where the next value goes in the chunks an arena fills: the current chunk and how much
  /// of it is used. A value that does not fit starts a new chunk, twice the last one's size
  /// up to 64 KB (or as large as the value); the full chunk stays alive as long as a value in
  /// it does and is never written again.
  ///
  ///     var cursor = ByteChunk.Cursor(firstSize: 256)
  ///     cursor.withRoom(for: 24) { chunk, offset in offset }   // 0, in a new chunk
  struct Cursor {
    /// The chunk being filled, `nil` before the first value.
    private var chunk: ByteChunk?
    /// The bytes of `chunk` used and its capacity.
    private var used = 0
    private var capacity = 0
    /// The size of the first chunk: small for arenas that often make a single value.
    private let firstSize: Int

    /// A cursor without chunks yet, whose first chunk holds `firstSize` bytes.
    ///
    ///     var cursor = ByteChunk.Cursor(firstSize: 1024)
    init(firstSize: Int) { self.firstSize = firstSize }

    /// Calls `write` with the chunk and offset where `needed` bytes (a multiple of eight)
    /// go — in the current chunk, or in a new one when it has too little room left — and
    /// counts them as used. The chunk is lent, not returned, so taking room costs no retain.
    ///
    ///     let target = cursor.withRoom(for: footprint) { chunk, offset in
    ///       TextStyle.LinkTarget.write(bytes, hash: hash, into: chunk, at: offset)
    ///     }
    @inline(__always)
    mutating func withRoom<Value>(
      for needed: Int, _ write: (ByteChunk, Int) -> Value
    ) -> Value {
      if chunk == nil || used + needed > capacity {
        let made = ByteChunk.make(capacity: max(needed, min(max(firstSize, capacity * 2), 65_536)))
        chunk = made
        used = 0
        capacity = made.capacity
      }
      let offset = used
      used += needed
      return write(chunk.unsafelyUnwrapped, offset)
    }
  }
}
