/// A minimal JSON writer with a fixed key order, for dumps that tests and tools compare.
///
/// It appends UTF-8 bytes to one buffer; strings are escaped by scanning their bytes and
/// copying every stretch that needs no escape in one piece.
struct JSONWriter {
  var output: [UInt8] = []
  private var needsComma = [false]

  /// Empties the writer for the next document, keeping its buffers.
  mutating func reset() {
    output.removeAll(keepingCapacity: true)
    needsComma.removeAll(keepingCapacity: true)
    needsComma.append(false)
  }

  mutating func beginObject() {
    separate()
    output.append(UInt8(ascii: "{"))
    needsComma.append(false)
  }

  mutating func endObject() {
    output.append(UInt8(ascii: "}"))
    needsComma.removeLast()
  }

  mutating func beginArray() {
    separate()
    output.append(UInt8(ascii: "["))
    needsComma.append(false)
  }

  mutating func endArray() {
    output.append(UInt8(ascii: "]"))
    needsComma.removeLast()
  }

  /// Writes `"name":`; names are the writer's own ASCII words, written without escaping.
  mutating func key(_ name: StaticString) {
    separate()
    output.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { output.append(contentsOf: $0) }
    output.append(UInt8(ascii: "\""))
    output.append(UInt8(ascii: ":"))
    needsComma[needsComma.count - 1] = false
  }

  mutating func string(_ value: String) {
    separate()
    Self.appendQuoted(value, to: &output)
  }

  mutating func number(_ value: Double) {
    separate()
    Self.appendASCII(Self.format(value), to: &output)
  }

  mutating func bool(_ value: Bool) {
    separate()
    Self.appendASCII(value ? "true" : "false", to: &output)
  }

  mutating func null() {
    separate()
    Self.appendASCII("null", to: &output)
  }

  /// Writes members already written by another writer (`"a":1,"b":2`) as the next member.
  mutating func raw(_ members: [UInt8]) {
    separate()
    output.append(contentsOf: members)
  }

  /// Writes `"key":value` when the value is present.
  mutating func field(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }

  /// Writes `"key":number` when the value is present.
  mutating func field(_ name: StaticString, _ value: Double?) {
    guard let value else { return }
    key(name)
    number(value)
  }

  /// Writes `"key":true|false` when the value is present.
  mutating func field(_ name: StaticString, _ value: Bool?) {
    guard let value else { return }
    key(name)
    bool(value)
  }

  private mutating func separate() {
    if needsComma[needsComma.count - 1] { output.append(UInt8(ascii: ",")) }
    needsComma[needsComma.count - 1] = true
  }

  /// Formats a number without a trailing `.0`, rounded to four decimals.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int64(rounded))
    }
    return String(rounded)
  }

  static func appendASCII(_ text: String, to output: inout [UInt8]) {
    var text = text
    text.withUTF8 { output.append(contentsOf: $0) }
  }

  /// Appends a string as a JSON string literal.
  static func appendQuoted(_ text: String, to output: inout [UInt8]) {
    var text = text
    text.withUTF8 { appendQuoted($0, to: &output) }
  }

  /// The bytes that may need an escape: below 0x20, a quote, a backslash, DEL, or 0xE2 (the
  /// lead byte of U+2028 and U+2029); other non-ASCII bytes pass in bulk.
  static var escapeCandidates: ByteScanner {
    ByteScanner(below: 0x20, anyOf: 0x22, 0x5C, 0x7F, 0xE2)
  }

  /// Appends UTF-8 bytes as a JSON string literal: quote, backslash and the C0 controls
  /// escaped (`\n`, `\r`, `\t`, `\b`, `\f` by name, the others and DEL as `\u00XX`), and
  /// U+2028 and U+2029 as `\u2028` and `\u2029` so the output is also valid JavaScript.
  static func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var spanStart = 0
    var index = 0
    let count = bytes.count
    while index < count {
      index = Self.escapeCandidates.firstIndex(in: bytes, from: index)
      guard index < count else { break }
      let byte = bytes[index]
      if byte == 0xE2 {
        guard index + 2 < count, bytes[index + 1] == 0x80,
          bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
        else {
          index += 1
          continue
        }
      }
      if spanStart < index {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[spanStart..<index]))
      }
      output.append(UInt8(ascii: "\\"))
      switch byte {
      case 0x22: output.append(UInt8(ascii: "\""))
      case 0x5C: output.append(UInt8(ascii: "\\"))
      case 0x0A: output.append(UInt8(ascii: "n"))
      case 0x0D: output.append(UInt8(ascii: "r"))
      case 0x09: output.append(UInt8(ascii: "t"))
      case 0x08: output.append(UInt8(ascii: "b"))
      case 0x0C: output.append(UInt8(ascii: "f"))
      case 0xE2:
        output.append(contentsOf: [0x75, 0x32, 0x30, 0x32])  // u202
        output.append(bytes[index + 2] == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9"))
        index += 3
        spanStart = index
        continue
      default:
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        output.append(contentsOf: [
          0x75, 0x30, 0x30, digits[Int(byte >> 4)], digits[Int(byte & 0xF)],
        ])
      }
      index += 1
      spanStart = index
    }
    if spanStart < count {
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[spanStart..<count]))
    }
    output.append(UInt8(ascii: "\""))
  }
}
