import TypesetSupport

/// Reads rendered HTML the way a browser's tokenizer would, for what must never be there: a
/// tag the renderer does not write, an event-handler attribute, a dangerous `href` or `src`, or
/// a second end of the style sheet.
///
///     HTMLThreats.problems(in: "<p onclick=\"x\">a</p>")   // ["event handler onclick on <p>"]
enum HTMLThreats {
  /// Every tag the renderer writes, documents and their heads included.
  static let writtenTags: Set<String> = [
    "html", "head", "meta", "title", "style", "body", "div", "section", "p", "h1", "h2", "h3",
    "h4", "h5", "h6", "ul", "ol", "li", "input", "blockquote", "pre", "code", "table", "thead",
    "tbody", "tr", "th", "td", "hr", "strong", "em", "del", "a", "img", "sup", "span", "br", "bdi",
    "!doctype",
  ]

  /// What is wrong with `html`, one line per problem; empty when nothing is.
  static func problems(in html: String) -> [String] {
    var problems: [String] = []
    let bytes = Array(html.utf8)
    let lowered = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    if count(Array("</style".utf8), in: lowered) > 1 {
      problems.append("the style sheet ends twice")
    }
    if count(Array("<script".utf8), in: lowered) > 0 { problems.append("a script element") }
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x3C else {
        index += 1
        continue
      }
      var cursor = index + 1
      let isEndTag = cursor < bytes.count && bytes[cursor] == 0x2F
      if isEndTag { cursor += 1 }
      let nameStart = cursor
      while cursor < bytes.count, isNameByte(lowered[cursor]) { cursor += 1 }
      let name = String(decoding: lowered[nameStart..<cursor], as: UTF8.self)
      if !writtenTags.contains(name) { problems.append("a tag from the content: <\(name)") }
      // Attributes, as a tokenizer reads them: names, then optionally = and a value.
      while cursor < bytes.count, bytes[cursor] != 0x3E {
        if isSpace(bytes[cursor]) || bytes[cursor] == 0x2F {
          cursor += 1
          continue
        }
        let attributeStart = cursor
        while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != 0x3D,
          bytes[cursor] != 0x3E, bytes[cursor] != 0x2F
        {
          cursor += 1
        }
        let attribute = String(decoding: lowered[attributeStart..<cursor], as: UTF8.self)
        if attribute.hasPrefix("on") { problems.append("event handler \(attribute) on <\(name)>") }
        var value = ""
        if cursor < bytes.count, bytes[cursor] == 0x3D {
          cursor += 1
          if cursor < bytes.count, bytes[cursor] == 0x22 || bytes[cursor] == 0x27 {
            let quote = bytes[cursor]
            let end = bytes[(cursor + 1)...].firstIndex(of: quote) ?? bytes.count
            value = String(decoding: bytes[(cursor + 1)..<end], as: UTF8.self)
            cursor = min(end + 1, bytes.count)
          } else {
            let start = cursor
            while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != 0x3E {
              cursor += 1
            }
            value = String(decoding: bytes[start..<cursor], as: UTF8.self)
            problems.append("an unquoted attribute value \(attribute)=\(value)")
          }
        }
        if attribute == "href" || attribute == "src",
          URLSafety.isDangerous(decodingReferences(value))
        {
          problems.append("a dangerous URL \(attribute)=\"\(value)\"")
        }
        if attribute == "style", value.contains("<") || value.contains("\"") {
          problems.append("markup inside a style attribute: \(value)")
        }
      }
      index = cursor + 1
      // The style sheet is CSS, not tags: it must hold no `<` at all.
      if name == "style", !isEndTag, bytes.count > index {
        let end = indexOf(Array("</style".utf8), in: lowered, from: index) ?? bytes.count
        if bytes[index..<end].contains(0x3C) { problems.append("a < inside the style sheet") }
        index = end
      }
    }
    return problems
  }

  /// The attribute value as a browser reads it: `&amp;`, `&quot;`, `&apos;`, `&lt;`, `&gt;`,
  /// `&colon;`, `&tab;`, `&newline;` and numeric references decoded.
  static func decodingReferences(_ value: String) -> String {
    var result = ""
    var rest = Substring(value)
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      let afterAmpersand = rest.index(after: ampersand)
      guard let semicolon = rest[afterAmpersand...].prefix(12).firstIndex(of: ";") else {
        result += "&"
        rest = rest[afterAmpersand...]
        continue
      }
      let name = rest[afterAmpersand..<semicolon].lowercased()
      let named = [
        "amp": "&", "quot": "\"", "apos": "'", "lt": "<", "gt": ">", "colon": ":", "tab": "\t",
        "newline": "\n",
      ]
      var decoded: String? = named[name]
      if decoded == nil, name.hasPrefix("#") {
        let digits = name.dropFirst()
        let code = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        decoded = code.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
      }
      if let decoded {
        result += decoded
        rest = rest[rest.index(after: semicolon)...]
      } else {
        result += "&"
        rest = rest[afterAmpersand...]
      }
    }
    return result + rest
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x21
      || byte == 0x2D
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
  }

  private static func count(_ needle: [UInt8], in haystack: [UInt8]) -> Int {
    var found = 0
    var start = 0
    while let index = indexOf(needle, in: haystack, from: start) {
      found += 1
      start = index + 1
    }
    return found
  }

  private static func indexOf(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard needle.count <= haystack.count else { return nil }
    var index = start
    while index + needle.count <= haystack.count {
      if haystack[index] == needle[0], haystack[index..<index + needle.count].elementsEqual(needle)
      {
        return index
      }
      index += 1
    }
    return nil
  }
}
