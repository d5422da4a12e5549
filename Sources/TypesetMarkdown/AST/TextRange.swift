/// A byte range in the document's text buffer.
struct TextRange: Sendable, Equatable {
  var start: Int32
  var count: Int32

  static let empty = TextRange(start: 0, count: 0)

  /// The range's bytes in `source`, the document's bytes read in place (empty for an empty
  /// range): no reference to the storage is taken.
  ///
  ///     let literal = record.literal.bytes(in: source)
  @inline(__always)
  func bytes(in source: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    guard count > 0, let base = source.baseAddress else {
      return UnsafeBufferPointer(start: nil, count: 0)
    }
    return UnsafeBufferPointer(start: base + Int(start), count: Int(count))
  }
}
