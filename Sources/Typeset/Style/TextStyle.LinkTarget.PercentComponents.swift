extension TextStyle.LinkTarget {
  /// Where a reference's path, query and fragment lie, and which of them hold a byte to
  /// escape: Foundation escapes a `%` as `%25` in exactly those (`/p%41|` becomes
  /// `/p%2541%7C`, while `/p%41?x=|` keeps `%41` and escapes only the query's `|`).
  ///
  /// Read only for references ``Preparation`` found to hold both escapes and bytes to escape,
  /// which it checked byte by byte already: every byte outside the allowed table is one to
  /// escape here.
  ///
  ///     let parts = Array("/a%20b|?q=%41".utf8).withUnsafeBufferPointer {
  ///       TextStyle.LinkTarget.PercentComponents($0.baseAddress!, count: $0.count)
  ///     }
  ///     parts.reencodedPercents   // 1: the path's; the query holds nothing to escape
  struct PercentComponents {
    /// Where the query starts (its `?`), or the fragment's start when there is none.
    let queryStart: Int
    /// Where the fragment starts (its `#`), or the end when there is none.
    let fragmentStart: Int
    /// Whether the path, the query and the fragment (bits 0, 1 and 2) hold a byte to escape.
    let escaping: UInt8
    /// The first `%`, or the end when there is none.
    let firstPercent: Int
    /// The number of `%` in components that hold a byte to escape.
    let reencodedPercents: Int

    /// Reads the `count` bytes at `start` once.
    init(_ start: UnsafePointer<UInt8>, count: Int) {
      let table = TextStyle.LinkTarget.allowedTable.utf8Start
      var queryStart = -1
      var fragmentStart = count
      var escaping: UInt8 = 0
      var firstPercent = count
      // Per component, the number of `%` it holds.
      var percents = (0, 0, 0)
      var component = 0
      for index in 0..<count {
        let byte = start[index]
        if byte == 0x23, fragmentStart == count {  // #
          fragmentStart = index
          component = 2
        } else if byte == 0x3F, component == 0 {  // ?
          queryStart = index
          component = 1
        } else if byte == 0x25 {  // %
          if firstPercent == count { firstPercent = index }
          switch component {
          case 0: percents.0 &+= 1
          case 1: percents.1 &+= 1
          default: percents.2 &+= 1
          }
        } else if table[Int(byte)] == 0x2E {  // .: a byte to escape
          escaping |= 1 &<< UInt8(component)
        }
      }
      self.queryStart = queryStart < 0 ? fragmentStart : queryStart
      self.fragmentStart = fragmentStart
      self.escaping = escaping
      self.firstPercent = firstPercent
      reencodedPercents =
        (escaping & 1 != 0 ? percents.0 : 0) + (escaping & 2 != 0 ? percents.1 : 0)
        + (escaping & 4 != 0 ? percents.2 : 0)
    }

    /// Whether the `%` at `index` is escaped as `%25`.
    func reencodes(at index: Int) -> Bool {
      let component: UInt8 = index < queryStart ? 1 : index < fragmentStart ? 2 : 4
      return escaping & component != 0
    }
  }
}
