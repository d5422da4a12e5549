extension AttachmentBox {
  /// Where a lowering makes the attachment boxes of a document: one box after another in
  /// shared chunks, so a page of distinct images costs no allocation and no release per image.
  ///
  /// Chunks grow by doubling up to 64 KB; a box larger than that has a chunk of its own.
  /// An arena is one lowering's and is not shared; the boxes it makes are.
  ///
  ///     var arena = AttachmentBox.Arena()
  ///     let box = arena.make(name: name, alternativeText: alt, title: nil)
  package struct Arena {
    /// Where the next box goes.
    private var cursor = ByteChunk.Cursor(firstSize: 1024)

    /// An arena without chunks yet.
    ///
    ///     var arena = AttachmentBox.Arena()
    package init() {}

    /// A box of the parts (see ``AttachmentBox/make(name:alternativeText:title:width:height:)``),
    /// written into the current chunk, or a new one when it has no room.
    ///
    ///     arena.make(name: name, alternativeText: nil, title: nil).withName { $0.count }
    package mutating func make(
      name: UnsafeBufferPointer<UInt8>, alternativeText: UnsafeBufferPointer<UInt8>?,
      title: UnsafeBufferPointer<UInt8>?, width: Double? = nil, height: Double? = nil
    ) -> AttachmentBox {
      let needed = AttachmentBox.footprint(
        name.count + (alternativeText?.count ?? 0) + (title?.count ?? 0),
        hasSizes: width != nil || height != nil)
      return cursor.withRoom(for: needed) { chunk, offset in
        AttachmentBox.write(
          name: name, alternativeText: alternativeText, title: title, width: width,
          height: height, into: chunk, at: offset)
      }
    }
  }
}
