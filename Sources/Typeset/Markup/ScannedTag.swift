/// An opening or self-closing tag as `MarkupScanner` hands it to a `MarkupHandler`: where its
/// name, its bytes and its attributes sit in the input.
///
/// Nothing is decoded until a handler asks (``name``, ``attributes``): a handler that has
/// seen the same bytes before, or a tag that ignores its attributes, never pays for building
/// strings. The tag holds only offsets and pointers into the scanner's input and tables, so
/// passing it copies no references; it is valid only during the handler call that receives
/// it, and ``decoded`` makes a self-contained `MarkupTag`.
struct ScannedTag {
  /// Where the tag's name is written (possibly in an earlier, byte-identical copy of the tag).
  var nameRange: Range<Int>
  /// The name packed by `ShortNameCache.key(lowercasing:)`, 0 when it is longer than eight
  /// bytes; lets handlers find what a name means without making its string.
  var nameKey: UInt64
  /// The byte offsets of the tag in the input, from its `<` up to and including its `>`.
  var sourceRange: Range<Int>
  /// The attributes in source order, repeats already dropped (their ranges may point into an
  /// earlier, byte-identical copy of the tag).
  var attributeSpans: UnsafeBufferPointer<MarkupAttributeSpan>
  /// The scanner's input.
  let input: UnsafeBufferPointer<UInt8>
  /// A hash of the tag's bytes, seeded per process (see `MarkupScanner.tagHash(_:)`); equal
  /// tags have equal hashes.
  var sourceHash: UInt64

  /// The tag's name, lowercased.
  var name: String {
    guard let base = input.baseAddress else { return "" }
    return MarkupScanner.lowercasedName(base, nameRange)
  }

  /// The attributes with their names lowercased and their references decoded.
  var attributes: [MarkupAttribute] {
    var scratch: [UInt8] = []
    return attributes(reusing: &scratch)
  }

  /// The attributes, decoding references through a buffer the caller keeps from tag to tag.
  func attributes(reusing scratch: inout [UInt8]) -> [MarkupAttribute] {
    Self.attributes(of: attributeSpans, in: input, reusing: &scratch)
  }

  /// The attributes at `spans` of `input`, decoded.
  static func attributes(
    of spans: UnsafeBufferPointer<MarkupAttributeSpan>, in input: UnsafeBufferPointer<UInt8>,
    reusing scratch: inout [UInt8]
  ) -> [MarkupAttribute] {
    guard let base = input.baseAddress, !spans.isEmpty else { return [] }
    return spans.map { span in
      MarkupAttribute(
        name: MarkupScanner.lowercasedName(base, span.name),
        value: decodedValue(span, base: base, input: input, scratch: &scratch))
    }
  }

  /// The same tag as a value that owns its strings.
  var decoded: MarkupTag {
    MarkupTag(name: name, nameKey: nameKey, attributes: attributes, sourceRange: sourceRange)
  }

  /// An attribute's value with its references decoded, as lenient mode reads them. Strict
  /// mode checked every reference while scanning, and the two modes decode valid references
  /// alike.
  static func decodedValue(
    _ span: MarkupAttributeSpan, base: UnsafePointer<UInt8>, input: UnsafeBufferPointer<UInt8>,
    scratch: inout [UInt8]
  ) -> String {
    withDecodedValue(span, base: base, input: input, scratch: &scratch) {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Calls `body` with the bytes of an attribute's value, its references decoded: the input's
  /// own bytes when it has none, else `scratch`, reused.
  static func withDecodedValue<Result>(
    _ span: MarkupAttributeSpan, base: UnsafePointer<UInt8>, input: UnsafeBufferPointer<UInt8>,
    scratch: inout [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    let range = span.value
    guard span.hasReference else {
      return body(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }
    scratch.removeAll(keepingCapacity: true)
    var textStart = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      // Lenient parsing never throws.
      guard base[index] == ASCII.ampersand,
        let reference = try? MarkupScanner.parseReference(
          base, at: index, limit: range.upperBound, strict: false, input: input)
      else {
        index += 1
        continue
      }
      scratch.append(
        contentsOf: UnsafeBufferPointer(start: base + textStart, count: index - textStart))
      MarkupScanner.append(reference.replacement, to: &scratch)
      index = reference.end
      textStart = index
    }
    scratch.append(
      contentsOf: UnsafeBufferPointer(start: base + textStart, count: index - textStart))
    return scratch.withUnsafeBufferPointer(body)
  }
}
