extension Markup {
  /// Fills a template's `String(format:)` placeholders, escaping string arguments; the
  /// template itself stays markup.
  ///
  /// Every conversion `String(format:)` knows is supported, with its flags, width,
  /// precision, length modifier and position: `%@`, `%s`, `%d`, `%i`, `%u`, `%o`, `%x`, `%X`,
  /// `%c`, `%f`, `%F`, `%e`, `%E`, `%g`, `%G`, `%a`, `%A`, `%p`, `%%`, `%2$@`, `%-8.3f`,
  /// `%*d`, `%lld`. Numbers are formatted as `String(format:)` formats them; string
  /// arguments (`%@`, `%s`, `%S`, or any argument that is not a number) are written as their
  /// `description`, cut to the precision and padded to the width, and escaped. `%n` is never
  /// honoured. A placeholder with no argument left is copied unchanged, and a malformed one
  /// is copied as text, without using up an argument.
  ///
  ///     Markup.format("<b>%@</b> has %d new messages", "<Ann>", 3)
  ///     // "<b>&lt;Ann&gt;</b> has 3 new messages"
  ///     Markup.format("%.2f for %@", 9.5, "<Ann>")   // "9.50 for &lt;Ann&gt;"
  ///     Markup.format("%2$@ before %1$@", "a", "b")   // "b before a"
  public static func format(_ template: String, _ arguments: any CustomStringConvertible...)
    -> String
  {
    let percent = UInt8(ascii: "%")
    var bytes = Array(template.utf8)
    bytes.append(0)  // a sentinel, so looking one byte ahead never leaves the array
    let count = bytes.count - 1
    var result = ""
    result.reserveCapacity(count)
    var spanStart = 0
    var index = 0
    var nextArgument = 0
    while index < count {
      guard bytes[index] == percent else {
        index += 1
        continue
      }
      result += String(decoding: bytes[spanStart..<index], as: UTF8.self)
      spanStart = index
      guard let placeholder = FormatPlaceholder(bytes, at: index) else {
        index += 1
        continue
      }
      index = placeholder.end
      if placeholder.conversion == percent {
        result += "%"
        spanStart = index
        continue
      }
      guard
        let text = placeholder.render(
          arguments: arguments, nextArgument: &nextArgument)
      else { continue }
      result += text
      spanStart = index
    }
    result += String(decoding: bytes[spanStart..<count], as: UTF8.self)
    return result
  }
}

/// One parsed `%[n$][flags][width][.precision][length]conversion` placeholder.
private struct FormatPlaceholder {
  enum Amount {
    case fixed(Int)
    case fromArgument(position: Int?)
  }

  /// The index just past the placeholder.
  var end: Int
  /// The 0-based argument position given with `n$`.
  var position: Int?
  var flags: [UInt8] = []
  var width: Amount?
  var precision: Amount?
  var length: [UInt8] = []
  var conversion: UInt8

  /// Reads a placeholder at `index` (which holds `%`); `nil` when it is malformed.
  init?(_ bytes: [UInt8], at index: Int) {
    var cursor = index + 1
    if bytes[cursor] == UInt8(ascii: "%") {
      end = cursor + 1
      conversion = bytes[cursor]
      return
    }
    position = Self.readPosition(bytes, &cursor)
    while Self.isFlag(bytes[cursor]) {
      flags.append(bytes[cursor])
      cursor += 1
    }
    width = Self.readAmount(bytes, &cursor)
    if bytes[cursor] == UInt8(ascii: ".") {
      cursor += 1
      precision = Self.readAmount(bytes, &cursor) ?? .fixed(0)
    }
    while length.count < 2, Self.isLengthModifier(bytes[cursor]) {
      length.append(bytes[cursor])
      cursor += 1
    }
    guard Self.isConversion(bytes[cursor]) else { return nil }
    conversion = bytes[cursor]
    end = cursor + 1
  }

