/// Maps a position in a leaf block's content back to the source: content offset `offset`
/// starts at source `line`:`column`.
struct LeafSegment {
  var offset: Int32
  var line: Int32
  var column: Int32
}
