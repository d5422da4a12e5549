extension StyledDocument {
  /// Where a block's text went in a flattened document, so exports can say which block each
  /// run came from.
  ///
  /// A paragraph directly in a list item, quote or footnote reports that container's kind
  /// (`listItem`, `quote`, `footnoteDefinition`); `depth` counts the lists, quotes and
  /// footnotes around the block (a top-level list's items are at depth 1).
  ///
  ///     let spans = document.flattenedWithBlocks().blocks
  ///     spans.first?.kind    // .heading(level: 1)
  ///     spans.first?.depth   // 0
  public struct BlockSpan: Hashable, Sendable {
    /// The UTF-8 range of the block's text in the flattened text, its line end included.
    ///
    ///     spans[0].utf8Range   // 0..<6 for "Title\n"
    public var utf8Range: Range<Int>
    /// The block's kind.
    ///
    ///     spans[1].kind   // .listItem(checkbox: nil)
    public var kind: Kind
    /// How many lists, quotes and footnotes hold the block.
    ///
    ///     spans[1].depth   // 1 for an item of a top-level list
    public var depth: Int

    /// Creates a span.
    ///
    ///     StyledDocument.BlockSpan(utf8Range: 0..<4, kind: .paragraph, depth: 0)
    ///
    /// - Parameters:
    ///   - utf8Range: where the block's text is.
    ///   - kind: the block's kind.
    ///   - depth: its nesting depth.
    public init(utf8Range: Range<Int>, kind: Kind, depth: Int) {
      self.utf8Range = utf8Range
      self.kind = kind
      self.depth = depth
    }
  }

  /// A document flattened into one styled text, with the block each part came from.
  ///
  ///     let flat = document.flattenedWithBlocks()
  ///     flat.text.string       // "Title\nBody"
  ///     flat.blocks.count      // 2
  public struct Flattened: Hashable, Sendable {
    /// The text, with newlines between blocks and every block's paragraph style.
    ///
    ///     flat.text.runs.count
    public var text: StyledText
    /// The blocks' spans, in order, covering the text.
    ///
    ///     flat.blocks.map(\.depth)
    public var blocks: [BlockSpan]

    /// Creates a flattened document.
    ///
    ///     StyledDocument.Flattened(text: "a", blocks: [])
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - blocks: the spans of its blocks.
    public init(text: StyledText, blocks: [BlockSpan]) {
      self.text = text
      self.blocks = blocks
    }

    /// The text resolved for an environment, as JSON: each run also names its block.
    ///
    ///     flat.jsonString(in: TextEnvironment())   // {"runs":[{"text":"Title\n", … "block":…
    public func jsonString(in environment: TextEnvironment) -> String {
      text.resolved(in: environment).jsonString(blocks: blocks)
    }
  }
}
