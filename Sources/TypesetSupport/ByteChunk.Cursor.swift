extension ByteChunk {
  /// Where the next value goes in the chunks an arena fills: the current chunk and how much
  /// of it is used. A value that does not fit starts a new chunk, twice the last one's size
  /// up to 64 KB, or 4 MB once the arena has made 4 MB (or as large as the value); the full
  /// chunk stays alive as long as a value in it does and is never written again.
  ///
  ///     var cursor = ByteChunk.Cursor(firstSize: 256)
  ///     cursor.withRoom(for: 24) { chunk, offset in offset }   // 0, in a new chunk
  @usableFromInline package struct Cursor {
    /// The chunk being filled, `nil` before the first value.
    @usableFromInline var chunk: ByteChunk?
    /// The bytes of `chunk` used and its capacity.
    @usableFromInline var used = 0
    @usableFromInline var capacity = 0
    /// The size of the first chunk: small for arenas that often make a single value.
    private let firstSize: Int
    /// The bytes of all chunks made so far.
    private var made = 0

    /// A cursor without chunks yet, whose first chunk holds `firstSize` bytes.
    ///
    ///     var cursor = ByteChunk.Cursor(firstSize: 1024)
    package init(firstSize: Int) { self.firstSize = firstSize }

    /// Calls `write` with the chunk and offset where `needed` bytes (a multiple of eight)
    /// go — in the current chunk, or in a new one when it has too little room left — and
    /// counts them as used. The chunk is lent, not returned, so taking room costs no retain.
    ///
    ///     let target = cursor.withRoom(for: footprint) { chunk, offset in
    ///       TextStyle.LinkTarget.write(bytes, hash: hash, into: chunk, at: offset)
    ///     }
    @inlinable @inline(__always)
    package mutating func withRoom<Value>(
      for needed: Int, _ write: (ByteChunk, Int) -> Value
    ) -> Value {
      if chunk == nil || used + needed > capacity { startChunk(for: needed) }
      let offset = used
      used += needed
      return write(chunk.unsafelyUnwrapped, offset)
    }

    /// The size chunks double to, and the size they take once the arena holds many of them.
    private static var usualLargest: Int { 65_536 }
    private static var large: Int { 4 << 20 }

    /// Makes the chunk the next `needed` bytes go in. Chunks double up to 64 KB; past 4 MB in
    /// all (a document of many megabytes of links or images) they are 4 MB each and ask for
    /// huge pages, so filling them costs a page fault per 2 MB rather than per 4 KB. Smaller
    /// arenas keep small chunks, which the allocator hands out again from memory already
    /// touched.
    @usableFromInline @inline(never)
    mutating func startChunk(for needed: Int) {
      let size =
        made >= Self.large ? Self.large : min(max(firstSize, capacity * 2), Self.usualLargest)
      let next = ByteChunk.make(capacity: max(needed, size))
      if next.capacity >= Self.large {
        next.withUnsafeMutablePointerToElements {
          HugePages.advise(UnsafeMutableBufferPointer(start: $0, count: next.capacity))
        }
      }
      chunk = next
      used = 0
      capacity = next.capacity
      made += next.capacity
    }
  }
}
