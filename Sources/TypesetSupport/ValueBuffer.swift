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
  /// Where the elements are, how many there are and how many fit.
  @usableFromInline struct Header {
    @usableFromInline var base: UnsafeMutablePointer<Element>
    @usableFromInline var count: Int
    @usableFromInline var capacity: Int

    @usableFromInline init(base: UnsafeMutablePointer<Element>, count: Int, capacity: Int) {
      self.base = base
      self.count = count
      self.capacity = capacity
    }
  }

  /// The header, out of line: the class's one stored property is a constant, so reads and
  /// writes through it take no dynamic exclusivity check (a `var` of a class, used from
  /// another module, takes one at every access — a third of a terminal layout's time).
  @usableFromInline let header: UnsafeMutablePointer<Header>

  /// An empty buffer with room for `capacity` elements (at least 16).
  ///
  ///     let segments = ValueBuffer<Int>(capacity: 1024)
  @inlinable package init(capacity: Int = 256) {
    let capacity = max(capacity, 16)
    header = .allocate(capacity: 1)
    header.initialize(to: Header(base: .allocate(capacity: capacity), count: 0, capacity: capacity))
  }

  @inlinable deinit {
    header.pointee.base.deinitialize(count: header.pointee.count)
    header.pointee.base.deallocate()
    header.deallocate()
  }

  /// The number of elements.
  ///
  ///     ValueBuffer<Int>().count   // 0
  @inlinable package var count: Int { header.pointee.count }

  /// The element at `index`, read and changed in place.
  ///
  ///     lines[0] += 1
  @inlinable package subscript(index: Int) -> Element {
    unsafeAddress {
      precondition(index >= 0 && index < header.pointee.count, "index out of range")
      return UnsafePointer(header.pointee.base + index)
    }
    unsafeMutableAddress {
      precondition(index >= 0 && index < header.pointee.count, "index out of range")
      return header.pointee.base + index
    }
  }

  /// The first element, if any.
  ///
  ///     ValueBuffer<Int>().first   // nil
  @inlinable package var first: Element? { count > 0 ? header.pointee.base[0] : nil }

  /// The last element, if any.
  ///
  ///     lines.last   // the element appended last
  @inlinable package var last: Element? {
    count > 0 ? header.pointee.base[count &- 1] : nil
  }

  /// Adds an element at the end, doubling the room when it is full.
  ///
  ///     lines.append(7)
  @inlinable @inline(__always) package func append(_ element: Element) {
    if header.pointee.count == header.pointee.capacity { grow() }
    (header.pointee.base + header.pointee.count).initialize(to: element)
    header.pointee.count &+= 1
  }

  /// Removes and returns the last element, if any.
  ///
  ///     lines.popLast()   // the last element, now gone
  @inlinable package func popLast() -> Element? {
    guard header.pointee.count > 0 else { return nil }
    header.pointee.count &-= 1
    return (header.pointee.base + header.pointee.count).move()
  }

  /// Forgets every element, keeping the memory.
  ///
  ///     lines.removeAll()
  @inlinable package func removeAll() {
    header.pointee.base.deinitialize(count: header.pointee.count)
    header.pointee.count = 0
  }

  /// Moves the elements to room twice as large.
  @usableFromInline @inline(never) func grow() {
    let newCapacity = header.pointee.capacity &* 2
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: header.pointee.base, count: header.pointee.count)
    header.pointee.base.deallocate()
    header.pointee.base = newBase
    header.pointee.capacity = newCapacity
  }
}
