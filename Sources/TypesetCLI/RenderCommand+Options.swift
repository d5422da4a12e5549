import Typeset
import TypesetHTML
import TypesetTerminal

extension RenderCommand {
  /// Every option of `typeset render`, declared once; help, parsing and validation read it.
  static let options: [OptionDefinition] = [
    .value(
      "--from", short: "f", valueName: "FORMAT",
      allowedValues: InputFormat.allCases.map(\.rawValue),
      help:
        "The input: plain text; tag markup (<b>, <i>, <u>, <a href>, <color value>, entities, "
        + "and the theme's style names such as <headline> as tags); or CommonMark Markdown with "
        + "the GitHub extensions.",
      defaultDescription:
        "markdown for files ending in .md, .markdown, .mdown, .mkd or .mkdn in any case, "
        + "otherwise plain"),
    .value(
      "--to", short: "t", valueName: "FORMAT",
      allowedValues: OutputFormat.allCases.map(\.rawValue),
      help:
        "The output: json, the resolved runs (for Markdown, each with the paragraph attributes "
        + "and the block it comes from); dump, one line per run with the attributes that "
        + "changed; text, the plain text (for Markdown, the visible text with blocks separated "
        + "by blank lines); html, HTML styled by the theme (see --html; Markdown with --bare: "
        + "the reference renderer's HTML); ansi, styled text for a terminal, wrapped to its "
        + "width (see --width and --color).",
      defaultDescription: "ansi when standard output is a terminal, otherwise json"),
    .value(
      "--theme", valueName: "FILE",
      help:
        "Style with this theme: a Typeset theme file (JSON) or W3C design tokens (DTCG). Its "
        + "styles, tags and Markdown element styles apply; a broken file is an error listing "
        + "every problem as path: reason (typeset theme check FILE shows the same).",
      defaultDescription: "the built-in default theme (typeset theme print default)",
      outputs: OutputFormat.resolvedFormats, harmlessElsewhere: true),
    .value(
      "--output", short: "o", valueName: "FILE",
      help:
        "Write to FILE instead of standard output ('-' is standard output). The file is "
        + "created or emptied only once the input has been read without errors."),
    .flag(
      "--strict",
      help:
        "Stop at the first problem with its line and column, and exit 1: invalid UTF-8, and "
        + "with --from markup an unclosed, unknown or mismatched tag or entity. Without it, "
        + "invalid UTF-8 becomes U+FFFD with one warning naming the first bad byte."),
    .flag(
      "--unsafe",
      help:
        "Keep raw HTML and javascript:, vbscript:, file: and data: URLs, which are dropped by "
        + "default as in cmark (styled output keeps the raw HTML as text).",
      inputs: [.markdown]),
    .flag(
      "--no-gfm",
      help:
        "Plain CommonMark, without the GitHub extensions (tables, strikethrough, autolinks, "
        + "task lists, the tag filter, footnotes).",
      inputs: [.markdown]),
    .flag(
      "--stream",
      help:
        "Read Markdown as it arrives (from a language model, say) and print each top-level "
        + "block as soon as no later input can change it, never rewriting what was printed; "
        + "the blocks still open are printed when the input ends. The output then equals "
        + "the output without --stream; with --to html each block is preceded by the style "
        + "rules it needs that came before in the page's head (a page's title is the first "
        + "block's heading, if it is one). The input is Markdown unless --from says otherwise; the output is ansi "
        + "unless --to says otherwise.",
      inputs: [.markdown], outputs: [.ansi, .html]),
    .flag(
      "--bare",
      help:
        "Semantic HTML exactly as the CommonMark reference renderer prints it: no classes, "
        + "no styles.",
      inputs: [.markdown], outputs: [.html]),
    .value(
      "--html", valueName: "PROFILE",
      allowedValues: HTMLRenderer.Profile.allCases.map(\.rawValue),
      help:
        "The kind of HTML: page, a whole document with one style sheet whose colours follow "
        + "the reader's light or dark mode and contrast setting; fragment, the same as one "
        + "<div class=\"typeset\"> preceded by its <style>; email, every style inline for "
        + "mail clients, in the --appearance given (a warning on standard error when it "
        + "passes Gmail's 102 KB clipping limit).",
      defaultDescription: "page", outputs: [.html]),
    TerminalSettings.widthOption(outputs: [.ansi]),
    TerminalSettings.colorOption(outputs: [.ansi]),
    .value(
      "--size-category", valueName: "CATEGORY",
      allowedValues: SizeCategory.allCases.map(\.shortName),
      canonicalValue: { SizeCategory(parsing: $0)?.shortName },
      help: "The Dynamic Type content size the styles are resolved for.",
      defaultDescription: "L", outputs: OutputFormat.resolvedFormats, harmlessElsewhere: true),
    .value(
      "--appearance", valueName: "MODE", allowedValues: ["light", "dark"],
      help:
        "Resolve colours for light or dark mode. Terminal output follows the terminal's own "
        + "background when COLORFGBG tells it.",
      defaultDescription: "light",
      outputs: OutputFormat.resolvedFormats, harmlessElsewhere: true),
    .value(
      "--contrast", valueName: "LEVEL", allowedValues: ["normal", "high"],
      canonicalValue: { typed in
        switch typed.lowercased() {
        case "normal", "standard": "normal"
        case "high": "high"
        default: nil
        }
      },
      help:
        "Resolve colours for normal (also spelled standard) or increased (high) contrast.",
      defaultDescription: "normal", outputs: OutputFormat.resolvedFormats,
      harmlessElsewhere: true),
    .flag(
      "--bold-text",
      help: "Resolve as with the system's Bold Text setting on: every weight one step heavier.",
      outputs: OutputFormat.resolvedFormats, harmlessElsewhere: true),
    .flag("--help", short: "h", help: "Show this help."),
  ]

