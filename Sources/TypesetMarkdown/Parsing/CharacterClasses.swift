import TypesetSupport

/// The Unicode-level character classes of CommonMark 0.31.2 §2.1, scalar decoding and input
/// sanitising (§2.3); the ASCII byte classes are `ASCII`'s.

/// The parsers' view of their input: UTF-8 bytes, read without copying.
typealias Bytes = UnsafeBufferPointer<UInt8>

/// §2.1 Unicode whitespace character: general category Zs, tab, LF, FF or CR.
func isUnicodeWhitespace(_ scalar: UInt32) -> Bool {
  if scalar < 0x80 {
    let byte = UInt8(scalar)
    return ASCII.isSpaceTabOrLineEnding(byte) || byte == ASCII.formFeed
  }
  guard let unicodeScalar = Unicode.Scalar(scalar) else { return false }
  return unicodeScalar.properties.generalCategory == .spaceSeparator
}

/// §2.1 Unicode punctuation character: general categories P (punctuation) and S (symbol).
func isUnicodePunctuation(_ scalar: UInt32) -> Bool {
  if scalar < 0x80 { return ASCII.isPunctuation(UInt8(scalar)) }
  guard let unicodeScalar = Unicode.Scalar(scalar) else { return false }
  switch unicodeScalar.properties.generalCategory {
  case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
    .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
    .modifierSymbol, .otherSymbol:
    return true
  default: return false
  }
}

/// Decodes the (valid) UTF-8 scalar starting at `position`.
func decodeScalar(_ text: Bytes, at position: Int, end: Int) -> UInt32 {
  let lead = UInt32(text[position])
  if lead < 0x80 { return lead }
  @inline(__always) func continuation(_ offset: Int) -> UInt32 {
    UInt32(text[position + offset] & 0x3F)
  }
  if lead < 0xE0, position + 1 < end { return (lead & 0x1F) << 6 | continuation(1) }
  if lead < 0xF0, position + 2 < end {
    return (lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2)
  }
  if position + 3 < end {
    return (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3)
  }
  return 0xFFFD
}

/// Decodes the scalar that ends just before `position`.
func decodeScalar(_ text: Bytes, before position: Int, start: Int) -> UInt32 {
  var lead = position - 1
  while lead > start && text[lead] & 0xC0 == 0x80 && position - lead < 4 { lead -= 1 }
  return decodeScalar(text, at: lead, end: position)
}

/// §2.3 Insecure characters, and what cmark does before parsing: turns arbitrary bytes into
/// valid UTF-8 with NUL replaced and a leading BOM dropped, and makes sure the text ends with
/// a line ending (a sentinel the scanners rely on). Invalid sequences become U+FFFD (see
/// `sanitize(_:into:)` for how many).
func sanitizeInput<C: Collection<UInt8>>(_ input: C, firstIllFormed: inout Int?) -> [UInt8] {
  // An array that is already clean — well-formed, no NUL, no byte-order mark, ending in a line
  // ending — is parsed as it is, shared rather than copied (a copy of a megabyte costs its
  // pages). Only the last byte is looked at before the scan, so other input is scanned once.
  if C.self == [UInt8].self {
    let array = input as! [UInt8]
    let isClean = array.withUnsafeBufferPointer { buffer -> Bool in
      guard let last = buffer.last, ASCII.isLineEnding(last),
        !(buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF)
      else { return false }
      return UTF8Decoding.firstIllFormed(in: buffer, from: 0, stopsAtNUL: true) == buffer.count
    }
    if isClean { return array }
  }
  var out = [UInt8]()
  out.reserveLarge(input.count + 1)
  let done: Bool =
    input.withContiguousStorageIfAvailable { buf in
      firstIllFormed = sanitize(buf, into: &out)
      return true
    } ?? false
  if !done {
    let bytes = Array(input)
    firstIllFormed = bytes.withUnsafeBufferPointer { sanitize($0, into: &out) }
  }
  if let last = out.last, ASCII.isLineEnding(last) {
  } else {
    out.append(ASCII.lineFeed)
  }
  return out
}

/// Appends `bytes` to `out` as valid UTF-8: a leading BOM dropped, and NUL, a byte that
/// cannot start a sequence, or a lead byte with the continuation bytes that follow it (up to
/// its sequence's length) that do not make a valid scalar, each replaced by one U+FFFD. Runs
/// of valid bytes are copied whole.
/// `atStart` is false for a piece of a stream after its first: only the text's start may hold
/// the byte-order mark. Returns the offset of the first ill-formed sequence (NUL is not one),
/// or `nil` when there is none.
@discardableResult func sanitize(
  _ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8], atStart: Bool = true
) -> Int? {
  let count = bytes.count
  var position = 0
  // A leading byte-order mark is not part of the text (as in cmark); columns start after it.
  if atStart && count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
    position = 3
  }
  var runStart = position
  var firstIllFormed: Int?
  let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
  while position < count {
    // Valid runs, ASCII a word at a time, are kept as they are; only what stops the scan is
    // looked at here.
    position = UTF8Decoding.firstIllFormed(in: bytes, from: position, stopsAtNUL: true)
    guard position < count else { break }
    let lead = bytes[position]
    if lead == 0 {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
      out.append(contentsOf: replacement)
      position += 1
      runStart = position
      continue
    }
    // Ill-formed (the scan stops only there): one U+FFFD for the lead byte and the
    // continuation bytes after it, up to its sequence's length.
    if firstIllFormed == nil { firstIllFormed = position }
    let sequenceLength =
      switch lead {
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 1
      }
    var validContinuations = 0
    while validContinuations + 1 < sequenceLength && position + validContinuations + 1 < count
      && bytes[position + validContinuations + 1] & 0xC0 == 0x80
    {
      validContinuations += 1
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
    out.append(contentsOf: replacement)
    position += 1 + validContinuations
    runStart = position
  }
  out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
  return firstIllFormed
}
