/// Helpers for writing tag markup safely.
///
///     let markup = "<b>\(Markup.escape(userName))</b>"   // "<b>Tom &amp; Jerry</b>"
public enum Markup {
  /// Escapes text so that it is shown literally inside markup: & < > " ' become entities.
  ///
  ///     Markup.escape("Tom & <Jerry>")   // "Tom &amp; &lt;Jerry&gt;"
  ///     Markup.escape("plain")           // "plain", returned without copying
  public static func escape(_ text: String) -> String {
    if let result = text.utf8.withContiguousStorageIfAvailable({ escape(bytes: $0) }) {
      return result ?? text
    }
    var copy = text
    copy.makeContiguousUTF8()
    return copy.utf8.withContiguousStorageIfAvailable({ escape(bytes: $0) })! ?? text
  }

  /// The escaped text, or `nil` when nothing needed escaping.
  private static func escape(bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard let first = bytes.firstIndex(where: needsEscaping) else { return nil }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + bytes.count / 8 + 8)
    var spanStart = 0
    for index in first..<bytes.count {
      let byte = bytes[index]
      guard needsEscaping(byte) else { continue }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[spanStart..<index]))
      switch byte {
      case 0x26: output.append(contentsOf: "&amp;".utf8)
      case 0x3C: output.append(contentsOf: "&lt;".utf8)
      case 0x3E: output.append(contentsOf: "&gt;".utf8)
      case 0x22: output.append(contentsOf: "&quot;".utf8)
      default: output.append(contentsOf: "&apos;".utf8)
      }
      spanStart = index + 1
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[spanStart...]))
    return String(decoding: output, as: UTF8.self)
  }

  @inline(__always)
  private static func needsEscaping(_ byte: UInt8) -> Bool {
    // & " ' < > are 0x26 0x22 0x27 0x3C 0x3E; one range check rejects almost every other byte.
    guard byte &- 0x22 <= 0x3E - 0x22 else { return false }
    return byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
  }
}
