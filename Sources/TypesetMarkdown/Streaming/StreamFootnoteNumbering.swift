/// GFM footnote numbering carried across the settled regions of a stream, as the parser
/// numbers a whole document: references in document order (definitions in place), each
/// definition numbered at its first reference; definitions leave their place.
struct StreamFootnoteNumbering: Sendable {
  var numberOfLabel: [[UInt8]: Int] = [:]
  var referenceCountOfLabel: [[UInt8]: Int] = [:]
  var lastNumber = 0

  /// The settled fragment of `region`, whose footnote references all have final definitions
  /// (`definitionLabels`: the label as written, by normalised label): references numbered,
  /// definitions taken out.
  mutating func settle(
    _ region: StreamRegion, definitionLabels: [[UInt8]: [UInt8]]
  ) -> MarkdownDocument {
    var nodes = region.nodes
    var bytes = region.bytes
    var detached = region.detachedCount
    if region.hasFootnotes {
      var keys = region.footnoteReferenceKeys.makeIterator()
      var definitions: [Int32] = []
      StreamTree.walk(region.nodes, from: 0) { node, entering in
        let kind = region.nodes[Int(node)].kind
        if entering && kind == .footnoteReference, let key = keys.next() {
          var number = numberOfLabel[key] ?? 0
          if number == 0 {
            lastNumber += 1
            number = lastNumber
            numberOfLabel[key] = number
          }
          let ordinal = (referenceCountOfLabel[key] ?? 0) + 1
          referenceCountOfLabel[key] = ordinal
          let label = definitionLabels[key] ?? []
          nodes[Int(node)].footnoteNumber = number
          nodes[Int(node)].footnoteReferenceOrdinal = ordinal
          nodes[Int(node)].footnoteLabel = TextRange(
            start: Int32(bytes.count), count: Int32(label.count))
          bytes.append(contentsOf: label)
        } else if !entering && kind == .footnoteDefinition {
          definitions.append(node)
        }
      }
      for definition in definitions {
        detached += StreamTree.size(nodes, definition)
        nodes.unlink(definition)
      }
    }
    return MarkdownDocument(
      storage: MarkdownStorage(nodes: nodes, bytes: bytes, detachedCount: detached))
  }
}
