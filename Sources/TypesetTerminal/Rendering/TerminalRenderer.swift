import Typeset
import TypesetSupport

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
    var moved: ByteBuffer?
    let string = String(unsafeUninitializedCapacity: Self.estimatedSize(of: document)) { memory in
      let bytes = render(document, into: memory)
      if bytes.isWritingInPlace { return bytes.count }
      moved = bytes
      return 0
    }
    guard let moved else { return string }
    return String(decoding: moved.buffer, as: UTF8.self)
  }

  /// Renders a document as UTF-8 bytes, ready to write to standard output: the bytes of
  /// ``render(_:)-(StyledDocument)``, without making a `String` (which would check them all
  /// again).
  ///
  ///     let document = StyledDocument(markdown: "- a\n- b", theme: .default)
  ///     TerminalRenderer(capabilities: .plain()).renderUTF8(document)
  ///     // Array("• a\n• b\n".utf8)
  public func renderUTF8(_ document: StyledDocument) -> [UInt8] {
    var moved: ByteBuffer?
    let bytes = [UInt8](unsafeUninitializedCapacity: Self.estimatedSize(of: document)) {
      memory, count in
      let bytes = render(document, into: memory)
      count = bytes.isWritingInPlace ? bytes.count : 0
      if !bytes.isWritingInPlace { moved = bytes }
    }
    guard let moved else { return bytes }
    return Array(moved.buffer)
  }

  /// About how many bytes a document's rendering takes, erring high: its text with room for
  /// the escape sequences around it, per run its style's sequences, per link its URL twice
  /// (OSC 8, or a reference), and per block its prefixes, borders and line ends. Memory
  /// reserved and never written costs no page; output that outgrows it is copied.
  static func estimatedSize(of document: StyledDocument) -> Int {
    document.blockCount * 96 + 64 + document.content.bytes.count * 3 / 2
      + document.content.runs.count * 12 + document.content.bytesBesideText * 2
  }

  /// Renders `document` into `memory`, which then holds the output unless it outgrew it;
  /// returns the output's buffer (``ByteBuffer/isWritingInPlace`` tells which). Output of
  /// many megabytes is then written once, where it stays, instead of being copied there from
  /// a buffer of its own.
  private func render(
    _ document: StyledDocument, into memory: UnsafeMutableBufferPointer<UInt8>
  ) -> ByteBuffer {
    HugePages.advise(memory)
    var rendering = DocumentRendering(
      renderer: self, document: document, output: ByteBuffer(lending: memory))
    rendering.render()
    return rendering.output.bytes
  }

  /// Renders styled text as one paragraph.
  ///
  ///     TerminalRenderer(capabilities: .plain(width: 5)).render("one two" as StyledText)
  ///     // "one\ntwo\n"
  public func render(_ text: StyledText) -> String {
    render(StyledDocument(text))
  }
}
