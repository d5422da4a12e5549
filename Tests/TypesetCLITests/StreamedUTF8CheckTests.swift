import Testing
import TypesetTestSupport

@testable import TypesetCLI

@Suite("The UTF-8 check of streamed input")
struct StreamedUTF8CheckTests {
  /// Valid text with two-, three- and four-byte sequences, then one of each kind of mistake.
  static let valid = Array("a\u{E9}\r\n\u{20AC}\n\u{1F600}z".utf8)
  static let invalid: [[UInt8]] = [
    valid + [0xC3],  // cut at the end
    valid + [0xE0, 0x80, 0x80],  // overlong
    valid + [0xED, 0xA0, 0x80],  // surrogate
    Array("ab\r".utf8) + [0xF4, 0x90, 0x80, 0x80] + valid,  // past U+10FFFF, after a lone CR
  ]

  /// Every split of `bytes` into two chunks.
  static func splits(_ bytes: [UInt8]) -> [([UInt8], [UInt8])] {
    (0...bytes.count).map { (Array(bytes[..<$0]), Array(bytes[$0...])) }
  }

  @Test func validTextSplitAnywhereHasNoMistake() {
    for (first, second) in Self.splits(Self.valid) {
      var check = StreamedUTF8Check()
      #expect(check.append(first) == nil)
      #expect(check.append(second) == nil)
      #expect(check.finish() == nil)
    }
  }

  @Test(arguments: invalid)
  func theFirstMistakeIsWhereTheWholeInputCheckFindsIt(bytes: [UInt8]) throws {
    let whole = try #require(DecodedInput.firstInvalidByte(in: bytes))
    for (first, second) in Self.splits(bytes) {
      var check = StreamedUTF8Check()
      let found = [check.append(first), check.append(second), check.finish()].compactMap { $0 }
      #expect(found.count == 1)
      let mistake = try #require(found.first)
      #expect(mistake.location == whole.location && mistake.byte == whole.byte)
    }
  }

  @Test func streamingWarnsOnceOrStopsWithStrict() throws {
    let input = Array("# Title\n\nab".utf8) + [0x80] + Array("c\n".utf8)
    let lenient = try CommandRunner.run(
      ["render", "--stream", "--to", "html"], inputBytes: input)
    #expect(lenient.status == 0)
    #expect(
      lenient.error == "warning: invalid UTF-8 at <stdin>:3:3 (byte 0x80); replaced with U+FFFD\n")
    #expect(lenient.output.contains("ab\u{FFFD}c"))
    let strict = try CommandRunner.run(
      ["render", "--stream", "--strict", "--to", "html"], inputBytes: input)
    #expect(strict.status == 1)
    #expect(strict.error == "error: invalid UTF-8 at <stdin>:3:3 (byte 0x80)\n")
  }
}
