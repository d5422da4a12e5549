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

  /// The document's bytes, read in place: lent by the closure the lowering is made in, for
  /// its life. A literal or a destination is then a range, with no reference to the storage
  /// taken and dropped per node.
  let source: UnsafeBufferPointer<UInt8>
  /// The theme's soft break then hard break as UTF-8, lent as `source` is and appended as
  /// bytes: a break is met once a line, and a string append costs several times a byte
  /// append; `softBreakCount` bytes are the soft break's.
  let breaks: UnsafeBufferPointer<UInt8>
  let softBreakCount: Int
  let markdown: MarkdownStyles
  let options: MarkdownStyler.Options
  let tags: TagScheme
  /// Whether each element's style sets a link of its own (then it wins over the Markdown
  /// link around it).
  let elementLinks: [Bool]
  var builder: StyledDocument.Builder
  /// The text style ID of each open block context; the last is the innermost.
  var contexts: [Int32]
  /// The leaf block being lowered: its style and open inline elements.
  var leaf: Leaf
  /// Style steps left for redoing the elements above one closed out of order.
  var repairBudget = 4096
  var listDepth = 0
  var inTableHeader = false
  var caches = Caches()

  /// The bytes of a range of the document's.
  @inline(__always)
  func bytes(_ range: TextRange) -> UnsafeBufferPointer<UInt8> { range.bytes(in: source) }

  /// The theme's soft break as UTF-8.
  var softBreak: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: breaks[..<softBreakCount])
  }

  /// The theme's hard break as UTF-8.
  var hardBreak: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: breaks[softBreakCount...])
  }

  /// A lowering of a document of `sizeHint` nodes whose bytes, `source`, are lent for its
  /// life, with the theme's breaks (`breakBytes(theme:)`, lent too) and the tag rules
  /// `tagScheme(theme:options:)` made.
  ///
  ///     var lowering = MarkdownLowering(
  ///       theme: theme, options: options, tags: tags, sizeHint: document.nodeCount,
  ///       source: bytes, breaks: breaks)
  init(
    theme: Theme, options: MarkdownStyler.Options, tags: TagScheme, sizeHint: Int,
    source: UnsafeBufferPointer<UInt8>, breaks: UnsafeBufferPointer<UInt8>
  ) {
    self.source = source
    self.breaks = breaks
    markdown = theme.markdown
    softBreakCount = theme.markdown.softBreak.utf8.count
    self.options = options
    self.tags = tags
    elementLinks = (0..<Element.count).map { theme.markdown.style(forElement: $0).hasLink }
    // Up to a run per node: a wall of images has about one (an image, its description, the
    // space after), prose and link lists a half or more. Reserving fewer copied the runs
    // once, near the end, on most documents; room never written costs no memory.
    builder = StyledDocument.Builder(
      reservingBlocks: sizeHint / 4 + 16, bytes: source.count + 64, runs: sizeHint + 16)
    let base = builder.styleID(for: theme.body.merging(theme.markdown.text))
    contexts = [base]
    leaf = Leaf(style: base)
  }

  /// The theme's soft break then hard break, as UTF-8: what a lowering's `breaks` lends.
  ///
  ///     MarkdownLowering.breakBytes(theme: .default)   // " " then "\n", as bytes
  static func breakBytes(theme: Theme) -> [UInt8] {
    Array(theme.markdown.softBreak.utf8) + Array(theme.markdown.hardBreak.utf8)
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
  /// The style of the text at the top of the inline stack, by ID.
  var current: Int32 { leaf.current }
  /// The link of the text at the top of the inline stack, by ID, or -1.
  var currentLink: Int32 { leaf.currentLink }

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
      if slot < caches.merges.count, caches.merges[slot] >= 0 { return caches.merges[slot] }
    } else if let known = caches.laterMerges[UInt64(slot)] {
      return known
    }
    // The element's style is read only here: passing it in would copy it at every call.
    let base = style(id)
    let result = styleID(caches.styleMerges.merging(base, markdown.style(forElement: element)))
    if isSmall {
      if slot >= caches.merges.count {
        caches.merges.append(
          contentsOf: [Int32](
            repeating: -1, count: max(slot + 1, caches.merges.count * 2) - caches.merges.count))
      }
      caches.merges[slot] = result
    } else if caches.laterMerges.count < 1 << 16 {
      caches.laterMerges[UInt64(slot)] = result
    }
    return result
  }

  /// The value the caches' `map` holds for `key`, or the one `make` makes, kept there.
  ///
  ///     memo(\.listStyles, UInt64(key)) { $0.builder.blockStyleID(for: style) }
  @inline(__always)
  mutating func memo(
    _ map: WritableKeyPath<Caches, IntegerMap>, _ key: UInt64,
    _ make: (inout MarkdownLowering) -> Int32
  ) -> Int32 {
    if let known = caches[keyPath: map][key] { return known }
    let made = make(&self)
    caches[keyPath: map][key] = made
    return made
  }

  /// The theme's elements by number, shared with the HTML renderer.
  typealias Element = MarkdownStyles.Element

  // MARK: Blocks

  mutating func openLeaf(_ kind: StyledDocument.Kind, style: Int32) {
    builder.open(kind)
    leaf.reset(style: style)
  }

  mutating func closeLeaf() {
    builder.close()
    leaf.reset(style: context)
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
    if caches.quoteStyle < 0 {
      caches.quoteStyle = builder.blockStyleID(for: .init(indent: markdown.quoteIndent))
    }
    builder.open(.quote, blockStyleID: caches.quoteStyle)
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
    let styleID = memo(\.listStyles, UInt64(key)) { lowering in
      let depth = lowering.listDepth
      let markdown = lowering.markdown
      let marker: StyledDocument.Marker =
        list.isOrdered
        ? .numbered(markdown.numbering(atDepth: depth), suffix: parenthesis ? ")" : ".")
        : .bullet(markdown.bullet(atDepth: depth))
      return lowering.builder.blockStyleID(
        for: StyledDocument.BlockStyle(
          spacingAfter: depth == 1 ? markdown.listSpacingAfter : nil,
          indent: markdown.listIndent, marker: marker, markerStyle: markdown.listMarker,
          taskBoxes: markdown.taskBoxes))
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
      builder.appendUTF8(UnsafeBufferPointer(rebasing: bytes[..<count]), styleID: leaf.style)
    }
    closeLeaf()
  }

  mutating func visitHTMLBlock(_ html: MarkdownHTMLBlock) {
    guard options.rawHTML == .keepLiteral else { return }
    openLeaf(.paragraph, style: merged(context, Element.paragraph))
    html.literalBytes.withUTF8 { bytes in
      var count = bytes.count
      if count > 0 && bytes[count - 1] == 0x0A { count -= 1 }
      builder.appendUTF8(UnsafeBufferPointer(rebasing: bytes[..<count]), styleID: leaf.style)
    }
    closeLeaf()
  }

  mutating func visitThematicBreak(_ thematicBreak: MarkdownThematicBreak) {
    openLeaf(
      .thematicBreak, style: merged(context, Element.thematicBreak))
    builder.append(markdown.thematicBreakText, styleID: leaf.style)
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
    if caches.footnoteStyle < 0 {
      caches.footnoteStyle = builder.blockStyleID(for: .init(indent: markdown.listIndent))
    }
    builder.open(.footnoteDefinition(number: definition.number), blockStyleID: caches.footnoteStyle)
    contexts.append(merged(context, Element.footnoteDefinition))
    return .visitChildren
  }

  mutating func leaveFootnoteDefinition(_ definition: MarkdownFootnoteDefinition) {
    builder.close()
    contexts.removeLast()
  }
}
