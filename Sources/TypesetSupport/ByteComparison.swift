/// Equality of byte ranges a word at a time: the generic comparison of two buffers goes byte
/// by byte through their indices, several times slower on the short strings renderers compare
/// (an image's alternative text against the text after it).
@usableFromInline package enum ByteComparison {
  /// Whether `count` bytes from `left` equal `count` bytes from `right`.
  ///
  ///     let a = Array("badge".utf8), b = Array("badge".utf8)
  ///     ByteComparison.equal(a, b, count: 5)   // true
  @inlinable
  package static func equal(
    _ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, count: Int
  ) -> Bool {
    let leftRaw = UnsafeRawPointer(left)
    let rightRaw = UnsafeRawPointer(right)
    var index = 0
    while index &+ 8 <= count {
      guard
        leftRaw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          == rightRaw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      else { return false }
      index &+= 8
    }
    while index < count {
      guard left[index] == right[index] else { return false }
      index &+= 1
    }
    return true
  }

  /// Whether two byte buffers hold the same bytes (two empty ones do, whatever their start).
  ///
  ///     ByteComparison.equal(shown, url)   // false when the counts differ
  @inlinable
  package static func equal(
    _ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard left.count == right.count else { return false }
    guard let leftStart = left.baseAddress, let rightStart = right.baseAddress else { return true }
    return equal(leftStart, rightStart, count: left.count)
  }
}
