import Typeset
import TypesetSupport

extension HTMLWriter {
  /// The text of the document being written, read in place — its UTF-8, where each run ends,
  /// each run's style ID and the styles — and the buffer the HTML goes to.
  ///
  /// Only ``reading(_:to:_:)`` makes one, inside the closures that lend the content's
  /// buffers, and the writer passes it down as a parameter: it is dropped before they return,
  /// so no pointer of it outlives the closure that made it.
  ///
  ///     HTMLWriter.SharedText.reading(document.content, to: out) { text in
  ///       writeBlocks(document, text)
  ///     }
  struct SharedText {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Each run: its end, style ID, and the link and attachment beside its style.
    let runs: UnsafeBufferPointer<StyledDocument.RunRecord>
    let styles: UnsafeBufferPointer<TextStyle>
    /// The document's text, for the attachments beside its runs.
    let content: StyledDocument.TextContent
    let out: ByteBuffer

    private init(
      bytes: UnsafeBufferPointer<UInt8>, runs: UnsafeBufferPointer<StyledDocument.RunRecord>,
      styles: UnsafeBufferPointer<TextStyle>, content: StyledDocument.TextContent,
      out: ByteBuffer
    ) {
      self.bytes = bytes
      self.runs = runs
      self.styles = styles
      self.content = content
      self.out = out
    }

    /// Calls `body` with the shared text of `content` and the buffer `out`, valid during the
    /// call.
    ///
    ///     HTMLWriter.SharedText.reading(content, to: out) { $0.bytes.count }   // the UTF-8
    static func reading<Result>(
      _ content: StyledDocument.TextContent, to out: ByteBuffer, _ body: (SharedText) -> Result
    ) -> Result {
      content.bytes.withUnsafeBufferPointer { bytes in
        content.runs.withUnsafeBufferPointer { runs in
          content.styles.withUnsafeBufferPointer { styles in
            body(
              SharedText(bytes: bytes, runs: runs, styles: styles, content: content, out: out))
          }
        }
      }
    }
  }
}
