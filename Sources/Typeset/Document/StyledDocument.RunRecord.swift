extension StyledDocument {
  /// One run of a document's text: where it ends, its interned style, and the link and
  /// attachment kept beside the style. A run is one record rather than a place in four
  /// arrays: the builder appends it with one array's bookkeeping, and the text is taken
  /// with the records turned from starts into ends in place, not copied into columns.
  ///
  ///     let run = document.content.runs[0]
  ///     run.end        // the UTF-8 offset where the first run ends
  ///     run.linkID     // -1 unless it is a Markdown link's text
  package struct RunRecord: Sendable, Hashable {
    /// The UTF-8 offset where the run ends (while the text is built: where it starts).
    package var end: Int
    /// The index of the run's style in the content's styles.
    package var styleID: Int32
    /// The run's link beside its style (a Markdown link's), by index in the content's
    /// links; -1 for none. It wins over a link the style has (an outer tag's).
    package var linkID: Int32
    /// The run's attachment beside its style (a Markdown image's), by index in the content's
    /// attachments; -1 for none. It wins over an attachment the style has.
    package var attachmentID: Int32

    /// A run of the given parts.
    ///
    ///     StyledDocument.RunRecord(end: 5, styleID: 0)   // no link, no attachment
    package init(end: Int, styleID: Int32, linkID: Int32 = -1, attachmentID: Int32 = -1) {
      self.end = end
      self.styleID = styleID
      self.linkID = linkID
      self.attachmentID = attachmentID
    }
  }
}
