extension StyledDocument: CustomStringConvertible, CustomDebugStringConvertible {
  /// The text of the blocks, one block a line.
  ///
  ///     StyledDocument("Hi".styled(.body)).description   // "Hi"
  public var description: String { flattened().string }

  /// The block tree: one line per block with its kind and set style values, then one line per
  /// run of its text, so a failing expectation shows what is where.
  ///
  /// Indentation stops growing at 32 levels and the depth is printed as `(n)` beyond, so the
  /// listing of a deeply nested document stays linear in its size.
  ///
  ///     print(String(reflecting: StyledDocument("Hi".styled(TextStyle().bold()))))
  ///     // StyledDocument (1 block)
  ///     //   paragraph
  ///     //     "Hi" TextStyle(weight: bold)
  public var debugDescription: String {
    var lines = ["StyledDocument (\(nodes.count) block\(nodes.count == 1 ? "" : "s"))"]
    var ends: [Int] = []
    // A style is described once (a description reflects over every value), however many
    // runs share it.
    var described: [TextStyle: String] = [:]
    for index in nodes.indices {
      while let last = ends.last, last <= index { ends.removeLast() }
      let node = nodes[index]
      let depth = ends.count
      let pad = String(repeating: "  ", count: min(depth, 32) + 1)
      let deep = depth > 32 ? "(\(depth)) " : ""
      lines.append(pad + deep + Self.label(of: Block(document: self, index: index)))
      if !node.kind.isContainer {
        let runs = content.slice(utf8: node.textStart..<node.textEnd).runs
        for run in runs {
          let style = described[run.style] ?? run.style.description
          if described.count < 4096 { described[run.style] = style }
          lines.append("\(pad)  \(run.text.debugDescription) \(style)")
        }
      }
      ends.append(Int(node.end))
    }
    return lines.joined(separator: "\n")
  }

  private static func label(of block: Block) -> String {
    var label: String
    switch block.kind {
    case .heading(let level): label = "heading(level: \(level))"
    case .list(let ordered, let start, let isTight):
      label =
        "list(\(ordered ? "ordered, start: \(start)" : "unordered")\(isTight ? ", tight" : ""))"
    case .listItem(let checkbox?): label = "listItem(\(checkbox))"
    case .codeBlock(let language?): label = "codeBlock(language: \(language.debugDescription))"
    case .table(let columns): label = "table(\(columns.map(\.rawValue).joined(separator: ", ")))"
    case .tableRow(let isHeader): label = isHeader ? "tableRow(header)" : "tableRow"
    case .footnoteDefinition(let number): label = "footnoteDefinition(\(number))"
    default: label = block.kind.name
    }
    let style = block.style
    var parts: [String] = []
    if let value = style.spacingBefore { parts.append("spacingBefore: \(value)") }
    if let value = style.spacingAfter { parts.append("spacingAfter: \(value)") }
    if let value = style.indent { parts.append("indent: \(value)") }
    if let marker = style.marker {
      switch marker {
      case .bullet(let text): parts.append("marker: \(text.debugDescription)")
      case .numbered(let numbering, let suffix):
        parts.append("marker: \(numbering.rawValue)\(suffix.debugDescription)")
      }
    }
    if !style.markerStyle.isEmpty { parts.append("markerStyle: \(style.markerStyle)") }
    if let value = style.columnWidth { parts.append("columnWidth: \(value)") }
    if !parts.isEmpty { label += " {" + parts.joined(separator: ", ") + "}" }
    return label
  }
}
