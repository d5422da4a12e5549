import Typeset
import TypesetMarkdown

/// `typeset render [FILE|-] [--from …] [--to …] …`: styles the input and prints it.
struct RenderCommand {
  enum InputFormat: String { case plain, markup, markdown }
  enum OutputFormat: String { case json, text, html }

  var path: String?
  var from: InputFormat
  var to: OutputFormat
  var environment = TextEnvironment()
  var isStrict = false
  var isUnsafe = false
  var usesGFM = true

  static let valueOptions: Set<String> = [
    "--from", "--to", "--theme", "--size-category", "--appearance", "--width", "--color",
  ]
  static let flagOptions: Set<String> = ["--bare", "--unsafe", "--no-gfm", "--strict"]

  init(arguments words: ArraySlice<String>) throws(CommandError) {
    let arguments = try Arguments(
      words, valueOptions: Self.valueOptions, flagOptions: Self.flagOptions)
    guard arguments.positionals.count <= 1 else {
      throw .usage("render takes one input file, got \(arguments.positionals.count)")
    }
    path = arguments.positionals.first
    if let name = arguments.options["--from"] {
      guard let format = InputFormat(rawValue: name) else {
        throw .usage("unknown input format '\(name)'; expected plain, markup or markdown")
      }
      from = format
    } else {
      from = (path?.hasSuffix(".md") ?? false) ? .markdown : .plain
    }
    let output = arguments.options["--to"] ?? (from == .markdown ? "html" : "json")
    guard let format = OutputFormat(rawValue: output) else {
      throw .usage("unknown output format '\(output)'; expected json, text or html")
    }
    to = format
    if let name = arguments.options["--size-category"] {
      guard let category = ContentSizeCategory(parsing: name) else {
        throw .usage(
          "unknown size category '\(name)'; expected xS, S, M, L, xL, xxL, xxxL or AX1…AX5")
      }
      environment.sizeCategory = category
    }
    if let name = arguments.options["--appearance"] {
      guard let appearance = Appearance(rawValue: name) else {
        throw .usage("unknown appearance '\(name)'; expected light or dark")
      }
      environment.appearance = appearance
    }
    for option in ["--theme", "--width", "--color"] where arguments.options[option] != nil {
      throw .usage("\(option) is not supported yet")
    }
    let flags = arguments.flags
    isStrict = flags.contains("--strict")
    isUnsafe = flags.contains("--unsafe")
    usesGFM = !flags.contains("--no-gfm")
    if isStrict && from != .markup { throw .usage("--strict applies to --from markup only") }
    if (isUnsafe || !usesGFM) && from != .markdown {
      throw .usage("--unsafe and --no-gfm apply to --from markdown only")
    }
    switch (from, to) {
    case (.markdown, .html):
      guard flags.contains("--bare") else {
        throw .usage("themed HTML is not supported yet; use --to html --bare")
      }
    case (.markdown, _):
      throw .usage("Markdown renders to HTML only so far; use --to html --bare")
    case (_, .html):
      throw .usage("--to html is supported for --from markdown only so far")
    default:
      if flags.contains("--bare") { throw .usage("--bare applies to --to html only") }
    }
  }

  func run() throws(CommandError) -> String {
    let bytes =
      try path.map { path throws(CommandError) in
        path == "-" ? Platform.readStandardInput() : try Platform.readFile(path)
      } ?? Platform.readStandardInput()
    if from == .markdown {
      let options = MarkdownParser.Options(extensions: usesGFM ? .gfm : .none)
      let document = MarkdownParser.parse(bytes, options: options)
      let renderer = MarkdownHTMLRenderer(
        options: .init(allowsUnsafeContent: isUnsafe, extensions: options.extensions))
      return renderer.render(document)
    }
    let input = String(decoding: bytes, as: UTF8.self)
    let theme = Theme.standard
    let text: StyledText
    if from == .markup {
      let tags = TagScheme.default.addingStyles(of: theme)
      do throws(MarkupError) {
        text = try StyledText(
          markup: input, style: theme.body, tags: tags, mode: isStrict ? .strict : .lenient)
      } catch {
        let name = path.flatMap { $0 == "-" ? nil : $0 } ?? "input"
        throw .invalidInput(error.withFileName(name).description)
      }
    } else {
      text = StyledText(input, style: theme.body)
    }
    let resolved = text.resolved(in: environment)
    switch to {
    case .json: return resolved.jsonString() + "\n"
    case .text: return resolved.textDump() + "\n"
    case .html: return ""  // rejected in init for styled text
    }
  }
}
