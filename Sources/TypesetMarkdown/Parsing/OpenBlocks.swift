/// The stack of open blocks, the document first and the tip last, and where a line with
/// nothing left in it stops continuing them.
///
/// Each line is matched against the open blocks from the document down (the spec appendix,
/// phase 1). Most blocks take bytes of the line to continue — a block quote its `>`, a list
/// item its content indentation — so that walk costs no more than the line is long. Once
/// nothing is left of a line, though, lists, list items that hold a block (§5.2: one blank
/// line may follow the item's start) and, when the line is entirely empty, GFM footnote
/// definitions still continue, reading nothing. Walking them one by one made every blank line
/// cost the nesting depth: `"- " * 30000 + "x"` followed by 30,000 empty lines took
/// 30,000² steps. The stack keeps the depths of the blocks an empty rest of a line does not
/// simply continue, so the walk jumps over the rest at once.
///
///     var open = OpenBlocks(document: 0)
///     open.push(1, kind: .list)
///     open.push(2, kind: .listItem)
///     open.push(3, kind: .paragraph)
///     open.firstStop(from: 1, lineIsEmpty: true)   // 3: the tip, a paragraph
struct OpenBlocks {
  typealias Kind = MarkdownNode.Kind

  /// The open blocks' nodes, by depth.
  private var blocks: [Int32]
  /// The depths of the open blocks that an empty rest of a line never continues without a
  /// look (anything but lists, list items and footnote definitions), in increasing order.
  private var stops: [Int32] = []
  /// The depths of the open footnote definitions, in increasing order: an entirely empty line
  /// continues them, a line holding only spaces or container markers does not.
  private var footnoteDefinitions: [Int32] = []

  /// A stack holding only the document.
  ///
  ///     OpenBlocks(document: 0).count   // 1
  init(document: Int32) {
    blocks = [document]
  }

  /// How many blocks are open, the document included.
  ///
  ///     OpenBlocks(document: 0).count   // 1
  var count: Int { blocks.count }

  /// Whether no block is open, not even the document (after the parse closed them all).
  ///
  ///     OpenBlocks(document: 0).isEmpty   // false
  var isEmpty: Bool { blocks.isEmpty }

  /// The innermost open block, the tip.
  ///
  ///     OpenBlocks(document: 7).last   // 7
  var last: Int32? { blocks.last }

  /// The open block at `depth` (0 is the document).
  ///
  ///     OpenBlocks(document: 7)[0]   // 7
  subscript(depth: Int) -> Int32 { blocks[depth] }

  /// Opens `block`, of `kind`, inside the tip.
  ///
  ///     var open = OpenBlocks(document: 0)
  ///     open.push(1, kind: .blockQuote)   // open.count == 2
  mutating func push(_ block: Int32, kind: Kind) {
    let depth = Int32(blocks.count)
    blocks.append(block)
    switch kind {
    case .list, .listItem: break
    case .footnoteDefinition: footnoteDefinitions.append(depth)
    default: stops.append(depth)
    }
  }

  /// Closes the tip.
  ///
  ///     var open = OpenBlocks(document: 0)
  ///     open.push(1, kind: .paragraph)
  ///     open.removeLast()   // open.count == 1
  mutating func removeLast() {
    blocks.removeLast()
    let depth = Int32(blocks.count)
    if stops.last == depth { stops.removeLast() }
    if footnoteDefinitions.last == depth { footnoteDefinitions.removeLast() }
  }

  /// The first depth from `depth` on whose block a line with nothing left in it must be
  /// matched against, rather than simply continuing it: a block quote (it needs a `>`), a
  /// footnote definition unless `lineIsEmpty`, any block but a list or list item, or the tip
  /// (an item without content yet ends at a blank line, §5.2).
  ///
  ///     var open = OpenBlocks(document: 0)
  ///     open.push(1, kind: .footnoteDefinition)
  ///     open.push(2, kind: .list)
  ///     open.push(3, kind: .listItem)
  ///     open.firstStop(from: 1, lineIsEmpty: true)    // 3, the tip
  ///     open.firstStop(from: 1, lineIsEmpty: false)   // 1, the footnote definition
  ///
  /// - Parameters:
  ///   - depth: where the walk is; at least 1 and less than `count`.
  ///   - lineIsEmpty: whether the whole line is empty, not merely blank from here on.
  func firstStop(from depth: Int, lineIsEmpty: Bool) -> Int {
    var stop = blocks.count - 1
    if let found = Self.first(in: stops, atLeast: depth) { stop = min(stop, found) }
    if !lineIsEmpty, let found = Self.first(in: footnoteDefinitions, atLeast: depth) {
      stop = min(stop, found)
    }
    return max(stop, depth)
  }

  /// The first of the increasing `depths` that is at least `depth` (a binary search).
  private static func first(in depths: [Int32], atLeast depth: Int) -> Int? {
    var low = 0
    var high = depths.count
    while low < high {
      let middle = (low + high) / 2
      if Int(depths[middle]) < depth { low = middle + 1 } else { high = middle }
    }
    return low < depths.count ? Int(depths[low]) : nil
  }
}
