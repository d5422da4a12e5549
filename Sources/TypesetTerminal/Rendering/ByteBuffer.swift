/// A growable buffer of bytes written through a pointer: an append checks the room once and
/// copies, with no uniqueness check and no generic collection path.
///
/// A rendering owns its buffers and never shares them, so this is a class only to free the
/// memory when the last reference goes; it is not `Sendable` and never leaves a rendering.
final class ByteBuffer {
  /// The first byte; valid for `count` bytes.
  private(set) var base: UnsafeMutablePointer<UInt8>
  /// The number of bytes written.
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// The bytes written, valid until the next append.
  var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  /// The byte at `index`.
  @inline(__always) subscript(index: Int) -> UInt8 { base[index] }

  /// The bytes in `range`, valid until the next append.
  @inline(__always) func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
  }

  /// Forgets every byte, keeping the memory.
  func removeAll() { count = 0 }

  @inline(__always) private func reserve(_ extra: Int) {
    if count &+ extra > capacity { grow(to: count &+ extra) }
  }

  private func grow(to needed: Int) {
    let newCapacity = max(capacity &* 2, needed)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.initialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  @inline(__always) func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count &+= 1
  }

  /// Appends bytes; a short stretch is copied in a loop, a long one by `memcpy`.
  @inline(__always) func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    let length = bytes.count
    reserve(length)
    let target = base + count
    if length <= 16 {
      for index in 0..<length { target[index] = source[index] }
    } else {
      target.update(from: source, count: length)
    }
    count &+= length
  }

  /// Appends the bytes of an array.
  func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends a constant's bytes.
  @inline(__always) func append(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends `byte` `repeats` times.
  @inline(__always) func append(_ byte: UInt8, repeats: Int) {
    guard repeats > 0 else { return }
    reserve(repeats)
    (base + count).initialize(repeating: byte, count: repeats)
    count &+= repeats
  }
}
