import TypesetSupport

extension StyledDocument {
  /// Distinct values by index, the last one asked for checked first (blocks and lines mostly
  /// repeat the one before): the block styles a builder keeps and the paragraph styles
  /// flattening makes.
  ///
  /// Values sit once in `values` and are found by hash through an `InternTable`, so interning
  /// copies a value only when it is new (a paragraph style is a few hundred bytes, and
  /// flattening interns one per line).
  struct ValueTable<Value: Hashable & Sendable>: Sendable {
    private(set) var values: [Value] = []
    private var index = InternTable()
    private var lastID: Int32 = -1

    /// A table holding `first` as value 0.
    init(first: Value) { _ = intern(first) }

    /// An empty table.
    init() {}

    /// The index of `value`, adding it when new.
    mutating func intern(_ value: Value) -> Int32 {
      if lastID >= 0, values[Int(lastID)] == value { return lastID }
      index.reserveForInsertion()
      let hash = value.hashValue
      let id: Int32
      switch index.find(hash: hash, matches: { values[Int($0)] == value }) {
      case .found(let found):
        id = found
      case .free(let slot):
        id = Int32(values.count)
        values.append(value)
        index.insert(id, hash: hash, at: slot)
      }
      lastID = id
      return id
    }

    subscript(id: Int32) -> Value { values[Int(id)] }
  }
}
