/// A map from short byte strings to 32-bit values, for memos that look keys up in place: a key is
/// hashed once with ``SeededHash`` and found through an ``IntegerMap``, and the keys are kept
/// side by side in one array, so a lookup makes no `String`, no `Array` and no SipHash pass.
///
/// Two keys of one hash (rare with 64 bits) keep the first: the second is simply not
/// remembered, which a memo can afford. Values are numbers, as `IntegerMap`'s are, so the map
/// is not generic (a generic type from another module is not specialised, and its every
/// lookup would go through metadata); a memo of other values keeps them in an array and maps
/// to their index.
///
///     var map = BytesMap()
///     Array("img.png".utf8).withUnsafeBufferPointer { map.insert(7, for: $0) }
///     Array("img.png".utf8).withUnsafeBufferPointer { map[$0] }   // 7
package struct BytesMap: Sendable {
  /// Entry indices by their key's hash.
  private var index = IntegerMap()
  /// Every key's bytes, one after another; key `i` is `keys[starts[i]..<starts[i + 1]]`.
  private var keys: [UInt8] = []
  private var starts: [Int] = [0]
  private var values: [Int32] = []

  /// An empty map.
  ///
  ///     var map = BytesMap()
  package init() {}

  /// The number of entries.
  ///
  ///     BytesMap().count   // 0
  package var count: Int { values.count }

  /// The value for `key`, or `nil`.
  ///
  ///     if let id = map[bytes] { … }
  package subscript(key: UnsafeBufferPointer<UInt8>) -> Int32? {
    guard !values.isEmpty, let entry = index[Self.hash(key)] else { return nil }
    let start = starts[Int(entry)]
    let end = starts[Int(entry) + 1]
    guard end - start == key.count else { return nil }
    let matches = keys.withUnsafeBufferPointer { stored in
      var offset = 0
      while offset < key.count, stored[start &+ offset] == key[offset] { offset &+= 1 }
      return offset == key.count
    }
    return matches ? values[Int(entry)] : nil
  }

  /// Remembers `value` for `key`; a key already there, or one whose hash another key has,
  /// keeps what it had.
  ///
  ///     map.insert(7, for: bytes)
  package mutating func insert(_ value: Int32, for key: UnsafeBufferPointer<UInt8>) {
    let hash = Self.hash(key)
    guard index[hash] == nil, values.count < Int(Int32.max) else { return }
    index[hash] = Int32(values.count)
    keys.append(contentsOf: key)
    starts.append(keys.count)
    values.append(value)
  }

  /// A key's hash as the index takes it (never its vacant key).
  private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let hash = SeededHash.hash(key, seed: SeededHash.processSeed)
    return hash == IntegerMap.vacant ? 0 : hash
  }
}
