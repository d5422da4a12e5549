// `@usableFromInline` lets the HTML writer inline the word tests into its own scans: they run
// on every eight bytes of a document's text.

/// The characters themed HTML never writes as they are — C0 controls but tab and line feed,
/// DEL, C1 controls, and U+FFFE and U+FFFF, which are not XML characters — found in UTF-8 and
/// written in a visible form: the one place that decides both.
///
/// Controls are shown in caret notation, which the terminal renderer writes through
/// ``appendCaretNotation(of:to:)`` too: a C0 control as `^` and the byte plus 0x40 (ESC `^[`,
/// BEL `^G`, NUL `^@`), DEL as `^?`, a C1 control as the ESC sequence it stands for (U+009B
/// CSI `^[[`, U+0085 NEL `^[E`). The notation is ASCII outside the HTML escaper's bytes, so it
/// reads the same in element content and in an attribute, and it says which byte it was,
/// which U+FFFD would hide. A carriage return is a
/// line ending: before a line feed it is left out (the line feed ends the line), anywhere
/// else it is written as a line feed, which is what HTML and XML parsers read it as, so a
/// page looks as it would with the CR, and a terminal that prints the HTML cannot be sent
/// back to the start of a line. U+FFFE and U+FFFF, which no text means, become U+FFFD.
///
/// The bare Markdown renderer never comes here: like cmark-gfm it keeps every byte.
///
///     var html: [UInt8] = []
///     Array("a\u{1B}[31m <b>".utf8).withUnsafeBufferPointer {
///       VisibleControls.append($0, escapedAs: .text, to: &html)
///     }
///     // html == Array("a^[[31m &lt;b&gt;".utf8)
///     VisibleControls.escape("t\u{9B}1m \"x\"", as: .attribute)   // "t^[[1m &quot;x&quot;"
@usableFromInline package enum VisibleControls {
  // MARK: - Finding them

  /// The high bit of each byte of `word` that is a C0 control other than tab and line feed,
  /// or DEL — exactly those, with no stray bits (no carry crosses a byte).
  ///
  ///     VisibleControls.controlMarks(0x2020_2020_2020_1B20)   // 0x0000_0000_0000_8000
  ///     VisibleControls.controlMarks(0x2020_2020_2020_0A09)   // 0
  @inlinable @inline(__always)
  package static func controlMarks(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // Each byte's low seven bits plus a constant stays below 0x100: its high bit then says
    // whether the byte reached a bound.
    let low = word & ~highs
    let fromSpace = low &+ ones &* 0x60
    let fromTab = low &+ ones &* 0x77
    let pastLineFeed = low &+ ones &* 0x75
    let isDelete = low &+ ones
    // Below a space and not tab or line feed, or DEL; never a byte with its high bit set.
    return (~fromSpace & (~fromTab | pastLineFeed) | isDelete) & ~word & highs
  }

  /// Not zero exactly when a byte of `word` is below a space or DEL: a control, a tab or a
  /// line feed (a flag above the first may be stray). Cheaper than ``controlMarks(_:)``,
  /// so that a scan can ask it first: text rarely holds any of them.
  ///
  ///     VisibleControls.controlCandidates(0x2020_2020_2020_2009) != 0   // true: a tab
  ///     VisibleControls.controlCandidates(0x7E7E_2020_2020_2020)        // 0
  @inlinable @inline(__always)
  package static func controlCandidates(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // A byte below 0x20 borrows, DEL carries into its high bit; bytes with the high bit set
    // are left out (no byte is 0xFF in UTF-8, so nothing carries out of one).
    return ((word &- ones &* 0x20) | (word &+ ones)) & ~word & highs
  }

  /// The high bit of each byte of `word` that may be 0xC2 or 0xEF, the first bytes of the
  /// C1 controls and of U+FFFE and U+FFFF (never `0` when one is there; a flag above the
  /// first may be stray, so each is checked with ``length(at:in:count:)``).
  ///
  ///     VisibleControls.leadMarks(0x2020_2020_2020_9BC2) != 0   // true
  @inlinable @inline(__always)
  package static func leadMarks(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let c2 = word ^ (ones &* 0xC2)
    let ef = word ^ (ones &* 0xEF)
    return ((c2 &- ones) & ~c2 | (ef &- ones) & ~ef) & highs
  }

  /// The length in bytes of the character at `index` if it is one this type shows (1 for a
  /// C0 control or DEL, 2 for a C1 control, 3 for U+FFFE or U+FFFF), else 0.
  ///
  ///     Array("a\u{85}".utf8).withUnsafeBufferPointer {
  ///       VisibleControls.length(at: 1, in: $0.baseAddress!, count: $0.count)
  ///     }   // 2
  @inlinable @inline(__always)
  package static func length(at index: Int, in base: UnsafePointer<UInt8>, count: Int) -> Int {
    let byte = base[index]
    if byte < 0x20 { return byte == 0x09 || byte == 0x0A ? 0 : 1 }
    if byte == 0x7F { return 1 }
    if byte == 0xC2 {
      // U+0080–U+009F: C2 80 – C2 9F.
      return index &+ 1 < count && base[index &+ 1] < 0xA0 ? 2 : 0
    }
    if byte == 0xEF {
      // U+FFFE and U+FFFF: EF BF BE and EF BF BF.
      return index &+ 2 < count && base[index &+ 1] == 0xBF && base[index &+ 2] >= 0xBE ? 3 : 0
    }
    return 0
  }

  /// The index of the first character at or after `start` that this type shows, or
  /// `bytes.count`: eight bytes at a time while none of them can start one.
  ///
  ///     Array("plain\u{7}".utf8).withUnsafeBufferPointer {
  ///       VisibleControls.firstIndex(in: $0, from: 0)
  ///     }   // 5
  @inlinable
  package static func firstIndex(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return bytes.count }
    let count = bytes.count
    var index = start
    while index &+ 8 <= count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      var marks = controlMarks(word) | leadMarks(word)
      // Both kinds of flag are checked in address order; the first that is one is the answer.
      while marks != 0 {
        let found = index &+ marks.trailingZeroBitCount &>> 3
        if length(at: found, in: base, count: count) > 0 { return found }
        marks &= marks &- 1
      }
      index &+= 8
    }
    while index < count {
      if length(at: index, in: base, count: count) > 0 { return index }
      index &+= 1
    }
    return count
  }

  // MARK: - Writing them

  /// Appends the caret notation of a C0 control, DEL or C1 control (a scalar value below
  /// 0x20, 0x7F, or 0x80–0x9F): `^` and the byte plus 0x40, `^?`, or `^[` and the final byte
  /// of the ESC sequence the C1 control stands for. The terminal renderer shows controls with
  /// it too, so both write the same notation.
  ///
  ///     var notation: [UInt8] = []
  ///     VisibleControls.appendCaretNotation(of: 0x9B, to: &notation)
  ///     // notation == Array("^[[".utf8)
  @inlinable @inline(__always)
  package static func appendCaretNotation<Target: HTMLEscaping.Output>(
    of value: UInt32, to output: inout Target
  ) {
    output.appendByte(0x5E)
    if value >= 0x80 {
      output.appendByte(0x5B)
      output.appendByte(UInt8(truncatingIfNeeded: value &- 0x40))
    } else {
      output.appendByte(value == 0x7F ? 0x3F : UInt8(truncatingIfNeeded: value) | 0x40)
    }
  }

  /// Appends the visible form of the character of `length` bytes at `index` (a length
  /// ``length(at:in:count:)`` gave): its caret notation, a line feed for a CR (nothing for a
  /// CR before a line feed), or U+FFFD.
  ///
  ///     VisibleControls.appendVisibleForm(at: 0, length: 1, in: esc, count: 1, to: &html)
  ///     // html == Array("^[".utf8)
  @inlinable
  package static func appendVisibleForm<Target: HTMLEscaping.Output>(
    at index: Int, length: Int, in base: UnsafePointer<UInt8>, count: Int,
    to output: inout Target
  ) {
    let byte = base[index]
    switch length {
    case 1 where byte == 0x0D:
      if index &+ 1 >= count || base[index &+ 1] != 0x0A { output.appendByte(0x0A) }
    case 1:
      appendCaretNotation(of: UInt32(byte), to: &output)
    case 2:
      // C2 80 – C2 9F: the second byte is the scalar's value.
      appendCaretNotation(of: UInt32(base[index &+ 1]), to: &output)
    default:
      output.appendByte(0xEF)
      output.appendByte(0xBF)
      output.appendByte(0xBD)
    }
  }

  /// Appends `bytes` escaped for `mode` (``HTMLEscaping/Mode/text`` or
  /// ``HTMLEscaping/Mode/attribute``; a URL's percent-encoding needs no help), each character
  /// this type shows in its visible form.
  ///
  ///     var html: [UInt8] = []
  ///     Array("\u{7}&".utf8).withUnsafeBufferPointer {
  ///       VisibleControls.append($0, escapedAs: .text, to: &html)
  ///     }
  ///     // html == Array("^G&amp;".utf8)
  @inlinable
  package static func append<Target: HTMLEscaping.Output>(
    _ bytes: UnsafeBufferPointer<UInt8>, escapedAs mode: HTMLEscaping.Mode,
    to output: inout Target
  ) {
    assert(mode != .url, "a URL's percent-encoding already writes every control")
    guard let base = bytes.baseAddress else { return }
    let count = bytes.count
    var start = 0
    while true {
      let index = firstIndex(in: bytes, from: start)
      guard index < count else { break }
      if index > start {
        HTMLEscaping.append(
          UnsafeBufferPointer(start: base + start, count: index &- start), as: mode,
          into: &output)
      }
      let length = length(at: index, in: base, count: count)
      appendVisibleForm(at: index, length: length, in: base, count: count, to: &output)
      start = index &+ length
    }
    if count > start {
      HTMLEscaping.append(
        UnsafeBufferPointer(start: base + start, count: count &- start), as: mode, into: &output)
    }
  }

  /// ``append(_:escapedAs:to:)`` into a ``ByteBuffer``, which is written in place.
  ///
  ///     let buffer = ByteBuffer()
  ///     Array("\u{7F}".utf8).withUnsafeBufferPointer {
  ///       VisibleControls.append($0, escapedAs: .text, to: buffer)
  ///     }
  ///     String(decoding: buffer.buffer, as: UTF8.self)   // "^?"
  @inlinable
  package static func append(
    _ bytes: UnsafeBufferPointer<UInt8>, escapedAs mode: HTMLEscaping.Mode, to buffer: ByteBuffer
  ) {
    var output = buffer
    append(bytes, escapedAs: mode, to: &output)
  }

  /// The text escaped for `mode`, each character this type shows in its visible form.
  ///
  ///     VisibleControls.escape("\u{1B}[2J <x>", as: .text)   // "^[[2J &lt;x&gt;"
  package static func escape(_ text: String, as mode: HTMLEscaping.Mode) -> String {
    var contiguous = text
    return contiguous.withUTF8 { bytes in
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count + bytes.count / 8 + 8)
      append(bytes, escapedAs: mode, to: &output)
      return String(decoding: output, as: UTF8.self)
    }
  }
}
