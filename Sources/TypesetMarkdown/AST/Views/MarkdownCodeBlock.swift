/// A fenced (```` ``` ````) or indented code block.
///
///     let node = MarkdownParser.parse("```swift\nlet x\n```").root.firstChild!
///     MarkdownNode.Kind.codeBlock == MarkdownCodeBlock(node)?.node.kind   // true
public struct MarkdownCodeBlock: MarkdownLiteralNode {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("```swift\nlet x\n```").root.firstChild!
  ///     MarkdownCodeBlock(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.codeBlock`.
  ///
  ///     MarkdownCodeBlock.kind   // .codeBlock
  public static var kind: MarkdownNode.Kind { .codeBlock }

  /// The view of a node, or `nil` when it is not a `.codeBlock` node.
  ///
  ///     MarkdownCodeBlock(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .codeBlock else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }

  /// The info string after the opening fence, escapes resolved; empty when there is none and
  /// for indented code.
  ///
  ///     let node = MarkdownParser.parse("``` swift  title\nx\n```").root.firstChild!
  ///     MarkdownCodeBlock(node)!.info   // "swift  title"
  public var info: String { infoBytes.string }

  /// The bytes of ``info``, read in place.
  ///
  ///     let node = MarkdownParser.parse("```js\nx\n```").root.firstChild!
  ///     MarkdownCodeBlock(node)!.infoBytes.count   // 2
  public var infoBytes: MarkdownBytes {
    MarkdownBytes(storage: node.storage, range: node.record.codeInfo)
  }

  /// The first word of the info string, which HTML renders as `class="language-…"`; `nil`
  /// when the info string is empty.
  ///
  ///     let node = MarkdownParser.parse("``` swift  title\nx\n```").root.firstChild!
  ///     MarkdownCodeBlock(node)!.language   // "swift"
  public var language: String? {
    infoBytes.withUTF8 { info in
      let end = info.firstIndex { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A } ?? info.count
      return end == 0
        ? nil : String(decoding: UnsafeBufferPointer(rebasing: info[..<end]), as: UTF8.self)
    }
  }

  /// Whether the block is fenced rather than indented.
  ///
  ///     MarkdownCodeBlock(MarkdownParser.parse("    x").root.firstChild!)!.isFenced   // false
  public var isFenced: Bool { node.record.fenceLength > 0 }
}
