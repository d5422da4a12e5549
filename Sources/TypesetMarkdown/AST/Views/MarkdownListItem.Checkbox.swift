extension MarkdownListItem {
  /// The state of a GFM task-list item's checkbox.
  ///
  ///     let item = MarkdownParser.parse("- [X] done").root.firstChild!.firstChild!
  ///     MarkdownListItem(item)?.checkbox   // .checked
  public enum Checkbox: Hashable, Sendable {
    /// `[x]` or `[X]`.
    case checked
    /// `[ ]`.
    case unchecked
  }
}
