#if canImport(Glibc)
  import Glibc
#endif

/// Transparent huge pages for large buffers that are written once, front to back.
///
/// Arrays get them through ``Swift/Array/reserveLarge(_:)``; memory allocated otherwise, such
/// as a renderer's output, through ``advise(_:)``.
///
///     HugePages.advise(memory)
package enum HugePages {
  /// Asks Linux to back the 2 MB pages inside `byteCount` bytes from `start` with transparent
  /// huge pages (a hint that only matters when THP is in `madvise` mode, the common default):
  /// a buffer that fills then takes one page fault per 2 MB instead of one per 4 KB. Does
  /// nothing elsewhere, or for regions under 4 MB. Call it on memory just allocated, before
  /// it is written.
  ///
  ///     HugePages.advise(memory.baseAddress!, byteCount: memory.count)
  package static func advise(_ start: UnsafeMutableRawPointer, byteCount: Int) {
    #if os(Linux) && canImport(Glibc)
      let hugePage = 2 << 20
      guard byteCount >= 2 * hugePage else { return }
      let first = (Int(bitPattern: start) + hugePage - 1) & ~(hugePage - 1)
      let end = (Int(bitPattern: start) + byteCount) & ~(hugePage - 1)
      guard end > first, let address = UnsafeMutableRawPointer(bitPattern: first) else { return }
      _ = madvise(address, end - first, MADV_HUGEPAGE)
    #endif
  }

  /// Advises huge pages (see ``advise(_:byteCount:)``) for a whole buffer just allocated.
  ///
  ///     HugePages.advise(memory)
  package static func advise<Element>(_ memory: UnsafeMutableBufferPointer<Element>) {
    guard let start = memory.baseAddress else { return }
    advise(
      UnsafeMutableRawPointer(start), byteCount: memory.count * MemoryLayout<Element>.stride)
  }

  /// Advises huge pages (see ``advise(_:byteCount:)``) for an array's whole reservation, its
  /// capacity rather than its count; ``Swift/Array/reserveLarge(_:)`` calls it.
  ///
  ///     HugePages.advise(&nodes)
  package static func advise<Element>(_ array: inout [Element]) {
    let byteCount = array.capacity * MemoryLayout<Element>.stride
    guard byteCount >= 4 << 20 else { return }
    array.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      advise(UnsafeMutableRawPointer(base), byteCount: byteCount)
    }
  }
}
