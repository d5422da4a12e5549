import Typeset

extension HTMLStyleSheet {
  /// The declarations of every element, from the theme's Markdown element styles: each writes
  /// what its style changes over the body text, so the cascade merges element styles the way
  /// the styler merges a slot over the style around it.
  mutating func elementDeclarations(root: TextStyle, theme: Theme) -> [[UInt8]] {
    let markdown = theme.markdown
    let rootValues = values(of: root)
    var declarations = [[UInt8]](repeating: [], count: HTMLElement.allCases.count)

    var rootBytes: [UInt8] = []
    rootValues.appendDeclarations(differingFrom: nil, to: &rootBytes)
    CSSBytes.append("background-color:", to: &rootBytes)
    let background = environments.map {
      theme.background.resolved(for: $0.appearance, contrast: $0.contrast)
    }
    rootBytes += color(background, named: theme.background.name ?? "background")
    rootBytes.append(0x3B)
    if !usesVariables {
      // An email has no page style sheet to give its text a margin and a measure.
      CSSBytes.append("max-width:46em;margin:0 auto;padding:16px;", to: &rootBytes)
    }
    declarations[HTMLElement.root.rawValue] = rootBytes

    func block(_ slot: TextStyle, extra: StaticString = "") -> [UInt8] {
      let merged = root.merging(slot)
      let resolved = resolutions(of: merged)
      var bytes: [UInt8] = []
      values(of: resolved, style: merged).appendDeclarations(
        differingFrom: rootValues, to: &bytes)
      appendBlockDeclarations(resolved[0].paragraph, to: &bytes)
      CSSBytes.append(extra, to: &bytes)
      return bytes
    }
    func inline(_ slot: TextStyle, reset: StaticString) -> [UInt8] {
      let delta = inlineDelta(slot, over: root, rootValues: rootValues)
      return Self.resets(reset, unlessSetIn: delta) + delta
    }

    declarations[HTMLElement.paragraph.rawValue] = block(markdown.paragraph)
    for level in 1...6 {
      // Browsers size and embolden headings themselves; the theme says how instead.
      let heading = block(markdown.heading(level))
      declarations[HTMLElement.heading(level).rawValue] =
        Self.resets("font-size:inherit;font-weight:inherit;", unlessSetIn: heading) + heading
    }
    var quote = block(markdown.quote)
    CSSBytes.append("padding:0 0 0 ", to: &quote)
    quote += length(markdown.quoteIndent)
    CSSBytes.append(";border-left:0.2em solid ", to: &quote)
    quote += separatorColor(theme)
    quote.append(0x3B)
    declarations[HTMLElement.quote.rawValue] = quote

    var list: [UInt8] = []
    CSSBytes.append("margin:0 0 ", to: &list)
    list += length(markdown.listSpacingAfter)
    CSSBytes.append(";padding:0 0 0 ", to: &list)
    list += length(markdown.listIndent)
    list.append(0x3B)
    declarations[HTMLElement.list.rawValue] = list
    declarations[HTMLElement.listItem.rawValue] = block(markdown.listItem)
    declarations[HTMLElement.taskBox.rawValue] = Array("list-style-type:none;".utf8)
    declarations[HTMLElement.codeBlock.rawValue] = block(
      markdown.codeBlock, extra: "white-space:pre;overflow-x:auto;")

    var table: [UInt8] = Array("border-collapse:collapse;margin:0 0 ".utf8)
    table += length(8)
    table.append(0x3B)
    declarations[HTMLElement.table.rawValue] = table
    var cellFrame: [UInt8] = Array("padding:0.25em 0.75em;border:1px solid ".utf8)
    cellFrame += separatorColor(theme)
    cellFrame.append(0x3B)
    declarations[HTMLElement.tableHeader.rawValue] =
      inline(markdown.tableHeader, reset: "font-weight:inherit;text-align:inherit;") + cellFrame
    declarations[HTMLElement.tableCell.rawValue] =
      inline(markdown.tableCell, reset: "") + cellFrame

    let rule = root.merging(markdown.thematicBreak)
    var hr: [UInt8] = Array("border:0;border-top:1px solid ".utf8)
    hr += values(of: rule)[.color]
    CSSBytes.append(";margin:", to: &hr)
    hr += length(rule.resolved(in: environments[0]).paragraph?.paragraphSpacing ?? 8)
    CSSBytes.append(" 0;", to: &hr)
    declarations[HTMLElement.thematicBreak.rawValue] = hr

    var footnotes = block(markdown.footnoteDefinition)
    CSSBytes.append("border-top:1px solid ", to: &footnotes)
    footnotes += separatorColor(theme)
    footnotes.append(0x3B)
    declarations[HTMLElement.footnotes.rawValue] = footnotes

    declarations[HTMLElement.strong.rawValue] = inline(
      markdown.strong, reset: "font-weight:inherit;")
    declarations[HTMLElement.emphasis.rawValue] = inline(
      markdown.emphasis, reset: "font-style:inherit;")
    declarations[HTMLElement.strikethrough.rawValue] = inline(
      markdown.strikethrough, reset: "text-decoration:none;")
    declarations[HTMLElement.inlineCode.rawValue] = inline(
      markdown.inlineCode, reset: "font-family:inherit;font-size:inherit;")
    declarations[HTMLElement.link.rawValue] = inline(
      markdown.link, reset: "color:inherit;text-decoration:none;")
    declarations[HTMLElement.image.rawValue] =
      inline(markdown.image, reset: "") + Array("max-width:100%;".utf8)
    declarations[HTMLElement.footnoteReference.rawValue] = inline(
      markdown.footnoteReference, reset: "vertical-align:baseline;font-size:inherit;")
    return declarations
  }

