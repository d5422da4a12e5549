/// A growable array of small values (segments, pieces, lines) written through a pointer: an
/// append checks the room once, with no uniqueness check, and an element changes in place.
///
/// An owner keeps its buffers to itself and never shares them, so this is a class only to
/// free the memory when the last reference goes; it is not `Sendable` and never leaves the
/// work that made it. Indices are checked, as an array's are. Its members are inlinable, so
/// a user in another module gets code specialised for its element.
///
///     let lines = ValueBuffer<Int>()
///     lines.append(3)
///     lines[0] += 1   // 4, changed in place
@usableFromInline package final class ValueBuffer<Element> {
  @usableFromInline var base: UnsafeMutablePointer<Element>
  @usableFromInline var capacity: Int
  /// The number of elements.
  ///
  ///     ValueBuffer<Int>().count   // 0
  @usableFromInline package internal(set) var count = 0

  /// An empty buffer with room for `capacity` elements (at least 16).
  ///
  ///     let segments = ValueBuffer<Int>(capacity: 1024)
  @inlinable package init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  @inlinable deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// The element at `index`, read and changed in place.
  ///
  ///     lines[0] += 1
  @inlinable package subscript(index: Int) -> Element {
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
  ///
  ///     ValueBuffer<Int>().first   // nil
  @inlinable package var first: Element? { count > 0 ? base[0] : nil }

  /// The last element, if any.
  ///
  ///     lines.last   // the element appended last
  @inlinable package var last: Element? { count > 0 ? base[count &- 1] : nil }

  /// Adds an element at the end, doubling the room when it is full.
  ///
  ///     lines.append(7)
  @inlinable @inline(__always) package func append(_ element: Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count &+= 1
  }

  /// Removes and returns the last element, if any.
  ///
  ///     lines.popLast()   // the last element, now gone
  @inlinable package func popLast() -> Element? {
    guard count > 0 else { return nil }
    count &-= 1
    return (base + count).move()
  }

  /// Forgets every element, keeping the memory.
  ///
  ///     lines.removeAll()
  @inlinable package func removeAll() {
    base.deinitialize(count: count)
    count = 0
  }

  /// Moves the elements to room twice as large.
  @usableFromInline @inline(never) func grow() {
    let newCapacity = capacity &* 2
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }
}
