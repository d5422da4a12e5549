import Typeset
import TypesetHTML
import TypesetMarkdown
import TypesetTerminal

/// `typeset render --stream`: Markdown read as it arrives, each settled block printed at once.
extension RenderCommand {
  /// Reads the input a chunk at a time into a `MarkdownStream` and writes what settles:
  /// with `--to html` each settled fragment's themed HTML in the `--html` profile (its new
  /// style rules first; the reference HTML with `--bare`), with `--to ansi` the new end of
  /// the terminal rendering of the settled blocks (rendered again whole, so link numbers and
  /// the blank lines between blocks are those of the whole document, as `StreamPacing`
  /// allows). At the end of the input, the rest of the whole document's rendering.
  func runStreaming(theme: Theme) throws(CommandError) {
    for warning in warnings { Platform.writeError(warning + "\n") }
    let extensions: MarkdownExtensions = usesGFM ? .gfm : .commonMark
    var stream = MarkdownStream(options: .init(extensions: extensions))
    var output = OutputSink(path: outputPath)
    var state = StreamOutput(
      styler: MarkdownStyler(theme: theme, options: stylerOptions(theme: theme)))
    if to == .html && !isBare {
      state.html = HTMLStreamWriter(renderer: htmlRenderer(theme: theme))
    }
    var check = StreamedUTF8Check()
    let readsFile = path.map { $0 != "-" } ?? false
    let descriptor = try readsFile ? Platform.openForReading(path!) : Platform.standardInput
    defer { if readsFile { _ = Platform.close(descriptor) } }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      // Blocks held back by the pacing are written when no input comes in time.
      let wait = state.pacing.millisecondsUntilDue(at: .now)
      if wait >= 0, !Platform.waitForInput(on: descriptor, milliseconds: wait) {
        try renderTerminal(stream, theme: theme, &state, to: &output)
        continue
      }
      let count = try Platform.readSome(from: descriptor, into: &chunk, name: inputName)
      if count == 0 { break }
      try report(check.append(chunk[..<count]))
      let update = stream.append(chunk[..<count])
      try write(update, of: stream, theme: theme, &state, to: &output)
    }
    try report(check.finish())
    let last = stream.finish()
    try write(last, of: stream, theme: theme, &state, to: &output, isLast: true)
    if var html = state.html { report(html.finish(into: &state.buffer)) }
    try output.finish(&state.buffer)
  }

  /// What a streaming run has written.
  struct StreamOutput {
    /// The one styler of the run: it makes the theme's tag rules once, not per update.
    let styler: MarkdownStyler
    var buffer: [UInt8] = []
    /// The bytes of the terminal rendering printed so far.
    var printed = 0
    var pacing = StreamPacing()
    /// The themed HTML written so far (`--to html` without `--bare`).
    var html: HTMLStreamWriter?
  }

  /// Writes and flushes what `update` settled (the terminal rendering when it is due).
  private func write(
    _ update: MarkdownStream.Update, of stream: MarkdownStream, theme: Theme,
    _ state: inout StreamOutput, to output: inout OutputSink, isLast: Bool = false
  ) throws(CommandError) {
    if to == .html, var html = state.html {
      for fragment in update.settled {
        html.write(state.styler.style(fragment), into: &state.buffer)
        try output.write(&state.buffer)
      }
      state.html = html
      return
    }
    if to == .html {
      guard !update.settled.isEmpty else { return }
      let renderer = MarkdownHTMLRenderer(
        options: .init(allowsUnsafeContent: isUnsafe, extensions: stream.options.extensions))
      for fragment in update.settled {
        renderer.render(fragment, into: &state.buffer)
        try output.write(&state.buffer)
      }
      return
    }
    for fragment in update.settled { state.pacing.settle(nodes: fragment.nodeCount) }
    if isLast ? state.pacing.hasPending : state.pacing.isDue(at: .now) {
      try renderTerminal(stream, theme: theme, &state, to: &output)
    }
  }

  /// Renders the settled blocks for the terminal and writes the part not printed yet.
  private func renderTerminal(
    _ stream: MarkdownStream, theme: Theme, _ state: inout StreamOutput,
    to output: inout OutputSink
  ) throws(CommandError) {
    guard state.pacing.hasPending else { return }
    let start = ContinuousClock.now
    let styled = state.styler.style(stream.settledDocument)
    let writesToTerminal = (outputPath == nil || outputPath == "-") && Platform.isOutputTerminal
    let renderer = TerminalRenderer(
      theme: theme, environment: theme.environment(terminalEnvironment),
      capabilities: terminal.capabilities(writesToTerminal: writesToTerminal))
    let rendering = renderer.renderUTF8(styled)
    // What was printed is where this rendering starts: settled blocks never change, and the
    // renderer writes each block after the ones before it.
    if rendering.count > state.printed {
      state.buffer.append(contentsOf: rendering[state.printed...])
      state.printed = rendering.count
    }
    try output.write(&state.buffer)
    state.pacing.rendered(from: start, to: .now)
  }
}
