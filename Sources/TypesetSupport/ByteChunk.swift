/// A block of bytes that values written once and never changed afterwards — link targets,
/// attachment boxes — lie in one after another, each at an offset that is a multiple of
/// eight; it is freed with the last value in it.
///
/// A value made alone has a chunk of its own; a parser or lowering that makes many fills
/// shared chunks through a ``Cursor``. A value is a *record*: fixed fields at byte offsets
/// (counts, hashes, sizes), then bytes. Its type writes it once through a ``RecordWriter``
/// and reads it through a ``Record``; neither lets a pointer out of the chunk's keeping.
///
///     let chunk = ByteChunk.make(capacity: 64)
///     chunk.writeRecord(at: 0) { $0.store(Int32(3), at: 0) }
///     chunk.record(at: 0).load(Int32.self, at: 0)   // 3
@usableFromInline package final class ByteChunk: ManagedBuffer<Void, UInt8> {
  /// A chunk with room for at least `capacity` bytes.
  ///
  ///     ByteChunk.make(capacity: 16).capacity >= 16   // true
  package static func make(capacity: Int) -> ByteChunk {
    unsafeDowncast(create(minimumCapacity: capacity) { _ in }, to: ByteChunk.self)
  }

  /// The record at `offset`, to read its fields: valid while the chunk is alive, which the
  /// value holding the chunk guarantees (wrap reads in `withExtendedLifetime` when the value
  /// may go away sooner).
  ///
  ///     chunk.record(at: 16).load(Int.self, at: 0)
  @inlinable @inline(__always)
  package func record(at offset: Int) -> Record {
    assert(offset >= 0 && offset < capacity, "a record starts inside its chunk")
    // The elements of a ManagedBuffer stay where they are for the buffer's whole life.
    return Record(start: UnsafeRawPointer(withUnsafeMutablePointerToElements { $0 }) + offset)
  }

  /// Calls `write` to fill the record at `offset`, which must have room for what it writes.
  ///
  ///     chunk.writeRecord(at: 0) { $0.store(7, at: 0) }
  @inlinable @inline(__always)
  package func writeRecord<Result>(at offset: Int, _ write: (RecordWriter) -> Result) -> Result {
    assert(offset >= 0 && offset <= capacity, "a record starts inside its chunk")
    return withUnsafeMutablePointerToElements {
      write(RecordWriter(start: UnsafeMutableRawPointer($0 + offset), room: capacity - offset))
    }
  }
}

extension ByteChunk {
  /// Read access to one record of a chunk: fixed-width fields at byte offsets, and byte runs.
  ///
  ///     let record = chunk.record(at: offset)
  ///     let count = record.load(Int.self, at: 0)
  ///     record.bytes(at: 16, count: count)
  @usableFromInline package struct Record {
    @usableFromInline let start: UnsafeRawPointer

    @usableFromInline init(start: UnsafeRawPointer) { self.start = start }

    /// The fixed-width value of type `type` at byte `offset` (counts, hashes, sizes; a
    /// `UInt64` to compare or hash eight bytes of fields together).
    ///
    ///     record.load(Int32.self, at: 4)
    @inlinable @inline(__always)
    package func load<Value: BitwiseCopyable>(_ type: Value.Type, at offset: Int) -> Value {
      start.loadUnaligned(fromByteOffset: offset, as: Value.self)
    }

    /// The `count` bytes from byte `offset`: valid while the chunk is alive.
    ///
    ///     record.bytes(at: 16, count: record.load(Int.self, at: 0))
    @inlinable @inline(__always)
    package func bytes(at offset: Int, count: Int) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(
        start: (start + offset).assumingMemoryBound(to: UInt8.self), count: count)
    }
  }

  /// Write access to one record of a chunk while ``ByteChunk/writeRecord(at:_:)`` runs.
  ///
  ///     chunk.writeRecord(at: offset) { record in
  ///       record.store(bytes.count, at: 0)
  ///       record.copy(bytes, to: 16)
  ///     }
  @usableFromInline package struct RecordWriter {
    @usableFromInline let start: UnsafeMutableRawPointer
    @usableFromInline let room: Int

    @usableFromInline init(start: UnsafeMutableRawPointer, room: Int) {
      self.start = start
      self.room = room
    }

    /// Stores a fixed-width value at byte `offset`.
    ///
    ///     record.store(Int32(-1), at: 4)
    @inlinable @inline(__always)
    package func store<Value: BitwiseCopyable>(_ value: Value, at offset: Int) {
      assert(offset + MemoryLayout<Value>.size <= room, "a field past the record's room")
      start.storeBytes(of: value, toByteOffset: offset, as: Value.self)
    }

    /// Copies `bytes` to byte `offset`.
    ///
    ///     record.copy(name, to: 16)
    @inlinable @inline(__always)
    package func copy(_ bytes: UnsafeBufferPointer<UInt8>, to offset: Int) {
      assert(offset + bytes.count <= room, "bytes past the record's room")
      guard let source = bytes.baseAddress else { return }
      ByteBuffer.copy(
        source, to: (start + offset).assumingMemoryBound(to: UInt8.self), count: bytes.count)
    }
  }
}
