import Testing

@testable import TypesetSupport

/// A byte class under test: its name, the function and the bytes it must accept, written out
/// from the definitions (CommonMark 0.31.2 §2.1, C's `isspace`, §6.6 attribute names).
struct ByteClass: Sendable, CustomTestStringConvertible {
  let name: String
  let test: @Sendable (UInt8) -> Bool
  let members: Set<UInt8>
  var testDescription: String { name }
}

private func bytes(_ characters: String) -> Set<UInt8> { Set(characters.utf8) }
private let letters = bytes("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
private let digits = bytes("0123456789")

@Suite("ASCII") struct ASCIITests {
  static let classes: [ByteClass] = [
    ByteClass(name: "space or tab", test: ASCII.isSpaceOrTab, members: [0x20, 0x09]),
    ByteClass(name: "line ending", test: ASCII.isLineEnding, members: [0x0A, 0x0D]),
    ByteClass(
      name: "space, tab or line ending", test: ASCII.isSpaceTabOrLineEnding,
      members: [0x20, 0x09, 0x0A, 0x0D]),
    ByteClass(
      name: "C isspace", test: ASCII.isCSpace, members: [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D]),
    ByteClass(name: "letter", test: ASCII.isLetter, members: letters),
    ByteClass(name: "digit", test: ASCII.isDigit, members: digits),
    ByteClass(
      name: "letter or digit", test: ASCII.isLetterOrDigit, members: letters.union(digits)),
    ByteClass(
      name: "hex digit", test: ASCII.isHexDigit, members: digits.union(bytes("ABCDEFabcdef"))),
    // The spec's list, character by character.
    ByteClass(
      name: "punctuation", test: ASCII.isPunctuation,
      members: bytes("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")),
    ByteClass(
      name: "attribute name start", test: ASCII.isAttributeNameStart,
      members: letters.union(bytes("_:"))),
    ByteClass(
      name: "name byte", test: ASCII.isNameByte,
      members: letters.union(digits).union(bytes("_.:-"))),
  ]

  @Test(arguments: classes)
  func classAcceptsExactlyItsMembers(byteClass: ByteClass) {
    for value in 0...255 {
      let byte = UInt8(value)
      #expect(
        byteClass.test(byte) == byteClass.members.contains(byte),
        "byte 0x\(String(value, radix: 16))")
    }
  }

  @Test(arguments: classes)
  func classRejectsNULDeleteAndNonASCIIBytes(byteClass: ByteClass) {
    for byte: UInt8 in [0x00, 0x7F, 0x80, 0x85, 0xA0, 0xC3, 0xFF] {
      #expect(!byteClass.test(byte))
    }
  }

  @Test func verticalTabAndFormFeedAreOnlyCSpace() {
    for byte in [ASCII.verticalTab, ASCII.formFeed] {
      #expect(ASCII.isCSpace(byte))
      #expect(!ASCII.isSpaceOrTab(byte))
      #expect(!ASCII.isLineEnding(byte))
      #expect(!ASCII.isSpaceTabOrLineEnding(byte))
    }
  }

  @Test func lowercasedChangesOnlyUppercaseLetters() {
    for value in 0...255 {
      let byte = UInt8(value)
      let expected = (0x41...0x5A).contains(value) ? byte + 0x20 : byte
      #expect(ASCII.lowercased(byte) == expected)
    }
  }

  @Test func namedBytesAreTheirCharacters() {
    let named: [(UInt8, Character)] = [
      (ASCII.tab, "\t"), (ASCII.lineFeed, "\n"), (ASCII.verticalTab, "\u{0B}"),
      (ASCII.formFeed, "\u{0C}"), (ASCII.carriageReturn, "\r"), (ASCII.space, " "),
      (ASCII.exclamation, "!"), (ASCII.doubleQuote, "\""), (ASCII.hash, "#"),
      (ASCII.percent, "%"), (ASCII.ampersand, "&"), (ASCII.singleQuote, "'"),
      (ASCII.hyphen, "-"), (ASCII.period, "."), (ASCII.slash, "/"), (ASCII.zero, "0"),
      (ASCII.colon, ":"), (ASCII.semicolon, ";"), (ASCII.lessThan, "<"), (ASCII.equals, "="),
      (ASCII.greaterThan, ">"), (ASCII.backslash, "\\"), (ASCII.underscore, "_"),
      (ASCII.delete, "\u{7F}"),
    ]
    for (byte, character) in named {
      #expect(byte == character.asciiValue, "\(character.debugDescription)")
    }
  }
}
