/// The links of one rendering: each link occurrence (a stretch of text with one target) gets
/// an entry, whose number is its OSC 8 `id`; with hyperlinks off, each distinct URL gets a
/// reference number the first time its text is shown.
struct LinkTable {
  /// Each occurrence's URL, made safe for OSC 8 and for display: only bytes 0x21–0x7E, the rest
  /// percent-encoded, so a URL can neither end the escape sequence nor carry a control.
  private(set) var urls: [[UInt8]] = []
  private var numbers: [[UInt8]: Int32] = [:]
  private(set) var nextNumber: Int32 = 1

  /// Adds an occurrence of a link to `url`; returns its index.
  mutating func add(_ url: String) -> Int32 {
    var safe: [UInt8] = []
    safe.reserveCapacity(url.utf8.count)
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in url.utf8 {
      if byte >= 0x21 && byte <= 0x7E {
        safe.append(byte)
      } else {
        safe.append(0x25)
        safe.append(hex[Int(byte >> 4)])
        safe.append(hex[Int(byte & 15)])
      }
    }
    urls.append(safe)
    return Int32(urls.count - 1)
  }

  /// The reference number given to link `index`'s URL, if it has one.
  func number(of index: Int32) -> Int32? { numbers[urls[Int(index)]] }

  /// The reference number of link `index`'s URL, and whether it is new (to be listed).
  mutating func referenceNumber(of index: Int32) -> (number: Int32, isNew: Bool) {
    let url = urls[Int(index)]
    if let known = numbers[url] { return (known, false) }
    let number = nextNumber
    nextNumber += 1
    numbers[url] = number
    return (number, true)
  }
}
