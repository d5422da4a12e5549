extension ThemeLoader {
  /// The style slots of ``MarkdownStyles`` by their property names.
  static var markdownStyleSlots: [(key: String, slot: WritableKeyPath<MarkdownStyles, TextStyle>)] {
    [
      ("text", \.text), ("emphasis", \.emphasis), ("strong", \.strong),
      ("strongEmphasis", \.strongEmphasis), ("strikethrough", \.strikethrough),
      ("inlineCode", \.inlineCode), ("link", \.link), ("image", \.image),
      ("paragraph", \.paragraph), ("quote", \.quote), ("codeBlock", \.codeBlock),
      ("listItem", \.listItem), ("listMarker", \.listMarker), ("tableHeader", \.tableHeader),
      ("tableCell", \.tableCell), ("thematicBreak", \.thematicBreak),
      ("footnoteReference", \.footnoteReference), ("footnoteDefinition", \.footnoteDefinition),
    ]
  }

  /// The text slots of ``MarkdownStyles``.
  static var markdownTextSlots: [(key: String, slot: WritableKeyPath<MarkdownStyles, String>)] {
    [
      ("softBreak", \.softBreak), ("hardBreak", \.hardBreak),
      ("thematicBreakText", \.thematicBreakText),
    ]
  }

  /// The point slots of ``MarkdownStyles``.
  static var markdownPointSlots: [(key: String, slot: WritableKeyPath<MarkdownStyles, Double>)] {
    [
      ("quoteIndent", \.quoteIndent), ("listIndent", \.listIndent),
      ("listSpacingAfter", \.listSpacingAfter),
    ]
  }

  /// Every key of the `markdown` object: ``MarkdownStyles``' property names.
  static let markdownKeys: [String] =
    markdownStyleSlots.map(\.key) + markdownTextSlots.map(\.key) + markdownPointSlots.map(\.key)
    + ["headings", "bullets", "numbering", "taskBoxes"]

  /// Reads `markdown`. A slot the file leaves out keeps the built-in default
  /// (``MarkdownStyles/init()``); a slot it gives replaces the default whole.
  mutating func loadMarkdown(_ node: Int, _ path: String) -> MarkdownStyles {
    var markdown = MarkdownStyles()
    guard let members = object(node, path, allowed: Self.markdownKeys) else { return markdown }
    for member in members {
      let (key, value, path) = member
      if let slot = Self.markdownStyleSlots.first(where: { $0.key == key })?.slot {
        if let style = derivedStyle(value, path) { markdown[keyPath: slot] = style }
      } else if let slot = Self.markdownTextSlots.first(where: { $0.key == key })?.slot {
        if let text = string(value, path) { markdown[keyPath: slot] = text }
      } else if let slot = Self.markdownPointSlots.first(where: { $0.key == key })?.slot {
        if let points = number(value, path, in: 0...1000) { markdown[keyPath: slot] = points }
      } else {
        switch key {
        case "headings":
          guard let elements = array(value, path) else { continue }
          guard elements.count == 6 else {
            report(
              path, "expected 6 heading styles (levels 1 to 6), found \(elements.count)", at: value)
            continue
          }
          var headings: [TextStyle] = []
          for element in elements {
            if let style = derivedStyle(element.value, element.path) { headings.append(style) }
          }
          if headings.count == 6 { markdown.headings = headings }
        case "bullets":
          if let bullets = strings(value, path) { markdown.bullets = bullets }
        case "numbering":
          guard let elements = nonEmptyArray(value, path) else { continue }
          let numbering = elements.compactMap { word($0.value, $0.path, as: ListNumbering.self) }
          if numbering.count == elements.count { markdown.numbering = numbering }
        default:
          guard let boxes = object(value, path, allowed: ["unchecked", "checked"]) else { continue }
          for box in boxes {
            guard let text = string(box.value, box.path) else { continue }
            if box.key == "checked" {
              markdown.taskBoxes.checked = text
            } else {
              markdown.taskBoxes.unchecked = text
            }
          }
        }
      }
    }
    return markdown
  }

  /// A non-empty array of strings.
  mutating func strings(_ node: Int, _ path: String) -> [String]? {
    guard let elements = nonEmptyArray(node, path) else { return nil }
    let texts = elements.compactMap { string($0.value, $0.path) }
    return texts.count == elements.count ? texts : nil
  }

  mutating func nonEmptyArray(_ node: Int, _ path: String) -> [(value: Int, path: String)]? {
    guard let elements = array(node, path) else { return nil }
    if elements.isEmpty {
      report(path, "expected at least one value", at: node)
      return nil
    }
    return elements
  }
}
