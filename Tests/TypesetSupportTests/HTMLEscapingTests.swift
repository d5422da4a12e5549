import Testing

@testable import TypesetSupport

/// Escapes `text` with `mode` into a fresh buffer.
private func escaped(_ bytes: [UInt8], _ mode: HTMLEscaping.Mode) -> [UInt8] {
  var output: [UInt8] = []
  bytes.withUnsafeBufferPointer { HTMLEscaping.append($0, as: mode, to: &output) }
  return output
}

private func escaped(_ text: String, _ mode: HTMLEscaping.Mode) -> String {
  String(decoding: escaped(Array(text.utf8), mode), as: UTF8.self)
}

/// The text and attribute modes written the slow way, byte by byte, to check the fast path.
private func referenceEscaped(_ bytes: [UInt8], apostrophe: Bool) -> [UInt8] {
  var output: [UInt8] = []
  for byte in bytes {
    switch byte {
    case UInt8(ascii: "&"): output += Array("&amp;".utf8)
    case UInt8(ascii: "<"): output += Array("&lt;".utf8)
    case UInt8(ascii: ">"): output += Array("&gt;".utf8)
    case UInt8(ascii: "\""): output += Array("&quot;".utf8)
    case UInt8(ascii: "'") where apostrophe: output += Array("&apos;".utf8)
    default: output.append(byte)
    }
  }
  return output
}

