import Typeset

/// Renders styled documents and text as ANSI terminal output, from a theme, an environment
/// and the terminal's capabilities.
///
/// Styles resolve exactly as for the `AttributedString` export and the JSON dump (Dynamic
/// Type, appearance, contrast, Bold Text), then become what a terminal shows: weight 600 and
/// up bold, 300 and below faint, italic, underline, strikethrough, colours mapped to the
/// terminal's depth (the theme's text colour and background are left to the terminal's own),
/// links as OSC 8 hyperlinks or numbered references. Text is wrapped by display width; lists,
/// quotes, code, tables and footnotes are laid out in the capabilities' width. Content can
/// never emit an escape sequence: control characters are shown in caret notation.
///
///     let document = StyledDocument(markdown: "# Hi\n\nSome *text*.", theme: .default)
///     let renderer = TerminalRenderer(capabilities: .plain(width: 40))
///     renderer.render(document)   // "Hi\n\nSome text.\n"
public struct TerminalRenderer: Sendable {
  /// The theme: its text colour and background stand for the terminal's own.
  ///
  ///     TerminalRenderer(capabilities: .plain()).theme.name   // "default"
  public var theme: Theme
  /// The environment styles resolve in: appearance, contrast, content size, Bold Text.
  ///
  ///     TerminalRenderer(capabilities: .plain()).environment.appearance   // .light
  public var environment: TextEnvironment
  /// What the terminal shows, and its width.
  ///
  ///     TerminalRenderer(capabilities: .plain(width: 60)).capabilities.width   // 60
  public var capabilities: TerminalCapabilities
  /// Layout choices: tab stops, the quote bar, the narrowest table column.
  ///
  ///     TerminalRenderer(capabilities: .plain()).options.tabWidth   // 4
  public var options: Options

  /// Creates a renderer.
  ///
  ///     let env = TextEnvironment(appearance: .dark)
  ///     let renderer = TerminalRenderer(environment: env, capabilities: .plain(width: 80))
  ///
  /// - Parameters:
  ///   - theme: the theme (`Theme.default` when omitted).
  ///   - environment: where styles resolve.
  ///   - capabilities: what the terminal shows.
  ///   - options: layout choices.
  public init(
    theme: Theme = .default, environment: TextEnvironment = TextEnvironment(),
    capabilities: TerminalCapabilities, options: Options = .default
  ) {
    self.theme = theme
    self.environment = environment
    self.capabilities = capabilities
    self.options = options
  }

  /// Renders a document: its blocks, one blank line apart (none inside tight lists), each
  /// line ending in a newline.
  ///
  ///     let document = StyledDocument(markdown: "- a\n- b", theme: .default)
  ///     TerminalRenderer(capabilities: .plain()).render(document)   // "• a\n• b\n"
  public func render(_ document: StyledDocument) -> String {
    var rendering = DocumentRendering(
      renderer: self, document: document, capacity: document.blockCount * 96 + 64)
    rendering.render()
    return String(decoding: rendering.output.bytes.buffer, as: UTF8.self)
  }

  /// Renders a document as UTF-8 bytes, ready to write to standard output: the bytes of
  /// ``render(_:)-(StyledDocument)``, without making a `String` (which would check them all
  /// again).
  ///
  ///     let document = StyledDocument(markdown: "- a\n- b", theme: .default)
  ///     TerminalRenderer(capabilities: .plain()).renderUTF8(document)
  ///     // Array("• a\n• b\n".utf8)
  public func renderUTF8(_ document: StyledDocument) -> [UInt8] {
    var rendering = DocumentRendering(
      renderer: self, document: document, capacity: document.blockCount * 96 + 64)
    rendering.render()
    return Array(rendering.output.bytes.buffer)
  }

  /// Renders styled text as one paragraph.
  ///
  ///     TerminalRenderer(capabilities: .plain(width: 5)).render("one two" as StyledText)
  ///     // "one\ntwo\n"
  public func render(_ text: StyledText) -> String {
    render(StyledDocument(text))
  }
}
