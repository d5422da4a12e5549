extension MarkdownNode {
  /// The dump of this node's subtree (see ``debugDescription``), written by a walker.
  func treeDump() -> String {
    var dumper = TreeDumper()
    dumper.walk(self)
    return dumper.output
  }

  /// One line of the dump: the kind, the source range and the kind's content.
  func summary() -> String {
    var line = "\(kind) [\(sourceRange)]"
    switch kind {
    case .heading: line += " level=\(MarkdownHeading(unchecked: self).level)"
    case .list:
      let list = MarkdownList(unchecked: self)
      line += list.start.map { " ordered start=\($0)" } ?? " bullet"
      line += list.isTight ? " tight" : " loose"
    case .listItem:
      switch MarkdownListItem(unchecked: self).checkbox {
      case .checked: line += " task=[x]"
      case .unchecked: line += " task=[ ]"
      case nil: break
      }
    case .codeBlock:
      let code = MarkdownCodeBlock(unchecked: self)
      line += code.isFenced ? " fenced info=\(Self.quoted(code.info))" : " indented"
      line += " " + Self.quoted(code.literal)
    case .text: line += " " + Self.quoted(MarkdownText(unchecked: self).literal)
    case .code: line += " " + Self.quoted(MarkdownInlineCode(unchecked: self).literal)
    case .html: line += " " + Self.quoted(MarkdownInlineHTML(unchecked: self).literal)
    case .htmlBlock: line += " " + Self.quoted(MarkdownHTMLBlock(unchecked: self).literal)
    case .link:
      let link = MarkdownLink(unchecked: self)
      line += " destination=\(Self.quoted(link.destination))"
      if let title = link.title { line += " title=\(Self.quoted(title))" }
    case .image:
      let image = MarkdownImage(unchecked: self)
      line += " destination=\(Self.quoted(image.destination))"
      if let title = image.title { line += " title=\(Self.quoted(title))" }
    case .tableRow: if MarkdownTableRow(unchecked: self).isHeader { line += " header" }
    case .tableCell:
      let alignment = MarkdownTableCell(unchecked: self).alignment
      if alignment != .unspecified { line += " align=\(alignment)" }
    case .footnoteDefinition:
      let definition = MarkdownFootnoteDefinition(unchecked: self)
      line += " label=\(Self.quoted(definition.label)) number=\(definition.number)"
    case .footnoteReference:
      let reference = MarkdownFootnoteReference(unchecked: self)
      line += " label=\(Self.quoted(reference.label)) number=\(reference.number)"
    default: break
    }
    return line
  }

  /// A string in double quotes, with line endings, tabs, quotes and backslashes escaped.
  static func quoted(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

/// Writes the tree dump: one line per node, indented two spaces per level.
///
/// The indentation is drawn for the first ``drawnLevels`` levels only; a deeper line starts
/// with its depth in parentheses, so a line costs the same at any depth and the dump of a tree
/// nested 100 000 levels deep is linear in the number of nodes.
struct TreeDumper: MarkdownWalker {
  /// Levels of indentation drawn before the depth is printed as a number.
  static let drawnLevels = 32
  static let indentation = String(repeating: "  ", count: drawnLevels)

  var output = ""
  var depth = 0

  mutating func visitNode(_ node: MarkdownNode) -> MarkdownWalkAction {
    if depth <= Self.drawnLevels {
      output += Self.indentation.prefix(2 * depth)
    } else {
      output += Self.indentation
      output += "(\(depth)) "
    }
    output += node.summary()
    output += "\n"
    if node.kind.canHaveChildren { depth += 1 }
    return .visitChildren
  }

  mutating func leaveNode(_ node: MarkdownNode) {
    depth -= 1
  }
}
