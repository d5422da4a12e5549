/// Reservation for large tables and outputs: room made once, at the size the input calls for,
/// and backed by huge pages when it is large.
///
/// Parsers and renderers size their tables from the input's length; these two calls are the
/// only growth policy and the only huge-page hint they use.
///
///     var nodes: [Int] = []
///     nodes.reserveLarge(input.count / 8)
///     nodes.reserveRoom(for: 1, done: lineEnd, total: input.count)
extension Array {
  /// Reserves room for at least `minimumCapacity` elements and, when that is 4 MB or more,
  /// asks for huge pages to back it (see ``HugePages``): a table that fills its reservation
  /// then takes one page fault per 2 MB instead of one per 4 KB.
  ///
  ///     bytes.reserveLarge(input.count * 2 + 64)
  package mutating func reserveLarge(_ minimumCapacity: Int) {
    reserveCapacity(minimumCapacity)
    HugePages.advise(&self)
  }

  /// Makes room for `extra` more elements. When the buffer is too small, reserves what the
  /// whole input would need at the rate seen so far (`count` elements for the first `done` of
  /// `total` input bytes, plus an eighth), and at least twice the old capacity: a table that
  /// outgrows its up-front estimate is then copied about once, not at every doubling.
  ///
  ///     segments.reserveRoom(for: 8, done: lineEnd, total: input.count)
  ///
  /// The projection is made once the rate rests on enough of the input (4096 elements, or a
  /// sixteenth of it), and capped at `total` elements plus a margin; pages reserved but never
  /// written cost address space, not memory.
  @inlinable @inline(__always)
  package mutating func reserveRoom(for extra: Int, done: Int, total: Int) {
    if count &+ extra > capacity { growAtRate(for: extra, done: done, total: total) }
  }

  /// The slow path of ``reserveRoom(for:done:total:)``: one reservation sized by the rate.
  @usableFromInline @inline(never)
  mutating func growAtRate(for extra: Int, done: Int, total: Int) {
    let needed = count + extra
    var projected = needed
    // A rate read from a few elements near the start can be far off (two link definitions
    // in the first 40 bytes would project half a million): small tables just double.
    if (needed >= 4096 || done >= total / 16) && done > 0 && total > done {
      let rate = Double(needed) / Double(done)
      projected = Int(Swift.min(rate * Double(total) * 1.125, Double(total + needed + 16)))
    }
    reserveLarge(Swift.max(needed, capacity * 2, projected))
  }
}
