/// Walks and copies of the flat node table, for assembling a streamed document from the trees
/// of its pieces.
enum StreamTree {
  /// Visits the subtree under `root` (excluded) in document order: `visit(node, true)` on
  /// entering a node, `visit(node, false)` on leaving it (also for nodes without children).
  static func walk(_ nodes: [NodeRecord], from root: Int32, _ visit: (Int32, Bool) -> Void) {
    var node = nodes[Int(root)].firstChild
    while node >= 0 {
      visit(node, true)
      if nodes[Int(node)].firstChild >= 0 {
        node = nodes[Int(node)].firstChild
        continue
      }
      while node >= 0 {
        visit(node, false)
        if nodes[Int(node)].next >= 0 {
          node = nodes[Int(node)].next
          break
        }
        node = nodes[Int(node)].parent
        if node == root { node = -1 }
      }
    }
  }

  /// The number of nodes in the subtree under `root`, `root` included.
  static func size(_ nodes: [NodeRecord], _ root: Int32) -> Int {
    var count = 1
    walk(nodes, from: root) { _, entering in if entering { count += 1 } }
    return count
  }

  /// Appends the children of `source`'s root (and every other node of `source` but its root)
  /// to `nodes` and `bytes`, the top-level children linked after the last child of the root
  /// at index 0.
  static func appendPiece(
    _ source: [NodeRecord], _ sourceBytes: [UInt8], to nodes: inout [NodeRecord],
    _ bytes: inout [UInt8]
  ) {
    let base = Int32(nodes.count) - 1
    let byteBase = Int32(bytes.count)
    bytes.append(contentsOf: sourceBytes)
    func map(_ index: Int32) -> Int32 { index < 0 ? -1 : (index == 0 ? 0 : index + base) }
    for index in 1..<max(1, source.count) {
      var record = source[index]
      record.parent = map(record.parent)
      record.firstChild = map(record.firstChild)
      record.lastChild = map(record.lastChild)
      record.next = map(record.next)
      record.prev = map(record.prev)
      var literal = record.literal
      literal.start += byteBase
      record.literal = literal
      if record.kind == .link || record.kind == .image {
        var title = record.linkTitle
        title.start += byteBase
        record.linkTitle = title
      }
      nodes.append(record)
    }
    let first = map(source[0].firstChild)
    guard first > 0 else { return }
    let last = nodes[0].lastChild
    nodes[Int(first)].prev = last
    if last >= 0 {
      nodes[Int(last)].next = first
    } else {
      nodes[0].firstChild = first
    }
    nodes[0].lastChild = map(source[0].lastChild)
  }
}
