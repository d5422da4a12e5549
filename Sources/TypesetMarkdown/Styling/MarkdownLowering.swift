import Typeset
import TypesetSupport

/// The walker that lowers a Markdown tree into a ``StyledDocument``: block contexts on one
/// stack, inline elements and open tags on another. Styles are kept as IDs in the document's
/// text, so each distinct (style, element) merge is made once and found again by index.
struct MarkdownLowering: MarkdownWalker {
  /// An open inline element: Markdown emphasis, a link, or an HTML tag.
  struct Inline {
    enum Kind: UInt8 {
      case emphasis, strong, strikethrough, link, image, tag
    }

    var kind: Kind
    var insideEmphasis: Bool
    var insideStrong: Bool
    /// Closed out of order: kept in place until the elements above it close.
    var isClosed = false
    /// A link's destination or a tag's step, by index in `payloads`; -1 for none.
    var payload: Int32
    /// The style of the text inside, by ID.
    var style: Int32
    /// The link of the text inside, by ID in the builder, or -1: a Markdown link's, kept
    /// beside the style. A link from the style itself (a tag's, an element's) is innermost
    /// when this is -1.
    var link: Int32 = -1
  }

  /// What a link or a tag needs to style its text again when an element below it closes.
  enum Payload {
    /// A link's destination and title, ranges of the document's bytes.
    case link(TextRange, title: TextRange)
    /// A known tag's step, by the tag's index in `knownTags`.
    case tag(Int32)
    /// The step of a tag read past the last one `knownTags` keeps.
    case step(InlineTagStep)
  }

  /// What a known inline tag does, read without copying the tag out of `knownTags`.
  enum TagAction: UInt8 {
    case open, close, other
  }

  /// The document's bytes, read in place while the walk runs (set around it by the styler):
  /// a literal or a destination is then a range, with no reference to the storage taken and
  /// dropped per node.
  var source = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

  /// The bytes of a range of the document's.
  @inline(__always)
  func bytes(_ range: TextRange) -> UnsafeBufferPointer<UInt8> {
    assert(range.count == 0 || source.baseAddress != nil, "walked without its source bytes")
    return range.bytes(in: source)
  }

  let markdown: MarkdownStyles
  /// The theme's soft break and hard break as UTF-8, one after the other, appended as bytes:
  /// a break is met once a line, and a string append costs several times a byte append.
  let breakBytes: [UInt8]
  /// The length of the soft break in `breakBytes`.
  let softBreakCount: Int
  /// `breakBytes`, read in place while the walk runs (set around it by the styler, as
  /// `source` is): reading the array would retain and release it at every break and image.
  var breaks = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

