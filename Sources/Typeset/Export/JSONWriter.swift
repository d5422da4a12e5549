/// A minimal JSON writer with a fixed key order, for dumps that tests and tools compare.
struct JSONWriter {
  private(set) var output = ""
  private var needsComma = [false]

  mutating func beginObject() {
    separate()
    output += "{"
    needsComma.append(false)
  }

  mutating func endObject() {
    output += "}"
    needsComma.removeLast()
  }

  mutating func beginArray() {
    separate()
    output += "["
    needsComma.append(false)
  }

  mutating func endArray() {
    output += "]"
    needsComma.removeLast()
  }

  mutating func key(_ name: String) {
    separate()
    Self.appendQuoted(name, to: &output)
    output += ":"
    needsComma[needsComma.count - 1] = false
  }

  mutating func string(_ value: String) {
    separate()
    Self.appendQuoted(value, to: &output)
  }

  mutating func number(_ value: Double) {
    separate()
    output += Self.format(value)
  }

  mutating func bool(_ value: Bool) {
    separate()
    output += value ? "true" : "false"
  }

  mutating func null() {
    separate()
    output += "null"
  }

  /// Writes `"key":value` when the value is present.
  mutating func field(_ name: String, _ value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }

  /// Writes `"key":number` when the value is present.
  mutating func field(_ name: String, _ value: Double?) {
    guard let value else { return }
    key(name)
    number(value)
  }

  /// Writes `"key":true|false` when the value is present.
  mutating func field(_ name: String, _ value: Bool?) {
    guard let value else { return }
    key(name)
    bool(value)
  }

  private mutating func separate() {
    if needsComma[needsComma.count - 1] { output += "," }
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

  static func appendQuoted(_ text: String, to output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case _
      where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}"
        || scalar == "\u{2029}":
        let hex = String(scalar.value, radix: 16, uppercase: false)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
