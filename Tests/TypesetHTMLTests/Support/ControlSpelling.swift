import Testing

/// One way of writing a character themed HTML must never carry as it is — a C0 control other
/// than tab and line feed, DEL, a C1 control, U+FFFE or U+FFFF — in Markdown or tag markup:
/// the character itself, or a decimal or hexadecimal character reference.
///
///     ControlSpelling.all.first   // BEL as it is
///     ControlSpelling(0x1B, .hexadecimal).written   // "&#x1b;"
///     ControlSpelling(0x9B, .decimal).visible       // "^[["
struct ControlSpelling: Sendable, CustomTestStringConvertible {
  /// How the character is written in the source.
  enum Form: Sendable {
    case literal, decimal, hexadecimal
  }

  let scalar: Unicode.Scalar
  let form: Form

  init(_ value: UInt32, _ form: Form) {
    scalar = Unicode.Scalar(value)!
    self.form = form
  }

  /// The characters written in every form, and CR as a reference only: written as it is in
  /// Markdown it is a line ending, never text.
  static let characters: [UInt32] = [
    0x07, 0x08, 0x0B, 0x0C, 0x0D, 0x1A, 0x1B, 0x1F, 0x7F, 0x80, 0x85, 0x9B, 0x9F, 0xFFFE, 0xFFFF,
  ]

  /// Every character in every form (CR as references only).
  static let all: [ControlSpelling] = characters.flatMap { value in
    (value == 0x0D ? [Form.decimal, .hexadecimal] : [.literal, .decimal, .hexadecimal])
      .map { ControlSpelling(value, $0) }
  }

  /// As the source writes it.
  var written: String {
    switch form {
    case .literal: String(Character(scalar))
    case .decimal: "&#\(scalar.value);"
    case .hexadecimal: "&#x\(String(scalar.value, radix: 16));"
    }
  }

  /// Whether the source spells it as a character reference.
  var isReference: Bool { form != .literal }

  /// How themed HTML shows it: caret notation for a control (`^[`, `^?`, `^[[` for the C1
  /// control U+009B), a line feed for a CR, U+FFFD for U+FFFE and U+FFFF.
  var visible: String {
    let value = scalar.value
    switch value {
    case 0x0D: return "\n"
    case 0x7F: return "^?"
    case 0x00..<0x20: return "^" + String(Character(Unicode.Scalar(UInt8(value + 0x40))))
    case 0x80..<0xA0: return "^[" + String(Character(Unicode.Scalar(UInt8(value - 0x40))))
    default: return "\u{FFFD}"
    }
  }

  /// The character's UTF-8 percent-encoded, as an `href` or `src` holds it.
  var percentEncoded: String {
    String(Character(scalar)).utf8.map { "%" + Self.hexadecimal($0) }.joined()
  }

  /// The source form as HTML text shows it where references are not read (code).
  var escapedAsWritten: String {
    isReference ? written.replacingOccurrences(of: "&", with: "&amp;") : visible
  }

  /// The characters themed HTML must never carry, as found in `html`: each as `U+XXXX at N`
  /// (N counting scalars); empty when there is none.
  ///
  ///     ControlSpelling.forbiddenCharacters(in: "a\u{1B}b")   // ["U+001B at 1"]
  static func forbiddenCharacters(in html: String) -> [String] {
    var found: [String] = []
    for (offset, scalar) in html.unicodeScalars.enumerated() {
      let value = scalar.value
      let isForbidden =
        (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value)
        || value == 0xFFFE || value == 0xFFFF
      if isForbidden { found.append("U+\(hexadecimal(value, digits: 4)) at \(offset)") }
    }
    return found
  }

  var testDescription: String {
    let name = "U+" + Self.hexadecimal(scalar.value, digits: 4)
    switch form {
    case .literal: return "\(name) as it is"
    case .decimal, .hexadecimal: return "\(name) as \(written)"
    }
  }

  private static func hexadecimal<Value: BinaryInteger>(_ value: Value, digits: Int = 2) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
