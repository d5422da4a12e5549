/// A large value kept out of line, so that the struct holding it stays small: a style's stored
/// values and a resolved style copy a reference for each boxed field, not the value.
///
/// It encodes, decodes, compares and hashes as the value it holds. The value's hash is
/// computed once, when it is boxed, so every style that shares the box hashes it as one integer.
final class Boxed<Value: Hashable & Sendable>: Hashable, Sendable, UnboxableValue {
  let value: Value
  /// The value's hash.
  let valueHash: Int

  init(_ value: Value) {
    self.value = value
    valueHash = value.hashValue
  }

  static func == (lhs: Boxed, rhs: Boxed) -> Bool {
    lhs === rhs || (lhs.valueHash == rhs.valueHash && lhs.value == rhs.value)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(valueHash) }

  var unboxed: Any { value }
}

extension Boxed: Codable where Value: Codable {
  convenience init(from decoder: any Decoder) throws { self.init(try Value(from: decoder)) }

  func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}

/// A boxed value that can show what it holds, for descriptions built by reflection.
protocol UnboxableValue {
  var unboxed: Any { get }
}
