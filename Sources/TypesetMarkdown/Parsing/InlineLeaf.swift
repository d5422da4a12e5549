/// A paragraph, heading or table cell waiting for the inline phase: its raw content in the
/// text store, and its segments (where each line of the content starts in the source).
struct InlineLeaf {
  var node: Int32
  var content: TextRange
  var segmentStart: Int32
  var segmentCount: Int32
}
