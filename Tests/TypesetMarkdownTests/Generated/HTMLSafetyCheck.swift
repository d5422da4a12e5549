// Shared by the generated-document tests and the Markdown fuzz harness (Fuzz/Harnesses), which
// Scripts/fuzz.sh compiles together with this file: keep it free of test-framework imports.

import Foundation

/// Checks rendered HTML for tags and URLs the renderer should never write.
enum HTMLSafetyCheck {
  /// Tags the HTML renderer writes itself; any other tag comes from the input.
  static let rendererTags: Set<String> = [
    "a", "blockquote", "br", "code", "del", "em", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "img",
    "input", "li", "ol", "p", "pre", "section", "strong", "sup", "table", "tbody", "td", "th",
    "thead", "tr", "ul",
  ]

  /// Tags the GFM tag filter escapes in unsafe output.
  static let filteredTags: [String] = [
    "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
  ]

  /// The placeholder safe output writes for raw HTML.
  static let omitted = Array("<!-- raw HTML omitted -->".utf8)

  /// Describes the first unexpected tag or dangerous URL in `html`, or `nil`.
  static func problem(in html: String) -> String? {
    let bytes = Array(html.utf8)
    var index = 0
    while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
      if bytes[open...].starts(with: omitted) {
        index = open + omitted.count
        continue
      }
      var cursor = open + 1
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "/") { cursor += 1 }
      let nameStart = cursor
      while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
      let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self).lowercased()
      guard rendererTags.contains(name) else {
        return "carries a tag from the input: \(excerpt(bytes, from: open))"
      }
      // Reads the attributes up to the closing `>`, honouring quoted values.
      while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">") {
        let attributeStart = cursor
        while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
        let attribute = String(decoding: bytes[attributeStart..<cursor], as: UTF8.self)
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "="),
          cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: "\"")
        {
          let valueStart = cursor + 2
          guard let valueEnd = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else {
            return "has an unterminated attribute: \(excerpt(bytes, from: open))"
          }
          let value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
          if attribute == "href" || attribute == "src", isDangerous(url: value) {
            return "links to a dangerous URL: \(excerpt(bytes, from: open))"
          }
          cursor = valueEnd + 1
        } else if cursor == attributeStart {
          cursor += 1  // A space or `/` between attributes.
        }
      }
      index = cursor
    }
    return nil
  }

  /// The first tag the GFM filter should have escaped, or `nil`: a `<` or `</` followed by a
  /// filtered name (in any case) and then whitespace, `/`, `>` or the end.
  static func filteredTag(in html: String) -> String? {
    let bytes = Array(html.utf8)
    var index = 0
    while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
      var cursor = open + 1
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "/") { cursor += 1 }
      let nameStart = cursor
      while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
      index = max(cursor, open + 1)
      guard cursor - nameStart >= 3, cursor - nameStart <= 9 else { continue }
      if cursor < bytes.count, !" \t\n\r\u{0C}/>".utf8.contains(bytes[cursor]) { continue }
      let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self).lowercased()
      if filteredTags.contains(name) { return name }
    }
    return nil
  }

  /// Whether a browser would run or open `url` (after decoding references and dropping the
  /// characters it ignores) as `javascript:`, `vbscript:`, `file:` or a non-image `data:` URL.
  static func isDangerous(url: String) -> Bool {
    var decoded = decodeReferences(url).lowercased()
    decoded.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
    let trimmed = decoded.drop { $0.unicodeScalars.allSatisfy { $0.value <= 0x20 } }
    for scheme in ["javascript:", "vbscript:", "file:"] where trimmed.hasPrefix(scheme) {
      return true
    }
    if trimmed.hasPrefix("data:") {
      let images = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
      return !images.contains { trimmed.hasPrefix($0) }
    }
    return false
  }

  /// Decodes the character references an attribute value may hold.
  static func decodeReferences(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var result = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      rest = rest[amp...]
      guard let semicolon = rest.firstIndex(of: ";"), rest.distance(from: amp, to: semicolon) < 12
      else {
        result += "&"
        rest = rest.dropFirst()
        continue
      }
      let body = rest[rest.index(after: amp)..<semicolon]
      var scalar: Unicode.Scalar?
      switch body {
      case "amp": scalar = "&"
      case "quot": scalar = "\""
      case "lt": scalar = "<"
      case "gt": scalar = ">"
      case "colon": scalar = ":"
      default:
        if body.hasPrefix("#x") || body.hasPrefix("#X") {
          scalar = UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        } else if body.hasPrefix("#") {
          scalar = UInt32(body.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
        }
      }
      if let scalar {
        result.unicodeScalars.append(scalar)
        rest = rest[rest.index(after: semicolon)...]
      } else {
        result += "&"
        rest = rest.dropFirst()
      }
    }
    return result + rest
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x30 && byte <= 0x39)
      || byte == UInt8(ascii: "-")
  }

  private static func excerpt(_ bytes: [UInt8], from start: Int) -> String {
    String(decoding: bytes[start..<min(bytes.count, start + 80)], as: UTF8.self)
  }
}
