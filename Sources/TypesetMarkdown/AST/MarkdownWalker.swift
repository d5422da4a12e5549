/// Reads a Markdown tree node by node: the one way renderers and themes read a document.
///
///     struct LinkCollector: MarkdownWalker {
///       var destinations: [String] = []
///       mutating func visitLink(_ link: MarkdownLink) -> MarkdownWalkAction {
///         destinations.append(link.destination)
///         return .visitChildren
///       }
///     }
///     var collector = LinkCollector()
///     collector.walk(MarkdownParser.parse("[a](/x) and [b](/y)"))
///     collector.destinations   // ["/x", "/y"]
///
/// The walk calls `visit…` when it reaches a node, with the node's typed view. A node that can
/// have children (a container: a paragraph, a list, a link …) answers with a
/// ``MarkdownWalkAction`` — visit the children or skip them — and is always left with
/// `leave…` afterwards, children or not. A node that cannot (text, a code block, a break …) is
/// only visited. The order is that of ``MarkdownDocument/walk(_:)``.
///
/// Every method has a default: `visit…` calls ``visitNode(_:)`` and `leave…` calls
/// ``leaveNode(_:)``, whose defaults visit the children and do nothing. A walker implements
/// only what it needs; one that treats every kind alike implements just those two.
///
/// The walk is one loop over the document's node table, not a recursion, so a tree nested
/// 100 000 levels deep is walked in constant stack; it allocates nothing per node.
public protocol MarkdownWalker {
  /// Called for every node whose `visit…` method is not implemented.
  ///
  ///     struct Counter: MarkdownWalker {
  ///       var count = 0
  ///       mutating func visitNode(_ node: MarkdownNode) -> MarkdownWalkAction {
  ///         count += 1
  ///         return .visitChildren
  ///       }
  ///     }
  ///     var counter = Counter()
  ///     counter.walk(MarkdownParser.parse("*a*"))
  ///     counter.count   // 4: the document, the paragraph, the emphasis and the text
  ///
  /// The answer is ignored for nodes that cannot have children.
  mutating func visitNode(_ node: MarkdownNode) -> MarkdownWalkAction

  /// Called when leaving every container whose `leave…` method is not implemented.
  ///
  ///     struct Depth: MarkdownWalker {
  ///       var depth = 0, deepest = 0
  ///       mutating func visitNode(_ node: MarkdownNode) -> MarkdownWalkAction {
  ///         depth += 1
  ///         deepest = max(deepest, depth)
  ///         if !node.kind.canHaveChildren { depth -= 1 }
  ///         return .visitChildren
  ///       }
  ///       mutating func leaveNode(_ node: MarkdownNode) { depth -= 1 }
  ///     }
  ///     var walker = Depth()
  ///     walker.walk(MarkdownParser.parse("> > a"))
  ///     walker.deepest   // 5: document, quote, quote, paragraph, text
  mutating func leaveNode(_ node: MarkdownNode)

  /// Called first, when the walk starts at the document's root.
  ///
  ///     struct Sizer: MarkdownWalker {
  ///       var nodes = 0
  ///       mutating func visitDocument(_ document: MarkdownDocument) -> MarkdownWalkAction {
  ///         nodes = document.nodeCount
  ///         return .skipChildren
  ///       }
  ///     }
  ///     var sizer = Sizer()
  ///     sizer.walk(MarkdownParser.parse("# A"))
  ///     sizer.nodes   // 3
  mutating func visitDocument(_ document: MarkdownDocument) -> MarkdownWalkAction

  /// Called last, when the walk leaves the document's root.
  ///
  ///     struct Finisher: MarkdownWalker {
  ///       var done = false
  ///       mutating func leaveDocument(_ document: MarkdownDocument) { done = true }
  ///     }
  ///     var finisher = Finisher()
  ///     finisher.walk(MarkdownParser.parse(""))
  ///     finisher.done   // true
  mutating func leaveDocument(_ document: MarkdownDocument)

