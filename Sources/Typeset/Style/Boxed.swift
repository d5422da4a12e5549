/// A large value kept out of line, so that the struct holding it stays small: a style's stored
/// values and a resolved style copy a reference for each boxed field, not the value.
///
/// It encodes, decodes, compares and hashes as the value it holds. The value's hash is
/// computed once, when it is boxed, so every style that shares the box hashes it as one integer.
///
/// The generic parameter has no protocol requirement of its own (`Hashable` comes with the
/// initialiser and a conditional conformance): making the metadata of `Boxed<ParagraphStyle>`
/// at run time then needs no search of the binary's conformance records, which in a
/// statically linked program costs about a hundred microseconds per type at start-up.
///
///     let box = Boxed(ParagraphStyle())   // box.value == ParagraphStyle()
final class Boxed<Value: Sendable>: Sendable, UnboxableValue {
  let value: Value
  /// The value's hash.
  let valueHash: Int

  init(_ value: Value) where Value: Hashable {
    self.value = value
    valueHash = value.hashValue
  }

  var unboxed: Any { value }
}

extension Boxed: Equatable, Hashable where Value: Hashable {
  static func == (lhs: Boxed, rhs: Boxed) -> Bool {
    lhs === rhs || (lhs.valueHash == rhs.valueHash && lhs.value == rhs.value)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(valueHash) }
}

extension Boxed: Codable where Value: Codable & Hashable {
  convenience init(from decoder: any Decoder) throws { self.init(try Value(from: decoder)) }

  func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}

/// A boxed value that can show what it holds, for descriptions built by reflection.
protocol UnboxableValue {
  var unboxed: Any { get }
}
