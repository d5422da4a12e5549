/// A growable array of small values (segments, pieces, lines) written through a pointer: an
/// append checks the room once, with no uniqueness check, and an element changes in place.
///
/// A layout owns its buffers and never shares them, so this is a class only to free the
/// memory when the last reference goes; it is not `Sendable` and never leaves a rendering.
/// Indices are checked, as an array's are.
final class ValueBuffer<Element> {
  private var base: UnsafeMutablePointer<Element>
  /// The number of elements.
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// The element at `index`, read and changed in place.
  subscript(index: Int) -> Element {
    unsafeAddress {
      precondition(index >= 0 && index < count, "index out of range")
      return UnsafePointer(base + index)
    }
    unsafeMutableAddress {
      precondition(index >= 0 && index < count, "index out of range")
      return base + index
    }
  }

  /// The first element, if any.
  var first: Element? { count > 0 ? base[0] : nil }

  /// The last element, if any.
  var last: Element? { count > 0 ? base[count &- 1] : nil }

  @inline(__always) func append(_ element: Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count &+= 1
  }

  /// Removes and returns the last element, if any.
  func popLast() -> Element? {
    guard count > 0 else { return nil }
    count &-= 1
    return (base + count).move()
  }

  /// Forgets every element, keeping the memory.
  func removeAll() {
    base.deinitialize(count: count)
    count = 0
  }

  private func grow() {
    let newCapacity = capacity &* 2
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }
}
