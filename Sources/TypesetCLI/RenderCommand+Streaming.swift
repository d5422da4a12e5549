import Typeset
import TypesetMarkdown
import TypesetTerminal

/// `typeset render --stream`: Markdown read as it arrives, each settled block printed at once.
extension RenderCommand {
  /// Reads the input a chunk at a time into a `MarkdownStream` and writes what settles:
  /// with `--to html` each settled fragment's reference HTML, with `--to ansi` the new end of
  /// the terminal rendering of the settled blocks (rendered again whole, so link numbers and
  /// the blank lines between blocks are those of the whole document). At the end of the input,
  /// the rest of the whole document's rendering.
  func runStreaming(theme: Theme) throws(CommandError) {
    for warning in warnings { Platform.writeError(warning + "\n") }
    let extensions: MarkdownExtensions = usesGFM ? .gfm : .commonMark
    var stream = MarkdownStream(options: .init(extensions: extensions))
    var output = OutputSink(path: outputPath)
    var buffer: [UInt8] = []
    var printed = 0
    let readsFile = path.map { $0 != "-" } ?? false
    let descriptor = try readsFile ? Platform.openForReading(path!) : Platform.standardInput
    defer { if readsFile { _ = Platform.close(descriptor) } }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = try Platform.readSome(from: descriptor, into: &chunk, name: inputName)
      if count == 0 { break }
      let update = stream.append(chunk[..<count])
      try write(update, of: stream, theme: theme, printed: &printed, &buffer, to: &output)
    }
    let last = stream.finish()
    try write(last, of: stream, theme: theme, printed: &printed, &buffer, to: &output)
    try output.finish(&buffer)
  }

  /// Writes and flushes what `update` settled.
  private func write(
    _ update: MarkdownStream.Update, of stream: MarkdownStream, theme: Theme,
    printed: inout Int, _ buffer: inout [UInt8], to output: inout OutputSink
  ) throws(CommandError) {
    guard !update.settled.isEmpty else { return }
    if to == .html {
      let renderer = MarkdownHTMLRenderer(
        options: .init(allowsUnsafeContent: isUnsafe, extensions: stream.options.extensions))
      for fragment in update.settled {
        renderer.render(fragment, into: &buffer)
        try output.write(&buffer)
      }
      return
    }
    let options = MarkdownStyler.Options(
      rawHTML: isUnsafe ? .keepLiteral : .drop, allowsUnsafeLinks: isUnsafe,
      tags: theme.tagScheme())
    let styled = MarkdownStyler(theme: theme, options: options).style(stream.settledDocument)
    let writesToTerminal = (outputPath == nil || outputPath == "-") && Platform.isOutputTerminal
    let renderer = TerminalRenderer(
      theme: theme, environment: theme.environment(environment),
      capabilities: terminal.capabilities(writesToTerminal: writesToTerminal))
    let rendering = renderer.renderUTF8(styled)
    // What was printed is where this rendering starts: settled blocks never change, and the
    // renderer writes each block after the ones before it.
    if rendering.count > printed {
      buffer.append(contentsOf: rendering[printed...])
      printed = rendering.count
    }
    try output.write(&buffer)
  }
}
