/// The yes/no facts of a ``NodeRecord``; each one belongs to one kind of node.
struct NodeFlags: OptionSet, Sendable {
  let rawValue: UInt8

  /// A list: numbered (`1.`), not bulleted.
  static let ordered = NodeFlags(rawValue: 1 << 0)
  /// A list: tight (no blank lines between or inside its items, §5.3).
  static let tight = NodeFlags(rawValue: 1 << 1)
  /// A list item: it starts with a GFM task checkbox.
  static let task = NodeFlags(rawValue: 1 << 2)
  /// A list item: its task checkbox is checked (`[x]`).
  static let checked = NodeFlags(rawValue: 1 << 3)
  /// A table row: the header row.
  static let header = NodeFlags(rawValue: 1 << 4)
  /// A list: its delimiter is `)` rather than `.`.
  static let parenDelimiter = NodeFlags(rawValue: 1 << 5)
  /// A heading: setext (underlined), not ATX.
  static let setext = NodeFlags(rawValue: 1 << 6)
}
