/// Where one attribute of a scanned tag sits in the input.
struct MarkupAttributeSpan {
  /// The bytes of the attribute's name, as written.
  var name: Range<Int>
  /// The bytes of its value between the quotes; empty for a bare attribute (`<input disabled>`).
  var value: Range<Int>
  /// Whether the value holds an `&`, so decoding it may replace references.
  var hasReference: Bool
}
