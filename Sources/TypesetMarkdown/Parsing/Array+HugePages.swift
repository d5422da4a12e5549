import TypesetSupport

extension Array {
  /// Asks Linux to back this array's reserved capacity with transparent huge pages (a hint
  /// that only matters when THP is in `madvise` mode, the common default): a large table that
  /// fills its reservation then takes one page fault per 2 MB instead of one per 4 KB. Does
  /// nothing elsewhere, or for reservations under 4 MB. Call it right after
  /// `reserveCapacity`, while the storage is where it will stay.
  mutating func adviseHugePages() {
    HugePages.advise(&self)
  }
}