  /// Called on entering a block quote; the answer says whether to visit its children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitBlockQuote(_ blockQuote: MarkdownBlockQuote) -> MarkdownWalkAction {
  ///         found += 1
  ///         return .visitChildren
  ///       }
  ///     }
  mutating func visitBlockQuote(_ blockQuote: MarkdownBlockQuote) -> MarkdownWalkAction

  /// Called on leaving a block quote, after its children (or straight after ``visitBlockQuote(_:)`` when
  /// they are skipped).
  ///
  ///     struct Closer: MarkdownWalker {
  ///       var closed = 0
  ///       mutating func leaveBlockQuote(_ blockQuote: MarkdownBlockQuote) { closed += 1 }
  ///     }
  mutating func leaveBlockQuote(_ blockQuote: MarkdownBlockQuote)

  /// Called on entering a list; the answer says whether to visit its children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitList(_ list: MarkdownList) -> MarkdownWalkAction {
  ///         found += 1
  ///         return .visitChildren
  ///       }
  ///     }
  mutating func visitList(_ list: MarkdownList) -> MarkdownWalkAction

  /// Called on leaving a list, after its children (or straight after ``visitList(_:)`` when
  /// they are skipped).
  ///
  ///     struct Closer: MarkdownWalker {
  ///       var closed = 0
  ///       mutating func leaveList(_ list: MarkdownList) { closed += 1 }
  ///     }
  mutating func leaveList(_ list: MarkdownList)

  /// Called on entering a list item; the answer says whether to visit its children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitListItem(_ item: MarkdownListItem) -> MarkdownWalkAction {
  ///         found += 1
  ///         return .visitChildren
  ///       }
  ///     }
  mutating func visitListItem(_ item: MarkdownListItem) -> MarkdownWalkAction

  /// Called on leaving a list item, after its children (or straight after ``visitListItem(_:)`` when
  /// they are skipped).
  ///
  ///     struct Closer: MarkdownWalker {
  ///       var closed = 0
  ///       mutating func leaveListItem(_ item: MarkdownListItem) { closed += 1 }
  ///     }
  mutating func leaveListItem(_ item: MarkdownListItem)

  /// Called on reaching a code block, which has no children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitCodeBlock(_ codeBlock: MarkdownCodeBlock) { found += 1 }
  ///     }
  mutating func visitCodeBlock(_ codeBlock: MarkdownCodeBlock)

  /// Called on reaching an HTML block, which has no children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitHTMLBlock(_ html: MarkdownHTMLBlock) { found += 1 }
  ///     }
  mutating func visitHTMLBlock(_ html: MarkdownHTMLBlock)

  /// Called on entering a paragraph; the answer says whether to visit its children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitParagraph(_ paragraph: MarkdownParagraph) -> MarkdownWalkAction {
  ///         found += 1
  ///         return .visitChildren
  ///       }
  ///     }
  mutating func visitParagraph(_ paragraph: MarkdownParagraph) -> MarkdownWalkAction

  /// Called on leaving a paragraph, after its children (or straight after ``visitParagraph(_:)`` when
  /// they are skipped).
  ///
  ///     struct Closer: MarkdownWalker {
  ///       var closed = 0
  ///       mutating func leaveParagraph(_ paragraph: MarkdownParagraph) { closed += 1 }
  ///     }
  mutating func leaveParagraph(_ paragraph: MarkdownParagraph)

  /// Called on entering a heading; the answer says whether to visit its children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitHeading(_ heading: MarkdownHeading) -> MarkdownWalkAction {
  ///         found += 1
  ///         return .visitChildren
  ///       }
  ///     }
  mutating func visitHeading(_ heading: MarkdownHeading) -> MarkdownWalkAction

  /// Called on leaving a heading, after its children (or straight after ``visitHeading(_:)`` when
  /// they are skipped).
  ///
  ///     struct Closer: MarkdownWalker {
  ///       var closed = 0
  ///       mutating func leaveHeading(_ heading: MarkdownHeading) { closed += 1 }
  ///     }
  mutating func leaveHeading(_ heading: MarkdownHeading)

  /// Called on reaching a thematic break, which has no children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitThematicBreak(_ thematicBreak: MarkdownThematicBreak) { found += 1 }
  ///     }
  mutating func visitThematicBreak(_ thematicBreak: MarkdownThematicBreak)

