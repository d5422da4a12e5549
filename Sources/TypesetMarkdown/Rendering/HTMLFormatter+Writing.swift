extension HTMLFormatter {
  @inline(__always) mutating func write(_ string: StaticString) {
    result.append(
      contentsOf: UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
  }

  /// Starts a new line unless the output is empty or already at the start of one.
  @inline(__always) mutating func newLine() {
    if let last = result.last, last != 0x0A { result.append(0x0A) }
  }

  mutating func writeNumber(_ number: Int) {
    result.append(contentsOf: String(number).utf8)
  }

  mutating func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
    result.appendEscapedHTML(bytes)
  }

  /// Writes a link or image destination for an attribute, dropped when dangerous in safe mode.
  mutating func writeURL(_ url: UnsafeBufferPointer<UInt8>) {
    if allowsUnsafeContent || !URLSafety.isDangerous(url) { writeHref(url) }
  }

  /// Percent-encodes what is not safe in an `href`, as cmark's `houdini_escape_href` does.
  mutating func writeHref(_ bytes: UnsafeBufferPointer<UInt8>) {
    let hex: StaticString = "0123456789ABCDEF"
    var runStart = 0
    for index in 0..<bytes.count {
      let byte = bytes[index]
      if HTMLFormatter.isHrefSafe(byte) { continue }
      if index > runStart {
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      }
      runStart = index + 1
      if byte == UInt8(ascii: "&") {
        write("&amp;")
      } else if byte == UInt8(ascii: "'") {
        write("&#x27;")
      } else {
        result.append(UInt8(ascii: "%"))
        result.append(hex.utf8Start[Int(byte >> 4)])
        result.append(hex.utf8Start[Int(byte & 15)])
      }
    }
    if bytes.count > runStart {
      result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }
  }

  /// Writes raw HTML: a placeholder unless unsafe content is allowed, then tag-filtered if asked.
  mutating func writeRawHTML(_ bytes: UnsafeBufferPointer<UInt8>) {
    if !allowsUnsafeContent {
      write("<!-- raw HTML omitted -->")
    } else if filtersTags {
      writeTagFiltered(bytes)
    } else {
      result.append(contentsOf: bytes)
    }
  }

  /// GFM's tag filter: the `<` of `<title>`, `<script>` and the like becomes `&lt;`.
  mutating func writeTagFiltered(_ bytes: UnsafeBufferPointer<UInt8>) {
    var runStart = 0
    for index in 0..<bytes.count
    where bytes[index] == UInt8(ascii: "<") && HTMLFormatter.isFilteredTag(bytes, at: index) {
      result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      write("&lt;")
      runStart = index + 1
    }
    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
  }
}

extension [UInt8] {
  /// Appends text escaped for HTML content and attributes: `&`, `<`, `>` and `"`.
  mutating func appendEscapedHTML(_ bytes: UnsafeBufferPointer<UInt8>) {
    var runStart = 0
    var index = 0
    let count = bytes.count
    guard let base = bytes.baseAddress else { return }
    while index < count {
      // Eight bytes at a time while none of them is `&`, `<`, `>` or `"` (the classic
      // "has a zero byte" test on the word XOR each character), then byte by byte.
      while index + 8 <= count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        if Self.hasEscapableByte(word) { break }
        index += 8
      }
      guard index < count else { break }
      let byte = bytes[index]
      if byte > 0x3E || (byte != 0x26 && byte != 0x3C && byte != 0x3E && byte != 0x22) {
        index += 1
        continue
      }
      if index > runStart {
        append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      }
      let entity: StaticString
      switch byte {
      case 0x26: entity = "&amp;"
      case 0x3C: entity = "&lt;"
      case 0x3E: entity = "&gt;"
      default: entity = "&quot;"
      }
      append(
        contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
      index += 1
      runStart = index
    }
    if count > runStart {
      append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
    }
  }

  /// Whether any byte of `word` is `&`, `<`, `>` or `"`.
  @inline(__always) static func hasEscapableByte(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    @inline(__always) func hasZeroByte(_ value: UInt64) -> Bool {
      (value &- ones) & ~value & highs != 0
    }
    return hasZeroByte(word ^ (ones &* 0x26)) || hasZeroByte(word ^ (ones &* 0x3C))
      || hasZeroByte(word ^ (ones &* 0x3E)) || hasZeroByte(word ^ (ones &* 0x22))
  }
}
