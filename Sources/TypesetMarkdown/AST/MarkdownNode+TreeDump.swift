extension MarkdownNode {
  func summary() -> String {
    var line = "\(kind) [\(sourceRange)]"
    func quoted(_ s: String) -> String {
      var out = "\""
      for scalar in s.unicodeScalars {
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
    switch kind {
    case .heading: line += " level=\(headingLevel!)"
    case .list:
      line += isOrdered ? " ordered start=\(listStart!)" : " bullet"
      line += isTight ? " tight" : " loose"
    case .listItem:
      if let task = taskState { line += task ? " task=[x]" : " task=[ ]" }
    case .codeBlock:
      line += isFenced ? " fenced info=\(quoted(info!))" : " indented"
      line += " " + quoted(literal!)
    case .text, .code, .html, .htmlBlock: line += " " + quoted(literal!)
    case .link, .image:
      line += " destination=\(quoted(destination!))"
      if let t = title, !t.isEmpty { line += " title=\(quoted(t))" }
    case .tableRow: if isTableHeader { line += " header" }
    case .tableCell:
      if let a = tableAlignment, a != .none { line += " align=\(a)" }
    case .footnoteDefinition, .footnoteReference:
      line += " label=\(quoted(footnoteLabel!)) number=\(footnoteNumber!)"
    default: break
    }
    return line
  }

  func treeDump() -> String {
    var out = ""
    var depth = 0
    walk { event in
      if event.isEntering {
        out += String(repeating: "  ", count: depth) + event.node.summary() + "\n"
        if NodeRecord.isContainer(event.node.record.kind) { depth += 1 }
      } else {
        depth -= 1
      }
    }
    return out
  }
}