  /// Called on entering a table; the answer says whether to visit its children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitTable(_ table: MarkdownTable) -> MarkdownWalkAction {
  ///         found += 1
  ///         return .visitChildren
  ///       }
  ///     }
  mutating func visitTable(_ table: MarkdownTable) -> MarkdownWalkAction

  /// Called on leaving a table, after its children (or straight after ``visitTable(_:)`` when
  /// they are skipped).
  ///
  ///     struct Closer: MarkdownWalker {
  ///       var closed = 0
  ///       mutating func leaveTable(_ table: MarkdownTable) { closed += 1 }
  ///     }
  mutating func leaveTable(_ table: MarkdownTable)

  /// Called on entering a table row; the answer says whether to visit its children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitTableRow(_ row: MarkdownTableRow) -> MarkdownWalkAction {
  ///         found += 1
  ///         return .visitChildren
  ///       }
  ///     }
  mutating func visitTableRow(_ row: MarkdownTableRow) -> MarkdownWalkAction

  /// Called on leaving a table row, after its children (or straight after ``visitTableRow(_:)`` when
  /// they are skipped).
  ///
  ///     struct Closer: MarkdownWalker {
  ///       var closed = 0
  ///       mutating func leaveTableRow(_ row: MarkdownTableRow) { closed += 1 }
  ///     }
  mutating func leaveTableRow(_ row: MarkdownTableRow)

  /// Called on entering a table cell; the answer says whether to visit its children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitTableCell(_ cell: MarkdownTableCell) -> MarkdownWalkAction {
  ///         found += 1
  ///         return .visitChildren
  ///       }
  ///     }
  mutating func visitTableCell(_ cell: MarkdownTableCell) -> MarkdownWalkAction

  /// Called on leaving a table cell, after its children (or straight after ``visitTableCell(_:)`` when
  /// they are skipped).
  ///
  ///     struct Closer: MarkdownWalker {
  ///       var closed = 0
  ///       mutating func leaveTableCell(_ cell: MarkdownTableCell) { closed += 1 }
  ///     }
  mutating func leaveTableCell(_ cell: MarkdownTableCell)

  /// Called on entering a footnote definition; the answer says whether to visit its children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitFootnoteDefinition(_ definition: MarkdownFootnoteDefinition) -> MarkdownWalkAction {
  ///         found += 1
  ///         return .visitChildren
  ///       }
  ///     }
  mutating func visitFootnoteDefinition(_ definition: MarkdownFootnoteDefinition)
    -> MarkdownWalkAction

  /// Called on leaving a footnote definition, after its children (or straight after ``visitFootnoteDefinition(_:)`` when
  /// they are skipped).
  ///
  ///     struct Closer: MarkdownWalker {
  ///       var closed = 0
  ///       mutating func leaveFootnoteDefinition(_ definition: MarkdownFootnoteDefinition) { closed += 1 }
  ///     }
  mutating func leaveFootnoteDefinition(_ definition: MarkdownFootnoteDefinition)

  /// Called on reaching text, which has no children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitText(_ text: MarkdownText) { found += 1 }
  ///     }
  mutating func visitText(_ text: MarkdownText)

  /// Called on reaching a soft line break, which has no children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitSoftBreak(_ softBreak: MarkdownSoftBreak) { found += 1 }
  ///     }
  mutating func visitSoftBreak(_ softBreak: MarkdownSoftBreak)

  /// Called on reaching a hard line break, which has no children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitLineBreak(_ lineBreak: MarkdownLineBreak) { found += 1 }
  ///     }
  mutating func visitLineBreak(_ lineBreak: MarkdownLineBreak)

  /// Called on reaching a code span, which has no children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitInlineCode(_ code: MarkdownInlineCode) { found += 1 }
  ///     }
  mutating func visitInlineCode(_ code: MarkdownInlineCode)

  /// Called on reaching inline HTML, which has no children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitInlineHTML(_ html: MarkdownInlineHTML) { found += 1 }
  ///     }
  mutating func visitInlineHTML(_ html: MarkdownInlineHTML)

