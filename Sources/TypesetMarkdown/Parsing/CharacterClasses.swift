typealias Bytes = UnsafeBufferPointer<UInt8>

@inline(__always) func isSpaceOrTab(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 }
@inline(__always) func isLineEnd(_ c: UInt8) -> Bool { c == 0x0A || c == 0x0D }
/// Space, tab, LF or CR: what CommonMark 0.31.2 means by "spaces, tabs and line endings"
/// (U+000B and U+000C are not in it).
@inline(__always) func isSpaceTabOrLineEnd(_ c: UInt8) -> Bool {
  c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D
}
/// cmark's `isspace`: space, tab, LF, VT, FF, CR. GFM 0.29's "whitespace character"; used
/// only by the GFM extensions (tables, autolinks, task items), never by CommonMark rules.
@inline(__always) func isASCIISpace(_ c: UInt8) -> Bool {
  c == 0x20 || (c >= 0x09 && c <= 0x0D)
}
@inline(__always) func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }
@inline(__always) func isAlpha(_ c: UInt8) -> Bool { (c | 0x20) &- 0x61 < 26 }
@inline(__always) func isAlnum(_ c: UInt8) -> Bool { isAlpha(c) || isDigit(c) }
@inline(__always) func isHexDigit(_ c: UInt8) -> Bool { isDigit(c) || (c | 0x20) &- 0x61 < 6 }
@inline(__always) func lowerASCII(_ c: UInt8) -> UInt8 { c &- 0x41 < 26 ? c | 0x20 : c }

let asciiPunctuationTable: [Bool] = {
  var t = [Bool](repeating: false, count: 256)
  for c in Array("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".utf8) { t[Int(c)] = true }
  return t
}()

@inline(__always) func isASCIIPunct(_ c: UInt8) -> Bool {
  c < 0x80 && asciiPunctuationTable[Int(c)]
}

/// Unicode whitespace as the spec defines it (Zs, tab, LF, FF, CR).
func isUnicodeWhitespace(_ scalar: UInt32) -> Bool {
  if scalar < 0x80 {
    return scalar == 0x20 || scalar == 0x09 || scalar == 0x0A || scalar == 0x0C || scalar == 0x0D
  }
  guard let s = Unicode.Scalar(scalar) else { return false }
  return s.properties.generalCategory == .spaceSeparator
}

/// Unicode punctuation as CommonMark 0.31 defines it: general categories P and S.
func isUnicodePunctuation(_ scalar: UInt32) -> Bool {
  if scalar < 0x80 { return asciiPunctuationTable[Int(scalar)] }
  guard let s = Unicode.Scalar(scalar) else { return false }
  switch s.properties.generalCategory {
  case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
    .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
    .modifierSymbol, .otherSymbol:
    return true
  default: return false
  }
}

/// Decodes the (valid) UTF-8 scalar starting at `i`.
func decodeScalar(_ p: Bytes, at i: Int, end: Int) -> UInt32 {
  let c0 = UInt32(p[i])
  if c0 < 0x80 { return c0 }
  if c0 < 0xE0, i + 1 < end { return (c0 & 0x1F) << 6 | UInt32(p[i + 1] & 0x3F) }
  if c0 < 0xF0, i + 2 < end {
    return (c0 & 0x0F) << 12 | UInt32(p[i + 1] & 0x3F) << 6 | UInt32(p[i + 2] & 0x3F)
  }
  if i + 3 < end {
    return (c0 & 0x07) << 18 | UInt32(p[i + 1] & 0x3F) << 12 | UInt32(p[i + 2] & 0x3F) << 6
      | UInt32(p[i + 3] & 0x3F)
  }
  return 0xFFFD
}

/// Decodes the scalar that ends just before `i`.
func decodeScalar(_ p: Bytes, before i: Int, start: Int) -> UInt32 {
  var j = i - 1
  while j > start && p[j] & 0xC0 == 0x80 && i - j < 4 { j -= 1 }
  return decodeScalar(p, at: j, end: i)
}

/// Turns arbitrary bytes into valid UTF-8 with NUL replaced and a leading BOM dropped, and makes sure the text ends
/// with a line ending (a sentinel the scanners rely on). Invalid sequences become U+FFFD, one
/// per maximal invalid subpart.
func sanitizeInput<C: Collection<UInt8>>(_ input: C) -> [UInt8] {
  var out = [UInt8]()
  out.reserveCapacity(input.count + 1)
  out.adviseHugePages()
  let done: Bool =
    input.withContiguousStorageIfAvailable { buf in
      sanitize(buf, into: &out)
      return true
    } ?? false
  if !done {
    let bytes = Array(input)
    bytes.withUnsafeBufferPointer { sanitize($0, into: &out) }
  }
  if let last = out.last, last == 0x0A || last == 0x0D {
  } else {
    out.append(0x0A)
  }
  return out
}

private func sanitize(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
  let n = bytes.count
  var i = 0
  // A leading byte-order mark is not part of the text (as in cmark); columns start after it.
  if n >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { i = 3 }
  var runStart = i
  let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
  while i < n {
    // Eight ASCII bytes, none NUL, at a time.
    if i + 8 <= n, let base = bytes.baseAddress {
      let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
      if (word | (word &- 0x0101_0101_0101_0101)) & 0x8080_8080_8080_8080 == 0 {
        i += 8
        continue
      }
    }
    let c = bytes[i]
    if c != 0 && c < 0x80 {
      i += 1
      continue
    }
    if c == 0 {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
      out.append(contentsOf: replacement)
      i += 1
      runStart = i
      continue
    }
    var len = 0
    var minValue: UInt32 = 0
    var value: UInt32 = 0
    if c >= 0xC2 && c <= 0xDF {
      len = 2
      value = UInt32(c & 0x1F)
      minValue = 0x80
    } else if c >= 0xE0 && c <= 0xEF {
      len = 3
      value = UInt32(c & 0x0F)
      minValue = 0x800
    } else if c >= 0xF0 && c <= 0xF4 {
      len = 4
      value = UInt32(c & 0x07)
      minValue = 0x10000
    }
    var valid = 0  // continuation bytes that fit
    if len > 0 {
      var k = 1
      while k < len && i + k < n && bytes[i + k] & 0xC0 == 0x80 {
        value = value << 6 | UInt32(bytes[i + k] & 0x3F)
        k += 1
      }
      valid = k - 1
    }
    if len > 0 && valid == len - 1 && value >= minValue && value <= 0x10FFFF
      && !(value >= 0xD800 && value <= 0xDFFF)
    {
      i += len
      continue
    }
    // Invalid: replace the lead byte and the continuation bytes that followed it.
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
    out.append(contentsOf: replacement)
    i += 1 + valid
    runStart = i
  }
  out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<n]))
}
