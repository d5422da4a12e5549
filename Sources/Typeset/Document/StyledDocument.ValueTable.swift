extension StyledDocument {
  /// Distinct values by index, the last one asked for checked first (blocks and lines mostly
  /// repeat the one before): the block styles a builder keeps and the paragraph styles
  /// flattening makes.
  struct ValueTable<Value: Hashable & Sendable>: Sendable {
    private(set) var values: [Value] = []
    private var index: [Value: Int32] = [:]
    private var last: (value: Value, id: Int32)?

    /// A table holding `first` as value 0.
    init(first: Value) { _ = intern(first) }

    /// An empty table.
    init() {}

    /// The index of `value`, adding it when new.
    mutating func intern(_ value: Value) -> Int32 {
      if let last, last.value == value { return last.id }
      let id: Int32
      if let known = index[value] {
        id = known
      } else {
        id = Int32(values.count)
        values.append(value)
        index[value] = id
      }
      last = (value, id)
      return id
    }

    subscript(id: Int32) -> Value { values[Int(id)] }
  }
}
