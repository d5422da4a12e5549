/// A bullet or ordered list.
///
///     let node = MarkdownParser.parse("1. a\n2. b").root.firstChild!
///     MarkdownNode.Kind.list == MarkdownList(node)?.node.kind   // true
public struct MarkdownList: MarkdownNodeView {
  /// The node this view reads.
  ///
  ///     let node = MarkdownParser.parse("1. a\n2. b").root.firstChild!
  ///     MarkdownList(node)?.node == node   // true
  public let node: MarkdownNode

  /// `.list`.
  ///
  ///     MarkdownList.kind   // .list
  public static var kind: MarkdownNode.Kind { .list }

  /// The view of a node, or `nil` when it is not a `.list` node.
  ///
  ///     MarkdownList(MarkdownParser.parse("").root) == nil   // true
  public init?(_ node: MarkdownNode) {
    guard node.kind == .list else { return nil }
    self.node = node
  }

  init(unchecked node: MarkdownNode) {
    self.node = node
  }

  /// Whether the list is ordered (`1.` or `1)`) rather than a bullet list.
  ///
  ///     MarkdownList(MarkdownParser.parse("1. a").root.firstChild!)!.isOrdered   // true
  public var isOrdered: Bool { node.record.flags.contains(.ordered) }

  /// The number of the first item of an ordered list; `nil` for a bullet list.
  ///
  ///     MarkdownList(MarkdownParser.parse("7) a").root.firstChild!)!.start   // 7
  public var start: Int? { isOrdered ? node.record.listStart : nil }

  /// Whether the list is tight: no blank line between its items or their blocks, so its
  /// paragraphs are rendered without `<p>`.
  ///
  ///     MarkdownList(MarkdownParser.parse("- a\n\n- b").root.firstChild!)!.isTight   // false
  public var isTight: Bool { node.record.flags.contains(.tight) }

  /// The character that marks the items.
  ///
  ///     MarkdownList(MarkdownParser.parse("+ a").root.firstChild!)!.delimiter   // .plus
  public var delimiter: Delimiter {
    switch node.record.listDelimiter {
    case UInt8(ascii: "+"): return .plus
    case UInt8(ascii: "*"): return .asterisk
    case UInt8(ascii: "."): return .period
    case UInt8(ascii: ")"): return .parenthesis
    default: return .hyphen
    }
  }
}
