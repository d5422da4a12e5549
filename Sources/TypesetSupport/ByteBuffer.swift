/// A growable buffer of bytes written through a pointer: an append checks the room once and
/// copies, with no uniqueness check and no generic collection path.
///
/// A rendering or a flattening owns its buffers and never shares them, so this is a class
/// only to free the memory when the last reference goes; it is not `Sendable` and never
/// leaves the work that made it.
///
///     let buffer = ByteBuffer(capacity: 64)
///     buffer.append("Hi")
///     String(decoding: buffer.buffer, as: UTF8.self)   // "Hi"
@usableFromInline package final class ByteBuffer {
  // Never shared, so exclusivity is not checked at run time (the checks would cost more than
  // the appends they guard).
  @exclusivity(unchecked) @usableFromInline var storedBase: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) @usableFromInline var storedCount = 0
  @exclusivity(unchecked) @usableFromInline var capacity: Int
  /// Whether `storedBase` was allocated here (and is freed here); false while the buffer
  /// writes into memory lent by its maker (see ``init(lending:)``).
  @exclusivity(unchecked) @usableFromInline var ownsStorage = true

  /// The first byte; valid for `count` bytes.
  @inlinable @inline(__always) package var base: UnsafeMutablePointer<UInt8> { storedBase }

  /// The number of bytes written.
  @inlinable @inline(__always) package var count: Int { storedCount }

  package init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    storedBase = .allocate(capacity: self.capacity)
  }

  /// A buffer that writes into `memory`, which its maker owns and keeps alive for as long
  /// as this buffer is used: output can then be written where it will stay instead of being
  /// copied there at the end. If the bytes outgrow `memory`, they move to memory of the
  /// buffer's own (``isWritingInPlace`` turns false); `memory` is never freed here.
  ///
  ///     let body = ByteBuffer(lending: spare)
  ///     body.append("Hi")
  ///     body.isWritingInPlace   // true: "Hi" is at spare.baseAddress
  package init(lending memory: UnsafeMutableBufferPointer<UInt8>) {
    if let start = memory.baseAddress, memory.count >= 16 {
      capacity = memory.count
      storedBase = start
      ownsStorage = false
    } else {
      capacity = 16
      storedBase = .allocate(capacity: 16)
    }
  }

  deinit { if ownsStorage { base.deallocate() } }

  /// Whether the bytes are still in the memory lent to ``init(lending:)``.
  package var isWritingInPlace: Bool { !ownsStorage }

  /// The bytes written, valid until the next append.
  @inlinable @inline(__always) package var buffer: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: base, count: count)
  }

  /// The byte at `index`.
  @inlinable @inline(__always) package subscript(index: Int) -> UInt8 { base[index] }

  /// The bytes in `range`, valid until the next append.
  @inlinable @inline(__always) package func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8>
  {
    UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
  }

  /// Forgets every byte, keeping the memory.
  package func removeAll() { storedCount = 0 }

  @inlinable @inline(__always) func reserve(_ extra: Int) {
    if count &+ extra > capacity { grow(to: count &+ extra) }
  }

  @usableFromInline func grow(to needed: Int) {
    let newCapacity = max(capacity &* 2, needed)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.initialize(from: base, count: count)
    if ownsStorage { storedBase.deallocate() }
    ownsStorage = true
    storedBase = newBase
    capacity = newCapacity
  }

  @inlinable @inline(__always) package func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    storedCount &+= 1
  }

  /// Copies `count` bytes, between one and two words, as a word from the start and a word
  /// from the end, which overlap when `count` is less than two words.
  @inlinable @inline(__always) package static func copyOverlapping<Word: FixedWidthInteger>(
    _ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int,
    as word: Word.Type
  ) {
    let from = UnsafeRawPointer(source)
    let size = MemoryLayout<Word>.size
    let head = from.loadUnaligned(as: Word.self)
    let tail = from.loadUnaligned(fromByteOffset: count &- size, as: Word.self)
    let to = UnsafeMutableRawPointer(target)
    to.storeBytes(of: head, as: Word.self)
    to.storeBytes(of: tail, toByteOffset: count &- size, as: Word.self)
  }

  /// Appends bytes; a short stretch is copied as two words that may overlap (eight to
  /// sixteen bytes, or four to seven) or byte by byte (fewer), a long one by `memcpy`.
  @inlinable @inline(__always) package func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    let length = bytes.count
    reserve(length)
    Self.copy(source, to: base + count, count: length)
    storedCount &+= length
  }

  /// Copies `count` bytes to memory that does not overlap them: a short stretch as two
  /// words that may overlap each other (eight to sixteen bytes, or four to seven) or byte by
  /// byte (fewer), a long one by `memcpy`, whose call costs more than the copy of a word.
  ///
  ///     ByteBuffer.copy(source, to: target, count: 12)   // two 8-byte loads and stores
  @inlinable @inline(__always) package static func copy(
    _ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count length: Int
  ) {
    if length >= 8 && length <= 16 {
      copyOverlapping(source, to: target, count: length, as: UInt64.self)
    } else if length >= 4 && length < 8 {
      copyOverlapping(source, to: target, count: length, as: UInt32.self)
    } else if length < 4 {
      for index in 0..<length { target[index] = source[index] }
    } else {
      target.update(from: source, count: length)
    }
  }

  /// Appends the bytes of an array.
  @inlinable @inline(__always) package func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends a constant's bytes.
  @inlinable @inline(__always) package func append(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends `byte` `repeats` times.
  @inlinable @inline(__always) package func append(_ byte: UInt8, repeats: Int) {
    guard repeats > 0 else { return }
    reserve(repeats)
    (base + count).initialize(repeating: byte, count: repeats)
    storedCount &+= repeats
  }
}
