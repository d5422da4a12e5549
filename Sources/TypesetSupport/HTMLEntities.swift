/// The HTML5 named character references, shared by the tag-markup and Markdown parsers.
///
/// The table is the WHATWG HTML list of named character references (the names that end in a
/// semicolon), taken as data from Python's `html.entities.html5`. It is generated ahead of
/// time by `Scripts/generate-entities.swift` into `HTMLEntities+Table.swift`: the names sorted
/// by their bytes in one static string, so a lookup is a binary search over bytes the binary
/// already holds, and nothing is built or parsed on first use.
///
///     HTMLEntities.lookup(Array("mdash".utf8)[...])   // "\u{2014}"
package enum HTMLEntities {
  /// The replacement text for an entity name given without `&` and `;`, or `nil`.
  ///
  ///     HTMLEntities.lookup("copy".utf8)   // "©"
  package static func lookup<Name: Collection<UInt8>>(_ name: Name) -> String? {
    guard !name.isEmpty, name.count <= maximumNameLength else { return nil }
    if let found = name.withContiguousStorageIfAvailable({ lookup(bytes: $0) }) { return found }
    return Array(name).withUnsafeBufferPointer { lookup(bytes: $0) }
  }

  private static func lookup(bytes name: UnsafeBufferPointer<UInt8>) -> String? {
    names.withUTF8Buffer { names in
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high) / 2
        let start = middle == 0 ? 0 : Int(nameEnds[middle - 1])
        let candidate = UnsafeBufferPointer(rebasing: names[start..<Int(nameEnds[middle])])
        switch compare(candidate, name) {
        case 0:
          return values.withUTF8Buffer { values in
            let valueStart = middle == 0 ? 0 : Int(valueEnds[middle - 1])
            return String(
              decoding: UnsafeBufferPointer(rebasing: values[valueStart..<Int(valueEnds[middle])]),
              as: UTF8.self)
          }
        case ..<0: low = middle + 1
        default: high = middle
        }
      }
      return nil
    }
  }

  /// Orders byte strings as the table is sorted: negative, zero or positive.
  private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    for index in 0..<min(a.count, b.count) where a[index] != b[index] {
      return Int(a[index]) - Int(b[index])
    }
    return a.count - b.count
  }
}