  /// The text for this placeholder, or `nil` when an argument it needs is missing.
  func render(
    arguments: [any CustomStringConvertible], nextArgument: inout Int
  ) -> String? {
    func take(_ position: Int?) -> (any CustomStringConvertible)? {
      let chosen = position ?? nextArgument
      if position == nil { nextArgument += 1 }
      return chosen < arguments.count ? arguments[chosen] : nil
    }
    func amount(_ amount: Amount?) -> Int?? {
      switch amount {
      case nil: return .some(nil)
      case .fixed(let value): return value
      case .fromArgument(let position):
        guard let argument = take(position) else { return nil }
        return (argument as? any BinaryInteger).map { Int($0) } ?? 0
      }
    }
    guard let width = amount(width), let precision = amount(precision),
      let argument = take(position)
    else { return nil }
    let isStringConversion =
      conversion == UInt8(ascii: "@") || conversion == UInt8(ascii: "s")
      || conversion == UInt8(ascii: "S")
    if !isStringConversion, let number = Self.formatNumber(argument, spec: spec(width, precision)) {
      return number
    }
    var text = argument.description
    if let precision, precision >= 0, text.count > precision {
      text = String(text.prefix(precision))
    }
    if let width, text.count < abs(width) {
      let padding = String(repeating: " ", count: abs(width) - text.count)
      let leftAligned = width < 0 || flags.contains(UInt8(ascii: "-"))
      text = leftAligned ? text + padding : padding + text
    }
    return Markup.escape(text)
  }

  /// The placeholder without its position, with `*` amounts filled in.
  private func spec(_ width: Int?, _ precision: Int?) -> String {
    var spec: [UInt8] = [UInt8(ascii: "%")] + flags
    if let width { spec += Array(String(width).utf8) }
    if let precision { spec += [UInt8(ascii: ".")] + Array(String(max(precision, 0)).utf8) }
    return String(decoding: spec + length + [conversion], as: UTF8.self)
  }

  /// Formats a numeric argument with `String(format:)`; `nil` for other arguments.
  private static func formatNumber(_ argument: any CustomStringConvertible, spec: String)
    -> String?
  {
    switch argument {
    case let value as Int: return CLibrary.format(spec, value)
    case let value as Int8: return CLibrary.format(spec, value)
    case let value as Int16: return CLibrary.format(spec, value)
    case let value as Int32: return CLibrary.format(spec, value)
    case let value as Int64: return CLibrary.format(spec, value)
    case let value as UInt: return CLibrary.format(spec, value)
    case let value as UInt8: return CLibrary.format(spec, value)
    case let value as UInt16: return CLibrary.format(spec, value)
    case let value as UInt32: return CLibrary.format(spec, value)
    case let value as UInt64: return CLibrary.format(spec, value)
    case let value as Double: return CLibrary.format(spec, value)
    case let value as Float: return CLibrary.format(spec, Double(value))
    default: return nil
    }
  }

  private static func readPosition(_ bytes: [UInt8], _ cursor: inout Int) -> Int? {
    var digitsEnd = cursor
    var number = 0
    while bytes[digitsEnd] &- 0x30 < 10, digitsEnd - cursor < 4 {
      number = number * 10 + Int(bytes[digitsEnd] &- 0x30)
      digitsEnd += 1
    }
    guard digitsEnd > cursor, bytes[digitsEnd] == UInt8(ascii: "$"), number > 0 else { return nil }
    cursor = digitsEnd + 1
    return number - 1
  }

  private static func readAmount(_ bytes: [UInt8], _ cursor: inout Int) -> Amount? {
    if bytes[cursor] == UInt8(ascii: "*") {
      cursor += 1
      return .fromArgument(position: readPosition(bytes, &cursor))
    }
    var number = 0
    let start = cursor
    while bytes[cursor] &- 0x30 < 10, cursor - start < 6 {
      number = number * 10 + Int(bytes[cursor] &- 0x30)
      cursor += 1
    }
    return cursor > start ? .fixed(number) : nil
  }

  private static func isFlag(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: " ")
      || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "0") || byte == UInt8(ascii: "'")
  }

  /// `l`, `h`, `q`, `z`, `t`, `j` or `L`, as in `%ld`, `%lld` or `%Lf`.
  private static func isLengthModifier(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "q"), UInt8(ascii: "z"),
      UInt8(ascii: "t"), UInt8(ascii: "j"), UInt8(ascii: "L"):
      return true
    default:
      return false
    }
  }

  private static func isConversion(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "@"), UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"),
      UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "o"), UInt8(ascii: "O"),
      UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "c"), UInt8(ascii: "C"),
      UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "f"), UInt8(ascii: "F"),
      UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
      UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "p"):
      return true
    default:
      return false
    }
  }
}
