/// Tree edits on the flat node arena, shared by the block and inline phases.
extension Array where Element == NodeRecord {
  /// Links `child` as the last child of `parent`.
  mutating func appendChild(_ parent: Int32, _ child: Int32) {
    withUnsafeMutableBufferPointer { records in
      precondition(Int(parent) < records.count && Int(child) < records.count)
      let last = records[Int(parent)].lastChild
      records[Int(child)].parent = parent
      records[Int(child)].prev = last
      records[Int(child)].next = -1
      if last >= 0 {
        records[Int(last)].next = child
      } else {
        records[Int(parent)].firstChild = child
      }
      records[Int(parent)].lastChild = child
    }
  }

  /// Adds `record` to the table as the last child of `parent`; returns its index.
  @inline(__always)
  mutating func appendNode(_ record: NodeRecord, to parent: Int32) -> Int32 {
    var record = record
    let child = Int32(count)
    let last = self[Int(parent)].lastChild
    record.parent = parent
    record.prev = last
    record.next = -1
    append(record)
    withUnsafeMutableBufferPointer { records in
      if last >= 0 {
        records[Int(last)].next = child
      } else {
        records[Int(parent)].firstChild = child
      }
      records[Int(parent)].lastChild = child
    }
    return child
  }

  /// Takes `node` out of its parent's children (its own children stay with it).
  mutating func unlink(_ node: Int32) {
    let record = self[Int(node)]
    if record.prev >= 0 {
      self[Int(record.prev)].next = record.next
    } else if record.parent >= 0 {
      self[Int(record.parent)].firstChild = record.next
    }
    if record.next >= 0 {
      self[Int(record.next)].prev = record.prev
    } else if record.parent >= 0 {
      self[Int(record.parent)].lastChild = record.prev
    }
    self[Int(node)].parent = -1
    self[Int(node)].prev = -1
    self[Int(node)].next = -1
  }

  /// Links the unlinked `node` as the sibling just before `anchor`.
  mutating func insertBefore(_ anchor: Int32, _ node: Int32) {
    let anchorRecord = self[Int(anchor)]
    self[Int(node)].parent = anchorRecord.parent
    self[Int(node)].prev = anchorRecord.prev
    self[Int(node)].next = anchor
    if anchorRecord.prev >= 0 {
      self[Int(anchorRecord.prev)].next = node
    } else if anchorRecord.parent >= 0 {
      self[Int(anchorRecord.parent)].firstChild = node
    }
    self[Int(anchor)].prev = node
  }

  /// Links the unlinked `node` as the sibling just after `anchor`.
  mutating func insertAfter(_ anchor: Int32, _ node: Int32) {
    let anchorRecord = self[Int(anchor)]
    self[Int(node)].parent = anchorRecord.parent
    self[Int(node)].prev = anchor
    self[Int(node)].next = anchorRecord.next
    if anchorRecord.next >= 0 {
      self[Int(anchorRecord.next)].prev = node
    } else if anchorRecord.parent >= 0 {
      self[Int(anchorRecord.parent)].lastChild = node
    }
    self[Int(anchor)].next = node
  }
}
