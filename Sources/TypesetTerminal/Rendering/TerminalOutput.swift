/// The bytes of a rendering, and the style and hyperlink open at the end of them.
///
/// Every escape sequence in the output is written here, from the style table's sequences and
/// the link table's URLs; content bytes reach it only through ``TextLayout``, sanitised.
struct TerminalOutput {
  var bytes: [UInt8] = []
  /// The style whose sequence was written last, or -1 for none.
  private var style: Int32 = -1
  private var styleIsOn = false
  /// The link open now, or -1.
  private var link: Int32 = -1
  let hasHyperlinks: Bool

  init(hasHyperlinks: Bool, capacity: Int) {
    self.hasHyperlinks = hasHyperlinks
    bytes.reserveCapacity(capacity)
  }

  /// Writes content bytes in a style and link.
  mutating func write(
    _ text: ArraySlice<UInt8>, style: Int32, link: Int32, styles: borrowing TerminalStyleTable,
    links: borrowing LinkTable
  ) {
    if hasHyperlinks, link != self.link {
      closeLink()
      if link >= 0 {
        // OSC 8 ; id=N ; URL ST — the id keeps a wrapped link one target.
        bytes.append(contentsOf: [0x1B, 0x5D, 0x38, 0x3B] + "id=".utf8)
        appendNumber(Int(link) + 1)
        bytes.append(0x3B)
        bytes.append(contentsOf: links.url(of: link))
        bytes.append(contentsOf: [0x1B, 0x5C])
        self.link = link
      }
    }
    if style != self.style {
      if styleIsOn { bytes.append(contentsOf: [0x1B, 0x5B, 0x30, 0x6D]) }
      let start = styles[style].start
      bytes.append(contentsOf: start)
      styleIsOn = !start.isEmpty
      self.style = style
    }
    bytes.append(contentsOf: text)
  }

  /// Writes bytes with no style and no link (padding, borders' spaces).
  mutating func writePlain(_ text: some Collection<UInt8>) {
    closeLink()
    resetStyle()
    bytes.append(contentsOf: text)
  }

  /// Writes `count` spaces with no style.
  mutating func writeSpaces(_ count: Int) {
    guard count > 0 else { return }
    closeLink()
    resetStyle()
    bytes.append(contentsOf: repeatElement(0x20, count: count))
  }

  /// Ends the line: closes the link and the style, so every line stands on its own.
  mutating func endLine() {
    closeLink()
    resetStyle()
    bytes.append(0x0A)
  }

  mutating func closeLink() {
    guard link >= 0 else { return }
    bytes.append(contentsOf: [0x1B, 0x5D, 0x38, 0x3B, 0x3B, 0x1B, 0x5C])
    link = -1
  }

  mutating func resetStyle() {
    if styleIsOn { bytes.append(contentsOf: [0x1B, 0x5B, 0x30, 0x6D]) }
    styleIsOn = false
    style = -1
  }

  mutating func appendNumber(_ number: Int) {
    var value = number
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)
    digits = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { raw in
      repeat {
        raw[count] = UInt8(0x30 + value % 10)
        value /= 10
        count += 1
      } while value > 0 && count < 12
      for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(raw[index]) }
    }
  }
}
