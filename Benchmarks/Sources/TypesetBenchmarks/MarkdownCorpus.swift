/// Generates a deterministic Markdown document of a given size for benchmarks: headings,
/// paragraphs with emphasis, links and code spans, nested lists, block quotes, fenced code and
/// tables.
enum MarkdownCorpus {
  struct Random {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  static let words = """
    lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut \
    labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris \
    nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit esse \
    cillum fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui \
    officia deserunt mollit anim id est laborum markdown parser renderer typeset swift
    """.split(separator: " ").map(String.init)

  static func sentence(_ r: inout Random) -> String {
    var parts: [String] = []
    let n = 6 + r.next(10)
    for i in 0..<n {
      let w = words[r.next(words.count)]
      switch r.next(20) {
      case 0: parts.append("*\(w)*")
      case 1: parts.append("**\(w) \(words[r.next(words.count)])**")
      case 2: parts.append("`\(w)()`")
      case 3: parts.append("[\(w)](https://example.com/\(w)/\(i) \"\(w)\")")
      case 4: parts.append("_\(w)_")
      case 5: parts.append("~~\(w)~~")
      case 6: parts.append("<https://example.org/\(w)>")
      case 7: parts.append("www.\(w).com")
      case 8: parts.append("&amp; \(w)")
      default: parts.append(w)
      }
    }
    var s = parts.joined(separator: " ")
    s = s.prefix(1).uppercased() + s.dropFirst()
    return s + "."
  }

  static func paragraph(_ r: inout Random) -> String {
    (0..<(2 + r.next(4))).map { _ in sentence(&r) }.joined(separator: "\n") + "\n"
  }

  /// About `bytes` bytes of Markdown.
  static func generate(bytes: Int, seed: UInt64 = 42) -> String {
    var r = Random(state: seed)
    var out = ""
    out.reserveCapacity(bytes + 4096)
    var section = 0
    while out.utf8.count < bytes {
      section += 1
      out +=
        "\(String(repeating: "#", count: 1 + r.next(3))) Section \(section): \(sentence(&r))\n\n"
      for _ in 0..<(1 + r.next(3)) { out += paragraph(&r) + "\n" }
      switch r.next(6) {
      case 0:
        for i in 0..<(2 + r.next(4)) {
          out += "- \(sentence(&r))\n"
          if r.next(2) == 0 {
            out += "  1. \(sentence(&r))\n  2. \(sentence(&r))\n"
            if r.next(3) == 0 { out += "     - [x] \(sentence(&r))\n     - [ ] item \(i)\n" }
          }
        }
        out += "\n"
      case 1:
        out +=
          "> \(sentence(&r))\n> \(sentence(&r))\n>\n> - \(sentence(&r))\n> - \(sentence(&r))\n\n"
      case 2:
        out += "```swift\n"
        for i in 0..<(3 + r.next(8)) {
          out += "let value\(i) = compute(\"\(words[r.next(words.count)])\") // <tag> & more\n"
        }
        out += "```\n\n"
      case 3:
        out += "| Name | Value | Notes | Flag |\n| :--- | ---: | :---: | --- |\n"
        for _ in 0..<(3 + r.next(6)) {
          out +=
            "| \(words[r.next(words.count)]) | \(r.next(10000)) | *\(words[r.next(words.count)])* `x` | \(r.next(2) == 0 ? "yes" : "no") |\n"
        }
        out += "\n"
      case 4:
        out += "    indented code \(r.next(100))\n    more code\n\n"
        out += "1. \(sentence(&r))\n2. \(sentence(&r))\n\n   \(sentence(&r))\n\n"
      default:
        out += "***\n\n" + paragraph(&r) + "\n"
      }
    }
    return out
  }
}
