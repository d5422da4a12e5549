import Testing

@testable import TypesetSupport

/// `VisibleControls.append` into a fresh string.
private func shown(_ text: String, _ mode: HTMLEscaping.Mode = .text) -> String {
  var output: [UInt8] = []
  Array(text.utf8).withUnsafeBufferPointer {
    VisibleControls.append($0, escapedAs: mode, to: &output)
  }
  return String(decoding: output, as: UTF8.self)
}

/// The bytes `VisibleControls` shows, found one at a time, to check the word tests against.
private func isShownByte(_ byte: UInt8) -> Bool {
  (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F
}

@Suite("VisibleControls")
struct VisibleControlsTests {
  @Test func controlsAreWrittenInCaretNotation() {
    #expect(shown("a\u{0}b\u{7}c\u{8}d\u{1B}[0m\u{1F}") == "a^@b^Gc^Hd^[[0m^_")
    #expect(shown("\u{B}\u{C}\u{1A}\u{7F}") == "^K^L^Z^?")
  }

  @Test func c1ControlsAreWrittenAsTheirEscapeSequences() {
    #expect(shown("\u{80}\u{85}\u{9B}31m\u{9D}\u{9F}") == "^[@^[E^[[31m^[]^[_")
  }

  @Test func caretNotationIsTheTerminals() {
    var notation: [UInt8] = []
    for value: UInt32 in [0x00, 0x1B, 0x7F, 0x80, 0x9B, 0x9F] {
      VisibleControls.appendCaretNotation(of: value, to: &notation)
    }
    #expect(String(decoding: notation, as: UTF8.self) == "^@^[^?^[@^[[^[_")
  }

  @Test func tabsAndLineFeedsStay() {
    #expect(shown("a\tb\nc") == "a\tb\nc")
  }

  @Test func carriageReturnsBecomeLineFeeds() {
    #expect(shown("a\rb\r\nc\r\r\nd\r") == "a\nb\nc\n\nd\n")
  }

  @Test func nonCharactersBecomeTheReplacementCharacter() {
    #expect(shown("a\u{FFFE}b\u{FFFF}c\u{FFFD}\u{FFFC}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}\u{FFFC}")
  }

  @Test func otherTextIsEscapedAsTheEscaperDoes() {
    let text = "<a href=\"x\">Tom's & “Jerry” é\u{A0}©\u{EFFF}日本</a>"
    #expect(shown(text) == HTMLEscaping.escape(text, as: .text))
    #expect(shown(text, .attribute) == HTMLEscaping.escape(text, as: .attribute))
    #expect(shown("'\u{1B}\"", .attribute) == "&apos;^[&quot;")
  }

  /// Every byte value in every position of a word, beside bytes that are never shown: the
  /// exact test flags exactly the bytes shown, the quick one answers for any byte below a
  /// space or DEL.
  @Test func theWordTestFlagsExactlyTheControls() {
    for byte in 0...0xFF {
      for position in 0..<8 {
        var bytes = [UInt8](repeating: 0x41, count: 8)
        bytes[position] = UInt8(byte)
        let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        let marks = VisibleControls.controlMarks(word)
        let expected: UInt64 = isShownByte(UInt8(byte)) ? 0x80 << (8 * UInt64(position)) : 0
        #expect(marks == expected, "byte \(byte) at \(position)")
        let candidate = UInt8(byte) < 0x20 || byte == 0x7F
        #expect(
          (VisibleControls.controlCandidates(word) != 0) == candidate,
          "byte \(byte) at \(position)")
      }
    }
    // Neighbours never spill into each other.
    let mixed: [UInt8] = [0x09, 0x0A, 0x0B, 0x1F, 0x20, 0x7E, 0x7F, 0x9B]
    let word = mixed.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
    #expect(VisibleControls.controlMarks(word) == 0x0080_0000_8080_0000)
  }

  @Test(arguments: 0..<24)
  func theSearchFindsTheFirstShownCharacter(offset: Int) {
    let samples: [[UInt8]] = [[0x1B], [0x7F], [0xC2, 0x9B], [0xEF, 0xBF, 0xBF], [0x0D]]
    for sample in samples {
      // Bytes that look like the start of one but are not, then the real one at `offset`.
      var bytes = Array("\u{A0}\u{FFFC}\u{FFFD}\t\n".utf8)
      bytes += [UInt8](repeating: 0x61, count: offset) + sample + [0x62]
      let expected = bytes.count - sample.count - 1
      let found = bytes.withUnsafeBufferPointer { VisibleControls.firstIndex(in: $0, from: 0) }
      #expect(found == expected, "\(sample) at \(offset)")
    }
    let plain = Array(String(repeating: "é\u{A0}\u{FFFC}x", count: offset + 1).utf8)
    #expect(
      plain.withUnsafeBufferPointer { VisibleControls.firstIndex(in: $0, from: 0) }
        == plain.count)
  }

  @Test func stringsAreEscapedWhole() {
    #expect(VisibleControls.escape("t\u{9B}1m \"x\"", as: .attribute) == "t^[[1m &quot;x&quot;")
    #expect(VisibleControls.escape("", as: .text) == "")
  }
}
