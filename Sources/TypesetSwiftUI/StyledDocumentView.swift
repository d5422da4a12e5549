#if canImport(SwiftUI)
  import SwiftUI
  import Typeset
  import TypesetMarkdown

  /// A styled document (Markdown, for instance) as a column of selectable text blocks,
  /// resolved from the environment like ``TextStyleModifier``.
  ///
  /// Each block with text is one `Text`, indented by the lists and quotes around it.
  ///
  ///     StyledDocumentView(markdown: "# Notes\n\n- one\n- two")
  public struct StyledDocumentView: View {
    /// The document shown.
    ///
    ///     StyledDocumentView(markdown: "Hi").document.blockCount   // 1
    public var document: StyledDocument
    /// Points of indent per level of nesting.
    ///
    ///     StyledDocumentView(markdown: "Hi").indentPerLevel   // 16
    public var indentPerLevel: CGFloat = 16

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var colorSchemeContrast
    @Environment(\.legibilityWeight) private var legibilityWeight
    @Environment(\.displayScale) private var displayScale
    @Environment(\.typesetTheme) private var theme

    /// Shows a styled document.
    ///
    ///     StyledDocumentView(StyledDocument(markdown: "**Hi**"))
    public init(_ document: StyledDocument) { self.document = document }

    /// Shows Markdown styled with a theme.
    ///
    ///     StyledDocumentView(markdown: "*Hi*", theme: .default)
    public init(markdown: String, theme: Theme = .default) {
      self.init(StyledDocument(markdown: markdown, theme: theme))
    }

    /// The blocks that have text, in reading order, with their nesting depth; walked with an
    /// explicit stack, so deep nesting costs no recursion.
    ///
    ///     StyledDocumentView(markdown: "> a").textBlocks.map(\.depth)   // [1]
    public var textBlocks: [(text: StyledText, depth: Int)] {
      var result: [(text: StyledText, depth: Int)] = []
      var stack: [(block: StyledDocument.Block, depth: Int)] = document.blocks.reversed().map {
        ($0, 0)
      }
      while let (block, depth) = stack.popLast() {
        if !block.text.isEmpty { result.append((block.text, depth)) }
        let childDepth = block.kind.isContainer ? depth + 1 : depth
        stack.append(contentsOf: block.children.reversed().map { ($0, childDepth) })
      }
      return result
    }

    /// The blocks as a selectable column of `Text`.
    ///
    ///     StyledDocumentView(markdown: "Hi").body
    public var body: some View {
      let environment = theme.environment(
        TextEnvironment(
          dynamicTypeSize: dynamicTypeSize, colorScheme: colorScheme,
          colorSchemeContrast: colorSchemeContrast, legibilityWeight: legibilityWeight,
          displayScale: displayScale))
      let blocks = textBlocks.map { (text: Text($0.text, in: environment), depth: $0.depth) }
      let indent = indentPerLevel
      return VStack(alignment: .leading, spacing: 8) {
        ForEach(blocks.indices, id: \.self) { index in
          blocks[index].text.padding(.leading, CGFloat(blocks[index].depth) * indent)
        }
      }
      #if !os(tvOS) && !os(watchOS)
        .textSelection(.enabled)
      #endif
    }
  }
#endif
