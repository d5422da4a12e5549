extension StyledDocument {
  /// How a block is laid out around its text: spacing, indent and list markers.
  ///
  /// The text's own paragraph attributes (from its ``TextStyle``) stay; flattening adds these.
  /// Spacing before applies to a block's first line of text, spacing after to its last, so a
  /// list's `spacingAfter` is the extra space after its last item.
  ///
  ///     let quote = StyledDocument.BlockStyle(indent: 16)
  ///     let list = StyledDocument.BlockStyle(spacingAfter: 8, indent: 24, marker: .bullet("•"))
  public struct BlockStyle: Hashable, Sendable {
    /// Extra space before the block's first line, in points (the larger of this and the
    /// text's own spacing wins).
    ///
    ///     StyledDocument.BlockStyle(spacingBefore: 6).spacingBefore   // 6
    public var spacingBefore: Double?
    /// Extra space after the block's last line, in points (the larger wins).
    ///
    ///     StyledDocument.BlockStyle(spacingAfter: 8).spacingAfter   // 8
    public var spacingAfter: Double?
    /// How far the block's content is indented from its container's, in points: a quote's
    /// level, a list's level (its markers sit in this space), a footnote's number column.
    ///
    ///     StyledDocument.BlockStyle(indent: 24).indent   // 24
    public var indent: Double?
    /// A list's item markers (an item's own marker overrides its list's).
    ///
    ///     StyledDocument.BlockStyle(marker: .numbered(.lowerRoman, suffix: ".")).marker
    public var marker: Marker?
    /// Merged over the style of an item's text for its marker.
    ///
    ///     StyledDocument.BlockStyle(markerStyle: TextStyle().bold()).markerStyle.weight   // .bold
    public var markerStyle: TextStyle
    /// A list's task boxes, shown instead of the marker on task items.
    ///
    ///     StyledDocument.BlockStyle().taskBoxes.checked   // "☑"
    public var taskBoxes: MarkdownStyles.TaskBoxes
    /// A table's column width, in points: column *n* has its tab stop in the *n*th slot.
    ///
    ///     StyledDocument.BlockStyle().columnWidth   // nil: 120
    public var columnWidth: Double?

    /// The empty style, made once: a block style is made per block.
    static let noStyle = TextStyle()

    /// Creates a block style.
    ///
    ///     StyledDocument.BlockStyle(spacingAfter: 8, indent: 24, marker: .bullet("◦"))
    ///
    /// - Parameters:
    ///   - spacingBefore: space before the first line.
    ///   - spacingAfter: space after the last line.
    ///   - indent: the content's indent from the container's.
    ///   - marker: a list's item markers.
    ///   - markerStyle: merged over an item's text style for its marker (none when `nil`).
    ///   - taskBoxes: a list's task boxes.
    ///   - columnWidth: a table's column width.
    public init(
      spacingBefore: Double? = nil, spacingAfter: Double? = nil, indent: Double? = nil,
      marker: Marker? = nil, markerStyle: TextStyle? = nil,
      taskBoxes: MarkdownStyles.TaskBoxes = MarkdownStyles.TaskBoxes(unchecked: "☐", checked: "☑"),
      columnWidth: Double? = nil
    ) {
      self.spacingBefore = spacingBefore
      self.spacingAfter = spacingAfter
      self.indent = indent
      self.marker = marker
      self.markerStyle = markerStyle ?? Self.noStyle
      self.taskBoxes = taskBoxes
      self.columnWidth = columnWidth
    }
  }

  /// A list item's marker.
  ///
  ///     StyledDocument.Marker.numbered(.upperAlpha, suffix: ")").text(forNumber: 3)   // "C)"
  public enum Marker: Hashable, Sendable {
    /// The same text before every item: `•`, `◦`, `▪`.
    case bullet(String)
    /// The item's number in a numbering, then a suffix: `9.`, `b)`, `iv.`.
    case numbered(ListNumbering, suffix: String)

    /// The marker of item `number`.
    ///
    ///     StyledDocument.Marker.bullet("•").text(forNumber: 7)   // "•"
    public func text(forNumber number: Int) -> String {
      switch self {
      case .bullet(let text): text
      case .numbered(let numbering, let suffix): numbering.label(for: number) + suffix
      }
    }

    /// Whether the marker is right-aligned on its tab stop (numbers, so 9. and 10. line up).
    ///
    ///     StyledDocument.Marker.bullet("•").isRightAligned   // false
    public var isRightAligned: Bool {
      if case .numbered = self { return true }
      return false
    }
  }
}
