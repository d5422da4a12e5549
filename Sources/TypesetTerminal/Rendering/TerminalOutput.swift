/// The bytes of a rendering, and the style and hyperlink open at the end of them.
///
/// Every escape sequence in the output is written here, from the style table's sequences and
/// the link table's URLs; content bytes reach it only through ``TextLayout``, sanitised.
struct TerminalOutput {
  let bytes: ByteBuffer
  /// The style whose sequence was written last, or -1 for none.
  private var style: Int32 = -1
  private var styleIsOn = false
  /// The link open now, or -1.
  private var link: Int32 = -1
  let hasHyperlinks: Bool

  init(hasHyperlinks: Bool, bytes: ByteBuffer) {
    self.hasHyperlinks = hasHyperlinks
    self.bytes = bytes
  }

  /// Whether writing in link `link` needs a hyperlink opened first.
  func needsLink(_ link: Int32) -> Bool { hasHyperlinks && link != self.link }

  /// Closes the open hyperlink and opens link `link` to `url` (or none, for -1).
  mutating func openLink(_ link: Int32, url: UnsafeBufferPointer<UInt8>) {
    closeLink()
    guard link >= 0 else { return }
    // OSC 8 ; id=N ; URL ST — the id keeps a wrapped link one target.
    append("\u{1B}]8;id=")
    appendNumber(Int(link) + 1)
    bytes.append(0x3B)
    bytes.append(url)
    append("\u{1B}\\")
    self.link = link
  }

  /// Whether writing in style `style` needs its sequence first.
  func needsStyle(_ style: Int32) -> Bool { style != self.style }

  /// Ends the current style and starts style `style` with its sequence.
  mutating func startStyle(_ style: Int32, sequence: UnsafeBufferPointer<UInt8>) {
    if styleIsOn { append("\u{1B}[0m") }
    bytes.append(sequence)
    styleIsOn = !sequence.isEmpty
    self.style = style
  }

  /// Writes `count` spaces with no style.
  mutating func writeSpaces(_ count: Int) {
    guard count > 0 else { return }
    closeLink()
    resetStyle()
    bytes.append(0x20, repeats: count)
  }

  /// Ends the line: closes the link and the style, so every line stands on its own.
  mutating func endLine() {
    closeLink()
    resetStyle()
    bytes.append(0x0A)
  }

  mutating func closeLink() {
    guard link >= 0 else { return }
    append("\u{1B}]8;;\u{1B}\\")
    link = -1
  }

  mutating func resetStyle() {
    if styleIsOn { append("\u{1B}[0m") }
    styleIsOn = false
    style = -1
  }

  /// Appends a constant sequence without making an array.
  mutating func append(_ text: StaticString) {
    bytes.append(text)
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
