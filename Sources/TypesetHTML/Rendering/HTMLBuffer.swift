/// The bytes a writer appends HTML to, through a pointer: an append checks the room once and
/// copies, with no uniqueness check and no generic collection path, so a tag costs a few
/// instructions rather than an `Array` append's hundred.
///
/// One write owns its buffer and never shares it; it is a class only so the memory is freed
/// when the write ends, and it never leaves the write that made it (not `Sendable`).
///
///     let buffer = HTMLBuffer(capacity: 64)
///     buffer.append("<p>")
///     buffer.count   // 3
final class HTMLBuffer {
  // Never shared, so exclusivity is not checked at run time (the checks would cost more than
  // the appends they guard).
  @exclusivity(unchecked) private var base: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private(set) var count = 0
  @exclusivity(unchecked) private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// The bytes written, valid until the next append.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

  @inline(__always)
  private func reserve(_ extra: Int) {
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

  /// Appends one byte.
  @inline(__always)
  func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count &+= 1
  }

  /// Appends bytes: a short stretch in a loop, a long one with `memcpy`.
  @inline(__always)
  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
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

  /// Appends a constant's bytes.
  @inline(__always)
  func append(_ text: StaticString) {
    append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends the bytes of an array.
  @inline(__always)
  func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends a non-negative integer in decimal (a negative one as `0`), as
  /// `CSSBytes.appendInteger` does: its last ten digits at most.
  func appendInteger(_ value: Int) {
    var value = max(value, 0)
    reserve(10)
    var digits = 0
    repeat {
      base[count &+ digits] = 0x30 &+ UInt8(value % 10)
      value /= 10
      digits &+= 1
    } while value > 0 && digits < 10
    // The digits went in backwards.
    var low = count
    var high = count &+ digits &- 1
    while low < high {
      let byte = base[low]
      base[low] = base[high]
      base[high] = byte
      low &+= 1
      high &-= 1
    }
    count &+= digits
  }
}
