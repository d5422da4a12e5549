// `@usableFromInline` is what lets the other modules inline the members: with Swift 6.3, the
// `@inlinable` members of a plain `package` type are called, not inlined, across modules.

/// The ASCII bytes and byte classes the tag-markup and Markdown parsers look for, named once.
///
/// Every class takes a UTF-8 byte and is false for bytes 0x80 and above, so a multi-byte
/// character never matches one. The CommonMark classes are the spec's exact sets: its
/// "spaces, tabs and line endings" leave out U+000B and U+000C, which only cmark's `isspace`
/// (``isCSpace(_:)``, for the GFM extensions) includes.
///
///     ASCII.isSpaceOrTab(ASCII.tab)   // true
///     ASCII.isPunctuation(UInt8(ascii: "~"))   // true
///     ASCII.lowercased(UInt8(ascii: "Q"))   // UInt8(ascii: "q")
@usableFromInline package enum ASCII {
  // MARK: - Named bytes

  /// U+0009 CHARACTER TABULATION.
  @inlinable package static var tab: UInt8 { 0x09 }
  /// U+000A LINE FEED.
  @inlinable package static var lineFeed: UInt8 { 0x0A }
  /// U+000B LINE TABULATION (vertical tab).
  @inlinable package static var verticalTab: UInt8 { 0x0B }
  /// U+000C FORM FEED.
  @inlinable package static var formFeed: UInt8 { 0x0C }
  /// U+000D CARRIAGE RETURN.
  @inlinable package static var carriageReturn: UInt8 { 0x0D }
  /// U+0020 SPACE.
  @inlinable package static var space: UInt8 { 0x20 }
  /// `!`
  @inlinable package static var exclamation: UInt8 { 0x21 }
  /// `"`
  @inlinable package static var doubleQuote: UInt8 { 0x22 }
  /// `#`
  @inlinable package static var hash: UInt8 { 0x23 }
  /// `%`
  @inlinable package static var percent: UInt8 { 0x25 }
  /// `&`
  @inlinable package static var ampersand: UInt8 { 0x26 }
  /// `'`
  @inlinable package static var singleQuote: UInt8 { 0x27 }
  /// `-`
  @inlinable package static var hyphen: UInt8 { 0x2D }
  /// `.`
  @inlinable package static var period: UInt8 { 0x2E }
  /// `/`
  @inlinable package static var slash: UInt8 { 0x2F }
  /// `0`, the first digit.
  @inlinable package static var zero: UInt8 { 0x30 }
  /// `:`
  @inlinable package static var colon: UInt8 { 0x3A }
  /// `;`
  @inlinable package static var semicolon: UInt8 { 0x3B }
  /// `<`
  @inlinable package static var lessThan: UInt8 { 0x3C }
  /// `=`
  @inlinable package static var equals: UInt8 { 0x3D }
  /// `>`
  @inlinable package static var greaterThan: UInt8 { 0x3E }
  /// `\`
  @inlinable package static var backslash: UInt8 { 0x5C }
  /// `_`
  @inlinable package static var underscore: UInt8 { 0x5F }
  /// DEL, the last ASCII byte, a control character.
  @inlinable package static var delete: UInt8 { 0x7F }

  // MARK: - Whitespace

  /// Space or tab: CommonMark 0.31.2's "space or tab" (§2.1), which indents lines and
  /// separates markers from content.
  ///
  ///     ASCII.isSpaceOrTab(0x09)   // true
  ///     ASCII.isSpaceOrTab(0x0B)   // false
  @inlinable @inline(__always)
  package static func isSpaceOrTab(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09
  }

  /// LF or CR: the bytes a CommonMark line ending (§2.1: LF, CR, or CR LF) starts with.
  ///
  ///     ASCII.isLineEnding(0x0D)   // true
  ///     ASCII.isLineEnding(0x0C)   // false
  @inlinable @inline(__always)
  package static func isLineEnding(_ byte: UInt8) -> Bool {
    byte == 0x0A || byte == 0x0D
  }

  /// Space, tab, LF or CR: CommonMark 0.31.2's "spaces, tabs and line endings" (§2.1), which
  /// separate a link's parts and collapse in link labels; also what the tag-markup scanner
  /// skips between attributes. U+000B and U+000C are not in it.
  ///
  ///     ASCII.isSpaceTabOrLineEnding(0x0A)   // true
  ///     ASCII.isSpaceTabOrLineEnding(0x0C)   // false
  @inlinable @inline(__always)
  package static func isSpaceTabOrLineEnding(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// C's and cmark's `isspace`: space, tab, LF, VT, FF or CR, GFM 0.29's "whitespace
  /// character". Only the GFM extensions (tables, extended autolinks, task list items, the
  /// tag filter) and the HTML renderer (where an info string's first word ends) use it, never
  /// a CommonMark parsing rule.
  ///
  ///     ASCII.isCSpace(0x0B)   // true
  ///     ASCII.isCSpace(0x85)   // false
  @inlinable @inline(__always)
  package static func isCSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte &- 0x09 < 5
  }

  // MARK: - Letters and digits

  /// `A`–`Z` or `a`–`z`.
  ///
  ///     ASCII.isLetter(UInt8(ascii: "g"))   // true
  ///     ASCII.isLetter(UInt8(ascii: "@"))   // false
  @inlinable @inline(__always)
  package static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- 0x61 < 26
  }

  /// `0`–`9`.
  ///
  ///     ASCII.isDigit(UInt8(ascii: "7"))   // true
  @inlinable @inline(__always)
  package static func isDigit(_ byte: UInt8) -> Bool {
    byte &- 0x30 < 10
  }

  /// A letter or a digit (C's `isalnum`).
  ///
  ///     ASCII.isLetterOrDigit(UInt8(ascii: "z"))   // true
  ///     ASCII.isLetterOrDigit(UInt8(ascii: "-"))   // false
  @inlinable @inline(__always)
  package static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte)
  }

  /// `0`–`9`, `A`–`F` or `a`–`f`.
  ///
  ///     ASCII.isHexDigit(UInt8(ascii: "F"))   // true
  ///     ASCII.isHexDigit(UInt8(ascii: "g"))   // false
  @inlinable @inline(__always)
  package static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20) &- 0x61 < 6
  }

  /// The byte with `A`–`Z` lowercased; every other byte unchanged.
  ///
  ///     ASCII.lowercased(UInt8(ascii: "A"))   // UInt8(ascii: "a")
  ///     ASCII.lowercased(0xC3)   // 0xC3
  @inlinable @inline(__always)
  package static func lowercased(_ byte: UInt8) -> UInt8 {
    byte &- 0x41 < 26 ? byte | 0x20 : byte
  }

  // MARK: - Punctuation and names

  /// CommonMark 0.31.2's ASCII punctuation character (§2.1): ``!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~``,
  /// the characters a backslash escapes (§2.4).
  ///
  ///     ASCII.isPunctuation(UInt8(ascii: "`"))   // true
  ///     ASCII.isPunctuation(UInt8(ascii: " "))   // false
  @inlinable @inline(__always)
  package static func isPunctuation(_ byte: UInt8) -> Bool {
    // One bit per byte in two words: 0x21–0x2F and 0x3A–0x3F, then 0x40, 0x5B–0x60 and
    // 0x7B–0x7E.
    let low: UInt64 = 0xFC00_FFFE_0000_0000
    let high: UInt64 = 0x7800_0001_F800_0001
    let word = byte < 64 ? low : byte < 128 ? high : 0
    return (word >> UInt64(byte & 63)) & 1 != 0
  }

  /// A byte that may start an HTML attribute name (CommonMark §6.6): a letter, `_` or `:`.
  ///
  ///     ASCII.isAttributeNameStart(UInt8(ascii: ":"))   // true
  ///     ASCII.isAttributeNameStart(UInt8(ascii: "1"))   // false
  @inlinable @inline(__always)
  package static func isAttributeNameStart(_ byte: UInt8) -> Bool {
    isLetter(byte) || byte == 0x5F || byte == 0x3A
  }

  /// A byte that may continue an HTML attribute name (CommonMark §6.6): a letter, a digit,
  /// `_`, `.`, `:` or `-`. Tag markup's tag and attribute names use the same set.
  ///
  ///     ASCII.isNameByte(UInt8(ascii: "-"))   // true
  ///     ASCII.isNameByte(UInt8(ascii: "="))   // false
  @inlinable @inline(__always)
  package static func isNameByte(_ byte: UInt8) -> Bool {
    // One bit per byte value: `-`, `.`, digits and `:` below 0x40; letters and `_` above.
    let below40: UInt64 = 1 << 0x2D | 1 << 0x2E | 0x3FF << 0x30 | 1 << 0x3A
    let from40: UInt64 = 0x3FF_FFFF << 0x01 | 1 << 0x1F | 0x3FF_FFFF << 0x21
    if byte < 0x40 { return below40 &>> byte & 1 != 0 }
    return byte < 0x80 && from40 &>> (byte &- 0x40) & 1 != 0
  }
}
