import Foundation
import Typeset
import TypesetMarkdown
import TypesetTerminal

/// Reading terminal output back: the escape sequences the renderer writes, and what is left.
enum TerminalText {
  /// The output without the renderer's own sequences — SGR (`ESC [ params m`) and OSC 8
  /// (`ESC ] 8 ; params ; URI ESC \`) — or `nil` if any other escape, control character or C1
  /// control is left, or an OSC 8 URI holds a byte outside 0x21–0x7E.
  static func stripped(_ output: String) -> String? {
    let bytes = Array(output.utf8)
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B {
        guard index + 1 < bytes.count else { return nil }
        if bytes[index + 1] == 0x5B {
          var stop = index + 2
          while stop < bytes.count, (0x30...0x3B).contains(bytes[stop]) { stop += 1 }
          guard stop < bytes.count, bytes[stop] == 0x6D else { return nil }
          index = stop + 1
          continue
        }
        if bytes[index + 1] == 0x5D, index + 3 < bytes.count, bytes[index + 2] == 0x38,
          bytes[index + 3] == 0x3B
        {
          var stop = index + 4
          while stop < bytes.count, bytes[stop] != 0x1B {
            guard (0x21...0x7E).contains(bytes[stop]) else { return nil }
            stop += 1
          }
          guard stop + 1 < bytes.count, bytes[stop + 1] == 0x5C else { return nil }
          index = stop + 2
          continue
        }
        return nil
      }
      if (byte < 0x20 && byte != 0x0A) || byte == 0x7F { return nil }
      if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
        return nil
      }
      result.append(byte)
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The lines of stripped output (the text ends with a newline; no empty last line).
  static func lines(_ output: String) -> [Substring] {
    var lines = (stripped(output) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Whether a line lists a reference's URL (`[3]: https://…`, after any prefix): the one line
  /// allowed past the width, so the URL is never broken.
  static func isReferenceLine(_ line: Substring) -> Bool {
    guard let open = line.firstIndex(of: "[") else { return false }
    let rest = line[line.index(after: open)...]
    guard let close = rest.firstIndex(of: "]"), rest[..<close].allSatisfy(\.isNumber) else {
      return false
    }
    return rest[close...].hasPrefix("]: ")
      && line[..<open].allSatisfy { $0 == " " || $0 == "│" || $0.isNumber || $0 == "." }
  }

  /// The width of a line by a small table of its own, independent of `DisplayWidth`: the
  /// character classes the width tests use (CJK, kana, Hangul, fullwidth forms, emoji, flags,
  /// VS16) are two columns, every other character one.
  static func independentWidth(_ line: Substring) -> Int {
    var width = 0
    for character in line {
      let scalars = character.unicodeScalars
      let first = scalars.first!.value
      let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1F1E6...0x1F1FF,
      ]
      if wide.contains(where: { $0.contains(first) }) || scalars.contains("\u{FE0F}") {
        width += 2
      } else {
        width += 1
      }
    }
    return width
  }

  /// Renders Markdown with the default theme.
  static func render(
    _ markdown: String, _ capabilities: TerminalCapabilities,
    environment: TextEnvironment = TextEnvironment()
  ) -> String {
    let document = StyledDocument(markdown: markdown, theme: .default)
    return TerminalRenderer(environment: environment, capabilities: capabilities).render(document)
  }

  /// Escapes made visible, for golden files: ESC as `␛`.
  static func visible(_ output: String) -> String {
    output.replacingOccurrences(of: "\u{1B}", with: "␛")
  }
}
