/// A byte range in the document's text buffer.
struct TextRange: Sendable, Equatable {
  var start: Int32
  var count: Int32

  static let empty = TextRange(start: 0, count: 0)
}
