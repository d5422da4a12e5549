/// Fragments of a streamed document: small documents whose children are some of its
/// top-level blocks.
enum StreamFragments {
  /// A document with no blocks.
  static let empty = MarkdownDocument(
    storage: MarkdownStorage(
      nodes: [StreamFragments.rootRecord(endLine: 1, endColumn: 0)], bytes: [],
      detachedCount: 0))

  /// A document node's record ending at `endLine`:`endColumn`.
  static func rootRecord(endLine: Int32, endColumn: Int32) -> NodeRecord {
    var root = NodeRecord(kind: .document)
    root.startLine = 1
    root.startColumn = 1
    root.endLine = endLine
    root.endColumn = endColumn
    return root
  }

  /// `document` without its first `count` top-level blocks.
  static func dropping(_ document: MarkdownDocument, firstBlocks count: Int) -> MarkdownDocument {
    guard count > 0 else { return document }
    var nodes = document.storage.nodes
    var detached = document.storage.detachedCount
    for _ in 0..<count {
      let first = nodes[0].firstChild
      guard first >= 0 else { break }
      detached += StreamTree.size(nodes, first)
      nodes.unlink(first)
    }
    return MarkdownDocument(
      storage: MarkdownStorage(
        nodes: nodes, bytes: document.storage.bytes, detachedCount: detached))
  }
}
