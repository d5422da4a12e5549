/// A run of `*`, `_` or `~` on the inline parser's delimiter stack (§6.2, GFM §6.5), a doubly
/// linked list.
struct Delimiter {
  /// The text node holding the run; emphasis takes its characters away as it matches.
  var node: Int32
  /// The run's character: `*`, `_` or `~`.
  var char: UInt8
  /// Whether the run can open emphasis (it is left-flanking, with `_`'s extra rule).
  var canOpen: Bool
  /// Whether the run can close emphasis (it is right-flanking, with `_`'s extra rule).
  var canClose: Bool
  /// The run's length when it was pushed, for the "multiple of 3" rule.
  var originalLength: Int
  /// The index of the delimiter below this one, or -1.
  var prev: Int
  /// The index of the delimiter above this one, or -1.
  var next: Int
  /// Whether the delimiter is still on the stack.
  var active: Bool
}