  /// The theme's soft break as UTF-8, valid while the walk runs.
  var softBreak: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: breaks[..<softBreakCount])
  }

  /// The theme's hard break as UTF-8, valid while the walk runs.
  var hardBreak: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: breaks[softBreakCount...])
  }
  let options: MarkdownStyler.Options
  let tags: TagScheme
  var builder: StyledDocument.Builder

  /// The text style ID of each open block context; the last is the innermost.
  var contexts: [Int32]
  /// The style ID the current leaf's text starts from.
  var leafStyle: Int32
  var inlines: [Inline] = []
  /// The destinations and steps of the open links and tags of the current leaf.
  var payloads: [Payload] = []
  /// Indices in `inlines` of the open Markdown elements, which always nest.
  var markdownInlines: [Int] = []
  /// Indices in `inlines` of the open tags, by the number of their name in `tagNames`, and
  /// how many there are in all.
  var openTags: [[Int]] = []
  var openTagCount = 0
  /// The theme's element styles merged over each of the first 256 styles: the result's ID
  /// at `style * elementCount + element`, -1 until made.
  var merges: [Int32] = []
  /// The same for the styles made later (mostly one per distinct link, each merged with a
  /// few elements): by slot, so the table above stays small.
  var laterMerges = IntegerMap()
  /// The element merges by stored values, for styles made from equal values.
  var mergeCache = StyleMergeCache()
  /// Whether each element's style sets a link of its own (then it wins over the Markdown
  /// link around it).
  let elementLinks: [Bool]
  /// An image's attachment ID, or -1 for an image whose source is refused, by the key of
  /// bytes `visitImage` writes into `imageKey` (kept to reuse its storage; a lowering's own,
  /// never shared).
  var imageAttachments = BytesMap()
  let imageKey = ByteBuffer()
  /// Where the images' attachments are made: in shared chunks, not an allocation each.
  var attachments = AttachmentBox.Arena()
  /// How many images were looked up in `imageAttachments`, and how many were found: a page whose
  /// images are all different (a wall of badges) stops looking after a few hundred.
  var imageLookups = 0
  var imageHits = 0
  /// Link targets by destination: documents repeat their links.
  var linkTargets = LinkTargetCache()
  /// Inline tags read: their index in `knownTags` by their bytes. Beside each, what the hot
  /// path needs without copying the tag out: whether it opens or closes, and its name's
  /// number (-1 for other tags).
  var tagCache = BytesMap()
  var knownTags: [InlineTag] = []
  var knownTagActions: [TagAction] = []
  var knownTagNames: [Int32] = []
  /// The names of the tags that opened or closed, numbered in order of first use.
  var tagNames: [String: Int32] = [:]
  /// A known tag's style over a style, made once per pair: pages repeat a few tags
  /// (`<sub>`, `<kbd>`, `<mark>`) over a few styles, and applying a tag's step builds and
  /// interns a whole style. Keyed `style << 12 | tag`; the value is `style << 1 | setsLink`.
  var tagStyles = IntegerMap()
  /// Style steps left for redoing the elements above one closed out of order.
  var repairBudget = 4096
  var listDepth = 0
  /// The block style of each kind of list made so far, by depth, order and delimiter
  /// (`depth << 2 | ordered << 1 | parenthesis`): lists repeat a few, and a block style is
  /// a few hundred bytes to build and hash.
  var listStyles = IntegerMap()
  /// The block styles of quotes and footnote definitions, -1 until made.
  var quoteStyle: Int32 = -1
  var footnoteStyle: Int32 = -1
  var emphasisDepth = 0
  var strongDepth = 0
  /// How many images the walk is inside: an image in another's description is part of that
  /// description, text and not an attachment of its own (see `visitImage`).
  var imageDepth = 0
  /// Where the text stood after the last footnote reference in this leaf block, or -1: a
  /// reference right after another is set apart from it (see `visitFootnoteReference`).
  var footnoteReferenceEnd = -1
  var inTableHeader = false

  /// A lowering for a document of `sizeHint` nodes whose text takes about `textBytes` bytes,
  /// with the tag rules `tagScheme(theme:options:)` made.
  init(
    theme: Theme, options: MarkdownStyler.Options, tags: TagScheme, sizeHint: Int, textBytes: Int
  ) {
    markdown = theme.markdown
    breakBytes = Array(theme.markdown.softBreak.utf8) + Array(theme.markdown.hardBreak.utf8)
    softBreakCount = theme.markdown.softBreak.utf8.count
    self.options = options
    self.tags = tags
    elementLinks = (0..<Element.count).map { theme.markdown.style(forElement: $0).hasLink }
    // Up to a run per node: a wall of images has about one (an image, its description, the
    // space after), prose and link lists a half or more. Reserving fewer copied the runs
    // once, near the end, on most documents; room never written costs no memory.
    builder = StyledDocument.Builder(
      reservingBlocks: sizeHint / 4 + 16, bytes: textBytes + 64, runs: sizeHint + 16)
    let base = builder.styleID(for: theme.body.merging(theme.markdown.text))
    contexts = [base]
    leafStyle = base
  }

  /// The tag rules inline HTML is styled by: the options' own, or the theme's with `<kbd>`
  /// as inline code unless the theme says otherwise.
  static func tagScheme(theme: Theme, options: MarkdownStyler.Options) -> TagScheme {
    var scheme = options.tags ?? theme.tagScheme()
    if options.tags == nil, scheme.rule(for: "kbd") == nil {
      scheme.register("kbd", style: theme.markdown.inlineCode)
    }
    if options.allowsUnsafeLinks { scheme.allowsUnsafeLinks = true }
    return scheme
  }

  /// The document made, moved out of the builder.
  mutating func finish() -> StyledDocument { builder.take() }

  var context: Int32 { contexts[contexts.count - 1] }
  var current: Int32 { inlines.isEmpty ? leafStyle : inlines[inlines.count - 1].style }
  /// The link of the text at the top of the inline stack, by ID, or -1.
  var currentLink: Int32 { inlines.isEmpty ? -1 : inlines[inlines.count - 1].link }

  /// The link of text merged with `element` inside text linked to `link`: the element's own
  /// link wins, when it sets one.
  func link(_ link: Int32, through element: Int) -> Int32 { elementLinks[element] ? -1 : link }

  /// The style with an ID.
  func style(_ id: Int32) -> TextStyle { builder.style(withID: id) }

  /// The ID of a style, adding it to the document's text when new.
  mutating func styleID(_ style: TextStyle) -> Int32 { builder.styleID(for: style) }

  /// The style `id` merged with one of the theme's element styles, made once per pair.
  mutating func merged(_ id: Int32, _ element: Int) -> Int32 {
    let slot = Int(id) * Element.count + element
    // The table stays within 32 KB: a page of tags with distinct links (`<a href=…>`) makes
    // a style each, and a table for them all would be half a megabyte to fill and copy.
    let isSmall = slot < Element.count << 8
    if isSmall {
      if slot < merges.count, merges[slot] >= 0 { return merges[slot] }
    } else if let known = laterMerges[UInt64(slot)] {
      return known
    }
    // The element's style is read only here: passing it in would copy it at every call.
    let base = style(id)
    let result = styleID(mergeCache.merging(base, markdown.style(forElement: element)))
    if isSmall {
      if slot >= merges.count {
        merges.append(
          contentsOf: [Int32](repeating: -1, count: max(slot + 1, merges.count * 2) - merges.count))
      }
      merges[slot] = result
    } else if laterMerges.count < 1 << 16 {
      laterMerges[UInt64(slot)] = result
    }
    return result
  }

  /// The theme's elements by number, shared with the HTML renderer.
  typealias Element = MarkdownStyles.Element

  // MARK: Blocks

  mutating func openLeaf(_ kind: StyledDocument.Kind, style: Int32) {
    builder.open(kind)
    leafStyle = style
    clearInlines()
    footnoteReferenceEnd = -1
    emphasisDepth = 0
    strongDepth = 0
    imageDepth = 0
  }

  mutating func closeLeaf() {
    builder.close()
    clearInlines()
    leafStyle = context
  }

  mutating func clearInlines() {
    if !inlines.isEmpty { inlines.removeAll(keepingCapacity: true) }
    if !markdownInlines.isEmpty { markdownInlines.removeAll(keepingCapacity: true) }
    if !payloads.isEmpty { payloads.removeAll(keepingCapacity: true) }
    if openTagCount > 0 {
      for name in openTags.indices where !openTags[name].isEmpty {
        openTags[name].removeAll(keepingCapacity: true)
      }
      openTagCount = 0
    }
  }

  mutating func visitParagraph(_ paragraph: MarkdownParagraph) -> MarkdownWalkAction {
    let style =
      paragraph.isInTightList
      ? context : merged(context, Element.paragraph)
    openLeaf(.paragraph, style: style)
    return .visitChildren
  }

  mutating func leaveParagraph(_ paragraph: MarkdownParagraph) { closeLeaf() }

  mutating func visitHeading(_ heading: MarkdownHeading) -> MarkdownWalkAction {
    let level = min(max(heading.level, 1), 6)
    openLeaf(
      .heading(level: level),
      style: merged(context, Element.heading + level))
    return .visitChildren
  }

  mutating func leaveHeading(_ heading: MarkdownHeading) { closeLeaf() }

  mutating func visitBlockQuote(_ blockQuote: MarkdownBlockQuote) -> MarkdownWalkAction {
    if quoteStyle < 0 {
      quoteStyle = builder.blockStyleID(for: .init(indent: markdown.quoteIndent))
    }
    builder.open(.quote, blockStyleID: quoteStyle)
    contexts.append(merged(context, Element.quote))
    return .visitChildren
  }

  mutating func leaveBlockQuote(_ blockQuote: MarkdownBlockQuote) {
    builder.close()
    contexts.removeLast()
  }

  mutating func visitList(_ list: MarkdownList) -> MarkdownWalkAction {
    listDepth += 1
    let parenthesis = list.delimiter == .parenthesis
    let key = listDepth << 2 | (list.isOrdered ? 2 : 0) | (parenthesis ? 1 : 0)
    var styleID = listStyles[UInt64(key)] ?? -1
    if styleID < 0 {
      let marker: StyledDocument.Marker =
        list.isOrdered
        ? .numbered(markdown.numbering(atDepth: listDepth), suffix: parenthesis ? ")" : ".")
        : .bullet(markdown.bullet(atDepth: listDepth))
      styleID = builder.blockStyleID(
        for: StyledDocument.BlockStyle(
          spacingAfter: listDepth == 1 ? markdown.listSpacingAfter : nil,
          indent: markdown.listIndent, marker: marker, markerStyle: markdown.listMarker,
          taskBoxes: markdown.taskBoxes))
      listStyles[UInt64(key)] = styleID
    }
    builder.open(
      .list(ordered: list.isOrdered, start: list.start ?? 1, isTight: list.isTight),
      blockStyleID: styleID)
    return .visitChildren
  }

  mutating func leaveList(_ list: MarkdownList) {
    builder.close()
    listDepth -= 1
  }

  mutating func visitListItem(_ item: MarkdownListItem) -> MarkdownWalkAction {
    let checkbox: StyledDocument.Checkbox? =
      switch item.checkbox {
      case .checked: .checked
      case .unchecked: .unchecked
      case nil: nil
      }
    builder.open(.listItem(checkbox: checkbox))
    contexts.append(merged(context, Element.listItem))
    return .visitChildren
  }

  mutating func leaveListItem(_ item: MarkdownListItem) {
    builder.close()
    contexts.removeLast()
  }

  mutating func visitCodeBlock(_ codeBlock: MarkdownCodeBlock) {
    openLeaf(
      .codeBlock(language: codeBlock.language),
      style: merged(context, Element.codeBlock))
    codeBlock.literalBytes.withUTF8 { bytes in
      // The literal ends with the last line's newline; the block's own line end is enough.
      var count = bytes.count
      if count > 0 && bytes[count - 1] == 0x0A { count -= 1 }
      builder.appendUTF8(UnsafeBufferPointer(rebasing: bytes[..<count]), styleID: leafStyle)
    }
    closeLeaf()
  }

  mutating func visitHTMLBlock(_ html: MarkdownHTMLBlock) {
    guard options.rawHTML == .keepLiteral else { return }
    openLeaf(.paragraph, style: merged(context, Element.paragraph))
    html.literalBytes.withUTF8 { bytes in
      var count = bytes.count
      if count > 0 && bytes[count - 1] == 0x0A { count -= 1 }
      builder.appendUTF8(UnsafeBufferPointer(rebasing: bytes[..<count]), styleID: leafStyle)
    }
    closeLeaf()
  }

  mutating func visitThematicBreak(_ thematicBreak: MarkdownThematicBreak) {
    openLeaf(
      .thematicBreak, style: merged(context, Element.thematicBreak))
    builder.append(markdown.thematicBreakText, styleID: leafStyle)
    closeLeaf()
  }

  mutating func visitTable(_ table: MarkdownTable) -> MarkdownWalkAction {
    let columns = table.columnAlignments.map { alignment -> ParagraphStyle.Alignment in
      switch alignment {
      case .unspecified: .natural
      case .left: .left
      case .center: .center
      case .right: .right
      }
    }
    builder.open(.table(columns: columns), style: StyledDocument.BlockStyle(spacingAfter: 8))
    return .visitChildren
  }

  mutating func leaveTable(_ table: MarkdownTable) { builder.close() }

  mutating func visitTableRow(_ row: MarkdownTableRow) -> MarkdownWalkAction {
    builder.open(.tableRow(isHeader: row.isHeader))
    inTableHeader = row.isHeader
    return .visitChildren
  }

  mutating func leaveTableRow(_ row: MarkdownTableRow) { builder.close() }

  mutating func visitTableCell(_ cell: MarkdownTableCell) -> MarkdownWalkAction {
    let style =
      inTableHeader
      ? merged(context, Element.tableHeader)
      : merged(context, Element.tableCell)
    openLeaf(.tableCell, style: style)
    return .visitChildren
  }

  mutating func leaveTableCell(_ cell: MarkdownTableCell) { closeLeaf() }

  mutating func visitFootnoteDefinition(_ definition: MarkdownFootnoteDefinition)
    -> MarkdownWalkAction
  {
    if footnoteStyle < 0 {
      footnoteStyle = builder.blockStyleID(for: .init(indent: markdown.listIndent))
    }
    builder.open(.footnoteDefinition(number: definition.number), blockStyleID: footnoteStyle)
    contexts.append(merged(context, Element.footnoteDefinition))
    return .visitChildren
  }

  mutating func leaveFootnoteDefinition(_ definition: MarkdownFootnoteDefinition) {
    builder.close()
    contexts.removeLast()
  }
}
