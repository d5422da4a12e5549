import Typeset
import TypesetSupport

/// A document's shared text as the layout reads it, in place: its bytes, its runs and its
/// interned styles, with each style ID's terminal style and link target resolved once.
///
/// Blocks are ranges of this text (`StyledDocument.Block.sharedTextRange`), so laying one out
/// slices nothing and builds no run values; a style ID seen before costs one array load.
struct SharedText {
  /// The text's UTF-8 bytes: the document's own array, shared, not copied.
  let bytes: [UInt8]
  /// Each run: where it ends (a UTF-8 offset), its style ID, and the link beside its style
  /// (a Markdown link's), by ID, -1 for none.
  let runs: [StyledDocument.RunRecord]
  /// The document's text, for its links' bytes.
  private let content: StyledDocument.TextContent
  /// Per link ID: its target in the link table, -2 until it is resolved.
  private var linkTargets: [Int32]
  /// The interned styles, by ID.
  let styles: [TextStyle]
  /// Per variant slot (none, then each ``StyleVariant``) then style ID: the terminal style
  /// index, or -1 until it is resolved.
  private var resolved: [Int32]
  /// Per style ID: its link's target, -1 for none, -2 until it is resolved.
  private var targets: [Int32]
  /// Per variant slot and stored values (``TextStyle/storedValuesIdentity``): the terminal
  /// style of styles that have a link or an attachment. A page of links or images makes a
  /// style each, alike but for the link or attachment, which are drawn apart: they share
  /// one terminal style, found without copying or hashing a style.
  private var unlinkedIndexes: [UnlinkedKey: Int32] = [:]
  /// The last answer from `unlinkedIndexes`: such styles mostly come one after another.
  private var lastUnlinked: (key: UnlinkedKey, index: Int32)?
  /// The run the last lookup started at: blocks come in text order, so the next block's
  /// first run is usually at or just after it.
  private var runCursor = 0

  init(_ text: StyledDocument.TextContent) {
    bytes = text.bytes
    runs = text.runs
    content = text
    linkTargets = Array(repeating: -2, count: text.linkCount)
    styles = text.styles
    resolved = Array(repeating: -1, count: Self.slots * text.styles.count)
    targets = Array(repeating: -2, count: text.styles.count)
  }

  /// The first run that ends after UTF-8 offset `offset` (`runs.count` when none does).
  mutating func firstRun(endingAfter offset: Int) -> Int {
    var low = 0
    var high = runs.count
    // Blocks come in text order: the answer is usually at or after the last one.
    if runCursor < high, runCursor == 0 || runs[runCursor - 1].end <= offset {
      low = runCursor
      if runs[low].end > offset { return low }
    }
    while low < high {
      let middle = (low + high) / 2
      if runs[middle].end <= offset { low = middle + 1 } else { high = middle }
    }
    runCursor = low
    return low
  }

  /// The terminal style of style `id` drawn in `variant` (without its link), and its link's
  /// target (-1: none), each resolved the first time the ID is met.
  mutating func style(
    _ id: Int32, variant: StyleVariant?, table: inout TerminalStyleTable, links: inout LinkTable
  ) -> (style: Int32, target: Int32) {
    let slot = Int(id) + styles.count * Self.slot(of: variant)
    var index = resolved[slot]
    var target = targets[Int(id)]
    if index >= 0 && target >= -1 { return (index, target) }
    let style = styles[Int(id)]
    if target < -1 {
      target = style.hasLink ? links.target(ofLinkIn: style) : -1
      targets[Int(id)] = target
    }
    if index < 0 {
      // Drawn without its link (written apart) and its attachment (the text's U+FFFC is
      // drawn as a box): styles that differ only by those share a terminal style.
      if style.hasLink || style.hasAttachment {
        index = unlinkedIndex(of: style, variant: variant, table: &table)
      } else {
        index = table.index(of: style)
        if let variant { index = table.index(of: variant, over: index) }
      }
      resolved[slot] = index
    }
    return (index, target)
  }

  /// The terminal style of `style`, which has a link or an attachment, drawn without them in
  /// `variant`: shared by every style with the same stored values.
  private mutating func unlinkedIndex(
    of style: TextStyle, variant: StyleVariant?, table: inout TerminalStyleTable
  ) -> Int32 {
    let key = UnlinkedKey(values: style.storedValuesIdentity, slot: Self.slot(of: variant))
    if let lastUnlinked, lastUnlinked.key == key { return lastUnlinked.index }
    var index: Int32
    if let known = unlinkedIndexes[key] {
      index = known
    } else {
      var unlinked = style
      if style.hasLink { unlinked.link = nil }
      if style.hasAttachment { unlinked.attachment = nil }
      index = table.index(of: unlinked)
      if let variant { index = table.index(of: variant, over: index) }
      unlinkedIndexes[key] = index
    }
    lastUnlinked = (key, index)
    return index
  }

  /// Styles' stored values in one variant slot (the identity is stable: `styles` keeps
  /// every style alive).
  private struct UnlinkedKey: Hashable {
    let values: ObjectIdentifier
    let slot: Int
  }

  /// The terminal style of run `run` (style `id`) drawn in `variant` and its link's target
  /// (-1: none): a link beside the run's style wins over the style's own.
  @inline(__always)
  mutating func style(
    ofRun run: Int, id: Int32, variant: StyleVariant?, table: inout TerminalStyleTable,
    links: inout LinkTable
  ) -> (style: Int32, target: Int32) {
    let resolved = style(id, variant: variant, table: &table, links: &links)
    let link = Int(runs[run].linkID)
    guard link >= 0 else { return resolved }
    if linkTargets[link] < -1 {
      var target: Int32 = -1
      content.readBytes(ofLink: Int32(link)) { target = links.target(of: $0) }
      linkTargets[link] = target
    }
    return (resolved.style, linkTargets[link])
  }

  /// The number of variant slots: none, then each ``StyleVariant``.
  private static let slots = 4

  private static func slot(of variant: StyleVariant?) -> Int {
    variant.map { Int($0.rawValue) + 1 } ?? 0
  }
}
