#if canImport(Glibc)
  import Glibc
#endif

extension Array {
  /// Asks Linux to back this array's reserved capacity with transparent huge pages (a hint
  /// that only matters when THP is in `madvise` mode, the common default): a large table that
  /// fills its reservation then takes one page fault per 2 MB instead of one per 4 KB. Does
  /// nothing elsewhere, or for reservations under 4 MB. Call it right after
  /// `reserveCapacity`, while the storage is where it will stay.
  mutating func adviseHugePages() {
    #if os(Linux) && canImport(Glibc)
      let hugePage = 2 << 20
      let reserved = capacity * MemoryLayout<Element>.stride
      guard reserved >= 2 * hugePage else { return }
      withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
        let end = (Int(bitPattern: base) + reserved) & ~(hugePage - 1)
        guard end > start, let address = UnsafeMutableRawPointer(bitPattern: start) else {
          return
        }
        _ = madvise(address, end - start, MADV_HUGEPAGE)
      }
    #endif
  }
}
