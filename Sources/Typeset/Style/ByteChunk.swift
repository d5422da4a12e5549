/// A block of bytes that values written once and never changed afterwards — link targets,
/// attachment boxes — lie in one after another, each at an offset that is a multiple of
/// eight; it is freed with the last value in it.
///
/// A value made alone has a chunk of its own; a parser or lowering that makes many fills
/// shared chunks through a ``Cursor``, so a page of distinct links or images costs an
/// allocation per few hundred values rather than one each.
///
///     let chunk = ByteChunk.make(capacity: 64)
///     chunk.capacity >= 64   // true
final class ByteChunk: ManagedBuffer<Void, UInt8> {
  /// A chunk with room for at least `capacity` bytes.
  ///
  ///     ByteChunk.make(capacity: 16).capacity >= 16   // true
  static func make(capacity: Int) -> ByteChunk {
    unsafeDowncast(create(minimumCapacity: capacity) { _ in }, to: ByteChunk.self)
  }
}
