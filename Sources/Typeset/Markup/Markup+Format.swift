extension Markup {
  /// Fills a template's %@ / %1$@ / %d / %% placeholders (the String(format:) subset used by
  /// localised strings) with escaped arguments; the template itself is not escaped.
  ///
  /// Recognised placeholders: `%@`, `%d`, `%i`, `%u`, `%s`, `%f`, each optionally with a length
  /// modifier (`l`, `ll`, `h`, `hh`, `q`, `z`, `t`, `j`) and a position (`%2$@`), and `%%`.
  /// Every argument is written as its `description`. A placeholder without a matching argument,
  /// or one outside this subset, is copied unchanged.
  ///
  ///     Markup.format("<b>%@</b> has %d new messages", "<Ann>", 3)
  ///     // "<b>&lt;Ann&gt;</b> has 3 new messages"
  ///     Markup.format("%2$@ before %1$@", "a", "b")   // "b before a"
  public static func format(_ template: String, _ arguments: any CustomStringConvertible...)
    -> String
  {
    let percent = UInt8(ascii: "%")
    var bytes = Array(template.utf8)
    bytes.append(0)  // a sentinel, so looking one byte ahead never leaves the array
    var result = ""
    result.reserveCapacity(bytes.count)
    var spanStart = 0
    var index = 0
    var nextArgument = 0
    let count = bytes.count - 1
    while index < count {
      guard bytes[index] == percent else {
        index += 1
        continue
      }
      result += String(decoding: bytes[spanStart..<index], as: UTF8.self)
      spanStart = index
      guard let placeholder = parsePlaceholder(bytes, at: index) else {
        index += 1
        continue
      }
      index = placeholder.end
      if placeholder.isPercent {
        result += "%"
        spanStart = index
        continue
      }
      let position = placeholder.position ?? nextArgument
      if placeholder.position == nil { nextArgument += 1 }
      guard position < arguments.count else { continue }
      result += escape(arguments[position].description)
      spanStart = index
    }
    result += String(decoding: bytes[spanStart..<count], as: UTF8.self)
    return result
  }

  /// Reads `%%` or `%[n$][length]conversion` at `index`; `nil` when it is not a placeholder.
  private static func parsePlaceholder(
    _ bytes: [UInt8], at index: Int
  ) -> (end: Int, position: Int?, isPercent: Bool)? {
    var cursor = index + 1
    if bytes[cursor] == UInt8(ascii: "%") { return (cursor + 1, nil, true) }
    var position: Int? = nil
    var number = 0
    var digitsEnd = cursor
    while bytes[digitsEnd] &- 0x30 < 10, digitsEnd - cursor < 4 {
      number = number * 10 + Int(bytes[digitsEnd] &- 0x30)
      digitsEnd += 1
    }
    if digitsEnd > cursor {
      guard bytes[digitsEnd] == UInt8(ascii: "$"), number > 0 else { return nil }
      position = number - 1
      cursor = digitsEnd + 1
    }
    var modifierCount = 0
    while modifierCount < 2, isLengthModifier(bytes[cursor]) {
      cursor += 1
      modifierCount += 1
    }
    switch bytes[cursor] {
    case UInt8(ascii: "@"), UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"),
      UInt8(ascii: "s"), UInt8(ascii: "f"):
      return (cursor + 1, position, false)
    default:
      return nil
    }
  }

  /// `l`, `h`, `q`, `z`, `t` or `j`, as in `%ld` or `%lld`.
  private static func isLengthModifier(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "q"), UInt8(ascii: "z"),
      UInt8(ascii: "t"), UInt8(ascii: "j"):
      return true
    default:
      return false
    }
  }
}
