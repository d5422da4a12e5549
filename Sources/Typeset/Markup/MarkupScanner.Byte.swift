extension MarkupScanner {
  /// The ASCII bytes the scanner looks for, and byte classes.
  enum Byte {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let exclamation: UInt8 = 0x21
    static let doubleQuote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let ampersand: UInt8 = 0x26
    static let singleQuote: UInt8 = 0x27
    static let hyphen: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let lessThan: UInt8 = 0x3C
    static let equals: UInt8 = 0x3D
    static let greaterThan: UInt8 = 0x3E
    static let underscore: UInt8 = 0x5F

    /// An ASCII letter.
    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
      (byte | 0x20) &- 0x61 < 26
    }

    /// An ASCII digit.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
      byte &- 0x30 < 10
    }

    /// A byte that may follow the first letter of a tag or attribute name.
    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
      // One bit per byte value: `-`, `.`, digits and `:` below 0x40; letters and `_` above.
      let below40: UInt64 = 1 << 0x2D | 1 << 0x2E | 0x3FF << 0x30 | 1 << 0x3A
      let from40: UInt64 = 0x3FF_FFFF << 0x01 | 1 << 0x1F | 0x3FF_FFFF << 0x21
      if byte < 0x40 { return below40 &>> byte & 1 != 0 }
      return byte < 0x80 && from40 &>> (byte &- 0x40) & 1 != 0
    }

    /// Space, tab, LF or CR.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
      byte == space || byte == tab || byte == lineFeed || byte == carriageReturn
    }
  }
}
