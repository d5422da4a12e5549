import Foundation
import Testing
import TypesetTestSupport

@Suite("typeset input encoding, end to end") struct InputEncodingTests {
  /// `ok` on line 1; on line 3, `ab` then `é` then a lone continuation byte at byte column 5.
  let bytes: [UInt8] = Array("ok\r\n\nab\u{E9}".utf8) + [0x80] + Array("z\n".utf8)

  @Test(arguments: ["plain", "markup", "markdown"])
  func invalidUTF8IsReplacedWithOneWarning(from: String) throws {
    let input = bytes + [0xFF, 0xFE]
    let result = try CommandRunner.run(
      ["render", "--from", from, "--to", "text"], inputBytes: input)
    #expect(result.status == 0)
    #expect(
      result.error
        == "warning: invalid UTF-8 at <stdin>:3:5 (byte 0x80); replaced with U+FFFD\n")
    #expect(result.output.contains("ab\u{E9}\u{FFFD}z"))
  }

  @Test(arguments: [".txt", ".md"])
  func strictMakesInvalidUTF8AnErrorNamingTheFile(suffix: String) throws {
    let url = try CommandRunner.temporaryFile(suffix, bytes: bytes)
    defer { try? FileManager.default.removeItem(at: url) }
    let result = try CommandRunner.run(["render", url.path, "--strict", "--to", "text"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.error == "error: invalid UTF-8 at \(url.path):3:5 (byte 0x80)\n")
  }

  @Test(
    arguments: [
      ([0xC3], "1:2 (byte 0xC3)"),  // truncated at the end
      ([0xE0, 0x80, 0x80], "1:2 (byte 0xE0)"),  // overlong
      ([0xED, 0xA0, 0x80], "1:2 (byte 0xED)"),  // surrogate
      ([0xF4, 0x90, 0x80, 0x80], "1:2 (byte 0xF4)"),  // past U+10FFFF
      ([0x0D, 0xC0, 0xAF], "2:1 (byte 0xC0)"),  // after a lone CR
      (Array("bcdefghij\r\nklmnopqrs".utf8) + [0xF0, 0x9F, 0x98], "2:10 (byte 0xF0)"),  // late
    ] as [([UInt8], String)])
  func everyKindOfIllFormedSequenceIsFound(tail: [UInt8], location: String) throws {
    let result = try CommandRunner.run(["render", "--strict"], inputBytes: [0x61] + tail)
    #expect(result.status == 1)
    #expect(result.error == "error: invalid UTF-8 at <stdin>:\(location)\n")
  }

  @Test func validTextInEveryPlaneIsAccepted() throws {
    let result = try CommandRunner.run(
      ["render", "--strict", "--to", "text"], input: "a é € 𝄞 \u{10FFFF}")
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    #expect(result.output == "a é € 𝄞 \u{10FFFF}\n")
  }

  @Test(arguments: ["plain", "markup"])
  func aLeadingByteOrderMarkIsSkipped(from: String) throws {
    let result = try CommandRunner.run(
      ["render", "--from", from, "--to", "json"], inputBytes: [0xEF, 0xBB, 0xBF] + Array("hi".utf8))
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("{\"runs\":[\n{\"text\":\"hi\","))
  }
}
