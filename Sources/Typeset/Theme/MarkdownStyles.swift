/// The styles a theme gives each element of a Markdown document, one typed slot per element.
///
/// Every style here is a modifier: it is merged over the style around the element (a block's
/// style over the document's base style, an inline element's over its block's), so Dynamic
/// Type, Bold Text and light / dark appearance carry through everything. Strong text inside
/// emphasis is emphasis, then strong, then ``strongEmphasis`` merged in that order: bold italic
/// through the family's faces.
///
///     var markdown = MarkdownStyles()
///     markdown.strong = TextStyle().weight(.heavy)
///     markdown.heading(1).dynamicTextStyle   // .title1
public struct MarkdownStyles: Hashable, Sendable {
  // MARK: Inline elements

  /// Merged over every block's text (usually empty).
  ///
  ///     MarkdownStyles().text.isEmpty   // true
  public var text = TextStyle()
  /// `*emphasis*`.
  ///
  ///     MarkdownStyles().emphasis.isItalic   // true
  public var emphasis = TextStyle().italic()
  /// `**strong**`.
  ///
  ///     MarkdownStyles().strong.weight   // .bold
  public var strong = TextStyle().bold()
  /// Merged over strong text inside emphasis (and emphasis inside strong), after both.
  ///
  ///     MarkdownStyles().strongEmphasis.isEmpty   // true: bold and italic already compose
  public var strongEmphasis = TextStyle()
  /// `~~strikethrough~~` (GFM).
  ///
  ///     MarkdownStyles().strikethrough.strikethrough?.style   // .single
  public var strikethrough = TextStyle().strikethrough()
  /// `` `inline code` ``.
  ///
  ///     MarkdownStyles().inlineCode.fontFamily   // the monospaced system design
  public var inlineCode = TextStyle().fontFamily(.system(design: .monospaced))
    .sizeMultiplied(by: 0.9)
  /// Link text; the link attribute itself comes from the destination.
  ///
  ///     MarkdownStyles().link.foregroundColor   // .link
  public var link = TextStyle().color(.link).underline()
  /// An image's alt text, which stands in for the image with an attachment reference.
  ///
  ///     MarkdownStyles().image.foregroundColor   // .secondaryLabel
  public var image = TextStyle().color(.secondaryLabel)
  /// What a soft line break becomes: a space.
  ///
  ///     MarkdownStyles().softBreak   // " "
  public var softBreak = " "
  /// What a hard line break becomes: U+2028 LINE SEPARATOR, a line break inside the paragraph
  /// (a text view starts a new line without paragraph spacing).
  ///
  ///     MarkdownStyles().hardBreak   // "\u{2028}"
  public var hardBreak = "\u{2028}"

  // MARK: Blocks

