/// The immutable storage behind a `MarkdownDocument`.
final class MarkdownStorage: Sendable {
  let nodes: [NodeRecord]
  let bytes: [UInt8]
  /// Nodes left in the table but unlinked from the tree.
  let detachedCount: Int

  init(nodes: [NodeRecord], bytes: [UInt8], detachedCount: Int) {
    self.nodes = nodes
    self.bytes = bytes
    self.detachedCount = detachedCount
  }

  func string(_ range: TextRange) -> String {
    let start = Int(range.start)
    return String(decoding: bytes[start..<start + Int(range.count)], as: UTF8.self)
  }
}
