import TypesetSupport

extension Flattener {
  /// What flattening writes: the text's bytes, its runs in the styles of the flattened text,
  /// where each paragraph ends, and the blocks' spans when they are recorded.
  ///
  ///     var output = Flattener.Output(textBytes: 1000, runs: 40, nodes: 12, recordsSpans: false)
  ///     output.bytes.append(0x0A)
  struct Output {
    let bytes: ByteBuffer
    /// Where each run ends, and its style (an ID of `FinalStyles`).
    var runEnds: [Int] = []
    var runStyles: [Int32] = []
    var paragraphEnds: [Int] = []
    var spans: [StyledDocument.BlockSpan] = []
    /// Whether `spans` is kept (`flattened()` has no use for it).
    let recordsSpans: Bool

    /// Room for the flattening of `textBytes` bytes of text in `runs` runs and `nodes` nodes.
    ///
    ///     Flattener.Output(textBytes: 1000, runs: 40, nodes: 12, recordsSpans: true)
    init(textBytes: Int, runs: Int, nodes: Int, recordsSpans: Bool) {
      self.recordsSpans = recordsSpans
      // Flattening adds a few bytes per block (a line end, a list item's marker and tab, a
      // cell's tab): reserved at four a node, so a list of short items does not outgrow it and
      // copy the text (room never written costs no memory).
      let room = textBytes + 4 * nodes + 64
      bytes = ByteBuffer(capacity: room)
      // Filled in one pass: a page fault per 2 MB rather than per 4 KB for a large document
      // (a hint, for reservations of 4 MB and more).
      HugePages.advise(UnsafeMutableBufferPointer(start: bytes.base, count: room))
      runEnds.reserveLarge(runs + nodes)
      runStyles.reserveLarge(runs + nodes)
      paragraphEnds.reserveCapacity(nodes)
      if recordsSpans { spans.reserveCapacity(nodes) }
    }
  }
}