  /// Called on entering emphasis; the answer says whether to visit its children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitEmphasis(_ emphasis: MarkdownEmphasis) -> MarkdownWalkAction {
  ///         found += 1
  ///         return .visitChildren
  ///       }
  ///     }
  mutating func visitEmphasis(_ emphasis: MarkdownEmphasis) -> MarkdownWalkAction

  /// Called on leaving emphasis, after its children (or straight after ``visitEmphasis(_:)`` when
  /// they are skipped).
  ///
  ///     struct Closer: MarkdownWalker {
  ///       var closed = 0
  ///       mutating func leaveEmphasis(_ emphasis: MarkdownEmphasis) { closed += 1 }
  ///     }
  mutating func leaveEmphasis(_ emphasis: MarkdownEmphasis)

  /// Called on entering strong emphasis; the answer says whether to visit its children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitStrong(_ strong: MarkdownStrong) -> MarkdownWalkAction {
  ///         found += 1
  ///         return .visitChildren
  ///       }
  ///     }
  mutating func visitStrong(_ strong: MarkdownStrong) -> MarkdownWalkAction

  /// Called on leaving strong emphasis, after its children (or straight after ``visitStrong(_:)`` when
  /// they are skipped).
  ///
  ///     struct Closer: MarkdownWalker {
  ///       var closed = 0
  ///       mutating func leaveStrong(_ strong: MarkdownStrong) { closed += 1 }
  ///     }
  mutating func leaveStrong(_ strong: MarkdownStrong)

  /// Called on entering a strikethrough; the answer says whether to visit its children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitStrikethrough(_ strikethrough: MarkdownStrikethrough) -> MarkdownWalkAction {
  ///         found += 1
  ///         return .visitChildren
  ///       }
  ///     }
  mutating func visitStrikethrough(_ strikethrough: MarkdownStrikethrough) -> MarkdownWalkAction

  /// Called on leaving a strikethrough, after its children (or straight after ``visitStrikethrough(_:)`` when
  /// they are skipped).
  ///
  ///     struct Closer: MarkdownWalker {
  ///       var closed = 0
  ///       mutating func leaveStrikethrough(_ strikethrough: MarkdownStrikethrough) { closed += 1 }
  ///     }
  mutating func leaveStrikethrough(_ strikethrough: MarkdownStrikethrough)

  /// Called on entering a link; the answer says whether to visit its children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitLink(_ link: MarkdownLink) -> MarkdownWalkAction {
  ///         found += 1
  ///         return .visitChildren
  ///       }
  ///     }
  mutating func visitLink(_ link: MarkdownLink) -> MarkdownWalkAction

  /// Called on leaving a link, after its children (or straight after ``visitLink(_:)`` when
  /// they are skipped).
  ///
  ///     struct Closer: MarkdownWalker {
  ///       var closed = 0
  ///       mutating func leaveLink(_ link: MarkdownLink) { closed += 1 }
  ///     }
  mutating func leaveLink(_ link: MarkdownLink)

  /// Called on entering an image; the answer says whether to visit its children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitImage(_ image: MarkdownImage) -> MarkdownWalkAction {
  ///         found += 1
  ///         return .visitChildren
  ///       }
  ///     }
  mutating func visitImage(_ image: MarkdownImage) -> MarkdownWalkAction

  /// Called on leaving an image, after its children (or straight after ``visitImage(_:)`` when
  /// they are skipped).
  ///
  ///     struct Closer: MarkdownWalker {
  ///       var closed = 0
  ///       mutating func leaveImage(_ image: MarkdownImage) { closed += 1 }
  ///     }
  mutating func leaveImage(_ image: MarkdownImage)

  /// Called on reaching a footnote reference, which has no children.
  ///
  ///     struct Finder: MarkdownWalker {
  ///       var found = 0
  ///       mutating func visitFootnoteReference(_ reference: MarkdownFootnoteReference) { found += 1 }
  ///     }
  mutating func visitFootnoteReference(_ reference: MarkdownFootnoteReference)
}
