extension TextStyle.LinkTarget {
  /// Makes link targets one after another in shared chunks of storage, so a parser that
  /// makes one per link (a page of distinct links) allocates a chunk per few hundred links
  /// rather than an object per link, and freeing them releases chunks, not links.
  ///
  /// Chunks start small, so styling a short string with one link keeps little alive, and
  /// double up to 64 KB. A target keeps its whole chunk alive; a chunk is never written
  /// again where a target already is.
  ///
  ///     var arena = TextStyle.LinkTarget.Arena()
  ///     let target = arena.make(verbatim: bytes, hash: hash)   // bytes copied into a chunk
  struct Arena {
    /// Where the next target goes.
    private var cursor = ByteChunk.Cursor(firstSize: 256)

    /// An arena without chunks yet.
    init() {}

    /// A target holding `bytes` as they are (see ``TextStyle/LinkTarget/make(verbatim:)``),
    /// written into the current chunk, or a new one when it has no room; `hash` must be
    /// `SeededHash.hash(bytes, seed: SeededHash.processSeed)`.
    mutating func make(verbatim bytes: UnsafeBufferPointer<UInt8>, hash: UInt64)
      -> TextStyle.LinkTarget
    {
      cursor.withRoom(for: TextStyle.LinkTarget.footprint(bytes.count)) { chunk, offset in
        TextStyle.LinkTarget.write(bytes, hash: hash, into: chunk, at: offset)
      }
    }
  }
}
