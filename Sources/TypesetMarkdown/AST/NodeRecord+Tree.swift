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

  mutating func unlink(_ n: Int32) {
    let r = self[Int(n)]
    if r.prev >= 0 {
      self[Int(r.prev)].next = r.next
    } else if r.parent >= 0 {
      self[Int(r.parent)].firstChild = r.next
    }
    if r.next >= 0 {
      self[Int(r.next)].prev = r.prev
    } else if r.parent >= 0 {
      self[Int(r.parent)].lastChild = r.prev
    }
    self[Int(n)].parent = -1
    self[Int(n)].prev = -1
    self[Int(n)].next = -1
  }

  mutating func insertBefore(_ anchor: Int32, _ n: Int32) {
    let a = self[Int(anchor)]
    self[Int(n)].parent = a.parent
    self[Int(n)].prev = a.prev
    self[Int(n)].next = anchor
    if a.prev >= 0 {
      self[Int(a.prev)].next = n
    } else if a.parent >= 0 {
      self[Int(a.parent)].firstChild = n
    }
    self[Int(anchor)].prev = n
  }

  mutating func insertAfter(_ anchor: Int32, _ n: Int32) {
    let a = self[Int(anchor)]
    self[Int(n)].parent = a.parent
    self[Int(n)].prev = anchor
    self[Int(n)].next = a.next
    if a.next >= 0 {
      self[Int(a.next)].prev = n
    } else if a.parent >= 0 {
      self[Int(a.parent)].lastChild = n
    }
    self[Int(anchor)].next = n
  }
}