@Suite("HTML escaping") struct HTMLEscapingTests {
  @Test func textModeEscapesAmpersandAnglesAndDoubleQuote() {
    #expect(
      escaped("a & b < c > d \"e\" 'f'", .text) == "a &amp; b &lt; c &gt; d &quot;e&quot; 'f'")
    #expect(escaped("", .text) == "")
    #expect(escaped("&&", .text) == "&amp;&amp;")
  }

  @Test func attributeModeEscapesTheApostropheToo() {
    #expect(escaped("it's \"<&>\"", .attribute) == "it&apos;s &quot;&lt;&amp;&gt;&quot;")
  }

  @Test(arguments: [HTMLEscaping.Mode.text, .attribute])
  func entityModesLeaveEveryOtherByteAlone(mode: HTMLEscaping.Mode) {
    let changed: Set<UInt8> =
      mode == .text ? [0x26, 0x3C, 0x3E, 0x22] : [0x26, 0x3C, 0x3E, 0x22, 0x27]
    for value in 0...255 {
      let byte = UInt8(value)
      let output = escaped([byte], mode)
      if changed.contains(byte) {
        #expect(output.first == UInt8(ascii: "&") && output.last == UInt8(ascii: ";"))
      } else {
        #expect(output == [byte], "byte 0x\(String(value, radix: 16))")
      }
    }
  }

  @Test(arguments: [HTMLEscaping.Mode.text, .attribute])
  func eightByteScanFindsAnEscapableByteAtEveryPosition(mode: HTMLEscaping.Mode) {
    // Runs long enough for the word-at-a-time scan, with the byte at each offset and with
    // UTF-8, NUL, DEL, VT and FF around it.
    let filler: [UInt8] = [0x61, 0x00, 0x7F, 0x0B, 0x0C, 0xC3, 0xA9, 0x62, 0xFF, 0x80]
    for special in Array("&<>\"'".utf8) {
      for length in [1, 7, 8, 9, 16, 23, 40] {
        for position in 0..<length {
          var input = (0..<length).map { filler[$0 % filler.count] }
          input[position] = special
          #expect(escaped(input, mode) == referenceEscaped(input, apostrophe: mode == .attribute))
        }
      }
    }
  }

  @Test func urlModeKeepsSafeBytesAndPercentEncodesTheRest() {
    let safe = "abcXYZ019-_.!~*()/?:@=+$,#%;"
    #expect(escaped(safe, .url) == safe)
    #expect(escaped("a b", .url) == "a%20b")
    #expect(escaped("x&y'z", .url) == "x&amp;y&#x27;z")
    #expect(escaped("<\"[]{}|\\^`>", .url) == "%3C%22%5B%5D%7B%7D%7C%5C%5E%60%3E")
    #expect(escaped("é", .url) == "%C3%A9")
    #expect(
      escaped([0x00, 0x7F, 0x0B, 0x0C, 0x09, 0x0A, 0x80, 0xFF], .url)
        == Array("%00%7F%0B%0C%09%0A%80%FF".utf8))
  }

  @Test func urlModeChangesExactlyTheUnsafeBytes() {
    let safe = Set(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.!~*()/?:@=+$,#%;".utf8)
    for value in 0...255 {
      let byte = UInt8(value)
      #expect(
        (escaped([byte], .url) == [byte]) == safe.contains(byte),
        "byte 0x\(String(value, radix: 16))")
      let needs = [byte].withUnsafeBufferPointer { HTMLEscaping.needsEscaping($0, as: .url) }
      #expect(needs == !safe.contains(byte))
    }
  }

  @Test func needsEscapingAgreesWithTheEntityModes() {
    for value in 0...255 {
      let byte = UInt8(value)
      for mode in [HTMLEscaping.Mode.text, .attribute] {
        let needs = [byte].withUnsafeBufferPointer { HTMLEscaping.needsEscaping($0, as: mode) }
        #expect(needs == (escaped([byte], mode) != [byte]))
      }
    }
  }

  @Test func appendingKeepsWhatTheBufferHeld() {
    var output = Array("<p>".utf8)
    Array("1 < 2".utf8).withUnsafeBufferPointer { HTMLEscaping.append($0, as: .text, to: &output) }
    #expect(output == Array("<p>1 &lt; 2".utf8))
  }

  @Test(arguments: [HTMLEscaping.Mode.text, .attribute, .url])
  func byteBufferEscapingEqualsArrayEscaping(mode: HTMLEscaping.Mode) {
    // Every byte value at every position of runs around the eight-byte steps, written
    // after bytes already in the buffer.
    var generator = SystemRandomNumberGenerator()
    for length in [0, 1, 3, 7, 8, 9, 15, 16, 17, 31, 64, 100] {
      for _ in 0..<40 {
        let input = (0..<length).map { _ in
          Bool.random(using: &generator)
            ? UInt8.random(in: 0x20...0x7E, using: &generator)
            : UInt8.random(in: 0...255, using: &generator)
        }
        let buffer = ByteBuffer(capacity: 16)
        buffer.append("<p>")
        input.withUnsafeBufferPointer { buffer.append($0, escapedAs: mode) }
        #expect(Array(buffer.buffer) == Array("<p>".utf8) + escaped(input, mode), "\(input)")
      }
    }
  }

  @Test func urlModeFindsAnUnsafeByteAtEveryPosition() {
    for special in Array(" \"&'<>[]^`{|}\u{7F}\u{00}".utf8) + [0x80, 0xC3, 0xFF] {
      for length in [1, 7, 8, 9, 16, 23, 40] {
        for position in 0..<length {
          var input = Array(repeating: UInt8(ascii: "a"), count: length)
          input[position] = special
          let output = escaped(input, .url)
          #expect(output != input)
          let needs = input.withUnsafeBufferPointer { HTMLEscaping.needsEscaping($0, as: .url) }
          #expect(needs)
        }
      }
    }
  }

  @Test func stringEscapingReturnsUnchangedTextAsIs() {
    #expect(HTMLEscaping.escape("plain text, é", as: .attribute) == "plain text, é")
    #expect(HTMLEscaping.escape("Tom & <Jerry>", as: .attribute) == "Tom &amp; &lt;Jerry&gt;")
    #expect(HTMLEscaping.escape("it's", as: .text) == "it's")
    #expect(HTMLEscaping.escape("a b", as: .url) == "a%20b")
  }
}
