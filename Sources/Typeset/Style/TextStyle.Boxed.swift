extension TextStyle {
  /// A large value kept out of line in a style's storage, so that a style's stored values
  /// stay small: copying them to make a changed style copies a reference, not the value.
  ///
  /// It encodes, decodes, compares and hashes as the value it holds.
  final class Boxed<Value: Hashable & Sendable & Codable>: Hashable, Sendable, Codable,
    UnboxableValue
  {
    let value: Value

    init(_ value: Value) { self.value = value }

    static func == (lhs: Boxed, rhs: Boxed) -> Bool { lhs === rhs || lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }

    init(from decoder: any Decoder) throws { value = try Value(from: decoder) }

    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }

    var unboxed: Any { value }
  }
}

/// A boxed value that can show what it holds, for ``TextStyle``'s description.
protocol UnboxableValue {
  var unboxed: Any { get }
}
