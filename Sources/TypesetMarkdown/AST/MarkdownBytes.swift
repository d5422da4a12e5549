/// The UTF-8 bytes of a piece of a document's text, read in place without making a `String`.
///
///     let text = MarkdownText(MarkdownParser.parse("a = b").root.firstChild!.firstChild!)!
///     text.literalBytes.count   // 5
///     text.literalBytes.withUTF8 { $0.contains(UInt8(ascii: "=")) }   // true
///
/// Renderers that copy or escape text should read it through ``withUTF8(_:)``: that costs no
/// allocation, where ``string`` decodes a new `String` on every call. Equal when their bytes
/// are equal, wherever they come from.
public struct MarkdownBytes: RandomAccessCollection, Sendable, Hashable,
  CustomStringConvertible
{
  let storage: MarkdownStorage
  let start: Int

  /// The number of bytes.
  ///
  ///     let code = MarkdownInlineCode(MarkdownParser.parse("`é`").root.firstChild!.firstChild!)!
  ///     code.literalBytes.count   // 2
  public let count: Int

  @inline(__always)
  init(storage: MarkdownStorage, range: TextRange) {
    self.storage = storage
    self.start = Int(range.start)
    self.count = Int(range.count)
  }

  /// The position of the first byte, always 0.
  ///
  ///     let text = MarkdownText(MarkdownParser.parse("a").root.firstChild!.firstChild!)!
  ///     text.literalBytes.startIndex   // 0
  public var startIndex: Int { 0 }

  /// The position after the last byte, equal to ``count``.
  ///
  ///     let text = MarkdownText(MarkdownParser.parse("abc").root.firstChild!.firstChild!)!
  ///     text.literalBytes.endIndex   // 3
  public var endIndex: Int { count }

  /// The byte at a position.
  ///
  ///     let text = MarkdownText(MarkdownParser.parse("ab").root.firstChild!.firstChild!)!
  ///     text.literalBytes[1]   // 98 ("b")
  public subscript(position: Int) -> UInt8 {
    precondition(position >= 0 && position < count, "MarkdownBytes index out of range")
    return storage.bytes[start + position]
  }

  /// Calls `body` with the bytes, valid only during the call.
  ///
  ///     let text = MarkdownParser.parse("hi").allNodes.compactMap(MarkdownText.init).first!
  ///     var copy: [UInt8] = []
  ///     text.literalBytes.withUTF8 { copy.append(contentsOf: $0) }
  ///     copy   // [104, 105]
  @inline(__always)
  public func withUTF8<Result>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    try storage.bytes.withUnsafeBufferPointer { all in
      try body(UnsafeBufferPointer(rebasing: all[start..<start + count]))
    }
  }

  /// The bytes decoded as a new `String`.
  ///
  ///     let text = MarkdownText(MarkdownParser.parse("hi").root.firstChild!.firstChild!)!
  ///     text.literalBytes.string   // "hi"
  public var string: String { withUTF8 { String(decoding: $0, as: UTF8.self) } }

  /// The same as ``string``.
  ///
  ///     let text = MarkdownParser.parse("hi").allNodes.compactMap(MarkdownText.init).first!
  ///     "\(text.literalBytes)"   // "hi"
  public var description: String { string }

  /// Whether two byte runs hold the same bytes.
  ///
  ///     let texts = MarkdownParser.parse("a *a*").allNodes.compactMap(MarkdownText.init)
  ///     texts[0].literalBytes == texts[1].literalBytes   // false ("a " and "a")
  public static func == (lhs: MarkdownBytes, rhs: MarkdownBytes) -> Bool {
    lhs.count == rhs.count && lhs.withUTF8 { l in rhs.withUTF8 { r in l.elementsEqual(r) } }
  }

  /// Hashes the bytes.
  ///
  ///     let texts = MarkdownParser.parse("a\n\na").allNodes.compactMap(MarkdownText.init)
  ///     Set(texts.map(\.literalBytes)).count   // 1
  public func hash(into hasher: inout Hasher) {
    withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
