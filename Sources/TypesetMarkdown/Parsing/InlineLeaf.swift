/// A paragraph, heading or table cell waiting for the inline phase, with its segments.
struct InlineLeaf {
  var node: Int32
  var segmentStart: Int32
  var segmentCount: Int32
}
