import TypesetSupport

extension StyledDocument {
  /// The document as one styled text, what a text view shows.
  ///
  /// Blocks are separated by newlines and every line carries its block's paragraph style:
  /// list items start with their marker and a tab, with a tab stop and a hanging head indent
  /// per level so wrapped lines align with the item's text; numbers are right-aligned on their
  /// own tab stop so 9. and 10. line up; a list's `spacingAfter` follows its last item; quotes
  /// indent by level; code blocks keep their lines, each its own paragraph; a table row is its
  /// cells separated by tabs, with a tab stop per column aligned as the column says.
  ///
  ///     var builder = StyledDocument.Builder()
  ///     builder.open(.list(ordered: false, start: 1, isTight: true),
  ///                  style: .init(indent: 24, marker: .bullet("•")))
  ///     builder.open(.listItem(checkbox: nil))
  ///     builder.append("One", style: .body)
  ///     let text = builder.build().flattened()
  ///     text.string                                       // "•\tOne"
  ///     text.runs.last?.style.paragraph?.headIndent       // 24
  public func flattened() -> StyledText { flatten(recordingBlocks: false).text }

  /// The document as one styled text and the span of every block in it.
  ///
  ///     let flat = document.flattenedWithBlocks()
  ///     flat.blocks.first?.kind   // the first block's kind
  public func flattenedWithBlocks() -> Flattened { flatten(recordingBlocks: true) }

  /// The flattened text, with the span of every block when `recordingBlocks`.
  /// The source text is read in place: the flattener is made inside the closures that lend
  /// its bytes and runs, and done with before they return.
  private func flatten(recordingBlocks: Bool) -> Flattened {
    content.bytes.withUnsafeBufferPointer { bytes in
      content.runs.withUnsafeBufferPointer { runs in
        var flattener = Flattener(
          document: self, source: bytes, runs: runs, recordingBlocks: recordingBlocks)
        flattener.run()
        return flattener.finish()
      }
    }
  }
}
