import Typeset
import TypesetHTML
import TypesetMarkdown
import TypesetSupport
import TypesetTerminal
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `typeset render [FILE|-] [options]`: styles the input and prints it.
struct RenderCommand {
  var path: String?
  var outputPath: String?
  var from: InputFormat
  var to: OutputFormat
  var environment = TextEnvironment()
  /// The appearance the terminal's environment tells (`COLORFGBG`) when `--appearance` is not
  /// given: terminal output resolves its colours for it.
  var terminalAppearance: Appearance?
  var isStrict = false
  var isUnsafe = false
  var usesGFM = true
  /// `--bare`: the reference renderer's HTML instead of the themed one.
  var isBare = false
  /// The `--html` profile.
  var htmlProfile = HTMLRenderer.Profile.page
  /// `--width` and `--color`.
  var terminal: TerminalSettings
  /// The `--theme` file, read when the command runs.
  var themePath: String?
  /// Options given where they change nothing, reported before the output.
  var warnings: [String] = []
  /// `--stream`: Markdown read and printed as it arrives.
  var isStreaming = false

  /// The name the input goes by in messages.
  var inputName: String { path.flatMap { $0 == "-" ? nil : $0 } ?? "<stdin>" }

  init(arguments words: ArraySlice<String>) throws(CommandError) {
    let arguments = try ParsedArguments(words, options: Self.options, command: "render")
    guard arguments.positionals.count <= 1 else {
      throw .usage(
        "render takes one input file, got \(arguments.positionals.count): "
          + arguments.positionals.joined(separator: " "), command: "render")
    }
    path = arguments.positionals.first
    outputPath = arguments.values["--output"]
    isStreaming = arguments.has("--stream")
    // A stream is Markdown, whatever its name (standard input has none).
    from =
      arguments.values["--from"].flatMap(InputFormat.init)
      ?? (isStreaming ? .markdown : .implied(byPath: path))
    // Styled text on a terminal; the resolved runs for pipes and files, as before. A stream
    // is styled text anywhere: the runs are written whole, at the end.
    let writesToTerminal = outputPath.map { $0 == "-" } ?? true && Platform.isOutputTerminal
    to =
      arguments.values["--to"].flatMap(OutputFormat.init)
      ?? (writesToTerminal || isStreaming ? .ansi : .json)
    themePath = arguments.values["--theme"]
    terminal = TerminalSettings(arguments)
    isBare = arguments.has("--bare")
    htmlProfile = arguments.values["--html"].flatMap(HTMLRenderer.Profile.init) ?? .page
    if isBare, arguments.values["--html"] != nil {
      throw .usage("--html chooses themed HTML; --bare has no profiles", command: "render")
    }

    for name in Self.uniqued(arguments.given) {
      guard let option = Self.options.first(where: { $0.name == name }) else { continue }
      let appliesToInput = option.inputs?.contains(from) ?? true
      let appliesToOutput = option.outputs?.contains(to) ?? true
      guard !appliesToInput || !appliesToOutput, let applicability = option.applicability else {
        continue
      }
      if option.isHarmlessElsewhere {
        warnings.append(
          "warning: \(name) has no effect here (--from \(from.rawValue) --to \(to.rawValue)); "
            + "it applies to \(applicability)")
      } else {
        throw .usage("\(name) applies to \(applicability) only", command: "render")
      }
    }

    if let name = arguments.values["--size-category"] {
      environment.sizeCategory = SizeCategory(parsing: name) ?? .large
    }
    if let name = arguments.values["--appearance"] {
      environment.appearance = name == "dark" ? .dark : .light
    } else if let detected = TerminalCapabilities.appearance(environment: Platform.environment) {
      // The terminal's own background, for the terminal renderer only (see
      // `terminalEnvironment`).
      terminalAppearance = detected
    }
    if let name = arguments.values["--contrast"] {
      environment.contrast = name == "high" ? .increased : .standard
    }
    environment.isBoldTextEnabled = arguments.has("--bold-text")
    isStrict = arguments.has("--strict")
    isUnsafe = arguments.has("--unsafe")
    usesGFM = !arguments.has("--no-gfm")
  }

