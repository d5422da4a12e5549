/// A JSON document read into a flat array of nodes, with the byte offset of every value.
///
/// Theme files are read with this instead of `JSONSerialization` for three reasons: every node
/// keeps the byte offset it starts at, so any problem can be reported at `line:column`
/// (Foundation's errors carry no position: "The data is not in the correct format."); object
/// members stay in file order, so a loader lists problems in the order a reader meets them
/// (Foundation returns unordered dictionaries); and the reader is a loop with an explicit
/// stack, so depth costs memory, not call stack (Foundation on Linux refuses more than 512
/// levels, with the same position-less error). Nodes refer to each other by index (first
/// child, next sibling), so freeing a deep tree never recurses.
///
///     let tree = try JSONTree.parse(Array(#"{"a": [1, true]}"#.utf8))
///     tree.kind(of: tree.root)                 // .object
///     tree.members(of: tree.root).first?.key   // "a"
package struct JSONTree: Sendable {
  /// The kind of one value.
  package enum Kind: UInt8, Sendable {
    case object, array, string, number, bool, null
  }

  /// One value: its kind, where it starts, its place in the tree and its payload.
  package struct Node: Sendable {
    package var kind: Kind
    /// The byte offset of the value's first byte in the input.
    package var offset: Int
    /// The first element or member, or -1.
    package var firstChild: Int32 = -1
    /// The next element or member of the same container, or -1.
    package var nextSibling: Int32 = -1
    /// The number of elements or members of a container.
    package var count: Int32 = 0
    /// For a member of an object: the index of its key in ``JSONTree/strings``, else -1.
    package var key: Int32 = -1
    /// A string's index in ``JSONTree/strings``, a number's in ``JSONTree/numbers``, a
    /// boolean's value as 0 or 1.
    package var payload: Int32 = 0
  }

  /// Every value, in document order; the root is node 0.
  package internal(set) var nodes: [Node] = []
  /// The decoded strings (keys and string values).
  package internal(set) var strings: [String] = []
  /// The numbers.
  package internal(set) var numbers: [Double] = []
  /// The input, for turning offsets into line and column.
  package let bytes: [UInt8]

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// The root value.
  package var root: Int { 0 }

  /// The kind of a node.
  package func kind(of node: Int) -> Kind { nodes[node].kind }

  /// A string node's text, or `nil`.
  package func string(_ node: Int) -> String? {
    nodes[node].kind == .string ? strings[Int(nodes[node].payload)] : nil
  }

  /// A number node's value, or `nil`.
  package func number(_ node: Int) -> Double? {
    nodes[node].kind == .number ? numbers[Int(nodes[node].payload)] : nil
  }

  /// A boolean node's value, or `nil`.
  package func bool(_ node: Int) -> Bool? {
    nodes[node].kind == .bool ? nodes[node].payload != 0 : nil
  }

  /// The elements of an array (or the values of an object's members), in order.
  package func children(of node: Int) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(Int(nodes[node].count))
    var child = nodes[node].firstChild
    while child >= 0 {
      result.append(Int(child))
      child = nodes[Int(child)].nextSibling
    }
    return result
  }

  /// The members of an object in file order: each key and its value's node.
  package func members(of node: Int) -> [(key: String, value: Int)] {
    children(of: node).map { (strings[Int(nodes[$0].key)], $0) }
  }

  /// The line and byte column of a node's first byte.
  package func location(of node: Int) -> SourceLocation {
    Self.location(ofOffset: nodes[node].offset, in: bytes)
  }

  /// The 1-based line and UTF-8 byte column of an offset (LF, CR and CRLF end lines).
  package static func location(ofOffset offset: Int, in bytes: [UInt8]) -> SourceLocation {
    var line = 1
    var lineStart = 0
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      let byte = bytes[index]
      index += 1
      if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
        line += 1
        lineStart = index
      }
    }
    return SourceLocation(line: line, column: end - lineStart + 1)
  }

  /// A short description of what a node holds, for messages: `"#12"`, `17`, `an object`.
  package func describe(_ node: Int) -> String {
    switch nodes[node].kind {
    case .object: return "an object"
    case .array: return "an array"
    case .null: return "null"
    case .bool: return nodes[node].payload != 0 ? "true" : "false"
    case .number: return Self.format(numbers[Int(nodes[node].payload)])
    case .string:
      let text = strings[Int(nodes[node].payload)]
      let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
      return "\"" + shown + "\""
    }
  }

  /// A number as JSON writes it: `17`, not `17.0`.
  package static func format(_ number: Double) -> String {
    if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
      return String(Int64(number))
    }
    return String(number)
  }
}
