extension Substring {
  /// The text without leading and trailing whitespace.
  func trimmedForParsing() -> Substring {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return self[endIndex...] }
    return self[first...last]
  }

  /// Whether the text equals `other`, comparing ASCII letters without regard to case, byte by byte.
  func equalsIgnoringASCIICase(_ other: String) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    return zip(utf8, other.utf8).allSatisfy { lhs, rhs in
      lhs == rhs || (Self.lowercased(lhs) == Self.lowercased(rhs))
    }
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }
}
