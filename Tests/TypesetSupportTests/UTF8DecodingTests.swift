import Testing

@testable import TypesetSupport

@Suite("UTF-8 decoding") struct UTF8DecodingTests {
  func decoded(_ bytes: [UInt8]) -> String {
    bytes.withUnsafeBufferPointer(UTF8Decoding.string)
  }

  func expectSameAsStandardLibrary(_ bytes: [UInt8], _ comment: Comment? = nil) {
    let expected = String(decoding: bytes, as: UTF8.self)
    let string = decoded(bytes)
    #expect(string == expected, comment)
    #expect(Array(string.utf8) == Array(expected.utf8), comment)
  }

  let ascii = Array(String(repeating: "plain text, ", count: 200).utf8)

  @Test func asciiAndShortInputs() {
    expectSameAsStandardLibrary([])
    expectSameAsStandardLibrary(Array("café".utf8))
    expectSameAsStandardLibrary(ascii)
  }

  @Test func sparseNonASCIIBetweenLongASCIIStretches() {
    let accents = Array("é — “quoted” 日本 🎉".utf8)
    expectSameAsStandardLibrary(ascii + accents + ascii + accents + ascii)
    expectSameAsStandardLibrary(accents + ascii + accents)
    expectSameAsStandardLibrary(ascii + accents)
  }

  @Test func denseNonASCIIText() {
    let text = Array(String(repeating: "Съешь же ещё этих мягких булок. ", count: 100).utf8)
    expectSameAsStandardLibrary(text)
    expectSameAsStandardLibrary(ascii + text + ascii)
  }

  @Test func illFormedSequencesAtPieceBoundaries() {
    // A lone lead byte, a stray continuation, a truncated sequence and bytes UTF-8 never
    // uses, each right against a long ASCII stretch, and at the very end.
    for bad: [UInt8] in [[0xE2], [0x80], [0xE2, 0x80], [0xF0, 0x9F, 0x8E], [0xFF, 0xC0, 0xAF]] {
      expectSameAsStandardLibrary(ascii + bad + ascii, "\(bad)")
      expectSameAsStandardLibrary(ascii + bad, "\(bad)")
      expectSameAsStandardLibrary(bad + ascii + bad + Array("é".utf8) + ascii, "\(bad)")
    }
  }

  @Test func everyByteValueAmongASCII() {
    var bytes = ascii
    for byte in 0...255 {
      bytes.append(UInt8(byte))
      if byte % 7 == 0 { bytes += ascii }
    }
    expectSameAsStandardLibrary(bytes)
  }

  @Test func findsTheFirstNonASCIIByteAtEveryOffset() {
    for offset in 0..<40 {
      var bytes = [UInt8](repeating: 0x61, count: 40)
      bytes[offset] = 0xC3
      let found = bytes.withUnsafeBufferPointer {
        UTF8Decoding.firstNonASCII($0.baseAddress!, from: 0, count: $0.count)
      }
      #expect(found == offset)
    }
  }
}
