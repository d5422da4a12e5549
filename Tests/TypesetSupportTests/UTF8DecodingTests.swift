import Testing
import TypesetTestSupport

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

  func wellFormed(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer(UTF8Decoding.isWellFormed)
  }

  /// Where the standard library's parser first meets an error (or, for `stopsAtNUL`, a NUL
  /// before it), as an offset; the count when there is none.
  func expectedFirstIllFormed(_ bytes: [UInt8], stopsAtNUL: Bool) -> Int {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        if stopsAtNUL && encoded.count == 1 && encoded.first == 0 { return offset }
        offset += encoded.count
      case .error: return offset
      case .emptyInput: return offset
      }
    }
  }

  @Test(.hangLimit)
  func firstIllFormedOffsetAgreesWithTheStandardLibrary() {
    // Seeded bytes: mostly three-byte scalars and ASCII, with NULs, stray continuation
    // bytes, overlong and surrogate forms, cut sequences and four-byte scalars among them.
    var state: UInt64 = 0x5EED
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    let pieces: [[UInt8]] = [
      Array("東京".utf8), Array("한국어".utf8), Array("plain words ".utf8), Array("é".utf8),
      Array("😀".utf8), [0x00], [0x80], [0xE0, 0x9F, 0x80], [0xED, 0xA0, 0x80], [0xE4, 0xB8],
      [0xF4, 0x90, 0x80, 0x80], [0xC1, 0xBF], [0xEF, 0xBF, 0xBD], [0x20],
      [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], Array("힣 한".utf8),
    ]
    for _ in 0..<2_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(next() % 12) {
        let piece = next() % 4 == 0 ? Int(next() % UInt64(pieces.count)) : Int(next() % 4)
        bytes += pieces[piece]
      }
      for stopsAtNUL in [false, true] {
        let found = bytes.withUnsafeBufferPointer {
          UTF8Decoding.firstIllFormed(in: $0, stopsAtNUL: stopsAtNUL)
        }
        #expect(
          found == expectedFirstIllFormed(bytes, stopsAtNUL: stopsAtNUL),
          "\(bytes) stopsAtNUL: \(stopsAtNUL)")
      }
    }
  }

  @Test func wellFormednessAgreesWithTheStandardLibraryOnEveryShortSequence() {
    // Every one- and two-byte sequence, and every three- and four-byte sequence whose lead
    // and second byte vary over all values (the rest from a spread of bytes at the edges of the ranges), after ASCII
    // long enough to take the word-at-a-time path and with ASCII after.
    let prefix = Array("0123456789abcdef".utf8)
    let spread: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
    var sequences: [[UInt8]] = []
    for a in 0...255 {
      sequences.append([UInt8(a)])
      for b in 0...255 {
        sequences.append([UInt8(a), UInt8(b)])
        guard a >= 0xE0 else { continue }
        for c in spread {
          sequences.append([UInt8(a), UInt8(b), c])
          if a >= 0xF0 {
            for d: UInt8 in [0x41, 0x80, 0xBF, 0xC0] {
              sequences.append([UInt8(a), UInt8(b), c, d])
            }
          }
        }
      }
    }
    var disagreements: [[UInt8]] = []
    for sequence in sequences {
      for bytes in [sequence, prefix + sequence + prefix] {
        let expected = String(validating: bytes, as: UTF8.self) != nil
        if wellFormed(bytes) != expected { disagreements.append(bytes) }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }

  /// Every scalar from U+0080 up decodes from its own UTF-8 to itself and its length; a cut
  /// or ill-formed sequence gives a length of 0.
  @Test func scalarsDecodeAsTheStandardLibraryEncodesThem() {
    var mismatches: [UInt32] = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let bytes = Array(String(Character(scalar)).utf8)
      let decoded = bytes.withUnsafeBufferPointer {
        UTF8Decoding.scalar(at: 0, in: $0.baseAddress!, count: $0.count)
      }
      if decoded.value != value || decoded.length != bytes.count { mismatches.append(value) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    for bad: [UInt8] in [[0xC3], [0xE6, 0x9D], [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xFF]] {
      let length = bad.withUnsafeBufferPointer {
        UTF8Decoding.scalar(at: 0, in: $0.baseAddress!, count: $0.count).length
      }
      #expect(length == 0, "\(bad)")
    }
  }

  @Test func decodesImagesAndAccentsScatteredThroughASCIIWithoutChange() {
    // One non-ASCII character every few dozen bytes: the case the word-at-a-time check is for.
    var text = ""
    for index in 0..<2000 { text += "line \(index) with an image \u{FFFC} and é, " }
    expectSameAsStandardLibrary(Array(text.utf8))
    expectSameAsStandardLibrary(Array(text.utf8) + [0xED, 0xA0, 0x80] + Array(text.utf8))
  }

  /// Random bytes, mostly ASCII with lead and continuation bytes scattered in (so some
  /// sequences are whole and some broken), decode as the standard library decodes them.
  @Test func randomMostlyASCIIBytesDecodeAsTheStandardLibraryDoes() {
    var generator = SystemRandomNumberGenerator()
    var seed = UInt64.random(in: 0...UInt64.max, using: &generator)
    func next() -> UInt64 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return seed >> 33
    }
    let interesting: [UInt8] = [0x80, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
    for _ in 0..<2000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(next() % 300) {
        let roll = next() % 16
        if roll < 12 {
          bytes.append(UInt8(0x20 + next() % 0x5F))
        } else if roll < 14 {
          bytes += Array(["é", "日", "😀", "\u{FFFC}"][Int(next() % 4)].utf8)
        } else {
          bytes.append(interesting[Int(next() % UInt64(interesting.count))])
        }
      }
      expectSameAsStandardLibrary(bytes, "\(bytes)")
    }
  }
}
