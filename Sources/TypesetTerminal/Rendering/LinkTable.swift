import Typeset

/// The links of one rendering: each link occurrence (a stretch of text with one target) gets
/// an entry, whose number is its OSC 8 `id`; with hyperlinks off, each distinct URL gets a
/// reference number the first time its text is shown.
struct LinkTable {
  /// Each distinct target's URL, made safe for OSC 8 and for display: only bytes 0x21–0x7E, the
  /// rest percent-encoded, so a URL can neither end the escape sequence nor carry a control.
  private(set) var targets: [[UInt8]] = []
  /// The target of each occurrence.
  private(set) var occurrences: [Int32] = []
  private var targetsByURL: [URLKey: Int32] = [:]
  private var numbers: [Int32: Int32] = [:]
  private(set) var nextNumber: Int32 = 1

  /// The target of the link of `style`, or -1 when it has none. The link's stored bytes are
  /// read as they are; no Foundation `URL` is made.
  mutating func target(ofLinkIn style: TextStyle) -> Int32 {
    style.withLinkBytes { target(of: $0) } ?? -1
  }

  /// The target of a URL's UTF-8 bytes.
  mutating func target(of url: UnsafeBufferPointer<UInt8>) -> Int32 {
    var safe: [UInt8]
    if !url.contains(where: { $0 < 0x21 || $0 > 0x7E }) {
      safe = Array(url)
    } else {
      safe = []
      safe.reserveCapacity(url.count * 3)
      let hex: StaticString = "0123456789ABCDEF"
      let digits = hex.utf8Start
      for byte in url {
        if byte >= 0x21 && byte <= 0x7E {
          safe.append(byte)
        } else {
          safe.append(0x25)
          safe.append(digits[Int(byte >> 4)])
          safe.append(digits[Int(byte & 15)])
        }
      }
    }
    let key = URLKey(bytes: safe)
    if let known = targetsByURL[key] { return known }
    targets.append(safe)
    targetsByURL[key] = Int32(targets.count - 1)
    return Int32(targets.count - 1)
  }

  /// Adds an occurrence of a target; returns the occurrence's index.
  mutating func addOccurrence(of target: Int32) -> Int32 {
    occurrences.append(target)
    return Int32(occurrences.count - 1)
  }

  /// The safe URL of occurrence `index`.
  func url(of index: Int32) -> [UInt8] { targets[Int(occurrences[Int(index)])] }

  /// The reference number given to occurrence `index`'s URL, if it has one.
  func number(of index: Int32) -> Int32? { numbers[occurrences[Int(index)]] }

  /// The reference number of occurrence `index`'s URL, and whether it is new (to be listed).
  mutating func referenceNumber(of index: Int32) -> (number: Int32, isNew: Bool) {
    let target = occurrences[Int(index)]
    if let known = numbers[target] { return (known, false) }
    let number = nextNumber
    nextNumber += 1
    numbers[target] = number
    return (number, true)
  }
}
