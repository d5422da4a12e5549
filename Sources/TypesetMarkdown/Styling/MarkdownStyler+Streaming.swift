import Typeset

/// Styled streaming: a ``MarkdownStream``'s settled blocks and its tail as styled documents,
/// so an app or a terminal restyles only the tail on each update.
extension MarkdownStyler {
  /// The blocks an update settled, styled: one document per settled fragment, in order.
  ///
  ///     var stream = MarkdownStream()
  ///     let styler = MarkdownStyler(theme: .default)
  ///     styler.styleSettled(stream.append("# Hi\n\nthere")).map(\.blockCount)   // [1]
  public func styleSettled(_ update: MarkdownStream.Update) -> [StyledDocument] {
    update.settled.map(style)
  }

  /// A stream's unsettled tail, styled; with `repairing`, half-typed syntax at its end is
  /// shown as it will probably end (see ``MarkdownStream/repairedTail``).
  ///
  ///     var stream = MarkdownStream()
  ///     _ = stream.append("Some **bold")
  ///     let styler = MarkdownStyler(theme: .default)
  ///     styler.styleTail(of: stream, repairing: true).description   // "Some bold"
  public func styleTail(of stream: MarkdownStream, repairing: Bool = false) -> StyledDocument {
    style(repairing ? stream.repairedTail : stream.tail)
  }
}
