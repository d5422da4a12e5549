import Typeset

/// The links of one rendering: each link occurrence (a stretch of text with one target) gets
/// an entry, whose number is its OSC 8 `id`; with hyperlinks off, each distinct URL gets a
/// reference number the first time its text is shown.
///
/// The targets' URLs are kept one after another in one array and found by their seeded hash
/// (`SeededHash`, into an `IntegerMap`): a page of distinct links costs no array, dictionary
/// entry or `Hasher` per link.
struct LinkTable {
  /// Each distinct target's URL, made safe for OSC 8 and for display: only bytes 0x21–0x7E, the
  /// rest percent-encoded, so a URL can neither end the escape sequence nor carry a control.
  /// Target `i` is `urlBytes[urlStarts[i]..<urlStarts[i + 1]]`.
  private var urlBytes: [UInt8] = []
  private var urlStarts: [Int] = [0]
  /// Targets by the seeded hash of their safe URL. A URL whose hash another URL took first is
  /// not indexed: it becomes a target each time it is met, which costs room, not correctness.
  private var targetsByHash = IntegerMap()
  /// The target of each occurrence.
  private(set) var occurrences: [Int32] = []
  private var numbers: [Int32: Int32] = [:]
  private(set) var nextNumber: Int32 = 1

  /// The number of distinct targets.
  var targetCount: Int { urlStarts.count - 1 }

  /// The target of the link of `style`, or -1 when it has none. The link's stored bytes are
  /// read as they are; no Foundation `URL` is made.
  mutating func target(ofLinkIn style: TextStyle) -> Int32 {
    style.withLinkBytes { target(of: $0) } ?? -1
  }

  /// The target of a URL's UTF-8 bytes.
  mutating func target(of url: UnsafeBufferPointer<UInt8>) -> Int32 {
    // The safe form goes in place first, where a new target keeps it.
    let start = urlBytes.count
    if !url.contains(where: { $0 < 0x21 || $0 > 0x7E }) {
      urlBytes.append(contentsOf: url)
    } else {
      urlBytes.reserveCapacity(start + url.count * 3)
      let hex: StaticString = "0123456789ABCDEF"
      let digits = hex.utf8Start
      for byte in url {
        if byte >= 0x21 && byte <= 0x7E {
          urlBytes.append(byte)
        } else {
          urlBytes.append(0x25)
          urlBytes.append(digits[Int(byte >> 4)])
          urlBytes.append(digits[Int(byte & 15)])
        }
      }
    }
    let count = urlBytes.count - start
    let hash = urlBytes.withUnsafeBufferPointer { all in
      let safe = UnsafeBufferPointer(rebasing: all[start...])
      let hash = SeededHash.hash(safe, seed: SeededHash.processSeed)
      return hash == IntegerMap.vacant ? 0 : hash
    }
    if let known = targetsByHash[hash] {
      let knownStart = urlStarts[Int(known)]
      let same = urlBytes.withUnsafeBufferPointer { all in
        ByteComparison.equal(
          UnsafeBufferPointer(rebasing: all[knownStart..<urlStarts[Int(known) + 1]]),
          UnsafeBufferPointer(rebasing: all[start...]))
      }
      if same {
        urlBytes.removeLast(count)
        return known
      }
    } else {
      targetsByHash[hash] = Int32(targetCount)
    }
    urlStarts.append(urlBytes.count)
    return Int32(targetCount - 1)
  }

  /// Adds an occurrence of a target; returns the occurrence's index.
  mutating func addOccurrence(of target: Int32) -> Int32 {
    occurrences.append(target)
    return Int32(occurrences.count - 1)
  }

  /// Calls `body` with the safe URL of occurrence `index`.
  func withURL<Result>(
    of index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    let target = Int(occurrences[Int(index)])
    return urlBytes.withUnsafeBufferPointer {
      body(UnsafeBufferPointer(rebasing: $0[urlStarts[target]..<urlStarts[target + 1]]))
    }
  }

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