  /// The text of `typeset render --help`.
  static var help: String {
    HelpFormatter(
      overview: "Style FILE (or standard input) and print it.",
      usage: "typeset render [FILE|-] [options]",
      arguments: [
        (
          "FILE",
          "The input file; '-' or nothing reads standard input. Options may come before "
            + "or after it; '--' ends the options."
        )
      ],
      options: options,
      sections: [
        (
          "NOTES",
          HelpFormatter.entry(
            "Words", "Option values that are words are read ignoring case (--to JSON).")
            + HelpFormatter.entry(
              "Input",
              "A leading UTF-8 byte-order mark is skipped. An option given where it does not "
                + "apply is a usage error when it would change the meaning (--unsafe, --no-gfm, "
                + "--bare, --html), and a warning when it only changes resolved styles or the "
                + "terminal layout (--size-category, --appearance, --contrast, --bold-text "
                + "with --to text; --width, --color without --to ansi).")
            + HelpFormatter.entry(
              "Terminal",
              "Without --to, a terminal gets ansi and a pipe or file gets json. Plain text and "
                + "tag markup render as one paragraph. Content can never write an escape "
                + "sequence of its own: control characters show as ^[ and the like.")
        ),
        ("EXIT STATUS", "  0 success, 1 invalid input or failed write, 2 usage error.\n"),
        (
          "EXAMPLES",
          "  typeset render README.md\n"
            + "  typeset render README.md --to ansi --width 60 --color 256 | less -R\n"
            + "  typeset render notes.md --to html --html email -o notes.html\n"
            + "  typeset render notes.md --theme brand.json --appearance dark --to dump\n"
            + "  typeset render notes.md --to text\n"
            + "  llm 'explain monads' | typeset render --stream\n"
            + "  echo '<b>Hi</b> &amp; bye' | typeset render --from markup --to dump\n"
            + "  typeset render page.txt --appearance dark --size-category AX1 -o page.json\n"
        ),
      ]
    ).render()
  }
}