  /// Every paragraph.
  ///
  ///     MarkdownStyles().paragraph.paragraph?.paragraphSpacing   // 8
  public var paragraph = TextStyle().paragraphSpacing(8)
  /// Headings 1 to 6, in order; read them with ``heading(_:)``.
  ///
  ///     MarkdownStyles().headings.count   // 6
  public var headings: [TextStyle] = [
    TextStyle().textStyle(.title1).paragraphSpacing(8).paragraphSpacingBefore(8),
    TextStyle().textStyle(.title2).paragraphSpacing(8).paragraphSpacingBefore(8),
    TextStyle().textStyle(.title3).paragraphSpacing(6).paragraphSpacingBefore(6),
    TextStyle().textStyle(.headline).paragraphSpacing(6).paragraphSpacingBefore(6),
    TextStyle().textStyle(.subheadline).weight(.semibold).paragraphSpacing(4),
    TextStyle().textStyle(.footnote).weight(.semibold).paragraphSpacing(4),
  ]
  /// A block quote's text; nested quotes indent by ``quoteIndent`` per level.
  ///
  ///     MarkdownStyles().quote.foregroundColor   // .secondaryLabel
  public var quote = TextStyle().color(.secondaryLabel).paragraphSpacing(8)
  /// How far each level of quote indents, in points.
  ///
  ///     MarkdownStyles().quoteIndent   // 16
  public var quoteIndent = 16.0
  /// A fenced or indented code block: monospaced, no hyphenation.
  ///
  ///     MarkdownStyles().codeBlock.paragraph?.hyphenationFactor   // 0
  public var codeBlock = TextStyle().fontFamily(.system(design: .monospaced))
    .sizeMultiplied(by: 0.9).hyphenationFactor(0).paragraphSpacing(8)
  /// The style of list items' text.
  ///
  ///     MarkdownStyles().listItem.paragraph?.paragraphSpacing   // 2
  public var listItem = TextStyle().paragraphSpacing(2)
  /// The style of list markers (bullets, numbers, task boxes), over the item's style.
  ///
  ///     MarkdownStyles().listMarker.isEmpty   // true
  public var listMarker = TextStyle()
  /// How far each level of list indents, in points; the marker sits in the first part.
  ///
  ///     MarkdownStyles().listIndent   // 24
  public var listIndent = 24.0
  /// Extra space after a list's last item, in points.
  ///
  ///     MarkdownStyles().listSpacingAfter   // 8
  public var listSpacingAfter = 8.0
  /// Unordered list markers by nesting level, repeating past the last.
  ///
  ///     MarkdownStyles().bullets   // ["•", "◦", "▪"]
  public var bullets = ["•", "◦", "▪"]
  /// Ordered list numbering by nesting level, repeating past the last.
  ///
  ///     MarkdownStyles().numbering   // [.decimal, .lowerAlpha, .lowerRoman]
  public var numbering: [ListNumbering] = [.decimal, .lowerAlpha, .lowerRoman]
  /// The marker of an unchecked and of a checked task item.
  ///
  ///     MarkdownStyles().taskBoxes   // .init(unchecked: "☐", checked: "☑")
  public var taskBoxes = TaskBoxes(unchecked: "☐", checked: "☑")
  /// A table's header cells.
  ///
  ///     MarkdownStyles().tableHeader.weight   // .semibold
  public var tableHeader = TextStyle().weight(.semibold)
  /// A table's body cells.
  ///
  ///     MarkdownStyles().tableCell.isEmpty   // true
  public var tableCell = TextStyle()
  /// A thematic break (`---`): its text and style.
  ///
  ///     MarkdownStyles().thematicBreakText   // "⁂"
  public var thematicBreakText = "⁂"
  /// The style of a thematic break's text.
  ///
  ///     MarkdownStyles().thematicBreak.paragraph?.alignment   // .center
  public var thematicBreak = TextStyle().color(.separator).alignment(.center).paragraphSpacing(8)
  /// A footnote reference (`[^1]`), shown as its number.
  ///
  ///     MarkdownStyles().footnoteReference.baselineOffset   // .relative(0.35)
  public var footnoteReference = TextStyle().sizeMultiplied(by: 0.75).baselineOffset(
    relative: 0.35)
  /// A footnote definition's text, listed at the end in order of first reference.
  ///
  ///     MarkdownStyles().footnoteDefinition.dynamicTextStyle   // .footnote
  public var footnoteDefinition = TextStyle().textStyle(.footnote).paragraphSpacing(4)

  /// The styles of the built-in `default` theme.
  ///
  ///     MarkdownStyles().heading(4).dynamicTextStyle   // .headline
  public init() {}

  /// The style of a heading of `level` 1 to 6 (levels outside are clamped).
  ///
  ///     MarkdownStyles().heading(2).dynamicTextStyle   // .title2
  public func heading(_ level: Int) -> TextStyle {
    guard !headings.isEmpty else { return TextStyle() }
    return headings[min(max(level, 1), headings.count) - 1]
  }

  /// The marker of an unordered list item at `depth` (1 for a top-level list).
  ///
  ///     MarkdownStyles().bullet(atDepth: 4)   // "•": the levels repeat
  public func bullet(atDepth depth: Int) -> String {
    guard !bullets.isEmpty else { return "•" }
    return bullets[(max(depth, 1) - 1) % bullets.count]
  }

  /// The numbering of an ordered list at `depth` (1 for a top-level list).
  ///
  ///     MarkdownStyles().numbering(atDepth: 2)   // .lowerAlpha
  public func numbering(atDepth depth: Int) -> ListNumbering {
    guard !numbering.isEmpty else { return .decimal }
    return numbering[(max(depth, 1) - 1) % numbering.count]
  }
}

extension MarkdownStyles {
  /// The markers of task list items (GFM `- [ ]` and `- [x]`).
  ///
  ///     let boxes = MarkdownStyles.TaskBoxes(unchecked: "○", checked: "●")
  ///     boxes.marker(checked: true)   // "●"
  public struct TaskBoxes: Hashable, Sendable {
    /// The marker of an open task.
    ///
    ///     MarkdownStyles().taskBoxes.unchecked   // "☐"
    public var unchecked: String
    /// The marker of a done task.
    ///
    ///     MarkdownStyles().taskBoxes.checked   // "☑"
    public var checked: String

    /// Creates the two markers.
    ///
    ///     MarkdownStyles.TaskBoxes(unchecked: "[ ]", checked: "[x]")
    public init(unchecked: String, checked: String) {
      self.unchecked = unchecked
      self.checked = checked
    }

    /// The marker for a task in the given state.
    ///
    ///     MarkdownStyles().taskBoxes.marker(checked: false)   // "☐"
    public func marker(checked: Bool) -> String { checked ? self.checked : unchecked }
  }
}
