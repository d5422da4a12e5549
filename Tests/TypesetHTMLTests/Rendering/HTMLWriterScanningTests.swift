import Testing
import TypesetSupport
import TypesetTestSupport

@testable import TypesetHTML

/// The writer's text scans, which skip a word at a time through `ByteScanner`, against the
/// same questions asked of every byte in turn, on random text made of the characters they
/// look for and their near misses.
@Suite("HTMLWriter text scans")
struct HTMLWriterScanningTests {
  /// Characters the scans treat specially (controls, CR, line feed, U+2028, bidi controls,
  /// C1 controls, U+FFFE, entity bytes) and ones that share a first byte with them (a
  /// no-break space, an em dash, U+FFFC) or are plain.
  static let pieces: [String] = [
    "a", "b", " ", "\t", "\n", "\r", "\r\n", "&", "<", ">", "\"", "'", "\u{7}", "\u{1B}",
    "\u{7F}", "\u{85}", "\u{9B}", "\u{A0}", "\u{2028}", "\u{202E}", "\u{202C}", "\u{2067}",
    "\u{2069}", "\u{2014}", "\u{2029}", "\u{FFFE}", "\u{FFFF}", "\u{FFFC}", "é", "€",
    "plain words ",
  ]

  /// Random texts, some short, some long enough for whole words.
  static func texts(count: Int) -> [[UInt8]] {
    var random = SplitMix64(seed: 42)
    return (0..<count).map { _ in
      let length = Int.random(in: 0...40, using: &random)
      return Array((0..<length).map { _ in pieces.randomElement(using: &random)! }.joined().utf8)
    }
  }

  static func isIsolate(_ bytes: [UInt8], _ index: Int) -> Bool {
    index + 2 < bytes.count && bytes[index] == 0xE2
      && ((bytes[index + 1] == 0x80 && (0xAA...0xAE).contains(bytes[index + 2]))
        || (bytes[index + 1] == 0x81 && (0xA6...0xA9).contains(bytes[index + 2])))
  }

  static func isLineSeparator(_ bytes: [UInt8], _ index: Int) -> Bool {
    index + 2 < bytes.count && bytes[index] == 0xE2 && bytes[index + 1] == 0x80
      && bytes[index + 2] == 0xA8
  }

  static func shown(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
    VisibleControls.length(at: index, in: bytes.baseAddress!, count: bytes.count)
  }

  @Test func scansFindWhatAByteByByteSearchFinds() {
    for text in Self.texts(count: 3000) {
      text.withUnsafeBufferPointer { bytes in
        for breaks in [false, true] {
          let special = text.indices.first { index in
            HTMLEscaping.isEntityByte(text[index], escapingApostrophe: false)
              || text[index] == 0xE2 || (breaks && text[index] == 0x0A)
              || Self.shown(bytes, index) > 0
          }
          #expect(HTMLWriter.firstSpecialByte(bytes, breaks: breaks) == special ?? text.count)
          let needsTextPath = text.indices.contains { index in
            (breaks && (text[index] == 0x0A || Self.isLineSeparator(text, index)))
              || Self.isIsolate(text, index) || Self.shown(bytes, index) > 0
          }
          #expect(HTMLWriter.needsTextPath(bytes, breaks: breaks) == needsTextPath)
        }
        #expect(
          HTMLWriter.hasIsolate(bytes) == text.indices.contains { Self.isIsolate(text, $0) })
      }
    }
  }

  @Test func textIsWrittenAsAByteByByteWriterWritesIt() {
    for text in Self.texts(count: 3000) {
      text.withUnsafeBufferPointer { bytes in
        for breaks in [false, true] {
          let buffer = ByteBuffer()
          HTMLWriter.appendText(bytes, breaks: breaks, buffer)
          #expect(Array(buffer.buffer) == Self.expectedText(bytes, breaks: breaks))
        }
      }
    }
  }

  /// What `appendText` writes, found a byte at a time.
  static func expectedText(_ bytes: UnsafeBufferPointer<UInt8>, breaks: Bool) -> [UInt8] {
    let text = Array(bytes)
    var output: [UInt8] = []
    let isolates = text.indices.contains { isIsolate(text, $0) }
    if isolates { output += Array("<bdi>".utf8) }
    var start = 0
    var index = 0
    func flush(to end: Int) {
      HTMLEscaping.append(UnsafeBufferPointer(rebasing: bytes[start..<end]), as: .text, to: &output)
    }
    while index < text.count {
      let lineBreak =
        !breaks ? 0 : text[index] == 0x0A ? 1 : isLineSeparator(text, index) ? 3 : 0
      let length = lineBreak > 0 ? lineBreak : shown(bytes, index)
      guard length > 0 else {
        index += 1
        continue
      }
      flush(to: index)
      if lineBreak > 0 {
        output += Array("<br />\n".utf8)
      } else {
        VisibleControls.appendVisibleForm(
          at: index, length: length, in: bytes.baseAddress!, count: bytes.count, to: &output)
      }
      index += length
      start = index
    }
    flush(to: text.count)
    if isolates { output += Array("</bdi>".utf8) }
    return output
  }
}
