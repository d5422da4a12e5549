/// GFM footnotes (cmark-gfm's extension; no spec section): numbering references in order of
/// first use and moving the referenced definitions to the end of the document.

extension InlineParser {
  /// Numbers footnote references in document order, turns references without a definition
  /// back into text, and moves the referenced definitions to the end of the document.
  mutating func processFootnotes() {
    var numberOfDefinition: [Int32: Int32] = [:]
    var lastNumber: Int32 = 0
    var order: [Int32] = []
    var definitions: [Int32] = []
    var references: [Int32] = []
    // One walk of the whole tree, definitions included: definitions in the order they are
    // left (inner before outer, as cmark-gfm maps them), references in document order.
    var node: Int32 = nodes[0].firstChild
    while node >= 0 {
      let nodeKind = kind(node)
      if nodeKind == .footnoteReference { references.append(node) }
      if nodes[Int(node)].firstChild >= 0 {
        node = nodes[Int(node)].firstChild
        continue
      }
      if nodeKind == .footnoteDefinition { definitions.append(node) }
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
    // The first definition of each label counts.
    var definitionOfLabel: [[UInt8]: Int32] = [:]
    for definition in definitions {
      let label = literalBytes(nodes[Int(definition)].footnoteLabel)
      let key = label.withUnsafeBufferPointer { normalizeLabel($0, 0, $0.count) }
      if definitionOfLabel[key] == nil { definitionOfLabel[key] = definition }
    }
    for reference in references {
      resolveFootnoteReference(
        reference, definitionOfLabel, &numberOfDefinition, &lastNumber, &order)
    }
    for definition in definitions {
      nodes.unlink(definition)
      if numberOfDefinition[definition] == nil { detachedCount += subtreeSize(definition) }
    }
    for definition in order { nodes.appendChild(0, definition) }
  }

  /// Links footnote reference `reference` to its definition, numbering the definition on its
  /// first reference (`lastNumber` is the last number given; `order` lists the numbered
  /// definitions), or turns the reference back into text when its label has no definition.
  mutating func resolveFootnoteReference(
    _ reference: Int32, _ definitionOfLabel: [[UInt8]: Int32],
    _ numberOfDefinition: inout [Int32: Int32], _ lastNumber: inout Int32,
    _ order: inout [Int32]
  ) {
    let label = literalBytes(nodes[Int(reference)].footnoteLabel)
    let key = label.withUnsafeBufferPointer { normalizeLabel($0, 0, $0.count) }
    if let definition = definitionOfLabel[key] {
      if numberOfDefinition[definition] == nil {
        lastNumber += 1
        numberOfDefinition[definition] = lastNumber
        order.append(definition)
        nodes[Int(definition)].footnoteNumber = Int(lastNumber)
      }
      nodes[Int(definition)].footnoteReferenceCount += 1
      nodes[Int(reference)].footnoteNumber = nodes[Int(definition)].footnoteNumber
      nodes[Int(reference)].footnoteReferenceOrdinal =
        nodes[Int(definition)].footnoteReferenceCount
      nodes[Int(reference)].footnoteLabel = nodes[Int(definition)].footnoteLabel
    } else {
      // No definition: the reference is plain text again.
      var text = Array("[^".utf8)
      text.append(contentsOf: label)
      text.append(UInt8(ascii: "]"))
      nodes[Int(reference)].kind = .text
      let literal = TextRange(start: Int32(bytes.count), count: Int32(text.count))
      bytes.append(contentsOf: text)
      nodes[Int(reference)].literal = literal
    }
  }
}
