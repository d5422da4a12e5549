extension Flattener {
  /// The document's text as flattening reads it: its bytes and runs in place, lent by the
  /// closures the flattener is made in, and a cursor over the runs. Reading the document's
  /// arrays instead would retain them at every block.
  ///
  ///     var source = Flattener.Source(bytes: bytes, runs: runs, hasBeside: false)
  ///     let run = source.run(at: node.textStart)   // the index of the run holding the offset
  struct Source {
    /// The UTF-8 bytes, valid while the flattener that holds them runs.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The runs, valid as the bytes are.
    let runs: UnsafeBufferPointer<StyledDocument.RunRecord>
    /// Whether any run has a link or an attachment beside its style.
    let hasBeside: Bool
    /// The run `run(at:)` found last.
    private var cursor = 0

    /// The source text of a flattening, lent for its life.
    ///
    ///     Flattener.Source(bytes: bytes, runs: runs, hasBeside: content.hasRunLinks)
    init(
      bytes: UnsafeBufferPointer<UInt8>, runs: UnsafeBufferPointer<StyledDocument.RunRecord>,
      hasBeside: Bool
    ) {
      self.bytes = bytes
      self.runs = runs
      self.hasBeside = hasBeside
    }

    /// The index of the run holding a UTF-8 offset. Blocks are written in text order, so the
    /// search walks on from the run found last.
    ///
    ///     let first = source.run(at: node.textStart)
    mutating func run(at offset: Int) -> Int {
      if cursor > 0 && runs[cursor - 1].end > offset {
        // Backwards (never in document order): search the runs before.
        var low = 0
        var high = cursor
        while low < high {
          let middle = (low + high) / 2
          if runs[middle].end <= offset { low = middle + 1 } else { high = middle }
        }
        cursor = low
      }
      while cursor < runs.count && runs[cursor].end <= offset { cursor += 1 }
      return cursor
    }
  }
}
