extension MarkdownLowering {
  /// The state of the leaf block being lowered (a paragraph, a heading, a cell): its text's
  /// style and the inline elements and tags open in it.
  ///
  ///     var leaf = MarkdownLowering.Leaf(style: body)
  ///     leaf.current   // body: no element is open
  struct Leaf {
    /// The style ID the leaf's text starts from.
    var style: Int32
    /// Open inline elements and tags, innermost last.
    var inlines: [Inline] = []
    /// The destinations and steps of the open links and tags.
    var payloads: [Payload] = []
    /// Indices in `inlines` of the open Markdown elements, which always nest.
    var markdownInlines: [Int] = []
    /// Indices in `inlines` of the open tags, by the number of their name, and how many
    /// there are in all.
    var openTags: [[Int]] = []
    var openTagCount = 0
    var emphasisDepth = 0
    var strongDepth = 0
    /// How many images the walk is inside: an image in another's description is part of that
    /// description, text and not an attachment of its own (see `visitImage`).
    var imageDepth = 0
    /// Where the text stood after the last footnote reference, or -1: a reference right after
    /// another is set apart from it (see `visitFootnoteReference`).
    var footnoteReferenceEnd = -1

    /// A leaf whose text starts in style `style`.
    ///
    ///     MarkdownLowering.Leaf(style: 0).inlines.isEmpty   // true
    init(style: Int32) { self.style = style }

    /// The style of the text at the top of the inline stack, by ID.
    var current: Int32 { inlines.isEmpty ? style : inlines[inlines.count - 1].style }

    /// The link of the text at the top of the inline stack, by ID, or -1.
    var currentLink: Int32 { inlines.isEmpty ? -1 : inlines[inlines.count - 1].link }

    /// Starts another leaf in style `style`, keeping the stacks' storage.
    ///
    ///     leaf.reset(style: heading)
    mutating func reset(style: Int32) {
      self.style = style
      if !inlines.isEmpty { inlines.removeAll(keepingCapacity: true) }
      if !markdownInlines.isEmpty { markdownInlines.removeAll(keepingCapacity: true) }
      if !payloads.isEmpty { payloads.removeAll(keepingCapacity: true) }
      if openTagCount > 0 {
        for name in openTags.indices where !openTags[name].isEmpty {
          openTags[name].removeAll(keepingCapacity: true)
        }
        openTagCount = 0
      }
      footnoteReferenceEnd = -1
      emphasisDepth = 0
      strongDepth = 0
      imageDepth = 0
    }
  }
}