  private static func uniqued(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  func run() throws(CommandError) {
    for warning in warnings { Platform.writeError(warning + "\n") }
    let theme = try loadTheme()
    if isStreaming { return try runStreaming(theme: theme) }
    var output = OutputSink(path: outputPath)
    var buffer = OutputSink.makeBuffer()
    if from == .markdown && (to == .text || (to == .html && isBare)) {
      try renderMarkdown(into: &buffer)
    } else if to == .ansi || to == .html {
      let document =
        from == .markdown
        ? try styledMarkdown(theme: theme) : StyledDocument(try styledText(theme: theme))
      if to == .ansi {
        writeTerminal(document, theme: theme, into: &buffer)
      } else {
        writeHTML(document, theme: theme, into: &buffer)
      }
    } else if from == .markdown {
      let flattened = try styledMarkdown(theme: theme).flattenedWithBlocks()
      try write(flattened.text, blocks: flattened.blocks, theme: theme, to: &output, &buffer)
    } else {
      let text = try styledText(theme: theme)
      if to == .text {
        buffer.append(utf8: text.string)
        if let last = text.string.utf8.last, last != 0x0A, last != 0x0D { buffer.append(0x0A) }
      } else {
        try write(text, blocks: [], theme: theme, to: &output, &buffer)
      }
    }
    try output.finish(&buffer)
  }

  /// Renders the document for the terminal (or a pipe) with the capabilities the environment,
  /// `--color` and `--width` give.
  private func writeTerminal(_ document: StyledDocument, theme: Theme, into buffer: inout [UInt8]) {
    let writesToTerminal = (outputPath == nil || outputPath == "-") && Platform.isOutputTerminal
    let renderer = TerminalRenderer(
      theme: theme, environment: theme.environment(terminalEnvironment),
      capabilities: terminal.capabilities(writesToTerminal: writesToTerminal))
    // The bytes as rendered: making a String of them would check and copy every byte again.
    buffer.append(contentsOf: renderer.renderUTF8(document))
  }

  /// Renders themed HTML in the `--html` profile; a fragment is preceded by its style sheet,
  /// and warnings (an email past Gmail's clipping limit) go to standard error.
  private func writeHTML(_ document: StyledDocument, theme: Theme, into buffer: inout [UInt8]) {
    let renderer = htmlRenderer(theme: theme)
    if htmlProfile == .fragment {
      // The style sheet goes first, so the HTML is written apart and copied after it.
      var html: [UInt8] = []
      var stylesheet: [UInt8] = []
      let warnings = renderer.render(document, into: &html, stylesheet: &stylesheet)
      buffer.append(utf8: "<style>\n")
      buffer += stylesheet
      buffer.append(utf8: "</style>\n")
      buffer += html
      report(warnings)
    } else {
      report(renderer.render(document, into: &buffer))
    }
  }

  /// The themed HTML renderer for `--html` and the resolution options.
  func htmlRenderer(theme: Theme) -> HTMLRenderer {
    HTMLRenderer(
      theme: theme,
      options: HTMLRenderer.Options(
        profile: htmlProfile, environment: theme.environment(environment),
        allowsUnsafeLinks: isUnsafe))
  }

  /// The environment terminal output resolves in: `--appearance`, else the terminal's own.
  var terminalEnvironment: TextEnvironment {
    var terminal = environment
    if let terminalAppearance { terminal.appearance = terminalAppearance }
    return terminal
  }

  func report(_ warnings: [HTMLWarning]) {
    for warning in warnings { Platform.writeError("warning: \(warning)\n") }
  }

  /// Resolves styled text for the environment (and the theme's fonts) and writes it as JSON
  /// (with each run's block, for documents) or as the text dump.
  private func write(
    _ text: StyledText, blocks: [StyledDocument.BlockSpan], theme: Theme,
    to output: inout OutputSink, _ buffer: inout [UInt8]
  ) throws(CommandError) {
    let resolved = text.resolved(in: theme.environment(environment))
    let flush = { (bytes: inout [UInt8]) throws(CommandError) in try output.write(&bytes) }
    if to == .json {
      try resolved.writeJSON(
        to: &buffer, chunkSize: OutputSink.chunkSize, blocks: blocks, flush: flush)
    } else {
      try resolved.writeTextDump(to: &buffer, chunkSize: OutputSink.chunkSize, flush: flush)
    }
    buffer.append(0x0A)
  }

  /// The `--theme` file (theme JSON or DTCG design tokens), or the built-in default theme.
  func loadTheme() throws(CommandError) -> Theme {
    guard let themePath else { return .default }
    let data = Data(try Platform.readFile(themePath))
    do throws(ThemeError) {
      return Theme.isDesignTokens(data)
        ? try Theme(designTokens: data)
        : try Theme(json: data, baseURL: URL(fileURLWithPath: themePath))
    } catch {
      let lines = error.problems.map { "\(themePath): \($0)" }
      throw .invalidInput(lines.joined(separator: "\n"))
    }
  }

  /// Reads the input and checks it as UTF-8: the first invalid byte is an error with
  /// `--strict` and one warning without.
  private func readInput(skippingByteOrderMark: Bool) throws(CommandError) -> DecodedInput {
    let input = DecodedInput(try readBytes(), skipsByteOrderMark: skippingByteOrderMark)
    try report(input.firstInvalidByte)
    return input
  }

  private func readBytes() throws(CommandError) -> [UInt8] {
    if let path, path != "-" { return try Platform.readFile(path) }
    return try Platform.readStandardInput()
  }

  /// Reports invalid UTF-8: an error with `--strict`, one warning without.
  func report(_ invalid: (location: SourceLocation, byte: UInt8)?) throws(CommandError) {
    guard let (location, byte) = invalid else { return }
    let problem = "invalid UTF-8 at \(inputName):\(location) (byte 0x\(Self.hex(byte)))"
    if isStrict { throw .invalidInput(problem) }
    Platform.writeError("warning: \(problem); replaced with U+FFFD\n")
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }

  private func styledText(theme: Theme) throws(CommandError) -> StyledText {
    let input = try readInput(skippingByteOrderMark: true).text
    guard from == .markup else { return StyledText(input, style: theme.body) }
    let tags = theme.tagScheme()
    do throws(MarkupError) {
      return try StyledText(
        markup: input, style: theme.body, tags: tags, mode: isStrict ? .strict : .lenient)
    } catch {
      throw .invalidInput(error.withFileName(inputName).description)
    }
  }

  /// The input parsed as Markdown.
  private func parsedMarkdown() throws(CommandError) -> MarkdownDocument {
    // The parser skips a byte-order mark itself, so columns stay those of the file; valid
    // input goes to it as read, without a copy, and its clean-up finds the first ill-formed
    // sequence (no second pass). Such input, rare, is parsed again as the other formats read
    // it, each ill-formed part replaced as the standard library does.
    let bytes = try readBytes()
    let options = MarkdownParser.Options(extensions: usesGFM ? .gfm : .commonMark)
    let (document, firstIllFormed) = MarkdownParser.parseReportingIllFormed(
      bytes, options: options)
    guard let offset = firstIllFormed else { return document }
    try report((DecodedInput.location(of: offset, in: bytes), bytes[offset]))
    return MarkdownParser.parse(
      Array(String(decoding: bytes, as: UTF8.self).utf8), options: options)
  }

  /// The input as a document styled by the theme.
  private func styledMarkdown(theme: Theme) throws(CommandError) -> StyledDocument {
    let document = try parsedMarkdown()
    return MarkdownStyler(theme: theme, options: stylerOptions(theme: theme)).style(document)
  }

  /// How Markdown is styled, whole or streamed: `--unsafe` keeps raw HTML as text and
  /// dangerous links.
  func stylerOptions(theme: Theme) -> MarkdownStyler.Options {
    MarkdownStyler.Options(
      rawHTML: isUnsafe ? .keepLiteral : .drop, allowsUnsafeLinks: isUnsafe,
      tags: theme.tagScheme())
  }

  private func renderMarkdown(into buffer: inout [UInt8]) throws(CommandError) {
    let document = try parsedMarkdown()
    let extensions: MarkdownExtensions = usesGFM ? .gfm : .commonMark
    if to == .text {
      MarkdownPlainText.write(document, to: &buffer)
    } else {
      let renderer = MarkdownHTMLRenderer(
        options: .init(allowsUnsafeContent: isUnsafe, extensions: extensions))
      renderer.render(document, into: &buffer)
    }
  }
}
