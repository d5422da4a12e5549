/// GFM footnotes: numbering references in order of first use and moving the referenced
/// definitions to the end of the document.

extension InlineParser {
  /// Numbers footnote references in document order, turns references without a definition
  /// back into text, and moves the referenced definitions to the end of the document.
  mutating func processFootnotes() {
    var numberOfDefinition: [Int32: Int32] = [:]
    var next: Int32 = 0
    var order: [Int32] = []
    var definitions: [Int32] = []
    var references: [Int32] = []
    // One walk of the whole tree, definitions included: definitions in the order they are
    // left (inner before outer, as cmark-gfm maps them), references in document order.
    var node: Int32 = nodes[0].firstChild
    while node >= 0 {
      let k = kind(node)
      if k == .footnoteReference { references.append(node) }
      if nodes[Int(node)].firstChild >= 0 {
        node = nodes[Int(node)].firstChild
        continue
      }
      if k == .footnoteDefinition { definitions.append(node) }
      while node >= 0 && nodes[Int(node)].next < 0 {
        node = nodes[Int(node)].parent
        if node == 0 {
          node = -1
        } else if kind(node) == .footnoteDefinition {
          definitions.append(node)
        }
      }
      if node >= 0 { node = nodes[Int(node)].next }
    }
    var map: [[UInt8]: Int32] = [:]
    for def in definitions {
      let label = literalBytes(nodes[Int(def)].footnoteLabel)
      let key = label.withUnsafeBufferPointer { normalizeLabel($0, 0, $0.count) }
      if map[key] == nil { map[key] = def }
    }
    for ref in references {
      resolveFootnoteReference(ref, map, &numberOfDefinition, &next, &order)
    }
    for def in definitions {
      nodes.unlink(def)
      if numberOfDefinition[def] == nil { detachedCount += subtreeSize(def) }
    }
    for def in order { nodes.appendChild(0, def) }
  }

  mutating func resolveFootnoteReference(
    _ ref: Int32, _ map: [[UInt8]: Int32], _ numbers: inout [Int32: Int32], _ next: inout Int32,
    _ order: inout [Int32]
  ) {
    let label = literalBytes(nodes[Int(ref)].footnoteLabel)
    let key = label.withUnsafeBufferPointer { normalizeLabel($0, 0, $0.count) }
    if let def = map[key] {
      if numbers[def] == nil {
        next += 1
        numbers[def] = next
        order.append(def)
        nodes[Int(def)].footnoteNumber = Int(next)
      }
      nodes[Int(def)].footnoteReferenceCount += 1
      nodes[Int(ref)].footnoteNumber = nodes[Int(def)].footnoteNumber
      nodes[Int(ref)].footnoteReferenceOrdinal = nodes[Int(def)].footnoteReferenceCount
      nodes[Int(ref)].footnoteLabel = nodes[Int(def)].footnoteLabel
    } else {
      // No definition: the reference is plain text again.
      var text = Array("[^".utf8)
      text.append(contentsOf: label)
      text.append(UInt8(ascii: "]"))
      nodes[Int(ref)].kind = .text
      let r = TextRange(start: Int32(bytes.count), count: Int32(text.count))
      bytes.append(contentsOf: text)
      nodes[Int(ref)].literal = r
    }
  }
}