  /// What a style changes over `base`, sizes relative to the text around (`em`) when the
  /// style's size is relative, so an element inside a heading scales with the heading.
  mutating func inlineDelta(_ slot: TextStyle, over base: TextStyle, rootValues: CSSValues)
    -> [UInt8]
  {
    let merged = base.merging(slot)
    let resolved = resolutions(of: merged)
    var mergedValues = values(of: resolved, style: merged)
    if let size = slot.size, size.isRelative, slot.dynamicTextStyle == nil {
      let baseSize = base.resolved(in: environments[0]).font.size
      var bytes: [UInt8] = []
      CSSBytes.appendNumber(baseSize > 0 ? resolved[0].font.size / baseSize : 1, to: &bytes)
      CSSBytes.append("em", to: &bytes)
      mergedValues[.fontSize] = bytes
    }
    var bytes: [UInt8] = []
    mergedValues.appendDeclarations(differingFrom: rootValues, to: &bytes)
    return bytes
  }

  /// The colour of rules and borders: the system separator colour.
  mutating func separatorColor(_ theme: Theme) -> [UInt8] {
    color(
      environments.map { TextColor.separator.resolved(for: $0.appearance, contrast: $0.contrast) },
      named: "separator")
  }

  /// The whole style sheet of a page or fragment: the colours, the element rules, the fixed
  /// rules and the classes made while writing.
  func appendStyleSheet(elements: [[UInt8]], isPage: Bool, to output: inout [UInt8]) {
    palette.appendRules(to: &output)
    if isPage {
      CSSBytes.append("body{margin:0;", to: &output)
      // The root's background, repeated for the page around the text.
      let root = elements[HTMLElement.root.rawValue]
      if let range = Self.range(of: Array("background-color:".utf8), in: root) {
        output += root[range.lowerBound...]
      }
      CSSBytes.append("}\n.typeset{max-width:46rem;margin:0 auto;padding:1rem}\n", to: &output)
    }
    for element in HTMLElement.allCases {
      CSSBytes.append(element.selector, to: &output)
      output.append(0x7B)
      output += elements[element.rawValue]
      CSSBytes.append("}\n", to: &output)
    }
    CSSBytes.append(
      """
      .typeset pre code{font-family:inherit;font-size:inherit;background:none}
      .typeset li.task>input{margin:0 0.4em 0 -1.4em}
      .typeset .ts-left{text-align:left}
      .typeset .ts-center{text-align:center}
      .typeset .ts-right{text-align:right}
      .typeset .footnotes ol{margin:0;padding:0 0 0 1.5em}

      """, to: &output)
    output += classRules
  }

  /// The declarations of `resets` (which undo what browsers give an element) whose property
  /// `declarations` does not set itself.
  static func resets(_ resets: StaticString, unlessSetIn declarations: [UInt8]) -> [UInt8] {
    var kept: [UInt8] = []
    let all = UnsafeBufferPointer(start: resets.utf8Start, count: resets.utf8CodeUnitCount)
    for declaration in all.split(separator: 0x3B) {
      guard let colon = declaration.firstIndex(of: 0x3A) else { continue }
      let property = Array(declaration[..<colon]) + [0x3A]
      let isSet =
        declarations.starts(with: property)
        || range(of: [0x3B] + property, in: declarations) != nil
      if !isSet {
        kept += declaration
        kept.append(0x3B)
      }
    }
    return kept
  }

  static func range(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
    guard needle.count <= haystack.count else { return nil }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<start + needle.count].elementsEqual(needle) {
      return start..<start + needle.count
    }
    return nil
  }
}
