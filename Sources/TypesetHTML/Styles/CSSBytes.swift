import Typeset

/// Writes CSS values as bytes, only from numbers, fixed words and escaped strings, so no value
/// that reaches a style sheet or a `style` attribute can end a declaration, a rule or the
/// `<style>` element: a theme's colour or font name is data, never CSS.
enum CSSBytes {
  /// Appends a number with at most four decimals: no exponent, no `nan`, clamped to ±10⁶.
  ///
  ///     CSSBytes.appendNumber(1.647058, to: &out)   // "1.6471"
  static func appendNumber(_ value: Double, to output: inout [UInt8]) {
    var value = value.isFinite ? min(max(value, -1_000_000), 1_000_000) : 0
    if value < 0 {
      let scaled = (-value * 10_000).rounded()
      if scaled != 0 { output.append(0x2D) }
      value = scaled
    } else {
      value = (value * 10_000).rounded()
    }
    let scaled = Int(value)
    appendInteger(scaled / 10_000, to: &output)
    var fraction = scaled % 10_000
    guard fraction != 0 else { return }
    output.append(0x2E)
    var divisor = 1000
    while fraction != 0 {
      output.append(0x30 + UInt8(fraction / divisor))
      fraction %= divisor
      divisor /= 10
    }
  }

  /// Appends a non-negative integer in decimal.
  ///
  ///     CSSBytes.appendInteger(120, to: &out)   // "120"
  static func appendInteger(_ value: Int, to output: inout [UInt8]) {
    var value = max(value, 0)
    guard value > 0 else {
      output.append(0x30)
      return
    }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      while value > 0 && count < 10 {
        buffer[count] = 0x30 + UInt8(value % 10)
        value /= 10
        count += 1
      }
      for index in stride(from: count - 1, through: 0, by: -1) { output.append(buffer[index]) }
    }
  }

  /// Appends a colour from its channels: `#rrggbb`, or `rgba(r,g,b,a)` when it is not opaque.
  ///
  ///     CSSBytes.appendColor(TextColor.RGBA(red: 1, green: 0, blue: 0), to: &out)   // "#ff0000"
  static func appendColor(_ color: TextColor.RGBA, to output: inout [UInt8]) {
    let channels = [color.red, color.green, color.blue].map { channel -> Int in
      let value = channel.isFinite ? channel : 0
      return Int((min(max(value, 0), 1) * 255).rounded())
    }
    let alpha = color.alpha.isFinite ? min(max(color.alpha, 0), 1) : 1
    if alpha >= 1 {
      let hex: StaticString = "0123456789abcdef"
      output.append(0x23)
      for channel in channels {
        output.append(hex.utf8Start[channel >> 4])
        output.append(hex.utf8Start[channel & 15])
      }
      return
    }
    append("rgba(", to: &output)
    for channel in channels {
      appendInteger(channel, to: &output)
      output.append(0x2C)
    }
    appendNumber(alpha, to: &output)
    output.append(0x29)
  }

  /// Appends a CSS string in single quotes: every byte but ASCII letters, digits, space, `-`,
  /// `_` and `.` is a hexadecimal escape, so the string cannot close itself, a declaration, a
  /// rule, the `<style>` element or a double-quoted attribute, and needs no HTML escaping.
  ///
  ///     CSSBytes.appendString("A;}</style>", to: &out)   // "'A\3b \7d \3c /style\3e '"
  static func appendString(_ string: String, to output: inout [UInt8]) {
    let hex: StaticString = "0123456789abcdef"
    output.append(0x27)
    for scalar in string.unicodeScalars {
      let value = scalar.value
      if value < 0x80, isPlain(UInt8(value)) {
        output.append(UInt8(value))
        continue
      }
      // NUL and surrogates cannot be escaped in CSS; they become U+FFFD.
      let code = value == 0 ? 0xFFFD : value
      output.append(0x5C)
      var started = false
      for shift in stride(from: 20, through: 0, by: -4) {
        let digit = Int((code >> UInt32(shift)) & 15)
        if digit != 0 || started || shift == 0 {
          started = true
          output.append(hex.utf8Start[digit])
        }
      }
      output.append(0x20)
    }
    output.append(0x27)
  }

  /// The name as a CSS identifier part (ASCII letters, digits, `-` and `_`, starting with a
  /// letter, at most 64 bytes), or `nil` when it is anything else.
  ///
  ///     CSSBytes.identifier("systemBlue")   // "systemBlue"
  ///     CSSBytes.identifier("x;}")          // nil
  static func identifier(_ name: String) -> String? {
    let bytes = Array(name.utf8)
    guard let first = bytes.first, bytes.count <= 64, ASCII.isLetter(first) else { return nil }
    for byte in bytes
    where !(ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == 0x2D || byte == 0x5F) {
      return nil
    }
    return name
  }

  /// Eight hexadecimal digits that stand for `bytes`, the same in every process and document
  /// (FNV-1a, folded to 32 bits), so a class or colour named from its content means the same
  /// thing in every fragment that shares a page.
  ///
  ///     CSSBytes.stableName(Array("color:red;".utf8))   // "dd906d97"
  static func stableName(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    let hex: StaticString = "0123456789abcdef"
    var digits: [UInt8] = []
    for shift in stride(from: 28, through: 0, by: -4) {
      digits.append(hex.utf8Start[Int((folded >> UInt32(shift)) & 15)])
    }
    return String(decoding: digits, as: UTF8.self)
  }

  /// Appends a fixed piece of CSS or HTML.
  static func append(_ text: StaticString, to output: inout [UInt8]) {
    output.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  private static func isPlain(_ byte: UInt8) -> Bool {
    ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == 0x20 || byte == 0x2D || byte == 0x5F
      || byte == 0x2E
  }
}
