/// A run of `*`, `_` or `~` on the inline parser's delimiter stack, a doubly linked list.
struct Delimiter {
  var node: Int32
  var char: UInt8
  var canOpen: Bool
  var canClose: Bool
  var originalLength: Int
  var prev: Int
  var next: Int
  var active: Bool
}
