import Testing

@testable import Typeset

@Suite("JSONWriter") struct JSONWriterTests {
  /// The escaping the writer had when it appended one scalar at a time: the reference.
  func referenceQuoted(_ text: String) -> String {
    var output = "\""
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
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }

  func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    JSONWriter.appendQuoted(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test(arguments: [
    "", "plain ASCII text that is longer than eight bytes", "\"", "\\", "\n\r\t\u{08}\u{0C}",
    "\u{01}\u{1F}\u{7F}", "\u{2028}\u{2029}", "\u{2027}\u{202A}—é€𝄞",
    "a\"b\\c\nd", "12345678\"", "1234567\"8", "12345678901234\u{1F}56", "€€€€€€€€\u{2028}",
  ])
  func escapesExactlyAsTheScalarWriterDid(text: String) {
    #expect(quoted(text) == referenceQuoted(text))
  }

  @Test func escapesEverySpecialByteAtEveryOffset() {
    let specials: [Character] = ["\"", "\\", "\n", "\u{00}", "\u{1F}", "\u{7F}", "\u{2028}", "é"]
    for special in specials {
      for offset in 0..<17 {
        let text = String(repeating: "x", count: offset) + String(special) + "yyyyyyyyy"
        #expect(quoted(text) == referenceQuoted(text), "offset \(offset)")
      }
    }
  }
}
