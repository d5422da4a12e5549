import Typeset

/// `typeset demo`: a tour of the built-in theme, resolved in several environments.
struct DemoCommand {
  /// The options of `typeset demo`.
  static let options: [OptionDefinition] = [
    .value(
      "--output", short: "o", valueName: "FILE",
      help: "Write to FILE instead of standard output ('-' is standard output)."),
    .flag("--help", short: "h", help: "Show this help."),
  ]

  /// The text of `typeset demo --help`.
  static var help: String {
    HelpFormatter(
      overview:
        "Show the built-in theme resolved in several environments: the type scale, Dynamic "
        + "Type, a cascade, restyling, tag markup and semantic colours.",
      usage: "typeset demo [options]", options: options
    ).render()
  }

  var outputPath: String?

  init(arguments words: ArraySlice<String>) throws(CommandError) {
    let arguments = try ParsedArguments(words, options: Self.options, command: "demo")
    guard arguments.positionals.isEmpty else {
      throw .usage(
        "demo takes no arguments, got \(arguments.positionals.joined(separator: " "))",
        command: "demo")
    }
    outputPath = arguments.values["--output"]
  }

  /// Writes the showcase.
  func run() throws(CommandError) {
    var output = OutputSink(path: outputPath)
    var buffer = Array(showcase().utf8)
    try output.finish(&buffer)
  }

  func showcase() -> String {
    var out = "Typeset — the built-in theme, resolved\n"
    out += typeScale()
    out += dynamicType()
    out += cascade()
    out += restyling()
    out += markup()
    out += appearance()
    return out
  }

  private func heading(_ title: String) -> String {
    "\n\(title)\n" + String(repeating: "─", count: title.count) + "\n"
  }

  private func typeScale() -> String {
    var out = heading("The type scale at Large")
    let large = TextEnvironment()
    for (name, style) in Theme.default.styles.sorted(by: { $0.key < $1.key }) {
      let font = style.resolved(in: large).font
      out +=
        "  \(name.padding(12))\(format(font.size).padding(6, left: true)) pt  "
        + "\(font.weight.description.padding(9))\(font.family)\n"
    }
    return out
  }

  private func dynamicType() -> String {
    var out = heading("Dynamic Type: Body at every content size")
    var sizes: [String] = []
    var capped: [String] = []
    var custom: [String] = []
    let avenir = TextStyle.body.fontFamily(
      .custom("Avenir Next", faces: [FontFace(weight: .regular, name: "AvenirNext-Regular")]))
    for category in ContentSizeCategory.allCases {
      let environment = TextEnvironment(sizeCategory: category)
      sizes.append(
        "\(category.shortName) \(format(TextStyle.body.resolved(in: environment).font.size))")
      capped.append(
        "\(category.shortName) "
          + format(TextStyle.body.scaling(.standardSizes).resolved(in: environment).font.size))
      custom.append("\(category.shortName) \(format(avenir.resolved(in: environment).font.size))")
    }
    out += "  system, all sizes:      " + sizes.joined(separator: " · ") + "\n"
    out += "  system, standard sizes: " + capped.joined(separator: " · ") + "\n"
    out += "  Avenir Next 17 pt via FontMetrics: " + custom.joined(separator: " · ") + "\n"
    return out
  }

  private func cascade() -> String {
    var out = heading("Cascade: header = body.sizeMultiplied(by: 1.4).uppercased().bold()")
    let header = TextStyle.body.sizeMultiplied(by: 1.4).uppercased().bold()
    let text = "Zebras".styled(header) + " of Africa".styled(.body)
    for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
      out += "  at \(category.shortName):\n"
      out += indent(text.resolved(in: TextEnvironment(sizeCategory: category)).textDump())
    }
    return out
  }

  private func restyling() -> String {
    var out = heading("Restyling every \"zebra\", ignoring case and diacritics, whole words")
    let text = "Zebras: the plains zébra, Grévy's ZEBRA and the mountain zebra."
      .styled(.body)
      .restyled(
        occurrencesOf: "zebra", options: [.ignoringCase, .ignoringDiacritics, .wholeWords]
      ) { $0.bold().color(.systemBlue) }
    out += indent(text.resolved(in: TextEnvironment()).textDump())
    return out
  }

  private func markup() -> String {
    var out = heading("Tag markup: nesting, overlap, attributes, entities")
    let tags = Theme.default.tagScheme()
    let source =
      "<headline>Zebras</headline> are <b>striped <i>horses</i></b> &mdash; "
      + "<i>an <b>example</i> of overlap</b>, <color value='systemOrange'>coloured</color>, "
      + "<a href='https://en.wikipedia.org/wiki/Zebra'>linked</a> &amp; safe: "
      + Markup.escape("<script>")
    out += "  " + source + "\n"
    out += indent(StyledText(markup: source, tags: tags).resolved(in: TextEnvironment()).textDump())
    return out
  }

  private func appearance() -> String {
    var out = heading("Semantic colours in light and dark mode")
    for (name, color) in [
      ("label", Color.label), ("secondaryLabel", .secondaryLabel),
      ("link", .link), ("systemBlue", .systemBlue),
    ] {
      out +=
        "  \(name.padding(16))light \(color.resolved(for: .light).hex)  "
        + "dark \(color.resolved(for: .dark).hex)\n"
    }
    return out
  }

  private func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)\n" }.joined()
  }

  private func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String((value * 100).rounded() / 100)
  }
}

extension String {
  fileprivate func padding(_ width: Int, left: Bool = false) -> String {
    let pad = String(repeating: " ", count: max(width - count, 0))
    return left ? pad + self : self + pad
  }
}
